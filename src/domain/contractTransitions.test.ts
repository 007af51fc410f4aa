import { describe, expect, it } from 'vitest';
import { contractStatuses } from './contractStatuses';
import {
  allowedContractMoves,
  canMoveContract,
  contractActionWarnings,
  contractFinalStatuses,
  contractMoveOptions,
  contractStatusesBeforeCurrent,
  isIrreversibleContractAction,
} from './contractTransitions';

describe('contract transitions', () => {
  it('walks the whole life: preparation, coordination, signing, in force, done', () => {
    const path = [
      'offer_preparation',
      'coordination',
      'on_clarification',
      'coordination',
      'coordinated',
      'on_applicant_sign',
    ];
    for (let i = 1; i < path.length; i++) {
      expect(canMoveContract(path[i - 1]!, path[i]!, 'staff')).toBe(true);
    }
    expect(canMoveContract('on_applicant_sign', 'current', 'applicant')).toBe(true);
    expect(canMoveContract('current', 'done', 'staff')).toBe(true);
    expect(canMoveContract('current', 'terminated', 'staff')).toBe(true);
  });

  it('gives the applicant exactly the three answers, only on signing', () => {
    expect(allowedContractMoves('on_applicant_sign', 'applicant')).toEqual([
      'current',
      'not_signed',
      'on_correction',
    ]);
    for (const s of contractStatuses.filter((x) => x !== 'on_applicant_sign')) {
      expect(allowedContractMoves(s, 'applicant')).toEqual([]);
    }
    expect(contractMoveOptions('on_applicant_sign', 'applicant').map((o) => o.title)).toEqual([
      'Подписать договор',
      'Отказаться от подписания',
      'Направить протокол разногласий',
    ]);
  });

  it('lets staff answer for the applicant only on a paper contract', () => {
    expect(canMoveContract('on_applicant_sign', 'current', 'staff')).toBe(false);
    expect(canMoveContract('on_applicant_sign', 'current', 'staff', { isWriting: true })).toBe(
      true,
    );
    expect(
      canMoveContract('on_applicant_sign', 'on_correction', 'staff', { isWriting: true }),
    ).toBe(false);
  });

  it('lets staff set an electronic contract current once its detached signature is attached', () => {
    const signed = { hasDetachedSignature: true };
    expect(allowedContractMoves('on_applicant_sign', 'staff', signed)).toEqual([
      'current',
      'annulled',
    ]);
    // Not the applicant's refusal, and nothing before the offer is sent.
    expect(canMoveContract('on_applicant_sign', 'not_signed', 'staff', signed)).toBe(false);
    expect(canMoveContract('offer_preparation', 'current', 'staff', signed)).toBe(false);
    // A paper contract with a signature file too: the paper answers, each once.
    expect(
      allowedContractMoves('on_applicant_sign', 'staff', { ...signed, isWriting: true }),
    ).toEqual(['current', 'not_signed', 'annulled']);
  });

  it('annuls from every status before current and from none after', () => {
    for (const s of contractStatuses) {
      expect(canMoveContract(s, 'annulled', 'staff')).toBe(
        contractStatusesBeforeCurrent.includes(s),
      );
    }
  });

  it('leaves the final statuses closed and refuses unknown ones', () => {
    for (const s of contractFinalStatuses) {
      expect(allowedContractMoves(s, 'staff', { isWriting: true })).toEqual([]);
    }
    expect(allowedContractMoves('bogus', 'staff')).toEqual([]);
    expect(canMoveContract('current', 'on_applicant_sign', 'staff')).toBe(false);
    expect(canMoveContract('offer_preparation', 'coordinated', 'staff')).toBe(false);
  });

  it('uses the seed labels for operator buttons', () => {
    const titles = Object.fromEntries(
      contractMoveOptions('coordination', 'staff').map((o) => [o.value, o.title]),
    );
    expect(titles).toEqual({
      coordinated: 'Сохранить',
      on_clarification: 'Не согласовать',
      annulled: 'Сохранить',
    });
  });

  it('marks signing and declining irreversible, with a warning each', () => {
    expect(isIrreversibleContractAction('current')).toBe(true);
    expect(isIrreversibleContractAction('not_signed')).toBe(true);
    expect(isIrreversibleContractAction('on_correction')).toBe(false);
    expect(contractActionWarnings.current).toMatch(/Подтвердите/);
    expect(contractActionWarnings.not_signed).toMatch(/Подтвердите/);
  });
});
