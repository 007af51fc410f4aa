/**
 * Which lead a caller of the status routes may reach: staff a lead inside their scope
 * (src/access/scoping: organization → organization_id, МФЦ → mfc_id, region → region_id), an
 * applicant their own. Anything else is a 404, so a lead's existence is not revealed.
 */
import { inScope, scopeFor } from '../../../src/access/scoping';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { pathId } from '../../http/request';
import { NotFound } from '../../jsonapi/errors';

interface LeadOwners {
  uid: string | null;
  user_id: string;
  organization_id: string | null;
  mfc_id: string | null;
  region_id: string | null;
}

async function owners(db: Queryable, id: string): Promise<LeadOwners | undefined> {
  const [row] = await db.query<LeadOwners>(
    'SELECT uid, user_id, organization_id, mfc_id, region_id FROM leads WHERE id = $1',
    [pathId(id)],
  );
  return row;
}

/** The lead when it exists and lies inside the staff member's scope. */
async function staffSeen(
  db: Queryable,
  admin: AdminPrincipal,
  id: string,
): Promise<LeadOwners | undefined> {
  const lead = await owners(db, id);
  const seen =
    !!lead &&
    inScope(scopeFor(admin), {
      organizationId: lead.organization_id,
      mfcId: lead.mfc_id,
      regionId: lead.region_id,
    });
  return seen ? lead : undefined;
}

/** Whether the lead exists and lies inside the staff member's scope. */
export async function staffSeesLead(
  db: Queryable,
  admin: AdminPrincipal,
  id: string,
): Promise<boolean> {
  return (await staffSeen(db, admin, id)) !== undefined;
}

/** The number (uid) of a lead inside the staff member's scope, else 404. */
export async function staffLeadUid(
  db: Queryable,
  admin: AdminPrincipal,
  id: string,
): Promise<string | null> {
  const lead = await staffSeen(db, admin, id);
  if (!lead) throw new NotFound();
  return lead.uid;
}

/** The path id of a lead inside the staff member's scope, else 404. */
export async function staffLeadId(
  db: Queryable,
  admin: AdminPrincipal,
  id: string,
): Promise<string> {
  if (!(await staffSeesLead(db, admin, id))) throw new NotFound();
  return pathId(id);
}

/** The path id of the applicant's own lead, else 404. */
export async function ownLeadId(db: Queryable, userId: string, id: string): Promise<string> {
  const lead = await owners(db, id);
  if (!lead || String(lead.user_id) !== String(userId)) throw new NotFound();
  return pathId(id);
}
