/**
 * The SLA of a lead (issue 6): the service's `sla_period` in business days (Monday to Friday;
 * public holidays are not modelled) or calendar days, counted from the Moscow date the lead was
 * submitted. The same arithmetic runs in SQL for the list filters (server/modules/leads,
 * functions lead_weekday_index / lead_sla_days_left of migration 0011), so the console and the server agree.
 */
import { dayNumber, today as moscowToday, toCalendarDate, type CalendarDate } from '../format/date';
import type { LeadStatus } from './leadStatuses';
import type { SlaKind } from './slaKinds';

/**
 * Closed leads: finished, cancelled, annulled or denied. The SLA clock no longer runs for them
 * and their data is no longer edited (server/modules/leads).
 */
export const closedLeadStatuses: readonly LeadStatus[] = [
  'finished',
  'cancelled',
  'annulled',
  'denied',
];

export function isClosedLeadStatus(status: string): boolean {
  return (closedLeadStatuses as readonly string[]).includes(status);
}

// 1970-01-05 was a Monday: day numbers are counted from it so weekday 0 is Monday.
const MONDAY_OFFSET = 4;

/**
 * Business days from a fixed Monday up to `day` inclusive. The difference of two indexes is
 * the number of business days in (from, to]; SQL's lead_weekday_index computes the same.
 */
export function weekdayIndex(day: CalendarDate): number {
  const n = dayNumber(day) - MONDAY_OFFSET;
  const weeks = Math.floor(n / 7);
  const rest = ((n % 7) + 7) % 7;
  return weeks * 5 + Math.min(rest + 1, 5);
}

/** Days of `kind` after `from` up to and including `to` (negative when `to` is earlier). */
export function daysBetween(kind: SlaKind, from: CalendarDate, to: CalendarDate): number {
  return kind === 'calendar'
    ? dayNumber(to) - dayNumber(from)
    : weekdayIndex(to) - weekdayIndex(from);
}

export interface SlaInput {
  status: string;
  submittedAt: unknown;
  slaKind: SlaKind | string | null | undefined;
  slaPeriod: number | null | undefined;
}

export interface SlaState {
  /** Days left (negative once overdue); null for drafts, closed leads and services without SLA. */
  daysRemaining: number | null;
  expired: boolean;
}

export function leadSla(input: SlaInput, now: Date = new Date()): SlaState {
  const submitted = input.submittedAt ? toCalendarDate(input.submittedAt) : undefined;
  if (
    !submitted ||
    input.status === 'draft' ||
    isClosedLeadStatus(input.status) ||
    input.slaPeriod === null ||
    input.slaPeriod === undefined
  ) {
    return { daysRemaining: null, expired: false };
  }
  const kind: SlaKind = input.slaKind === 'calendar' ? 'calendar' : 'business';
  const remaining = input.slaPeriod - daysBetween(kind, submitted, moscowToday(now));
  return { daysRemaining: remaining, expired: remaining < 0 };
}
