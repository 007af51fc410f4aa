/**
 * Calendar arithmetic of the one date picker of both areas (seed 000 §5 "Datepicker"):
 * Monday-first month grids, month steps, the day a key moves to, and the Russian month and
 * weekday names from Intl (no hand-typed lists). Framework-free.
 */
import { addDays, dayNumber, isRealDate, type CalendarDate } from '../../format/date';

export interface MonthView {
  year: number;
  month: number;
}

/** The month `delta` months after `view` (negative: before). */
export function shiftMonth(view: MonthView, delta: number): MonthView {
  const index = view.year * 12 + (view.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

function daysIn(view: MonthView): number {
  return new Date(Date.UTC(view.year, view.month, 0)).getUTCDate();
}

/** Weeks of the month, Monday first; days outside the month are null. */
export function monthGrid(view: MonthView): (CalendarDate | null)[][] {
  const first = new Date(Date.UTC(view.year, view.month - 1, 1)).getUTCDay();
  const lead = (first + 6) % 7;
  const cells: (CalendarDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysIn(view); day++) cells.push({ ...view, day });
  while (cells.length % 7) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The same day `delta` months away, the month's last day when it has fewer (31.01 → 29.02). */
export function shiftDay(date: CalendarDate, delta: number): CalendarDate {
  const view = shiftMonth(date, delta);
  let day = date.day;
  while (day > 28 && !isRealDate(view.year, view.month, day)) day--;
  return { ...view, day };
}

/** 0 for Monday … 6 for Sunday. */
function weekday(date: CalendarDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}

/**
 * The day a key of the grid moves to (WAI-ARIA date picker pattern): arrows a day or a week,
 * Home and End the week's Monday and Sunday, PageUp and PageDown a month (with Shift a year).
 * Undefined for any other key.
 */
export function dayAfterKey(
  date: CalendarDate,
  key: string,
  shift = false,
): CalendarDate | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekday(date));
    case 'End':
      return addDays(date, 6 - weekday(date));
    case 'PageUp':
      return shiftDay(date, shift ? -12 : -1);
    case 'PageDown':
      return shiftDay(date, shift ? 12 : 1);
    default:
      return undefined;
  }
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);

/** 'Январь' … 'Декабрь' (the standalone nominative form). */
export function monthName(month: number): string {
  const format = new Intl.DateTimeFormat('ru', { month: 'long', timeZone: 'UTC' });
  return capitalize(format.format(new Date(Date.UTC(2024, month - 1, 1))));
}

/** 'Пн' … 'Вс'. */
export function weekdayNames(): string[] {
  const format = new Intl.DateTimeFormat('ru', { weekday: 'short', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) =>
    capitalize(format.format(new Date(Date.UTC(2024, 0, 1 + i)))),
  );
}

/** 'понедельник' … for the day cells' accessible names. */
export function weekdayLongName(date: CalendarDate): string {
  const format = new Intl.DateTimeFormat('ru', { weekday: 'long', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

export function sameDay(a: CalendarDate | undefined, b: CalendarDate | undefined): boolean {
  return !!a && !!b && dayNumber(a) === dayNumber(b);
}
