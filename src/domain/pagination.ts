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

/**
 * The page numbers a pager shows around `page` out of `pages` (seed 000 §9: the current page
 * ± `around`), clipped to 1…pages: `pageWindow(3, 5, 1)` → `[2, 3, 4]`, `pageWindow(1, 5, 1)` →
 * `[1, 2]`. The console's and the site's pagers both draw these.
 */
export function pageWindow(page: number, pages: number, around: number): number[] {
  const first = Math.max(1, page - around);
  const last = Math.min(pages, page + around);
  const out: number[] = [];
  for (let p = first; p <= last; p++) out.push(p);
  return out;
}

export function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'number' && (pageSizes as readonly number[]).includes(value);
}
