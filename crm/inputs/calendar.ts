/**
 * Calendar arithmetic for the date picker: Monday-first month grids (seed 001 §2 "Generic"),
 * month steps, and the Russian month and weekday names from Intl (no hand-typed lists).
 */
import type { CalendarDate } from '../../src/format';

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

export function sameDay(a: CalendarDate | undefined, b: CalendarDate | undefined): boolean {
  return !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;
}
