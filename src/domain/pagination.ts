/** List page sizes and ordering (seed 000 §9, seed 001 §9). */
export const pageSizes = [20, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 20;
export const defaultOrderType = 'desc' as const;

/** The page-size selector's label, 'Выводить по N строк'. */
export function pageSizeLabel(size: number): string {
  return `Выводить по ${size} строк`;
}

/** Pages shown either side of the current one: ±1 in the console and on the site. */
export const paginationWindow = { admin: 1, site: 1 } as const;

export function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'number' && (pageSizes as readonly number[]).includes(value);
}
