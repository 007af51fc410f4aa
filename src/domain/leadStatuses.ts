/** Lead statuses, labels, badge colours and status-action button labels (seed 000 §4). */
import type { BadgeColor } from './badgeColors';
import { defaultBadgeColor } from './badgeColors';
import type { AppContext } from './contexts';
import { isOneOf, labelOf, optionsOf, unknownStatusLabel } from './enums';

export const leadStatuses = [
  'draft',
  'registered',
  'document_check',
  'documents_given',
  'spec_preparation',
  'spec_denied',
  'denied',
  'pending',
  'cancelled',
  'in_progress',
  'complex_implementation',
  'implementation',
  'connection',
  'annulled',
  'gas_start',
  'contract_preparation',
  'contract_on_applicant_sign',
  'contract_signed',
  'executor_selection',
  'finished',
  'awaiting',
] as const;

export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  draft: 'Черновик',
  registered: 'Зарегистрирована',
  document_check: 'Проверка комплектности документов',
  documents_given: 'Недостающие документы предоставлены',
  spec_preparation: 'Подготовка ТУ',
  spec_denied: 'Отказано в выдаче предварительных ТУ',
  denied: 'Отказано в заключении договора',
  pending: 'Отложена',
  cancelled: 'Отменена',
  in_progress: 'Подготовка ТУ и заключение договора',
  complex_implementation: 'Реализация комплексного договора',
  implementation: 'Реализация мероприятия по договору',
  connection: 'Выполнение фактического присоединения',
  annulled: 'Аннулирована',
  gas_start: 'Выполнено подключение (Пуск газа)',
  contract_preparation: 'Подготовка договора',
  contract_on_applicant_sign: 'Договор на подписании заявителем',
  contract_signed: 'Договор подписан',
  executor_selection: 'Определение исполнителя',
  finished: 'Завершена',
  awaiting: 'Ожидает регистрации',
};

/**
 * Badge colours (our choice, seed 000 §4 only fixes "default grey"): grey for not yet in work,
 * blue/cyan while the ГРО works, yellow/orange when the applicant must act or it is paused,
 * green for success, red for refusals and cancellations, purple for the contract phase.
 */
export const leadStatusColors: Record<LeadStatus, BadgeColor> = {
  draft: 'grey',
  registered: 'blue',
  document_check: 'blue',
  documents_given: 'cyan',
  spec_preparation: 'blue',
  spec_denied: 'red',
  denied: 'red',
  pending: 'orange',
  cancelled: 'red',
  in_progress: 'blue',
  complex_implementation: 'cyan',
  implementation: 'cyan',
  connection: 'cyan',
  annulled: 'red',
  gas_start: 'green',
  contract_preparation: 'purple',
  contract_on_applicant_sign: 'yellow',
  contract_signed: 'purple',
  executor_selection: 'blue',
  finished: 'green',
  awaiting: 'grey',
};

/** A new lead starts as registered (seed 000 §3). */
export const initialLeadStatus: LeadStatus = 'registered';

export function isLeadStatus(value: unknown): value is LeadStatus {
  return isOneOf(leadStatuses, value);
}

/** 'Не определен {status}' for a status the portal does not know (seed 000 §4). */
export function leadStatusLabel(status: string | null | undefined): string {
  return labelOf(leadStatuses, leadStatusLabels, status, unknownStatusLabel);
}

export function leadStatusColor(status: string | null | undefined): BadgeColor {
  return isLeadStatus(status) ? leadStatusColors[status] : defaultBadgeColor;
}

/** Draft is the only status not treated as submitted (seed 000 §4). */
export function isSubmittedLeadStatus(status: string | null | undefined): boolean {
  return status !== 'draft';
}

export const leadStatusOptions = optionsOf(leadStatuses, leadStatusLabels);

/** The label of a status-action button when none of the context's own labels applies. */
export const defaultStatusActionLabel = 'Обновить';

/** Button labels for moving a lead to a target status, per context (seed 000 §4). */
export const leadStatusActionLabels: Record<AppContext, Partial<Record<LeadStatus, string>>> = {
  site: {
    registered: 'Отправить на регистрацию',
    documents_given: 'Отправить на повторную проверку',
    cancelled: 'Отменить заявку',
  },
  admin: {
    registered: 'Отправить на регистрацию',
  },
};

export function leadStatusActionLabel(context: AppContext, target: string): string {
  const labels: Partial<Record<string, string>> = leadStatusActionLabels[context];
  return labels[target] ?? defaultStatusActionLabel;
}
