/**
 * Agreement (ДС, дополнительное соглашение) statuses, sources and delivery values
 * (seed 000 §3–§4, seed 001 §3). The seeds give the values without Russian labels except
 * hints (on_new_user_sign = counterparty change, current = signed); the labels are ours, in
 * the neuter gender of «соглашение».
 */
import type { BadgeColor } from './badgeColors';
import { defaultBadgeColor } from './badgeColors';
import { isOneOf, labelOf, optionsOf, unknownStatusLabel } from './enums';

export const agreementStatuses = [
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
] as const;

export type AgreementStatus = (typeof agreementStatuses)[number];

export const agreementStatusLabels: Record<AgreementStatus, string> = {
  draft: 'Черновик',
  registered: 'Зарегистрировано',
  in_progress: 'В работе',
  coordination: 'На согласовании РОГ/ЕОГ',
  on_correction: 'На доработке',
  pending: 'Отложено',
  documents_given: 'Недостающие документы предоставлены',
  on_applicant_sign: 'На подписании заявителем',
  on_new_user_sign: 'На подписании новым правообладателем',
  current: 'Подписано',
  cancelled: 'Отменено',
};

export const agreementStatusColors: Record<AgreementStatus, BadgeColor> = {
  draft: 'grey',
  registered: 'blue',
  in_progress: 'blue',
  coordination: 'purple',
  on_correction: 'orange',
  pending: 'orange',
  documents_given: 'cyan',
  on_applicant_sign: 'yellow',
  on_new_user_sign: 'yellow',
  current: 'green',
  cancelled: 'red',
};

/** An agreement is in coordination when its status is coordination or on_correction. */
export const agreementCoordinationStatuses: readonly AgreementStatus[] = [
  'coordination',
  'on_correction',
];

export function isAgreementStatus(value: unknown): value is AgreementStatus {
  return isOneOf(agreementStatuses, value);
}

export function agreementStatusLabel(status: string | null | undefined): string {
  return labelOf(agreementStatuses, agreementStatusLabels, status, unknownStatusLabel);
}

export function agreementStatusColor(status: string | null | undefined): BadgeColor {
  return isAgreementStatus(status) ? agreementStatusColors[status] : defaultBadgeColor;
}

export function isAgreementInCoordination(status: string | null | undefined): boolean {
  return isOneOf(agreementCoordinationStatuses, status);
}

/** How the agreement reached the ГРО (seed 000 §3). */
export const agreementSources = ['portal', 'in_person', 'by_mail', 'signed'] as const;
export type AgreementSource = (typeof agreementSources)[number];
export const agreementSourceLabels: Record<AgreementSource, string> = {
  portal: 'Через портал',
  in_person: 'Лично',
  by_mail: 'Почтой',
  signed: 'Подписано собственноручно',
};
export const agreementSourceOptions = optionsOf(agreementSources, agreementSourceLabels);

/** How the signed agreement goes back to the applicant (seed 000 §3). */
export const agreementDeliveries = ['branch', 'mail'] as const;
export type AgreementDelivery = (typeof agreementDeliveries)[number];
export const agreementDeliveryLabels: Record<AgreementDelivery, string> = {
  branch: 'В филиале',
  mail: 'Почтой',
};
export const agreementDeliveryOptions = optionsOf(agreementDeliveries, agreementDeliveryLabels);

/** Captions of a ДС's fields, for the console, the site and the server's 422 titles. */
export const agreementFieldLabels = {
  number: 'Номер',
  status: 'Статус',
  status_changed_at: 'Дата изменения статуса',
  current_status_changed_days_ago: 'В текущем статусе',
  is_writing: 'В письменной форме',
  signed_at: 'Дата подписания',
  subject: 'Предмет',
  source: 'Способ поступления',
  delivery: 'Способ получения',
  agreement_term_id: 'Условие дополнительного соглашения',
  new_user_id: 'Новый правообладатель',
} as const;
