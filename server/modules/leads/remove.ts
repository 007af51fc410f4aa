/**
 * Removing a lead, in one transaction: the applicant's draft (`DELETE /v1/leads/{id}`) and the
 * console's removal (`DELETE /v1/admin/leads/{id}`, admin_leads_remove — etp_admin alone).
 *
 * Staff remove a lead filed by mistake or twice; a lead with a contract is refused (422): the
 * contract is a legal document with its own history and files, and it can itself be removed only
 * while it is prepared (contractWrite `deleteContract`), so that comes first. The row goes with
 * what exists only for it (status history, activities, management log, social assistance — ON
 * DELETE CASCADE, migration 0010/0023) and its own addresses; records that merely point at it
 * (ratings, appeals, schedule plans, copies via original_lead_id) keep theirs with the link
 * cleared. The integration outbox keeps its messages: what was sent stays the record of what
 * ЕПГУ and the call centre were told. The removal itself is written to action_histories
 * (record_type 'lead', action 'destroy', the lead's number, status and owners), so the event
 * log says who removed which lead and when.
 *
 * The lead's files (its documents and its activities') are unlinked in the transaction and
 * their bytes removed after the commit by `dropFiles`; a failed removal leaves them unowned, to
 * the orphan sweep (server/storage/sweep.ts).
 */
import { leadMessages as msg } from '../../../src/leads/messages';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { changedFields, insertAudit } from '../../registries/audit';
import { removeAttachment, type AttachmentRow } from '../../storage/attachments';
import type { Storage } from '../../storage/types';

interface LockedLead {
  id: string;
  uid: string | null;
  status: string;
  user_id: string;
  organization_id: string | null;
  branch_id: string | null;
  service_id: string | null;
  source_id: string | null;
  region_id: string | null;
  mfc_id: string | null;
  epgu_order_id: string | null;
  submitted_at: string | null;
  gas_object_address_id: string | null;
  correspondence_address_id: string | null;
}

/** What the event log keeps of a removed lead: `{field: [value, null]}`. */
const auditedFields = [
  'uid',
  'status',
  'user_id',
  'organization_id',
  'branch_id',
  'service_id',
  'source_id',
  'region_id',
  'mfc_id',
  'epgu_order_id',
  'submitted_at',
] as const;

async function lockLead(tx: Queryable, id: string): Promise<LockedLead | undefined> {
  const [row] = await tx.query<LockedLead>(
    `SELECT id, uid, status, user_id, organization_id, branch_id, service_id, source_id,
            region_id, mfc_id, epgu_order_id, submitted_at::text AS submitted_at,
            gas_object_address_id, correspondence_address_id
       FROM leads WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** Deletes the locked lead with its addresses; answers its files, unlinked. */
async function dropLead(tx: Queryable, lead: LockedLead): Promise<AttachmentRow[]> {
  const files = await tx.query<AttachmentRow>(
    `UPDATE attachments SET record_type = NULL, record_id = NULL
      WHERE (record_type = 'Lead' AND record_id = $1)
         OR (record_type = 'LeadActivity'
             AND record_id IN (SELECT id FROM lead_activities WHERE lead_id = $1))
     RETURNING *`,
    [lead.id],
  );
  await tx.query('DELETE FROM leads WHERE id = $1', [lead.id]);
  const addressIds = [lead.gas_object_address_id, lead.correspondence_address_id].filter(
    (v): v is string => v !== null,
  );
  if (addressIds.length) {
    await tx.query('DELETE FROM addresses WHERE id = ANY($1::bigint[])', [addressIds]);
  }
  return files;
}

/** After the commit: the removed lead's files, bytes and rows. */
export async function dropFiles(
  db: Queryable,
  storage: Storage,
  files: readonly AttachmentRow[],
): Promise<void> {
  for (const file of files) await removeAttachment(db, storage, file);
}

/** The applicant removes a draft of theirs. */
export async function removeDraft(
  tx: Queryable,
  userId: string,
  leadId: string,
): Promise<AttachmentRow[]> {
  const lead = await lockLead(tx, leadId);
  if (!lead || String(lead.user_id) !== userId) throw new NotFound();
  if (lead.status !== 'draft') throw Unprocessable.field('base', msg.deleteNotDraft);
  return dropLead(tx, lead);
}

/** Staff remove a lead inside their scope (the route checked it) that has no contract. */
export async function removeLead(
  tx: Queryable,
  admin: AdminPrincipal,
  leadId: string,
): Promise<AttachmentRow[]> {
  const lead = await lockLead(tx, leadId);
  if (!lead) throw new NotFound();
  const [contract] = await tx.query('SELECT 1 FROM contracts WHERE lead_id = $1', [lead.id]);
  if (contract) throw Unprocessable.field('base', msg.deleteWithContract);
  const files = await dropLead(tx, lead);
  const snapshot = Object.fromEntries(
    auditedFields.map((key) => [key, lead[key] === null ? null : String(lead[key])]),
  );
  await insertAudit(tx, {
    adminId: admin.id,
    type: 'lead',
    id: String(lead.id),
    action: 'destroy',
    changes: changedFields(snapshot, null, auditedFields),
    scope: {
      region_id: lead.region_id,
      organization_id: lead.organization_id,
      mfc_id: lead.mfc_id,
    },
  });
  return files;
}
