/**
 * The lead a contract hangs on, read with plain SQL (the leads module owns the rest of it), and
 * who may reach it: staff inside their scope (src/access/scoping), the applicant who owns it.
 * Outside either it is a 404, so a lead's existence is not revealed.
 */
import { inScope, scopeFor } from '../../../src/access/scoping';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { pathId } from '../../http/request';
import { NotFound } from '../../jsonapi/errors';

export interface LeadRow {
  id: string;
  uid: string | null;
  status: string;
  user_id: string;
  organization_id: string | null;
  region_id: string | null;
  mfc_id: string | null;
  /** The personal manager (leads.admin_id). */
  manager_id: string | null;
}

const LEAD_COLUMNS = `l.id, l.uid, l.status, l.user_id, l.organization_id, l.region_id, l.mfc_id,
  l.admin_id AS manager_id`;

export async function findLead(db: Queryable, id: string, lock = false) {
  const [row] = await db.query<LeadRow>(
    `SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [pathId(id)],
  );
  return row;
}

export function staffMaySee(admin: AdminPrincipal, lead: LeadRow): boolean {
  return inScope(scopeFor(admin), {
    organizationId: lead.organization_id,
    mfcId: lead.mfc_id,
    regionId: lead.region_id,
  });
}

/** The lead inside the staff member's scope, else 404. */
export async function staffLead(db: Queryable, admin: AdminPrincipal, id: string, lock = false) {
  const lead = await findLead(db, id, lock);
  if (!lead || !staffMaySee(admin, lead)) throw new NotFound();
  return lead;
}

/** The applicant's own lead, else 404. */
export async function ownLead(db: Queryable, userId: string, id: string, lock = false) {
  const lead = await findLead(db, id, lock);
  if (!lead || String(lead.user_id) !== String(userId)) throw new NotFound();
  return lead;
}
