/**
 * The lead status machine: the ONE table of allowed moves (seed 000 §4 leaves the graph open;
 * ours is drawn in docs/decisions.md "Lead status machine"). The server enforces it
 * (server/modules/leads/statusChange.ts); the console and the site show only the moves
 * `allowedLeadMoves` returns, with the labels of leadStatuses.ts.
 */
import { interpolate, validationMessages } from '../validation/messages';
import { isOneOf } from './enums';
import { isLeadStatus, leadStatusLabel, type LeadStatus } from './leadStatuses';
import { allowedMoves, findMove, type ActorKind, type Transition } from './workflow';

export type LeadActorKind = ActorKind;

/** What the guards read besides the lead's status: its contract's status and its kind. */
export interface LeadMoveContext {
  contractStatus?: string | null;
  isComplex?: boolean;
}

export type LeadMoveRequirement =
  | 'note'
  | 'rejection_reason_id'
  | 'annullation_reason_id'
  | 'cancellation_reason_id'
  | 'service_is_provided_kind';

/**
 * contract_current: the lead's contract is `current` (work under a contract starts only once it
 * is signed); complex: the lead is a complex one (is_complex).
 */
export type LeadMoveGuard = 'contract_current' | 'complex';

/** A row of the table, in the one shape of every status machine (./workflow.ts). */
export type LeadTransition = Transition<LeadStatus, LeadMoveRequirement, LeadMoveGuard> & {
  actors: readonly LeadActorKind[];
};

const staff = ['staff'] as const;
const applicant = ['applicant'] as const;
const both = ['staff', 'applicant'] as const;

/** Every allowed move, grouped by the status it leaves. */
export const leadTransitions: readonly LeadTransition[] = [
  // Submission: the applicant's 'Отправить на регистрацию', or staff registering it for them.
  { from: 'draft', to: 'registered', actors: both },
  { from: 'draft', to: 'cancelled', actors: applicant },
  // Leads that arrive from outside (ЕПГУ, МФЦ) wait to be registered by staff.
  { from: 'awaiting', to: 'registered', actors: staff },
  { from: 'awaiting', to: 'annulled', actors: staff },
  { from: 'awaiting', to: 'cancelled', actors: applicant },
  { from: 'registered', to: 'document_check', actors: staff },
  { from: 'registered', to: 'executor_selection', actors: staff },
  { from: 'registered', to: 'annulled', actors: staff },
  { from: 'registered', to: 'cancelled', actors: applicant },
  // The regional operator names the executing ГРО, then the documents are checked.
  { from: 'executor_selection', to: 'document_check', actors: staff },
  { from: 'executor_selection', to: 'registered', actors: staff },
  { from: 'executor_selection', to: 'annulled', actors: staff },
  { from: 'document_check', to: 'pending', actors: staff },
  { from: 'document_check', to: 'in_progress', actors: staff },
  { from: 'document_check', to: 'spec_preparation', actors: staff },
  { from: 'document_check', to: 'denied', actors: staff },
  { from: 'document_check', to: 'annulled', actors: staff },
  { from: 'document_check', to: 'cancelled', actors: applicant },
  // Missing documents: the applicant's 'Отправить на повторную проверку' (or staff for them).
  { from: 'pending', to: 'documents_given', actors: both },
  { from: 'pending', to: 'annulled', actors: staff },
  { from: 'pending', to: 'cancelled', actors: applicant },
  { from: 'documents_given', to: 'document_check', actors: staff },
  // The live clients refuse straight after the missing documents arrive (issue 36).
  { from: 'documents_given', to: 'denied', actors: staff },
  { from: 'documents_given', to: 'cancelled', actors: applicant },
  // A refusal taken back on review.
  { from: 'denied', to: 'in_progress', actors: staff },
  // Preliminary technical conditions: issued (finished), refused, or followed by a contract.
  { from: 'spec_preparation', to: 'finished', actors: staff },
  { from: 'spec_preparation', to: 'spec_denied', actors: staff },
  { from: 'spec_preparation', to: 'in_progress', actors: staff },
  { from: 'spec_denied', to: 'spec_preparation', actors: staff },
  { from: 'in_progress', to: 'document_check', actors: staff },
  { from: 'in_progress', to: 'contract_preparation', actors: staff },
  { from: 'in_progress', to: 'implementation', actors: staff, guard: 'contract_current' },
  { from: 'in_progress', to: 'complex_implementation', actors: staff, guard: 'complex' },
  { from: 'in_progress', to: 'denied', actors: staff },
  { from: 'in_progress', to: 'annulled', actors: staff },
  { from: 'contract_preparation', to: 'contract_on_applicant_sign', actors: staff },
  { from: 'contract_preparation', to: 'in_progress', actors: staff },
  { from: 'contract_preparation', to: 'annulled', actors: staff },
  // Signing the contract moves the lead on; the applicant's signature (contracts module) may
  // make that move itself, which is why the applicant may, behind the same guard.
  {
    from: 'contract_on_applicant_sign',
    to: 'contract_signed',
    actors: both,
    guard: 'contract_current',
  },
  { from: 'contract_on_applicant_sign', to: 'contract_preparation', actors: staff },
  { from: 'contract_on_applicant_sign', to: 'annulled', actors: staff },
  { from: 'contract_signed', to: 'implementation', actors: staff, guard: 'contract_current' },
  { from: 'contract_signed', to: 'complex_implementation', actors: staff, guard: 'complex' },
  {
    from: 'complex_implementation',
    to: 'implementation',
    actors: staff,
    guard: 'contract_current',
  },
  { from: 'implementation', to: 'connection', actors: staff },
  { from: 'connection', to: 'gas_start', actors: staff },
  { from: 'gas_start', to: 'finished', actors: staff },
];

/**
 * The statuses in which the organization works on the lead: a move into one needs the lead
 * complete (src/leads/fields `leadCompletenessErrors`). A lead staff filed for an applicant may
 * arrive incomplete; this is where it must have caught up (docs/decisions.md).
 */
export const leadWorkStatuses: readonly LeadStatus[] = ['in_progress', 'spec_preparation'];

/** Statuses a lead may be created in (changeLeadStatus `initial`), with no move before them. */
export const leadEntryStatuses: readonly LeadStatus[] = ['draft', 'registered', 'awaiting'];

/** What each target status asks for (the rest of the attributes are optional). */
const requirements: Partial<Record<LeadStatus, readonly LeadMoveRequirement[]>> = {
  // The note lists what is missing.
  pending: ['note'],
  denied: ['rejection_reason_id', 'service_is_provided_kind'],
  annulled: ['annullation_reason_id', 'note'],
  spec_denied: ['note'],
};

export function leadMoveRequirements(to: LeadStatus): readonly LeadMoveRequirement[] {
  return requirements[to] ?? [];
}

/** The dictionary a target status takes its reason from, and the attribute carrying it. */
export const leadReasonFields: Partial<
  Record<
    LeadStatus,
    {
      field: 'rejection_reason_id' | 'annullation_reason_id' | 'cancellation_reason_id';
      kind: 'rejection_reason' | 'annullation_reason' | 'cancellation_reason';
    }
  >
> = {
  denied: { field: 'rejection_reason_id', kind: 'rejection_reason' },
  annulled: { field: 'annullation_reason_id', kind: 'annullation_reason' },
  cancelled: { field: 'cancellation_reason_id', kind: 'cancellation_reason' },
};

/**
 * service_is_provided_kind of a refusal: which ЕПГУ result it is. The seeds name the attribute
 * only; `contract_without_act` is the live clients' (issue 36: a refusal because the service is
 * already under way — a contract, no act of connection yet), `contract_with_act` its pair (the
 * act signed), the first two ours.
 */
export const serviceIsProvidedKindLabels = {
  documents_refused: 'Отказ в приёме документов',
  service_refused: 'Отказ в предоставлении услуги',
  contract_without_act: 'Услуга уже оказывается: договор заключён, акт о подключении не подписан',
  contract_with_act: 'Услуга уже оказана: договор исполнен, акт о подключении подписан',
} satisfies Record<string, string>;
export type ServiceIsProvidedKind = keyof typeof serviceIsProvidedKindLabels;
export const serviceIsProvidedKinds = Object.keys(
  serviceIsProvidedKindLabels,
) as readonly ServiceIsProvidedKind[];

export const leadNoteMaxLength = 5000;

/** Russian titles of the attributes of a status change, for the error items and the forms. */
export const leadMoveFieldTitles: Record<'status' | LeadMoveRequirement, string> = {
  status: 'Статус',
  note: 'Комментарий',
  rejection_reason_id: 'Причина отказа',
  annullation_reason_id: 'Причина аннулирования',
  cancellation_reason_id: 'Причина отмены',
  service_is_provided_kind: 'Вид отказа',
};

/** The status machine's messages (ours, except the seed's required message), in one place. */
export const leadMoveMessages = {
  required: validationMessages.required,
  invalid: validationMessages.invalid,
  illegal: 'Нельзя перевести заявку из статуса «{from}» в статус «{to}»',
  contractNotCurrent: 'Перевести заявку в статус «{to}» можно только при действующем договоре',
  notComplex: 'Перевести заявку в статус «{to}» можно только по комплексной заявке',
  noteTooLong: interpolate(validationMessages.maxLength, { max: leadNoteMaxLength }),
} as const;

function guardHolds(guard: LeadMoveGuard | undefined, ctx: LeadMoveContext): boolean {
  if (guard === 'contract_current') return ctx.contractStatus === 'current';
  if (guard === 'complex') return ctx.isComplex === true;
  return true;
}

function transitionOf(from: string, to: string, actor: LeadActorKind): LeadTransition | undefined {
  return findMove(leadTransitions, from, to, actor);
}

/** The statuses `actor` may move a lead in `from` to now, in table order. */
export function allowedLeadMoves(
  from: string,
  actor: LeadActorKind,
  ctx: LeadMoveContext,
): LeadStatus[] {
  return allowedMoves(leadTransitions, from, actor, (guard) => guardHolds(guard, ctx));
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

export interface LeadMoveError {
  field: string;
  message: string;
}

/**
 * Every reason the move is refused: the status itself first (illegal, guard), then each missing
 * or malformed attribute. Empty when the move is allowed.
 */
export function leadMoveErrors(
  from: string,
  to: unknown,
  actor: LeadActorKind,
  attributes: Record<string, unknown>,
  ctx: LeadMoveContext,
): LeadMoveError[] {
  if (blank(to)) return [{ field: 'status', message: leadMoveMessages.required }];
  if (!isLeadStatus(to)) return [{ field: 'status', message: leadMoveMessages.invalid }];
  const labels = { from: leadStatusLabel(from), to: leadStatusLabel(to) };
  const transition = transitionOf(from, to, actor);
  if (!transition) {
    return [{ field: 'status', message: interpolate(leadMoveMessages.illegal, labels) }];
  }
  if (!guardHolds(transition.guard, ctx)) {
    const template =
      transition.guard === 'complex'
        ? leadMoveMessages.notComplex
        : leadMoveMessages.contractNotCurrent;
    return [{ field: 'status', message: interpolate(template, labels) }];
  }
  const errors: LeadMoveError[] = [];
  for (const field of leadMoveRequirements(to)) {
    if (blank(attributes[field])) errors.push({ field, message: leadMoveMessages.required });
  }
  const kind = attributes.service_is_provided_kind;
  if (to === 'denied' && !blank(kind) && !isOneOf(serviceIsProvidedKinds, kind)) {
    errors.push({ field: 'service_is_provided_kind', message: leadMoveMessages.invalid });
  }
  const note = attributes.note;
  if (!blank(note) && typeof note !== 'string') {
    errors.push({ field: 'note', message: leadMoveMessages.invalid });
  } else if (typeof note === 'string' && note.length > leadNoteMaxLength) {
    errors.push({ field: 'note', message: leadMoveMessages.noteTooLong });
  }
  return errors;
}

/** The first reason the move is refused, or null when it is allowed. */
export function checkLeadMove(
  from: string,
  to: unknown,
  actor: LeadActorKind,
  attributes: Record<string, unknown>,
  ctx: LeadMoveContext,
): LeadMoveError | null {
  return leadMoveErrors(from, to, actor, attributes, ctx)[0] ?? null;
}
