/** Small reads and writes of one lead's row that the lead routes and modules share. */
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import { isClosedLeadStatus } from '../../../src/domain/sla';
import { leadMessage, leadMessages as msg } from '../../../src/leads/messages';
import type { Queryable } from '../../db';
import { Unprocessable } from '../../jsonapi/errors';

/** A closed lead's data is no longer edited: the 422 naming its status. */
export function assertLeadOpen(status: string): void {
  if (isClosedLeadStatus(status)) {
    throw Unprocessable.field('base', leadMessage(msg.closed, { status: leadStatusLabel(status) }));
  }
}

/** Locks the lead's row until the transaction ends, so that writes to the lead queue. */
export async function lockLead(tx: Queryable, id: string): Promise<void> {
  await tx.query('SELECT id FROM leads WHERE id = $1 FOR UPDATE', [id]);
}

/** The lead's status (undefined when there is no such lead). */
export async function readLeadStatus(
  db: Queryable,
  id: string,
): Promise<{ status: string } | undefined> {
  const [lead] = await db.query<{ status: string }>('SELECT status FROM leads WHERE id = $1', [id]);
  return lead;
}

/** Files a stored attachment (a denial letter) under the lead. */
export async function attachToLead(
  tx: Queryable,
  attachmentId: string,
  leadId: string,
): Promise<void> {
  await tx.query(`UPDATE attachments SET record_type = 'Lead', record_id = $2 WHERE id = $1`, [
    attachmentId,
    leadId,
  ]);
}
