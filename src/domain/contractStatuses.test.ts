import { describe, expect, it } from 'vitest';
import {
  agreementStatusColor,
  agreementStatusLabel,
  agreementStatuses,
  agreementSourceLabels,
  agreementDeliveryLabels,
  isAgreementInCoordination,
} from './agreements';
import {
  applicantContractActions,
  contractStatusColor,
  contractStatusLabel,
  contractStatuses,
  isContractInCoordination,
  operatorContractActionLabels,
} from './contractStatuses';

describe('contract statuses (seed 000 §4)', () => {
  it.each([
    ['not_signed', 'Не подписан'],
    ['offer_preparation', 'Подготовка оферты'],
    ['on_applicant_sign', 'На подписании заявителем'],
    ['on_correction', 'Корректировка по протоколу разногласий'],
    ['current', 'Действующий'],
    ['annulled', 'Аннулирован'],
    ['terminated', 'Расторгнут'],
    ['done', 'Выполнен'],
    ['coordination', 'На согласовании РОГ/ЕОГ'],
    ['coordinated', 'Согласовано РОГ/ЕОГ'],
    ['on_clarification', 'На доработке'],
    ['bogus', 'Не определен bogus'],
  ])('%s → %s', (status, label) => {
    expect(contractStatusLabel(status)).toBe(label);
  });

  it.each(contractStatuses.map((s) => [s, s === 'coordination' || s === 'on_clarification']))(
    '%s in coordination: %s',
    (status, expected) => {
      expect(isContractInCoordination(status)).toBe(expected);
    },
  );

  it('has the applicant actions and the operator labels of the seed', () => {
    expect(applicantContractActions.map((a) => [a.target, a.label])).toContainEqual([
      'current',
      'Подписать договор',
    ]);
    expect(applicantContractActions.map((a) => [a.target, a.label])).toContainEqual([
      'not_signed',
      'Отказаться от подписания',
    ]);
    expect(operatorContractActionLabels.on_clarification).toBe('Не согласовать');
    for (const s of ['annulled', 'terminated', 'done', 'coordinated'] as const)
      expect(operatorContractActionLabels[s]).toBe('Сохранить');
  });

  it('colours unknown statuses grey', () => {
    expect(contractStatusColor('x')).toBe('grey');
    expect(contractStatusColor('current')).toBe('green');
  });
});

describe('agreement (ДС) statuses (seed 001 §3)', () => {
  it('lists the eleven values in the seed order', () => {
    expect(agreementStatuses).toEqual([
      'draft',
      'registered',
      'in_progress',
      'coordination',
      'on_correction',
      'pending',
      'documents_given',
      'on_applicant_sign',
      'on_new_user_sign',
      'current',
      'cancelled',
    ]);
  });

  it.each(agreementStatuses.map((s) => [s, s === 'coordination' || s === 'on_correction']))(
    '%s in coordination: %s',
    (status, expected) => {
      expect(isAgreementInCoordination(status)).toBe(expected);
    },
  );

  it('labels every status and falls back for unknown ones', () => {
    for (const s of agreementStatuses) expect(agreementStatusLabel(s)).not.toMatch(/^Не определен/);
    expect(agreementStatusLabel('zzz')).toBe('Не определен zzz');
    expect(agreementStatusColor('zzz')).toBe('grey');
  });

  it('has the seed source and delivery values', () => {
    expect(Object.keys(agreementSourceLabels)).toEqual([
      'portal',
      'in_person',
      'by_mail',
      'signed',
    ]);
    expect(Object.keys(agreementDeliveryLabels)).toEqual(['branch', 'mail']);
  });
});
