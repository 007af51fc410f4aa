/** Empty values, booleans and the verification flag (seed 000 §8, seed 001 §2, §8). */
import { emptyText, formatMessages, isBlank, type EmptyKind } from './messages';

/** The value as text, or the empty text of its place ('Нет данных', '—', 'Ничего не выбрано'). */
export function formatValue(value: unknown, empty: EmptyKind = 'preview'): string {
  if (isBlank(value) || (typeof value === 'string' && value.trim() === '')) return emptyText(empty);
  if (Array.isArray(value)) return value.length ? value.join(', ') : emptyText(empty);
  return String(value);
}

/** Да / Нет; an unset flag shows the empty text. */
export function formatBoolean(value: unknown, empty: EmptyKind = 'preview'): string {
  if (value === true || value === 'true') return formatMessages.yes;
  if (value === false || value === 'false') return formatMessages.no;
  return emptyText(empty);
}

/** 'верифицирован' / 'не верифицирован' (seed 001 §8); anything but true is not verified. */
export function formatVerified(value: unknown): string {
  return value === true ? formatMessages.verified : formatMessages.notVerified;
}
