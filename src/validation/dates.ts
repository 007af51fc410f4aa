/**
 * Date rules (seed 000 §5): dd.MM.yyyy; min date inclusive or exclusive by a flag; max date
 * inclusive by default; not in the future; month-year 'MM.20YY'; date-time
 * 'DD.MM.YYYY HH:MM:SS'. Bounds and "today" are Moscow calendar dates.
 */
import {
  addDays,
  dayNumber,
  isRealDate,
  ruDate,
  toCalendarDate,
  today,
  type CalendarDate,
} from '../format/date';
import { interpolate, isEmpty, validationMessages as m, type Validator } from './messages';

/** A bound: a date value, or a function so "today" is read when the rule runs. */
export type DateBound = unknown | (() => unknown);

function resolve(bound: DateBound): CalendarDate | undefined {
  return toCalendarDate(typeof bound === 'function' ? (bound as () => unknown)() : bound);
}

/** The value must be a real dd.MM.yyyy date (or a Date / ISO date from the picker). */
export const validateDate: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  return toCalendarDate(value) ? undefined : m.invalid;
};

/**
 * The rule of one bound: `side` 1 for the earliest allowed date, -1 for the latest. When
 * exclusive, the bound itself is refused, and the message names the first (last) allowed day —
 * the seeds' template with a date the user may actually enter.
 */
function boundRule(bound: DateBound, side: 1 | -1, message: string, inclusive = true): Validator {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const date = toCalendarDate(value);
    if (!date) return m.invalid;
    const limit = resolve(bound);
    if (!limit) return undefined;
    const allowed = inclusive ? limit : addDays(limit, side);
    return side * (dayNumber(date) - dayNumber(allowed)) < 0
      ? interpolate(message, { date: ruDate(allowed) })
      : undefined;
  };
}

/** Earliest allowed date, inclusive by default. */
export function minDate(bound: DateBound, options: { inclusive?: boolean } = {}): Validator {
  return boundRule(bound, 1, m.minDate, options.inclusive);
}

/** Latest allowed date, inclusive by default (seed 000 §5). */
export function maxDate(bound: DateBound, options: { inclusive?: boolean } = {}): Validator {
  return boundRule(bound, -1, m.maxDate, options.inclusive);
}

/** Not in the future: the max-date rule bounded by today in Moscow. */
export const notInFuture: Validator = maxDate(() => today());

/** Month-year 'MM.20YY' (seed 000 §5). */
export const validateMonthYear: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && /^(0[1-9]|1[0-2])\.20\d{2}$/.test(value.trim())
    ? undefined
    : m.invalid;
};

const DATE_TIME = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/** Date-time 'DD.MM.YYYY HH:MM:SS' (seed 000 §5), a real date and a 24-hour time. */
export const validateDateTime: Validator = (value) => {
  if (isEmpty(value)) return undefined;
  const match = typeof value === 'string' ? DATE_TIME.exec(value.trim()) : null;
  if (!match) return m.invalid;
  const [d = 0, mo = 0, y = 0, h = 0, mi = 0, s = 0] = match.slice(1).map(Number);
  return isRealDate(y, mo, d) && h < 24 && mi < 60 && s < 60 ? undefined : m.invalid;
};

/**
 * The date picker's typed text (seed 000 §5, seed 001 §5): empty clears the value (null); a
 * complete dd.MM.yyyy with an invalid month or day resets to today; an incomplete text is
 * still being typed (undefined, keep the previous value).
 */
export function datepickerValue(
  text: string,
  now: Date = new Date(),
): CalendarDate | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(trimmed)) return undefined;
  const date = toCalendarDate(trimmed);
  if (date) return date;
  const t = today(now);
  return { year: t.year, month: t.month, day: t.day };
}
