import { describe, expect, it } from 'vitest';
import { agreementStatuses } from './agreements';
import {
  agreementMoveNeedsConfirmation,
  agreementMoveOptions,
  allowedAgreementMoves,
  canMoveAgreement,
  isAgreementCoordinationDecision,
} from './agreementTransitions';

describe('agreement transitions', () => {
  it('walks draft → registered → in_progress → coordination → signing → current', () => {
    const path = ['draft', 'registered', 'in_progress', 'coordination', 'on_correction'];
    for (let i = 1; i < path.length; i++) {
      expect(canMoveAgreement(path[i - 1]!, path[i]!, 'staff')).toBe(true);
    }
    expect(canMoveAgreement('on_correction', 'coordination', 'staff')).toBe(true);
    expect(canMoveAgreement('coordination', 'on_new_user_sign', 'staff')).toBe(true);
    expect(canMoveAgreement('on_new_user_sign', 'current', 'applicant')).toBe(true);
    expect(canMoveAgreement('on_applicant_sign', 'cancelled', 'applicant')).toBe(true);
  });

  it('gives the applicant signing, declining and the missing documents only', () => {
    for (const s of agreementStatuses) {
      const moves = allowedAgreementMoves(s, 'applicant');
      if (s === 'pending') expect(moves).toEqual(['documents_given']);
      else if (s === 'on_applicant_sign' || s === 'on_new_user_sign')
        expect(moves).toEqual(['current', 'cancelled']);
      else expect(moves).toEqual([]);
    }
    expect(canMoveAgreement('documents_given', 'pending', 'staff')).toBe(true);
    expect(canMoveAgreement('pending', 'documents_given', 'staff')).toBe(false);
  });

  it('lets staff sign only a paper agreement, and never reopen a final one', () => {
    expect(canMoveAgreement('on_applicant_sign', 'current', 'staff')).toBe(false);
    expect(canMoveAgreement('on_applicant_sign', 'current', 'staff', { isWriting: true })).toBe(
      true,
    );
    expect(allowedAgreementMoves('current', 'staff')).toEqual([]);
    expect(allowedAgreementMoves('cancelled', 'staff')).toEqual([]);
    expect(canMoveAgreement('draft', 'cancelled', 'staff')).toBe(true);
  });

  it('names coordination decisions and the confirmed moves', () => {
    expect(isAgreementCoordinationDecision('coordination', 'on_correction')).toBe(true);
    expect(isAgreementCoordinationDecision('coordination', 'cancelled')).toBe(false);
    expect(isAgreementCoordinationDecision('in_progress', 'coordination')).toBe(false);
    expect(agreementMoveNeedsConfirmation('current')).toBe(true);
    expect(agreementMoveNeedsConfirmation('documents_given')).toBe(false);
    expect(agreementMoveOptions('on_applicant_sign', 'applicant').map((o) => o.title)).toEqual([
      'Подписать дополнительное соглашение',
      'Отказаться от подписания',
    ]);
    expect(agreementMoveOptions('draft', 'staff').map((o) => o.title)).toEqual([
      'Зарегистрировано',
      'Отменено',
    ]);
  });
});
