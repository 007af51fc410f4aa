/**
 * Changing a lead's status: the one write path for every status move (staff console, the
 * applicant's site, the contracts module). Inside the caller's transaction it locks the lead,
 * checks the move against the machine (src/domain/leadTransitions), updates the lead, records
 * the change in lead_status_changes and writes the outbox messages; the returned function
 * notifies the applicant and must be called after the commit.
 *
 * @example
 *   const after = await app.db.transaction((tx) => changeLeadStatus(tx, id, input, actor));
 *   await after(app);
 */
import type { FastifyInstance } from 'fastify';
import {
  leadEntryStatuses,
  leadMoveErrors,
  leadMoveFieldTitles,
  leadMoveMessages,
  leadReasonFields,
  type LeadMoveRequirement,
} from '../../../src/domain/leadTransitions';
import { isLeadStatus, type LeadStatus } from '../../../src/domain/leadStatuses';
import type { LeadStatusAttributes } from '../../../src/wire/leadBodies';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { enqueueLeadAttachments, enqueueLeadMessages } from '../../outbox/leadMessages';
import { leadNoticeFor, sendLeadNotice } from './notify';

export type LeadActor =
  { kind: 'staff'; principal: AdminPrincipal } | { kind: 'applicant'; userId: string };

export type AfterCommit = (app: FastifyInstance) => Promise<void>;

/** A move's attributes (src/wire/leadBodies.ts), its status given. */
export type LeadStatusInput = Omit<LeadStatusAttributes, 'status'> & { status: string };

const title = (field: string) => leadMoveFieldTitles[field as 'status'] ?? field;

const invalid = (field: string) =>
  Unprocessable.field(field, leadMoveMessages.invalid, title(field));

const text = (v: unknown): string | null =>
  v === undefined || v === null || String(v).trim() === '' ? null : String(v).trim();

/** The id of an active entry of `kind`, or a 422 on `field`. */
async function activeReason(
  tx: Queryable,
  field: string,
  kind: string,
  value: unknown,
): Promise<string> {
  const id = text(value);
  if (!id || !/^\d{1,18}$/.test(id)) throw invalid(field);
  const rows = await tx.query(
    'SELECT 1 FROM dictionaries WHERE id = $1 AND dictionary_type = $2 AND active',
    [id, kind],
  );
  if (!rows.length) throw invalid(field);
  return id;
}

export async function changeLeadStatus(
  tx: Queryable,
  leadId: string,
  input: LeadStatusInput,
  actor: LeadActor,
  options: {
    initial?: boolean;
    /** Runs once the lead is locked and the move allowed (a draft's submission, completeness). */
    prepare?: (lead: { status: string }) => Promise<void>;
  } = {},
): Promise<AfterCommit> {
  // The lead is locked once per move; its contract's status comes in the same statement.
  const [lead] = await tx.query<{
    id: string;
    status: string;
    user_id: string;
    is_complex: boolean;
    submitted_at: Date | null;
    contract_status: string | null;
  }>(
    `SELECT l.id, l.status, l.user_id, l.is_complex, l.submitted_at,
            (SELECT c.status FROM contracts c WHERE c.lead_id = l.id) AS contract_status
       FROM leads l WHERE l.id = $1 FOR UPDATE OF l`,
    [leadId],
  );
  // An applicant never learns of leads that are not theirs.
  if (!lead || (actor.kind === 'applicant' && String(lead.user_id) !== actor.userId)) {
    throw new NotFound();
  }
  const attributes = input as unknown as Record<string, unknown>;

  if (options.initial) {
    if (!isLeadStatus(input.status) || !leadEntryStatuses.includes(input.status)) {
      throw invalid('status');
    }
  } else {
    const errors = leadMoveErrors(lead.status, input.status, actor.kind, attributes, {
      contractStatus: lead.contract_status,
      isComplex: lead.is_complex,
    });
    if (errors.length) {
      throw new Unprocessable(
        errors.map((e) => ({ field: e.field, detail: e.message, title: title(e.field) })),
      );
    }
  }
  await options.prepare?.(lead);
  const to = input.status as LeadStatus;

  // The reason of the target status, checked against its dictionary; the others are not kept:
  // reasons, the refusal kind and the note describe the lead's current status.
  const reasonOf = leadReasonFields[to];
  const reasons: Partial<Record<LeadMoveRequirement, string | null>> = {};
  if (reasonOf && !options.initial && text(attributes[reasonOf.field]) !== null) {
    reasons[reasonOf.field] = await activeReason(
      tx,
      reasonOf.field,
      reasonOf.kind,
      attributes[reasonOf.field],
    );
  }
  const reasonId = reasonOf ? (reasons[reasonOf.field] ?? null) : null;
  const note = text(input.note);
  const serviceKind = to === 'denied' ? text(input.service_is_provided_kind) : null;
  const firstRegistration = to === 'registered' && lead.submitted_at === null;
  const originalId = to === 'denied' ? text(input.original_lead_id) : null;
  if (originalId !== null) {
    const found =
      /^\d{1,18}$/.test(originalId) && originalId !== String(lead.id)
        ? await tx.query('SELECT 1 FROM leads WHERE id = $1', [originalId])
        : [];
    if (!found.length)
      throw Unprocessable.field('original_lead_id', leadMoveMessages.invalid, 'Исходная заявка');
  }

  await tx.query(
    `UPDATE leads SET status = $2, status_changed_at = now(), updated_at = now(),
            submitted_at = CASE WHEN $3::boolean THEN now() ELSE submitted_at END,
            status_note = $4, rejection_reason_id = $5, annullation_reason_id = $6,
            cancellation_reason_id = $7, service_is_provided_kind = $8, original_lead_id = $9
      WHERE id = $1`,
    [
      leadId,
      to,
      firstRegistration,
      note,
      reasons.rejection_reason_id ?? null,
      reasons.annullation_reason_id ?? null,
      reasons.cancellation_reason_id ?? null,
      serviceKind,
      originalId,
    ],
  );
  const details = {
    ...(reasonOf && reasonId ? { reason_kind: reasonOf.kind } : {}),
    ...(serviceKind ? { service_is_provided_kind: serviceKind } : {}),
    ...(options.initial ? { initial: true } : {}),
  };
  await tx.query(
    `INSERT INTO lead_status_changes
       (lead_id, from_status, to_status, note, reason_id, details, admin_id, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      leadId,
      options.initial ? null : lead.status,
      to,
      note,
      reasonId,
      JSON.stringify(details),
      actor.kind === 'staff' ? actor.principal.id : null,
      actor.kind === 'applicant' ? actor.userId : null,
    ],
  );

  // A draft is not submitted yet: nobody outside hears of it.
  if (to === 'draft') return async () => undefined;
  await enqueueLeadMessages(tx, leadId);
  if (firstRegistration) await enqueueLeadAttachments(tx, leadId);
  const notice = await leadNoticeFor(tx, leadId, note);
  return async (app) => {
    if (notice) await sendLeadNotice(app, notice);
  };
}
