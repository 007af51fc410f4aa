/**
 * Moving a contract along src/domain/contractTransitions inside the caller's transaction: the
 * machine check (422 naming both statuses), the row, the contract_status_changes record, the
 * coordination clock and the ЕПГУ messages of the contract phase (1019 offer sent, 1107 signed
 * by the applicant), written only while the lead is in_progress (issue 6).
 */
import {
  contractCoordinationStatuses,
  contractStatusLabel,
  isContractStatus,
  type ContractStatus,
} from '../../../src/domain/contractStatuses';
import {
  canMoveContract,
  contractActionWarnings,
  isIrreversibleContractAction,
  type ContractActorKind,
} from '../../../src/domain/contractTransitions';
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
  note?: string | null;
  confirmed?: boolean;
}

/** The target status, or the 422 the client shows under the status field. */
export function checkContractMove(
  contract: Pick<ContractRow, 'status' | 'is_writing' | 'digital_signature_file_present'>,
  input: MoveInput,
  actor: ContractActorKind,
): ContractStatus {
  const to = input.status;
  if (typeof to !== 'string' || !isContractStatus(to)) {
    throw Unprocessable.field(
      'status',
      msg.unknownStatus.replace('{to}', String(to ?? '')),
      fieldTitles.status,
    );
  }
  if (!canMoveContract(contract.status, to, actor, moveContext(contract))) {
    throw Unprocessable.field(
      'status',
      msg.illegalMove
        .replace('{from}', contractStatusLabel(contract.status))
        .replace('{to}', contractStatusLabel(to)),
      fieldTitles.status,
    );
  }
  if (actor === 'applicant' && isIrreversibleContractAction(to) && input.confirmed !== true) {
    throw Unprocessable.field('confirmed', contractActionWarnings[to]!, fieldTitles.confirmed);
  }
  return to;
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
  const inCoordination = (s: string) => (contractCoordinationStatuses as string[]).includes(s);
  const entersCoordination = inCoordination(to) && !inCoordination(contract.status);
  await tx.query(
    `UPDATE contracts SET status = $2, status_changed_at = now(), updated_at = now(),
       coordination_started_at = CASE WHEN $3 THEN now() ELSE coordination_started_at END
     WHERE id = $1`,
    [contract.id, to, entersCoordination],
  );
  await tx.query(
    `INSERT INTO contract_status_changes (contract_id, from_status, to_status, note, admin_id,
       user_id) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      contract.id,
      contract.status,
      to,
      note,
      actor.kind === 'staff' ? actor.adminId : null,
      actor.kind === 'applicant' ? actor.userId : null,
    ],
  );
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
