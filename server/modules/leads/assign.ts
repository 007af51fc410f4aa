/**
 * The console's reassignments of a lead (./routes.ts): its service (change_service) and its
 * personal manager (change_personal_manager), in the caller's transaction, the lead locked first.
 */
import { leadFieldTitle } from '../../../src/leads/fields';
import { leadMessages as msg } from '../../../src/leads/messages';
import { validationMessages as m } from '../../../src/validation/messages';
import type { Queryable } from '../../db';
import { NotFound, Unprocessable } from '../../jsonapi/errors';
import { assertLeadOpen } from './leadRows';

/** Puts an open lead under another service: an active one its organization provides. */
export async function changeLeadService(
  tx: Queryable,
  id: string,
  serviceId: string | null,
): Promise<void> {
  const [lead] = await tx.query<{
    status: string;
    organization_id: string | null;
    service_id: string | null;
  }>('SELECT status, organization_id, service_id FROM leads WHERE id = $1 FOR UPDATE', [id]);
  if (!lead) throw new NotFound();
  assertLeadOpen(lead.status);
  const title = leadFieldTitle('service');
  if (!serviceId) throw Unprocessable.field('service', m.required, title);
  if (String(lead.service_id) === serviceId) {
    throw Unprocessable.field('service', msg.nothingChanged, title);
  }
  const [s] = await tx.query<{ active: boolean; provides: boolean }>(
    `SELECT s.active, EXISTS (SELECT 1 FROM organization_services os
             WHERE os.service_id = s.id AND os.organization_id = $2) AS provides
       FROM services s WHERE s.id = $1`,
    [serviceId, lead.organization_id],
  );
  if (!s) throw Unprocessable.field('service', msg.serviceMissing, title);
  if (!s.active) throw Unprocessable.field('service', msg.serviceInactive, title);
  if (!s.provides) throw Unprocessable.field('service', msg.serviceNotProvided, title);
  await tx.query('UPDATE leads SET service_id = $2, updated_at = now() WHERE id = $1', [
    id,
    serviceId,
  ]);
}

/** Gives the lead another personal manager (null: none), an unblocked one of its organization. */
export async function changeLeadManager(
  tx: Queryable,
  id: string,
  managerId: string | null,
): Promise<void> {
  const [lead] = await tx.query<{ organization_id: string | null }>(
    'SELECT organization_id FROM leads WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!lead) throw new NotFound();
  if (managerId) {
    const title = leadFieldTitle('admin');
    const [manager] = await tx.query<{ organization_id: string | null; blocked: boolean }>(
      'SELECT organization_id, blocked FROM admin_users WHERE id = $1',
      [managerId],
    );
    if (!manager || manager.blocked) throw Unprocessable.field('admin', msg.managerMissing, title);
    if (!lead.organization_id || String(manager.organization_id) !== String(lead.organization_id)) {
      throw Unprocessable.field('admin', msg.managerOfOtherOrganization, title);
    }
  }
  await tx.query('UPDATE leads SET admin_id = $2, updated_at = now() WHERE id = $1', [
    id,
    managerId,
  ]);
}
