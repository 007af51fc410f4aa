/** Amounts, counters and file sizes (seed 000 §9, seed 001 §9). */
import { emptyText, formatMessages, isBlank, type EmptyKind } from './messages';

/** The thousands separator: "a space" (seed 000 §9); a plain U+0020, so copies stay searchable. */
export const THOUSANDS_SEPARATOR = ' ';
/** Russian decimal comma, as ru-RU number formatting writes it. */
export const DECIMAL_SEPARATOR = ',';

/** Rounds a decimal string half away from zero to two places, exactly (no float drift). */
function toCents(text: string): { negative: boolean; cents: bigint } | undefined {
  const match = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return undefined;
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let cents = BigInt(`${match[2] || '0'}${fraction.slice(0, 2)}`);
  if (Number(fraction[2]) >= 5) cents += 1n;
  return { negative: match[1] === '-' && cents !== 0n, cents };
}

function decimalText(value: number | string): string | undefined {
  if (typeof value === 'string') return value.replace(',', '.');
  if (!Number.isFinite(value)) return undefined;
  // Fixed notation even for 1e21-sized or 1e-7-sized numbers.
  return Math.abs(value) >= 1e21 ? BigInt(Math.round(value)).toString() : value.toFixed(10);
}

/**
 * Two decimals, and the space thousands separator only from 10000 upward:
 * 1234.5 → '1234,50', 12345.5 → '12 345,50' (seed 000 §9).
 */
export function formatAmount(value: unknown, empty: EmptyKind = 'preview'): string {
  if (isBlank(value) || (typeof value !== 'number' && typeof value !== 'string')) {
    return emptyText(empty);
  }
  const text = decimalText(value);
  const parsed = text === undefined ? undefined : toCents(text);
  if (!parsed) return emptyText(empty);
  const whole = (parsed.cents / 100n).toString();
  const fraction = (parsed.cents % 100n).toString().padStart(2, '0');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR) : whole;
  return `${parsed.negative ? '-' : ''}${grouped}${DECIMAL_SEPARATOR}${fraction}`;
}

/** Counters above the limit read 'более 100' (seed 000 §9 "Counts above 100 read 'более N'"). */
export function formatCount(value: number, limit = 100): string {
  return value > limit ? formatMessages.moreThan.replace('{n}', String(limit)) : String(value);
}

/**
 * B…YB, base 1024, up to 2 decimals (seed 000 §9): 512 → '512 B', 1536 → '1,5 KB',
 * 73400320 → '70 MB'. Trailing zeros are dropped, as the usual byte formatter does.
 */
export function formatFileSize(bytes: unknown, empty: EmptyKind = 'preview'): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return emptyText(empty);
  const units = formatMessages.fileSizeUnits;
  let unit = 0;
  let size = bytes;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  const rounded = Math.round(size * 100) / 100;
  return `${String(rounded).replace('.', DECIMAL_SEPARATOR)} ${units[unit]}`;
}
