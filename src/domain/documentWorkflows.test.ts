import { describe, expect, it } from 'vitest';
import { roles, type Role } from './roles';
import {
  addBusinessDays,
  type DocumentMoveInput,
  allowedDocumentMoves,
  documentMoveErrors,
  documentTransition,
  documentWorkflows,
  groRequestWorkflow,
  isDocumentOverdue,
  isFinalDocumentStatus,
  moveDeadline,
  reportingDocumentWorkflow,
  type DocumentTransition,
} from './documentWorkflows';

const ok: DocumentMoveInput = { comment: 'Комментарий', hasNewAttachment: true };
const workflows = Object.values(documentWorkflows);

describe('document workflow tables', () => {
  it.each(workflows.map((w) => [w.kind, w] as const))(
    '%s: every move is between known statuses, none leaves a final one, all are reachable',
    (_, workflow) => {
      const reached = new Set([workflow.initial]);
      for (const t of workflow.transitions) {
        expect(workflow.statuses).toContain(t.from);
        expect(workflow.statuses).toContain(t.to);
        expect(workflow.final).not.toContain(t.from);
        expect(t.roles.length).toBeGreaterThan(0);
        reached.add(t.to);
      }
      expect([...reached].sort()).toEqual([...workflow.statuses].sort());
      for (const s of workflow.statuses) expect(workflow.labels[s]).toBeTruthy();
    },
  );

  const allowed = workflows.flatMap((w) =>
    w.transitions.flatMap((t) =>
      t.roles.map((role) => [w.kind, t.from, t.to, role, w, t] as const),
    ),
  );
  it.each(allowed)('%s: %s → %s is allowed to %s', (_, from, to, role, workflow) => {
    expect(documentMoveErrors(workflow, from, to, role, ok)).toEqual([]);
    expect(allowedDocumentMoves(workflow, from, role).map((t) => t.to)).toContain(to);
  });

  const refusedRoles = workflows.flatMap((w) =>
    w.transitions.flatMap((t) =>
      roles
        .filter((r) => !t.roles.includes(r))
        .map((role) => [w.kind, t.from, t.to, role, w] as const),
    ),
  );
  it.each(refusedRoles)('%s: %s → %s is refused to %s with 403', (_, from, to, role, workflow) => {
    const [error] = documentMoveErrors(workflow, from, to, role, ok);
    expect(error?.status).toBe(403);
    expect(error?.message).toMatch(/может только: /);
  });

  it('refuses every pair of statuses the table does not list, naming both', () => {
    for (const workflow of workflows)
      for (const from of workflow.statuses)
        for (const to of workflow.statuses) {
          if (documentTransition(workflow, from, to)) continue;
          const errors = documentMoveErrors(workflow, from, to, 'etp_admin', ok);
          expect(errors).toEqual([
            {
              status: 422,
              field: 'status',
              message: `Нельзя перевести ${workflow.noun.accusative} из статуса «${workflow.labels[from]}» в статус «${workflow.labels[to]}»`,
            },
          ]);
        }
  });

  it('asks for the status, a known status', () => {
    expect(documentMoveErrors(groRequestWorkflow, 'draft', '', 'eog', ok)[0]?.message).toBe(
      'Поле обязательно для заполнения',
    );
    expect(documentMoveErrors(groRequestWorkflow, 'draft', 'lost', 'eog', ok)[0]?.message).toBe(
      'Поле заполнено некорректно',
    );
  });
});

describe('a ГРО request', () => {
  const errors = (from: string, to: string, role: Role, input: DocumentMoveInput = ok) =>
    documentMoveErrors(groRequestWorkflow, from, to, role, input);

  it('is sent by the requesting side and taken into work by the ГРО', () => {
    expect(
      allowedDocumentMoves(groRequestWorkflow, 'draft', 'regional_head').map((t) => t.to),
    ).toEqual(['sent', 'withdrawn']);
    expect(allowedDocumentMoves(groRequestWorkflow, 'draft', 'operator')).toEqual([]);
    expect(allowedDocumentMoves(groRequestWorkflow, 'sent', 'operator').map((t) => t.to)).toEqual([
      'in_work',
      'returned',
    ]);
    expect(errors('sent', 'in_work', 'regional_head')[0]).toMatchObject({
      status: 403,
      message:
        'Перевести запрос из статуса «Направлен в ГРО» в статус «В работе» может только: Администратор, Администратор ГРО, Оператор',
    });
    expect(documentTransition(groRequestWorkflow, 'sent', 'in_work')?.assignsExecutor).toBe(true);
  });

  it('needs a comment for a return and a new file for an answer', () => {
    expect(errors('answered', 'on_correction', 'eog', { hasNewAttachment: false })).toEqual([
      { status: 422, field: 'comment', message: 'Поле обязательно для заполнения' },
    ]);
    expect(
      errors('sent', 'returned', 'operator', { comment: '  ', hasNewAttachment: true })[0]?.field,
    ).toBe('comment');
    expect(errors('in_work', 'answered', 'operator', { hasNewAttachment: false })).toEqual([
      {
        status: 422,
        field: 'attachment',
        message:
          'Для перевода в статус «Ответ направлен» приложите файл (после перехода в статус «В работе»)',
      },
    ]);
    expect(errors('in_work', 'answered', 'operator', { hasNewAttachment: true })).toEqual([]);
    expect(errors('answered', 'closed', 'eog', { hasNewAttachment: false })).toEqual([]);
    expect(
      errors('answered', 'on_correction', 'eog', { comment: 5, hasNewAttachment: false })[0]
        ?.message,
    ).toBe('Поле заполнено некорректно');
    expect(
      errors('answered', 'on_correction', 'eog', {
        comment: 'x'.repeat(5001),
        hasNewAttachment: false,
      })[0]?.message,
    ).toBe('Длина должна быть не больше 5000 символов');
  });

  it('is final when closed or withdrawn', () => {
    expect(isFinalDocumentStatus(groRequestWorkflow, 'closed')).toBe(true);
    expect(isFinalDocumentStatus(groRequestWorkflow, 'withdrawn')).toBe(true);
    expect(isFinalDocumentStatus(groRequestWorkflow, 'answered')).toBe(false);
    for (const role of roles)
      expect(allowedDocumentMoves(groRequestWorkflow, 'closed', role)).toEqual([]);
  });
});

describe('a reporting document', () => {
  it('is sent with its file by the reporting side and reviewed by the ЕОГ', () => {
    const w = reportingDocumentWorkflow;
    expect(
      documentMoveErrors(w, 'draft', 'sent', 'operator', { hasNewAttachment: false })[0]?.field,
    ).toBe('attachment');
    expect(documentMoveErrors(w, 'sent', 'in_review', 'operator', ok)[0]?.status).toBe(403);
    expect(allowedDocumentMoves(w, 'in_review', 'eog').map((t) => t.to)).toEqual([
      'on_correction',
      'accepted',
    ]);
    expect(allowedDocumentMoves(w, 'on_correction', 'regional_head').map((t) => t.to)).toEqual([
      'sent',
    ]);
  });
});

describe('deadlines', () => {
  // 2026-11-26 is a Thursday.
  const thursday = new Date('2026-11-26T09:00:00Z');
  const day = (iso: string) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return { year: y, month: m, day: d };
  };

  it('counts business days, skipping weekends', () => {
    expect(addBusinessDays(day('2026-11-26'), 1)).toEqual(day('2026-11-27'));
    expect(addBusinessDays(day('2026-11-26'), 2)).toEqual(day('2026-11-30'));
    expect(addBusinessDays(day('2026-11-26'), 10)).toEqual(day('2026-12-10'));
    expect(addBusinessDays(day('2026-11-28'), 1)).toEqual(day('2026-11-30'));
    expect(addBusinessDays(day('2026-11-29'), 5)).toEqual(day('2026-12-04'));
  });

  it('sets the due date of a move; a sent request keeps a later date its author chose', () => {
    const send = documentTransition(groRequestWorkflow, 'draft', 'sent') as DocumentTransition;
    expect(moveDeadline(send, null, thursday)).toBe('2026-12-10');
    expect(moveDeadline(send, '2026-12-01', thursday)).toBe('2026-12-10');
    expect(moveDeadline(send, '2026-12-25', thursday)).toBe('2026-12-25');
    const back = documentTransition(groRequestWorkflow, 'answered', 'on_correction')!;
    expect(moveDeadline(back, '2026-12-25', thursday)).toBe('2026-12-03');
    expect(moveDeadline(documentTransition(groRequestWorkflow, 'answered', 'closed')!, null)).toBe(
      undefined,
    );
  });

  it('is overdue after the due date, only while the document waits in a running status', () => {
    expect(isDocumentOverdue(groRequestWorkflow, 'in_work', '2026-11-25', thursday)).toBe(true);
    expect(isDocumentOverdue(groRequestWorkflow, 'in_work', '2026-11-26', thursday)).toBe(false);
    expect(isDocumentOverdue(groRequestWorkflow, 'answered', '2026-11-25', thursday)).toBe(false);
    expect(isDocumentOverdue(groRequestWorkflow, 'draft', '2026-11-25', thursday)).toBe(false);
    expect(isDocumentOverdue(reportingDocumentWorkflow, 'draft', '2026-11-25', thursday)).toBe(
      true,
    );
    expect(isDocumentOverdue(groRequestWorkflow, 'sent', null, thursday)).toBe(false);
  });
});
