/**
 * The document workflows of issue 18: ГРО requests (запросы в ГРО) and reporting documents
 * (отчётные документы). Seed 001 §4 says their status changes go through `update_status` and
 * that the allowed transitions are not shown; the tables below are ours (docs/decisions.md
 * "Document workflows (issue 18)") and the ONE source of truth: the server refuses any other
 * move (server/modules/documents), the console offers only the moves `allowedDocumentMoves`
 * returns for the signed-in role (crm/documents).
 *
 * ГРО request — the requesting side (ЕОГ, the regional head, РГК) asks a ГРО; the ГРО answers:
 *
 *   draft ─Направить в ГРО→ sent ─Принять в работу→ in_work ─Направить ответ (файл)→ answered
 *     sent / in_work ─Вернуть на уточнение (комментарий)→ returned ─Направить повторно→ sent
 *     answered ─Вернуть на доработку (комментарий)→ on_correction ─Направить ответ (файл)→ answered
 *     answered ─Закрыть→ closed;   draft / sent / returned ─Отозвать (комментарий)→ withdrawn
 *
 * Reporting document — a ГРО or a region reports to the ЕОГ, which reviews it:
 *
 *   draft ─Направить на проверку (файл)→ sent ─Принять на проверку→ in_review ─Принять→ accepted
 *     in_review ─Вернуть на доработку (комментарий)→ on_correction ─Направить повторно (файл)→ sent
 *     draft / sent ─Отозвать (комментарий)→ withdrawn
 *
 * A move's file requirement means a file attached since the document entered its current
 * status (the answer, the corrected report), not one it already had. The due date counts in
 * business days (Monday to Friday, as the lead SLA); a document is overdue when its due date
 * has passed while it waits in one of its workflow's running statuses.
 */
import {
  addDays,
  dayNumber,
  today,
  toCalendarDate,
  toIsoDate,
  type CalendarDate,
} from '../format/date';
import { interpolate, validationMessages } from '../validation/messages';
import { isOneOf, optionsOf, type SelectOption } from './enums';
import { roleLabels, type Role } from './roles';
import { weekdayIndex } from './sla';
import { findMove, movesFrom, type Transition } from './workflow';

export const documentWorkflowKinds = ['gro_request', 'reporting_document'] as const;
export type DocumentWorkflowKind = (typeof documentWorkflowKinds)[number];

export type DocumentMoveRequirement = 'comment' | 'attachment';

/**
 * A row of a workflow's table, in the one shape of every status machine (./workflow.ts): its
 * button, the roles that may make it (each also needs the family's update_status key), what it
 * needs, the due date it sets and whether its maker becomes the executor.
 */
export type DocumentTransition = Transition<string, DocumentMoveRequirement> & {
  action: string;
  roles: readonly Role[];
};

export interface DocumentWorkflow {
  kind: DocumentWorkflowKind;
  statuses: readonly string[];
  labels: Readonly<Record<string, string>>;
  /** The status a new document starts in. */
  initial: string;
  /** The due date runs (and may be missed) in these. */
  running: readonly string[];
  /** Nothing changes any more: no edits, no files, no moves. */
  final: readonly string[];
  transitions: readonly DocumentTransition[];
  /** 'запрос' / 'документ', in the messages. */
  noun: { nominative: string; accusative: string };
}

/** A row of a table: from → to by the button `action`, for `roles`, with what it needs or sets. */
function move(
  from: string,
  to: string,
  action: string,
  roles: readonly Role[],
  more: Omit<DocumentTransition, 'from' | 'to' | 'action' | 'roles'> = {},
): DocumentTransition {
  return { from, to, action, roles, ...more };
}
const withComment = { requires: ['comment'] } as const;
const withFile = { requires: ['attachment'] } as const;
const fiveDays = { businessDays: 5 };
const tenDaysOrLater = { businessDays: 10, keepLater: true };

/** ЕОГ and the regional staff ask; etp_admin acts on either side. */
const requesters: readonly Role[] = ['etp_admin', 'eog', 'regional_head', 'rgk_operator'];
/** The ГРО answers: its administrator and operators. */
const groStaff: readonly Role[] = ['etp_admin', 'senior_manager', 'operator'];

export const groRequestStatusLabels = {
  draft: 'Черновик',
  sent: 'Направлен в ГРО',
  in_work: 'В работе',
  returned: 'Возвращён на уточнение',
  answered: 'Ответ направлен',
  on_correction: 'На доработке',
  closed: 'Закрыт',
  withdrawn: 'Отозван',
} satisfies Record<string, string>;
export const groRequestStatuses = Object.keys(groRequestStatusLabels);

export const groRequestWorkflow: DocumentWorkflow = {
  kind: 'gro_request',
  statuses: groRequestStatuses,
  labels: groRequestStatusLabels,
  initial: 'draft',
  running: ['sent', 'in_work', 'on_correction'],
  final: ['closed', 'withdrawn'],
  noun: { nominative: 'запрос', accusative: 'запрос' },
  transitions: [
    move('draft', 'sent', 'Направить в ГРО', requesters, { deadline: tenDaysOrLater }),
    move('draft', 'withdrawn', 'Отозвать', requesters, withComment),
    move('sent', 'in_work', 'Принять в работу', groStaff, { assignsExecutor: true }),
    move('sent', 'returned', 'Вернуть на уточнение', groStaff, withComment),
    move('sent', 'withdrawn', 'Отозвать', requesters, withComment),
    move('in_work', 'answered', 'Направить ответ', groStaff, withFile),
    move('in_work', 'returned', 'Вернуть на уточнение', groStaff, withComment),
    move('returned', 'sent', 'Направить повторно', requesters, { deadline: tenDaysOrLater }),
    move('returned', 'withdrawn', 'Отозвать', requesters, withComment),
    move('answered', 'on_correction', 'Вернуть на доработку', requesters, {
      ...withComment,
      deadline: fiveDays,
    }),
    move('answered', 'closed', 'Закрыть запрос', requesters),
    move('on_correction', 'answered', 'Направить ответ', groStaff, withFile),
  ],
};

/** The reporting side: ГРО staff and the regional staff; etp_admin acts on either side. */
const reporters: readonly Role[] = [
  'etp_admin',
  'senior_manager',
  'operator',
  'regional_head',
  'rgk_operator',
];
/** The ЕОГ reviews what is reported. */
const reviewers: readonly Role[] = ['etp_admin', 'eog'];

export const reportingDocumentStatusLabels = {
  draft: 'Черновик',
  sent: 'Направлен на проверку',
  in_review: 'На проверке',
  on_correction: 'На доработке',
  accepted: 'Принят',
  withdrawn: 'Отозван',
} satisfies Record<string, string>;
export const reportingDocumentStatuses = Object.keys(reportingDocumentStatusLabels);

export const reportingDocumentWorkflow: DocumentWorkflow = {
  kind: 'reporting_document',
  statuses: reportingDocumentStatuses,
  labels: reportingDocumentStatusLabels,
  initial: 'draft',
  // A report has a due date before it is sent too: the date it must reach the ЕОГ.
  running: ['draft', 'sent', 'in_review', 'on_correction'],
  final: ['accepted', 'withdrawn'],
  noun: { nominative: 'документ', accusative: 'документ' },
  transitions: [
    move('draft', 'sent', 'Направить на проверку', reporters, { ...withFile, deadline: fiveDays }),
    move('draft', 'withdrawn', 'Отозвать', reporters, withComment),
    move('sent', 'in_review', 'Принять на проверку', reviewers, { assignsExecutor: true }),
    move('sent', 'withdrawn', 'Отозвать', reporters, withComment),
    move('in_review', 'on_correction', 'Вернуть на доработку', reviewers, {
      ...withComment,
      deadline: fiveDays,
    }),
    move('in_review', 'accepted', 'Принять документ', reviewers),
    move('on_correction', 'sent', 'Направить повторно', reporters, {
      ...withFile,
      deadline: fiveDays,
    }),
  ],
};

export const documentWorkflows: Record<DocumentWorkflowKind, DocumentWorkflow> = {
  gro_request: groRequestWorkflow,
  reporting_document: reportingDocumentWorkflow,
};

export function documentStatusOptions(workflow: DocumentWorkflow): SelectOption[] {
  return optionsOf(workflow.statuses, workflow.labels);
}

export function documentStatusLabel(workflow: DocumentWorkflow, status: unknown): string {
  return typeof status === 'string' ? (workflow.labels[status] ?? status) : '';
}

/** Kinds of ГРО requests (ours: what the ЕОГ and the regions ask a ГРО about). */
export const groRequestKindOptions: readonly SelectOption[] = [
  { value: 'information', title: 'Запрос информации' },
  { value: 'lead', title: 'По заявке на подключение' },
  { value: 'technical_conditions', title: 'По техническим условиям' },
  { value: 'schedule_plan', title: 'По плану-графику' },
  { value: 'complaint', title: 'По жалобе заявителя' },
  { value: 'other', title: 'Иное' },
];

/** Kinds of reporting documents (ours: the reports of догазификация a ГРО or region sends). */
export const reportingDocumentKindOptions: readonly SelectOption[] = [
  { value: 'monthly', title: 'Ежемесячный отчёт' },
  { value: 'quarterly', title: 'Квартальный отчёт' },
  { value: 'annual', title: 'Годовой отчёт' },
  { value: 'programme', title: 'Отчёт о реализации программы газификации' },
  { value: 'act', title: 'Акт' },
  { value: 'other', title: 'Иное' },
];

/** Russian titles of a move's attributes (error items, the dialog). */
export const documentMoveFieldTitles = {
  status: 'Статус',
  comment: 'Комментарий',
  attachment: 'Файл',
} as const;

export const documentCommentMaxLength = 5000;

/** The workflows' messages (ours, except the seed's required message). */
export const documentMoveMessages = {
  required: validationMessages.required,
  invalid: validationMessages.invalid,
  illegal: 'Нельзя перевести {noun} из статуса «{from}» в статус «{to}»',
  role: 'Перевести {noun} из статуса «{from}» в статус «{to}» может только: {roles}',
  attachment: 'Для перевода в статус «{to}» приложите файл (после перехода в статус «{from}»)',
  commentTooLong: interpolate(validationMessages.maxLength, { max: documentCommentMaxLength }),
  finalEdit: 'Документ в статусе «{status}» изменить нельзя',
} as const;

export function isDocumentStatus(workflow: DocumentWorkflow, value: unknown): value is string {
  return isOneOf(workflow.statuses as readonly string[], value);
}

export function documentTransition(
  workflow: DocumentWorkflow,
  from: string,
  to: string,
): DocumentTransition | undefined {
  return findMove(workflow.transitions, from, to);
}

/** The moves `role` may make from `from`, in table order. */
export function allowedDocumentMoves(
  workflow: DocumentWorkflow,
  from: unknown,
  role: unknown,
): DocumentTransition[] {
  if (typeof from !== 'string') return [];
  return movesFrom(workflow.transitions, from).filter((t) =>
    (t.roles as readonly unknown[]).includes(role),
  );
}

export function isFinalDocumentStatus(workflow: DocumentWorkflow, status: unknown): boolean {
  return (workflow.final as readonly unknown[]).includes(status);
}

export interface DocumentMoveInput {
  comment?: unknown;
  /** A file was attached since the document entered its current status. */
  hasNewAttachment: boolean;
}

export interface DocumentMoveError {
  /** 403: the role may not make this move; 422: the move or its attributes are refused. */
  status: 403 | 422;
  field: 'status' | 'comment' | 'attachment';
  message: string;
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * Every reason the move is refused: the status itself first (unknown, illegal, another role's),
 * then each requirement. Empty when the move is allowed.
 */
export function documentMoveErrors(
  workflow: DocumentWorkflow,
  from: string,
  to: unknown,
  role: Role,
  input: DocumentMoveInput,
): DocumentMoveError[] {
  const invalid = (field: DocumentMoveError['field'], message: string): DocumentMoveError[] => [
    { status: 422, field, message },
  ];
  if (blank(to)) return invalid('status', documentMoveMessages.required);
  if (!isDocumentStatus(workflow, to)) return invalid('status', documentMoveMessages.invalid);
  const labels = {
    noun: workflow.noun.accusative,
    from: documentStatusLabel(workflow, from),
    to: documentStatusLabel(workflow, to),
  };
  const transition = documentTransition(workflow, from, to);
  if (!transition) return invalid('status', interpolate(documentMoveMessages.illegal, labels));
  if (!transition.roles.includes(role)) {
    const roles = transition.roles.map((r) => roleLabels[r]).join(', ');
    const message = interpolate(documentMoveMessages.role, { ...labels, roles });
    return [{ status: 403, field: 'status', message }];
  }
  const errors: DocumentMoveError[] = [];
  const { comment } = input;
  if (!blank(comment) && typeof comment !== 'string') {
    errors.push(...invalid('comment', documentMoveMessages.invalid));
  } else if (typeof comment === 'string' && comment.length > documentCommentMaxLength) {
    errors.push(...invalid('comment', documentMoveMessages.commentTooLong));
  } else if (transition.requires?.includes('comment') && blank(comment)) {
    errors.push(...invalid('comment', documentMoveMessages.required));
  }
  if (transition.requires?.includes('attachment') && !input.hasNewAttachment)
    errors.push(...invalid('attachment', interpolate(documentMoveMessages.attachment, labels)));
  return errors;
}

/** `days` business days (Monday to Friday) after `from`. */
export function addBusinessDays(from: CalendarDate, days: number): CalendarDate {
  const target = weekdayIndex(from) + days;
  let day = from;
  // weekdayIndex counts business days up to a day inclusive: the first day reaching the target
  // that is itself a business day.
  while (weekdayIndex(day) < target || isWeekend(day)) day = addDays(day, 1);
  return day;
}

function isWeekend(day: CalendarDate): boolean {
  // 1970-01-05 (day number 4) was a Monday.
  return (((dayNumber(day) - 4) % 7) + 7) % 7 >= 5;
}

/**
 * The due date (yyyy-MM-dd) after the move, or undefined when the move leaves it as it is.
 */
export function moveDeadline(
  transition: DocumentTransition,
  currentDue: unknown,
  now: Date = new Date(),
): string | undefined {
  if (!transition.deadline) return undefined;
  const due = toIsoDate(addBusinessDays(today(now), transition.deadline.businessDays));
  const current = toCalendarDate(currentDue);
  if (transition.deadline.keepLater && current && toIsoDate(current) > due)
    return toIsoDate(current);
  return due;
}

/** Overdue: the due date has passed (Moscow date) while the document waits in a running status. */
export function isDocumentOverdue(
  workflow: DocumentWorkflow,
  status: unknown,
  dueDate: unknown,
  now: Date = new Date(),
): boolean {
  const due = toCalendarDate(dueDate);
  if (!due || !(workflow.running as readonly unknown[]).includes(status)) return false;
  return dayNumber(due) < dayNumber(today(now));
}
