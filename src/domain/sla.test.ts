import { describe, expect, it } from 'vitest';
import { daysBetween, leadSla, weekdayIndex } from './sla';

const d = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};

describe('SLA day arithmetic', () => {
  it('counts business days after `from` up to `to`, skipping Saturday and Sunday', () => {
    // 2026-11-20 is a Friday.
    expect(daysBetween('business', d('2026-11-20'), d('2026-11-23'))).toBe(1);
    expect(daysBetween('business', d('2026-11-21'), d('2026-11-22'))).toBe(0);
    expect(daysBetween('business', d('2026-11-16'), d('2026-11-30'))).toBe(10);
    expect(daysBetween('calendar', d('2026-11-16'), d('2026-11-30'))).toBe(14);
    expect(daysBetween('business', d('2026-11-30'), d('2026-11-16'))).toBe(-10);
    expect(weekdayIndex(d('1970-01-05'))).toBe(1);
  });

  it('gives the days left from the Moscow submission date, negative once overdue', () => {
    // Submitted on Monday 2026-11-16 at 23:30 Moscow (20:30 UTC); today Monday 2026-11-30.
    const submitted = new Date('2026-11-16T20:30:00Z');
    const now = new Date('2026-11-30T09:00:00Z');
    const input = { status: 'document_check', submittedAt: submitted, slaPeriod: 10 };
    expect(leadSla({ ...input, slaKind: 'business' }, now)).toEqual({
      daysRemaining: 0,
      expired: false,
    });
    expect(leadSla({ ...input, slaKind: 'calendar' }, now)).toEqual({
      daysRemaining: -4,
      expired: true,
    });
  });

  it('has no SLA for drafts, closed leads and unsubmitted ones', () => {
    const base = { submittedAt: new Date(), slaKind: 'business', slaPeriod: 5 };
    for (const status of ['draft', 'finished', 'cancelled', 'annulled', 'denied']) {
      expect(leadSla({ ...base, status })).toEqual({ daysRemaining: null, expired: false });
    }
    expect(leadSla({ ...base, status: 'registered', submittedAt: null }).daysRemaining).toBeNull();
    expect(leadSla({ ...base, status: 'registered' }).daysRemaining).toBe(5);
  });
});
