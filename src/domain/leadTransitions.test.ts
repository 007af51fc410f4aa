import { describe, expect, it } from 'vitest';
import { leadStatuses, type LeadStatus } from './leadStatuses';
import {
  allowedLeadMoves,
  checkLeadMove,
  leadEntryStatuses,
  leadMoveErrors,
  leadMoveRequirements,
  leadTransitions,
  type LeadActorKind,
  type LeadMoveContext,
} from './leadTransitions';

const required = 'Поле обязательно для заполнения';
const current: LeadMoveContext = { contractStatus: 'current' };
const denial = { rejection_reason_id: '1', service_is_provided_kind: 'service_refused' };

/** The attributes each target needs, so a walk along the path tests only the graph. */
const fill: Partial<Record<LeadStatus, Record<string, unknown>>> = {
  pending: { note: 'Нет выписки ЕГРН' },
  denied: denial,
  annulled: { annullation_reason_id: '2', note: 'Срок истёк' },
  spec_denied: { note: 'Нет мощности' },
};

function walk(path: LeadStatus[], actor: LeadActorKind = 'staff', ctx: LeadMoveContext = current) {
  for (let i = 1; i < path.length; i++) {
    const [from, to] = [path[i - 1]!, path[i]!];
    expect(checkLeadMove(from, to, actor, fill[to] ?? {}, ctx), `${from} → ${to}`).toBeNull();
    expect(allowedLeadMoves(from, actor, ctx)).toContain(to);
  }
}

describe('lead status machine', () => {
  it('names only known statuses, no self-loops and no duplicate edges', () => {
    const seen = new Set<string>();
    for (const t of leadTransitions) {
      expect(leadStatuses).toContain(t.from);
      expect(leadStatuses).toContain(t.to);
      expect(t.from).not.toBe(t.to);
      expect(t.actors.length).toBeGreaterThan(0);
      expect(seen.has(`${t.from}>${t.to}`)).toBe(false);
      seen.add(`${t.from}>${t.to}`);
    }
    for (const s of leadEntryStatuses) expect(leadStatuses).toContain(s);
  });

  it('walks the acceptance path from draft to finished', () => {
    walk([
      'draft',
      'registered',
      'document_check',
      'pending',
      'documents_given',
      'document_check',
      'in_progress',
      'document_check',
      'in_progress',
      'contract_preparation',
      'contract_on_applicant_sign',
      'contract_signed',
      'implementation',
      'connection',
      'gas_start',
      'finished',
    ]);
    walk(['in_progress', 'implementation']);
    walk(['document_check', 'denied', 'in_progress']);
    walk(['document_check', 'annulled']);
    walk(['document_check', 'spec_preparation', 'spec_denied', 'spec_preparation', 'finished']);
    walk(['registered', 'executor_selection', 'document_check']);
    walk(['awaiting', 'registered']);
  });

  it('lets the applicant submit, resubmit and cancel, and nothing of the staff work', () => {
    walk(['draft', 'registered'], 'applicant');
    walk(['pending', 'documents_given'], 'applicant');
    for (const from of ['draft', 'registered', 'document_check', 'pending', 'documents_given']) {
      expect(checkLeadMove(from, 'cancelled', 'applicant', {}, {})).toBeNull();
      expect(checkLeadMove(from, 'cancelled', 'staff', {}, {})).not.toBeNull();
    }
    expect(allowedLeadMoves('pending', 'applicant', {})).toEqual(['documents_given', 'cancelled']);
    expect(allowedLeadMoves('document_check', 'applicant', {})).toEqual(['cancelled']);
    for (const to of ['document_check', 'in_progress', 'finished', 'denied'] as const) {
      expect(checkLeadMove('registered', to, 'applicant', fill[to] ?? {}, {})?.field).toBe(
        'status',
      );
    }
    // Cancelling is final: neither side can take it back.
    expect(allowedLeadMoves('cancelled', 'staff', current)).toEqual([]);
    expect(allowedLeadMoves('finished', 'applicant', current)).toEqual([]);
  });

  it('names both statuses by label when a move is illegal', () => {
    expect(checkLeadMove('document_check', 'finished', 'staff', {}, {})).toEqual({
      field: 'status',
      message:
        'Нельзя перевести заявку из статуса «Проверка комплектности документов» в статус «Завершена»',
    });
    expect(checkLeadMove('finished', 'draft', 'staff', {}, {})?.message).toBe(
      'Нельзя перевести заявку из статуса «Завершена» в статус «Черновик»',
    );
    expect(checkLeadMove('draft', '', 'staff', {}, {})).toEqual({
      field: 'status',
      message: required,
    });
    expect(checkLeadMove('draft', 'flying', 'staff', {}, {})).toEqual({
      field: 'status',
      message: 'Поле заполнено некорректно',
    });
  });

  it('asks for the note, the reasons and the refusal kind on the right targets', () => {
    expect(leadMoveRequirements('pending')).toEqual(['note']);
    expect(leadMoveRequirements('denied')).toEqual([
      'rejection_reason_id',
      'service_is_provided_kind',
    ]);
    expect(leadMoveRequirements('annulled')).toEqual(['annullation_reason_id', 'note']);
    expect(leadMoveRequirements('cancelled')).toEqual([]);
    expect(checkLeadMove('document_check', 'pending', 'staff', { note: '  ' }, {})).toEqual({
      field: 'note',
      message: required,
    });
    expect(leadMoveErrors('document_check', 'denied', 'staff', {}, {})).toEqual([
      { field: 'rejection_reason_id', message: required },
      { field: 'service_is_provided_kind', message: required },
    ]);
    expect(
      checkLeadMove(
        'document_check',
        'denied',
        'staff',
        { ...denial, service_is_provided_kind: 'maybe' },
        {},
      ),
    ).toEqual({ field: 'service_is_provided_kind', message: 'Поле заполнено некорректно' });
    expect(
      leadMoveErrors('document_check', 'annulled', 'staff', { annullation_reason_id: 3 }, {}),
    ).toEqual([{ field: 'note', message: required }]);
    expect(
      checkLeadMove('document_check', 'pending', 'staff', { note: 'x'.repeat(5001) }, {})?.field,
    ).toBe('note');
  });

  it('starts work under a contract only once the contract is current', () => {
    const message =
      'Перевести заявку в статус «Реализация мероприятия по договору» можно только при действующем договоре';
    for (const from of ['in_progress', 'contract_signed', 'complex_implementation']) {
      for (const contractStatus of [undefined, null, 'on_applicant_sign', 'not_signed']) {
        expect(checkLeadMove(from, 'implementation', 'staff', {}, { contractStatus })).toEqual({
          field: 'status',
          message,
        });
        expect(allowedLeadMoves(from, 'staff', { contractStatus })).not.toContain('implementation');
      }
      expect(checkLeadMove(from, 'implementation', 'staff', {}, current)).toBeNull();
    }
  });

  it('offers complex implementation to complex leads only', () => {
    expect(allowedLeadMoves('in_progress', 'staff', { isComplex: false })).not.toContain(
      'complex_implementation',
    );
    expect(allowedLeadMoves('in_progress', 'staff', { isComplex: true })).toContain(
      'complex_implementation',
    );
    expect(checkLeadMove('contract_signed', 'complex_implementation', 'staff', {}, {})).toEqual({
      field: 'status',
      message:
        'Перевести заявку в статус «Реализация комплексного договора» можно только по комплексной заявке',
    });
  });
});
