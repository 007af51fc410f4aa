/** Every display text of the formatters (seed 000 §8 "Other messages", §9; seed 001 §2, §8). */
export const formatMessages = {
  noData: 'Нет данных',
  dash: '—',
  nothingSelected: 'Ничего не выбрано',
  yes: 'Да',
  no: 'Нет',
  verified: 'верифицирован',
  notVerified: 'не верифицирован',
  moreThan: 'более {n}',
  /** Seed 000 §9: "units B to YB" — spelled as the seed spells them. */
  fileSizeUnits: ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
} as const;

/**
 * What an empty value shows: 'Нет данных' in previews, a dash in tables, 'Ничего не выбрано'
 * in selects (seed 000 §8, seed 001 §2 "Generic").
 */
export type EmptyKind = 'preview' | 'table' | 'select';

export function emptyText(kind: EmptyKind = 'preview'): string {
  if (kind === 'table') return formatMessages.dash;
  if (kind === 'select') return formatMessages.nothingSelected;
  return formatMessages.noData;
}

export function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}
