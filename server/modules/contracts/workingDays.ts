/**
 * Working days a contract or agreement has spent in its status (seed 000 §3
 * current_status_changed_days_ago; seed 001 §2 "time in coordination status in working days").
 * The count is src/domain/sla.ts `daysBetween('business', …)`: Monday to Friday after the Moscow
 * date of the change up to today, holidays not modelled. The SQL below is the same closed form
 * (weekdayIndex), so lists can sort and filter by it.
 */
import { daysBetween } from '../../../src/domain/sla';
import { toCalendarDate, today } from '../../../src/format/date';
import type { PluralForms } from '../../../src/format/plural';
import { pluralWithCount } from '../../../src/format/plural';

/** Business-day index of the Moscow date of `expr` (a date or timestamptz expression). */
function weekdayIndexSql(dateExpr: string): string {
  const n = `((${dateExpr}) - date '1970-01-05')`;
  return `(floor(${n} / 7.0)::int * 5 + least(((${n} % 7) + 7) % 7 + 1, 5))`;
}

const moscowDate = (expr: string) => `((${expr}) AT TIME ZONE 'Europe/Moscow')::date`;

/** SQL: working days from the Moscow date of the timestamptz `column` to today. */
export function workingDaysSinceSql(column: string): string {
  return `(${weekdayIndexSql(moscowDate('now()'))} - ${weekdayIndexSql(moscowDate(column))})`;
}

export function workingDaysSince(value: unknown, now: Date = new Date()): number | null {
  const from = toCalendarDate(value);
  return from ? daysBetween('business', from, today(now)) : null;
}

export const workingDayForms: PluralForms = ['рабочий день', 'рабочих дня', 'рабочих дней'];

/** '3 рабочих дня' */
export function workingDaysText(days: number | null): string | null {
  return days === null ? null : pluralWithCount(days, workingDayForms);
}
