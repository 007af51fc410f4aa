/** Lead statuses, labels, badge colours and status-action button labels (seed 000 §4). */
import type { BadgeColor } from './badgeColors';
import { defaultBadgeColor } from './badgeColors';
import type { AppContext } from './contexts';
import { isOneOf, labelOf, optionsOf, unknownStatusLabel } from './enums';

/**
 * Each status with its label and its badge colour (our choice, seed 000 §4 only fixes "default
 * grey"): grey for not yet in work, blue/cyan while the ГРО works, yellow/orange when the
 * applicant must act or it is paused, green for success, red for refusals and cancellations,
 * purple for the contract phase.
 */
const leadStatusTable = {
  draft: ['Черновик', 'grey'],
  registered: ['Зарегистрирована', 'blue'],
  document_check: ['Проверка комплектности документов', 'blue'],
  documents_given: ['Недостающие документы предоставлены', 'cyan'],
  spec_preparation: ['Подготовка ТУ', 'blue'],
  spec_denied: ['Отказано в выдаче предварительных ТУ', 'red'],
  denied: ['Отказано в заключении договора', 'red'],
  pending: ['Отложена', 'orange'],
  cancelled: ['Отменена', 'red'],
  in_progress: ['Подготовка ТУ и заключение договора', 'blue'],
  complex_implementation: ['Реализация комплексного договора', 'cyan'],
  implementation: ['Реализация мероприятия по договору', 'cyan'],
  connection: ['Выполнение фактического присоединения', 'cyan'],
  annulled: ['Аннулирована', 'red'],
  gas_start: ['Выполнено подключение (Пуск газа)', 'green'],
  contract_preparation: ['Подготовка договора', 'purple'],
  contract_on_applicant_sign: ['Договор на подписании заявителем', 'yellow'],
  contract_signed: ['Договор подписан', 'purple'],
  executor_selection: ['Определение исполнителя', 'blue'],
  finished: ['Завершена', 'green'],
  awaiting: ['Ожидает регистрации', 'grey'],
} as const satisfies Record<string, readonly [string, BadgeColor]>;

export type LeadStatus = keyof typeof leadStatusTable;

export const leadStatuses = Object.keys(leadStatusTable) as readonly LeadStatus[];

const column = <T>(i: 0 | 1) =>
  Object.fromEntries(leadStatuses.map((s) => [s, leadStatusTable[s][i]])) as Record<LeadStatus, T>;
export const leadStatusLabels = column<string>(0);
export const leadStatusColors = column<BadgeColor>(1);

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
