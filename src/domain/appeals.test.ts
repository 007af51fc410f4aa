import { describe, expect, it } from 'vitest';
import {
  appealDueDate,
  appealFinalStatuses,
  appealMoves,
  appealStatusLabel,
  appealTransitions,
  findAppealMove,
  isAppealOverdue,
  kindStatuses,
  moscowToday,
} from './appeals';

describe('the appeal and consultation status table', () => {
  it('answers only from work, with the answer; a consultation also needs its executor', () => {
    expect(findAppealMove('appeal', 'new', 'answered')).toBeUndefined();
    expect(findAppealMove('appeal', 'in_work', 'answered')?.requires).toEqual(['answer']);
    expect(findAppealMove('consultation', 'in_work', 'answered')?.requires).toEqual([
      'answer',
      'executor',
    ]);
  });

  it('asks a reason to leave without answer, cancel or reopen', () => {
    for (const [kind, from, to] of [
      ['appeal', 'new', 'without_answer'],
      ['appeal', 'answered', 'in_work'],
      ['consultation', 'in_work', 'cancelled'],
    ] as const)
      expect(findAppealMove(kind, from, to)?.requires).toEqual(['comment']);
  });

  it('leaves nothing out of a final status and uses only its kind’s statuses', () => {
    for (const kind of ['appeal', 'consultation'] as const) {
      for (const status of appealFinalStatuses) expect(appealMoves(kind, status)).toEqual([]);
      for (const move of appealTransitions[kind]) {
        expect(kindStatuses[kind]).toContain(move.from);
        expect(kindStatuses[kind]).toContain(move.to);
      }
    }
    expect(findAppealMove('appeal', 'new', 'cancelled')).toBeUndefined();
    expect(findAppealMove('consultation', 'new', 'without_answer')).toBeUndefined();
  });

  it('sets 30 days for an appeal (59-ФЗ) and 10 for a consultation, across months', () => {
    expect(appealDueDate('appeal', '2026-01-31')).toBe('2026-03-02');
    expect(appealDueDate('consultation', '2026-12-25')).toBe('2027-01-04');
  });

  it('marks an open item past its due date overdue, not an answered one', () => {
    expect(isAppealOverdue({ status: 'in_work', due_date: '2026-05-01' }, '2026-05-02')).toBe(true);
    expect(isAppealOverdue({ status: 'new', due_date: '2026-05-02' }, '2026-05-02')).toBe(false);
    expect(isAppealOverdue({ status: 'answered', due_date: '2026-05-01' }, '2026-05-02')).toBe(
      false,
    );
  });

  it('counts days in Moscow dates and labels unknown statuses as the seeds say', () => {
    expect(moscowToday(new Date('2026-05-01T22:30:00Z'))).toBe('2026-05-02');
    expect(appealStatusLabel('answered')).toBe('Ответ направлен');
    expect(appealStatusLabel('odd')).toBe('Не определен odd');
  });
});
