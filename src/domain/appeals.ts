/**
 * Appeals (обращения) and consultations (issue 18; seed 001 §2 /crm/appeals, §7 "Appeals and
 * consultations": "Allowed transitions are not shown"). One status table for the server (which
 * refuses every other move) and the console (which offers only these), like the lead statuses.
 * The graph is ours (docs/decisions.md "Appeals and consultations"):
 *
 *   appeals:        new → in_work → answered → closed
 *                   new | in_work → without_answer   (59-ФЗ ст. 11, a comment is required)
 *                   answered → in_work               (reopened, a comment is required)
 *   consultations:  new → in_work → answered → closed
 *                   new | in_work → cancelled        (a comment is required)
 *                   answered → in_work               (reopened, a comment is required)
 *
 * `answered` needs the answer's text (it is sent to the applicant); a consultation needs its
 * executor before it is answered. An appeal is due 30 calendar days after its registration
 * (59-ФЗ ст. 12 ч. 1), a consultation 10; one still open after its due date is overdue.
 */
import { isOneOf, labelOf, optionsOf, unknownStatusLabel, type SelectOption } from './enums';
import { findMove, movesFrom, workflowMessages, type Transition } from './workflow';

export const appealKinds = ['appeal', 'consultation'] as const;
export type AppealKind = (typeof appealKinds)[number];

export const appealStatusLabels = {
  new: 'Новое',
  in_work: 'В работе',
  answered: 'Ответ направлен',
  closed: 'Закрыто',
  without_answer: 'Оставлено без ответа',
  cancelled: 'Отменено',
} satisfies Record<string, string>;
export type AppealStatus = keyof typeof appealStatusLabels;
export const appealStatuses = Object.keys(appealStatusLabels) as readonly AppealStatus[];

/** The statuses each kind uses, in the order of its list filter. */
export const kindStatuses: Record<AppealKind, readonly AppealStatus[]> = {
  appeal: ['new', 'in_work', 'answered', 'closed', 'without_answer'],
  consultation: ['new', 'in_work', 'answered', 'closed', 'cancelled'],
};

export const appealStatusOptions = optionsOf(
  kindStatuses.appeal,
  appealStatusLabels as Record<(typeof kindStatuses.appeal)[number], string>,
);
export const consultationStatusOptions = optionsOf(
  kindStatuses.consultation,
  appealStatusLabels as Record<(typeof kindStatuses.consultation)[number], string>,
);

export function appealStatusLabel(status: string | null | undefined): string {
  return labelOf(appealStatuses, appealStatusLabels, status, unknownStatusLabel);
}

/** What a move needs besides the permission. */
export type MoveRequirement = 'answer' | 'comment' | 'executor';

/** A row of the table, in the one shape of every status machine (./workflow.ts). */
export type AppealTransition = Transition<AppealStatus, MoveRequirement> & {
  /** The button's label in the console. */
  action: string;
  requires: readonly MoveRequirement[];
};

const t = (
  from: AppealStatus,
  to: AppealStatus,
  action: string,
  ...requires: MoveRequirement[]
): AppealTransition => ({ from, to, action, requires });

export const appealTransitions: Record<AppealKind, readonly AppealTransition[]> = {
  appeal: [
    t('new', 'in_work', 'Взять в работу'),
    t('new', 'without_answer', 'Оставить без ответа', 'comment'),
    t('in_work', 'answered', 'Ответить', 'answer'),
    t('in_work', 'without_answer', 'Оставить без ответа', 'comment'),
    t('answered', 'closed', 'Закрыть'),
    t('answered', 'in_work', 'Вернуть в работу', 'comment'),
  ],
  consultation: [
    t('new', 'in_work', 'Взять в работу'),
    t('new', 'cancelled', 'Отменить', 'comment'),
    t('in_work', 'answered', 'Ответить', 'answer', 'executor'),
    t('in_work', 'cancelled', 'Отменить', 'comment'),
    t('answered', 'closed', 'Закрыть'),
    t('answered', 'in_work', 'Вернуть в работу', 'comment'),
  ],
};

/** Statuses nothing leaves. */
export const appealFinalStatuses: readonly AppealStatus[] = [
  'closed',
  'without_answer',
  'cancelled',
];

/** Statuses whose deadline still runs (an answered item is no longer late). */
export const appealOpenStatuses: readonly AppealStatus[] = ['new', 'in_work'];

export function appealMoves(kind: AppealKind, from: string): AppealTransition[] {
  return movesFrom(appealTransitions[kind], from);
}

export function findAppealMove(
  kind: AppealKind,
  from: string,
  to: string,
): AppealTransition | undefined {
  return findMove(appealTransitions[kind], from, to);
}

/** The Russian messages of the status calls (server 422s and the console's dialog). */
export const appealMessages = {
  forbiddenMove: workflowMessages.forbiddenMove,
  answerRequired: 'Введите текст ответа',
  commentRequired: 'Укажите причину в комментарии',
  executorRequired: 'Сначала назначьте исполнителя консультации',
  executorOrganization: 'Исполнитель должен быть сотрудником организации консультации',
  executorInvalid: 'Исполнителем может быть только действующий сотрудник',
  contactRequired: 'Укажите контакт для ответа',
  attachmentsTooMany: 'Можно приложить не более {count} файлов',
  alreadyFinal: 'Обращение закрыто, изменить его нельзя',
} as const;

/** Calendar days from registration to the due date. */
export const appealDeadlineDays: Record<AppealKind, number> = { appeal: 30, consultation: 10 };

/** The due date (yyyy-MM-dd) of an item registered on `registered` (a Moscow calendar date). */
export function appealDueDate(kind: AppealKind, registered: string): string {
  const date = new Date(`${registered}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + appealDeadlineDays[kind]);
  return date.toISOString().slice(0, 10);
}

/** Today's Moscow calendar date (yyyy-MM-dd): the deadlines are counted in it. */
export function moscowToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

/** Open after its due date: marked in the lists, found by `overdue=true`. */
export function isAppealOverdue(
  item: { status?: unknown; due_date?: unknown },
  today: string = moscowToday(),
): boolean {
  if (!isOneOf(appealOpenStatuses, item.status)) return false;
  if (typeof item.due_date !== 'string' || !item.due_date) return false;
  return item.due_date.slice(0, 10) < today;
}

/** The channel the applicant chose for the answer. */
export const answerChannels = ['email', 'sms'] as const;
export type AnswerChannel = (typeof answerChannels)[number];
export const answerChannelLabels: Record<AnswerChannel, string> = {
  email: 'Электронная почта',
  sms: 'SMS',
};
export const answerChannelOptions: SelectOption<AnswerChannel>[] = optionsOf(
  answerChannels,
  answerChannelLabels,
);

/** Where an appeal came from. */
export const appealSources = ['guest', 'applicant'] as const;
export const appealSourceOptions = optionsOf(appealSources, {
  guest: 'Без регистрации',
  applicant: 'Личный кабинет',
});

/** Attachments of an appeal sent from the site. */
export const appealMaxAttachments = 5;
export const appealMaxAttachmentBytes = 10 * 1024 * 1024;

/** Social assistance (a lead's claim of a citizen category), ours. */
export const socialAssistanceStatuses = ['requested', 'approved', 'rejected'] as const;
export type SocialAssistanceStatus = (typeof socialAssistanceStatuses)[number];
export const socialAssistanceStatusLabels: Record<SocialAssistanceStatus, string> = {
  requested: 'На рассмотрении',
  approved: 'Категория подтверждена',
  rejected: 'В подтверждении отказано',
};
export const socialAssistanceStatusOptions = optionsOf(
  socialAssistanceStatuses,
  socialAssistanceStatusLabels,
);
export const socialAssistanceMessages = {
  noApprovalRight:
    'Подтверждать льготную категорию может сотрудник с правом согласования категорий граждан',
  categoryRequired: 'Выберите льготную категорию',
  executorFlag: 'Выбирать исполнителя может руководитель региона с правом выбора исполнителя',
  decided: 'Решение по категории уже принято',
} as const;
