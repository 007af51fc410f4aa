/**
 * The analytical report's filters live in the address (`/crm/analytics?region_ids=5&…`), so the
 * per-region page and the leads behind a number open with the same ones. Keys are the server's
 * (server/modules/analytics/filters.ts), arrays repeated: `region_ids=5&region_ids=7`.
 */
import { dayNumber, today, toIsoDate, type CalendarDate } from '../../src/format/date';

export const listKeys = [
  'region_ids',
  'organization_ids',
  'service',
  'source_ids',
  'account_types',
] as const;
export const singleKeys = ['submitted_from', 'submitted_to', 'interval'] as const;

export type AnalyticsFilter = Partial<
  Record<(typeof listKeys)[number], string[]> & Record<(typeof singleKeys)[number], string>
>;

/** A year back from today, from its Monday: the report's period when none is chosen. */
export function defaultFrom(now: CalendarDate = today()): string {
  const year = { ...now, year: now.year - 1 };
  return toIsoDate(mondayOf(year));
}

function fromDayNumber(n: number): CalendarDate {
  const d = new Date(n * 864e5);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The Monday of the date's week (the summary counts whole weeks). */
export function mondayOf(d: CalendarDate): CalendarDate {
  const n = dayNumber(d);
  // Day 0 (1970-01-01) was a Thursday: Monday is 3 days before.
  const weekday = (((n + 3) % 7) + 7) % 7;
  return fromDayNumber(n - weekday);
}

/** The Sunday of the date's week. */
export function sundayOf(d: CalendarDate): CalendarDate {
  return fromDayNumber(dayNumber(mondayOf(d)) + 6);
}

export function readFilter(params: URLSearchParams): AnalyticsFilter {
  const out: AnalyticsFilter = {};
  for (const key of listKeys) {
    const values = params.getAll(key).filter(Boolean);
    if (values.length) out[key] = values;
  }
  for (const key of singleKeys) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  if (!out.submitted_from) out.submitted_from = defaultFrom();
  return out;
}

export function toSearch(filter: AnalyticsFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) params.append(key, value);
  for (const key of listKeys) for (const v of filter[key] ?? []) params.append(key, v);
  for (const key of singleKeys) if (filter[key]) params.set(key, filter[key]);
  return params.toString();
}

/** The query the server reads: arrays as `key[]`. */
export function toQuery(filter: AnalyticsFilter): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) if (value?.length) out[key] = value;
  return out;
}
