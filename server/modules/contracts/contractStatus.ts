/**
 * Moving a contract along src/domain/contractTransitions inside the caller's transaction: the
 * machine check (422 naming both statuses), the row, the contract_status_changes record, the
 * coordination clock and the ЕПГУ messages of the contract phase (1019 offer sent, 1107 signed
 * by the applicant), written only while the lead is in_progress (issue 6).
 */
import {
  contractStatusLabel,
  isContractInCoordination,
  isContractStatus,
  type ContractStatus,
} from '../../../src/domain/contractStatuses';
import {
  canMoveContract,
  contractActionWarnings,
  isIrreversibleContractAction,
} from '../../../src/domain/contractTransitions';
import type { ActorKind } from '../../../src/domain/workflow';
import type { Queryable } from '../../db';
import { Unprocessable } from '../../jsonapi/errors';
import { enqueueEpgu, epguContractCodes } from '../../outbox/leadMessages';
import { moveContext, type ContractRow } from './contractQueries';
import type { LeadRow } from './leadAccess';
import { contractMessages as msg, fieldTitles } from './messages';
import { notifyApplicant, nothingAfter, type AfterCommit } from './notify';

export type ContractActor =
  { kind: 'staff'; adminId: string } | { kind: 'applicant'; userId: string };

/**
 * ЕПГУ events of the contract phase (issue 6 "Integration messages"): sent with the lead's status,
 * in_progress, and the event's code (the live format, issue 20).
 */
export const contractEpguCodes: Partial<Record<ContractStatus, number>> = {
  on_applicant_sign: epguContractCodes.offer,
  current: epguContractCodes.applicantSigning,
};

/** The lead status in which the contract's ЕПГУ messages go out. */
const EPGU_LEAD_STATUS = 'in_progress';

export interface MoveInput {
  status: unknown;
  note: string | null;
  confirmed: boolean;
}

/** A status move's attributes, read leniently: a blank note is none, only `true` confirms. */
export function readMove(attrs: Record<string, unknown>): MoveInput {
  const note = typeof attrs.note === 'string' && attrs.note.trim() ? attrs.note.trim() : null;
  return { status: attrs.status, note, confirmed: attrs.confirmed === true };
}

/** A family's rules for `checkMove`. */
interface MoveRules<S extends string> {
  isStatus: (value: unknown) => value is S;
  label: (status: string) => string;
  /** Whether the machine lets the caller move the record to `to` now. */
  may: (to: S) => boolean;
  /** The legal warning the applicant confirms a move to `to` with, if it needs one. */
  warning: (to: S) => string | undefined;
}

/** The target status, or the 422 the client shows under the status (or confirmation) field. */
export function checkMove<S extends string>(from: string, input: MoveInput, rules: MoveRules<S>) {
  const to = input.status;
  if (typeof to !== 'string' || !rules.isStatus(to)) {
    throw Unprocessable.field(
      'status',
      msg.unknownStatus.replace('{to}', String(to ?? '')),
      fieldTitles.status,
    );
  }
  if (!rules.may(to)) {
    throw Unprocessable.field(
      'status',
      msg.illegalMove.replace('{from}', rules.label(from)).replace('{to}', rules.label(to)),
      fieldTitles.status,
    );
  }
  const warning = rules.warning(to);
  if (warning && input.confirmed !== true) {
    throw Unprocessable.field('confirmed', warning, fieldTitles.confirmed);
  }
  return to;
}

export const checkContractMove = (
  contract: Pick<ContractRow, 'status' | 'is_writing' | 'digital_signature_file_present'>,
  input: MoveInput,
  actor: ActorKind,
): ContractStatus =>
  checkMove(contract.status, input, {
    isStatus: isContractStatus,
    label: contractStatusLabel,
    may: (to) => canMoveContract(contract.status, to, actor, moveContext(contract)),
    warning: (to) =>
      actor === 'applicant' && isIrreversibleContractAction(to)
        ? contractActionWarnings[to]
        : undefined,
  });

/** Writes a move's history row: who made it, staff member or applicant. */
export async function recordMove(
  tx: Queryable,
  table: 'contract_status_changes' | 'contract_agreement_status_changes',
  row: { id: string; status: string },
  to: string,
  actor: ContractActor,
  note: string | null,
): Promise<void> {
  const owner = table === 'contract_status_changes' ? 'contract_id' : 'agreement_id';
  await tx.query(
    `INSERT INTO ${table} (${owner}, from_status, to_status, note, admin_id, user_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      row.id,
      row.status,
      to,
      note,
      actor.kind === 'staff' ? actor.adminId : null,
      actor.kind === 'applicant' ? actor.userId : null,
    ],
  );
}

/** Letters to the applicant for the operator's "Уведомить о …" moves (seed 000 §4). */
const applicantLetters: Partial<Record<ContractStatus, string>> = {
  on_applicant_sign: 'Договор по вашей заявке направлен вам на подписание',
  not_signed: 'Работы по вашей заявке прекращены после отказа от подписания договора',
  current: 'Договор по вашей заявке подписан и вступил в силу',
  annulled: 'Договор по вашей заявке аннулирован',
  terminated: 'Договор по вашей заявке расторгнут',
};

export async function applyContractMove(
  tx: Queryable,
  lead: LeadRow,
  contract: ContractRow,
  to: ContractStatus,
  actor: ContractActor,
  note: string | null = null,
): Promise<AfterCommit> {
  const entersCoordination =
    isContractInCoordination(to) && !isContractInCoordination(contract.status);
  await tx.query(
    `UPDATE contracts SET status = $2, status_changed_at = now(), updated_at = now(),
       coordination_started_at = CASE WHEN $3 THEN now() ELSE coordination_started_at END
     WHERE id = $1`,
    [contract.id, to, entersCoordination],
  );
  await recordMove(tx, 'contract_status_changes', contract, to, actor, note);
  const code = contractEpguCodes[to];
  // The live format: the lead's status (in_progress) with the event's code.
  if (code && lead.status === EPGU_LEAD_STATUS) await enqueueEpgu(tx, lead.id, lead.status, code);
  const letter = actor.kind === 'staff' ? applicantLetters[to] : undefined;
  if (!letter) return nothingAfter;
  return notifyApplicant(
    lead,
    letter,
    `${letter}. Заявка № ${lead.uid ?? lead.id}, договор № ${contract.number ?? '—'}: ` +
      `${contractStatusLabel(to)}.`,
  );
}
