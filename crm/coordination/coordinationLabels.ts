/**
 * The coordination screen's Russian texts (seed 001 §2 "Coordination leads" names the columns
 * in English; these wordings are ours, see docs/decisions.md). Tab names come from src/domain.
 */
export const coordinationColumnLabels = {
  uid: 'Номер заявки',
  startedAt: 'Дата поступления на согласование',
  days: 'Время нахождения в статусе',
  service: 'Услуга',
  organization: 'Организация',
  contractNumber: 'Номер договора',
  contractStatus: 'Статус договора',
  contractWriting: 'Договор в письменной форме',
  agreementNumber: 'Регистрационный номер ДС',
  agreementStatus: 'Статус ДС',
  agreementWriting: 'ДС в письменной форме',
  applicant: 'ФИО заявителя',
} as const;

export const coordinationFilterLabels = {
  uid: 'Номер заявки',
  date: 'Дата поступления на согласование',
  days: 'Дней в статусе, не менее',
  organization_ids: 'Организации',
} as const;

export const coordinationScreenTexts = {
  title: 'Согласование РОГ/ЕОГ',
  tabs: 'Вкладки согласования',
} as const;
