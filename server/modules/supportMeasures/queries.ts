/** The social assistances' reads and writes outside the registry engine (./routes.ts). */
import type { Queryable } from '../../db';

/** The operator's 'citizen category approval' flag (undefined when there is no such admin). */
export async function citizenCategoryApproval(db: Queryable, adminId: string) {
  const [row] = await db.query<{ citizen_category_approval: boolean }>(
    'SELECT citizen_category_approval FROM admin_users WHERE id = $1',
    [adminId],
  );
  return row?.citizen_category_approval;
}

export interface ClaimingLead {
  region_id: string | null;
  organization_id: string | null;
  name: string;
}

/** What a new request copies from its lead: the scope and the applicant's full name. */
export async function claimingLead(tx: Queryable, leadId: string) {
  const [lead] = await tx.query<ClaimingLead>(
    `SELECT l.region_id::text AS region_id, l.organization_id::text AS organization_id,
            trim(concat_ws(' ', u.last_name, u.first_name, u.middle_name)) AS name
       FROM leads l JOIN users u ON u.id = l.user_id WHERE l.id = $1`,
    [leadId],
  );
  return lead;
}

/** Records the decision on a request; an empty comment keeps the one it has. */
export async function decideSocialAssistance(
  tx: Queryable,
  id: string,
  decision: 'approved' | 'rejected',
  adminId: string,
  comment: string,
): Promise<void> {
  await tx.query(
    `UPDATE social_assistances SET status = $2, decided_at = now(), decided_by_id = $3,
       comment = coalesce(nullif($4, ''), comment), updated_at = now() WHERE id = $1`,
    [id, decision, adminId, comment],
  );
}

export interface LeadCategory {
  citizen_category_id: string | null;
  preferential_category: boolean;
  social_assistance_approved: boolean;
  region_id: string | null;
  organization_id: string | null;
}

/**
 * The lead's category fields and scope, locked until the decision commits. `leadId` is the
 * request's lead_id as read.
 */
export async function lockLeadCategory(tx: Queryable, leadId: unknown) {
  const [lead] = await tx.query<LeadCategory>(
    `SELECT citizen_category_id::text AS citizen_category_id, preferential_category,
            social_assistance_approved, region_id::text AS region_id,
            organization_id::text AS organization_id
       FROM leads WHERE id = $1 FOR UPDATE`,
    [leadId],
  );
  return lead;
}

/** Writes the decision's outcome onto the lead. */
export async function setLeadCategory(
  tx: Queryable,
  leadId: unknown,
  category: Pick<LeadCategory, 'citizen_category_id' | 'preferential_category'>,
  approved: boolean,
): Promise<void> {
  await tx.query(
    `UPDATE leads SET citizen_category_id = $2, preferential_category = $3,
       social_assistance_approved = $4, updated_at = now() WHERE id = $1`,
    [leadId, category.citizen_category_id, category.preferential_category, approved],
  );
}
