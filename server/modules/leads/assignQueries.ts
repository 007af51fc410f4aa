/**
 * The console's reassignments of a lead (./routes.ts): its service (change_service) and its
 * personal manager (change_personal_manager). The lead is locked first, in the caller's transaction.
 */
import type { Queryable } from '../../db';

export interface LeadServiceState {
  status: string;
  organization_id: string | null;
  service_id: string | null;
}

/** The lead's status, organization and service, locked for the service change. */
export async function lockLeadForServiceChange(
  tx: Queryable,
  id: string,
): Promise<LeadServiceState | undefined> {
  const [lead] = await tx.query<LeadServiceState>(
    'SELECT status, organization_id, service_id FROM leads WHERE id = $1 FOR UPDATE',
    [id],
  );
  return lead;
}

export interface ServiceOffer {
  active: boolean;
  provides: boolean;
}

/** Whether the service is active and the organization provides it (undefined: no service). */
export async function serviceOffer(
  tx: Queryable,
  serviceId: string,
  organizationId: string | null,
): Promise<ServiceOffer | undefined> {
  const [service] = await tx.query<ServiceOffer>(
    `SELECT s.active, EXISTS (SELECT 1 FROM organization_services os
             WHERE os.service_id = s.id AND os.organization_id = $2) AS provides
       FROM services s WHERE s.id = $1`,
    [serviceId, organizationId],
  );
  return service;
}

/** Puts the lead under another service. */
export async function setLeadService(tx: Queryable, id: string, serviceId: string): Promise<void> {
  await tx.query('UPDATE leads SET service_id = $2, updated_at = now() WHERE id = $1', [
    id,
    serviceId,
  ]);
}

/** The lead's organization, locked for the manager change. */
export async function lockLeadForManagerChange(
  tx: Queryable,
  id: string,
): Promise<{ organization_id: string | null } | undefined> {
  const [lead] = await tx.query<{ organization_id: string | null }>(
    'SELECT organization_id FROM leads WHERE id = $1 FOR UPDATE',
    [id],
  );
  return lead;
}

export interface ManagerCandidate {
  organization_id: string | null;
  blocked: boolean;
}

/** The would-be manager's organization and whether the account is blocked. */
export async function managerCandidate(
  tx: Queryable,
  adminId: string,
): Promise<ManagerCandidate | undefined> {
  const [manager] = await tx.query<ManagerCandidate>(
    'SELECT organization_id, blocked FROM admin_users WHERE id = $1',
    [adminId],
  );
  return manager;
}

/** Gives the lead another personal manager (null: none). */
export async function setLeadManager(
  tx: Queryable,
  id: string,
  managerId: string | null,
): Promise<void> {
  await tx.query('UPDATE leads SET admin_id = $2, updated_at = now() WHERE id = $1', [
    id,
    managerId,
  ]);
}
