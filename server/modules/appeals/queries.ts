/**
 * The appeals routes' reads: a consultation's possible executors, the applicant's profile and
 * the applicant's own appeals.
 */
import type { Queryable } from '../../db';

/** A staff member who may execute a consultation. */
export interface ExecutorRow {
  id: string;
  full_name: string;
  email: string;
  role: string;
}

/** The applicant's name and contacts, which fill what an appeal leaves out. */
export interface ApplicantProfile {
  name: string;
  email: string | null;
  phone: string | null;
}

/** The organization's unblocked operators and senior managers, by name. */
export function consultationExecutors(
  db: Queryable,
  organizationId: string | null,
): Promise<ExecutorRow[]> {
  return db.query<ExecutorRow>(
    `SELECT id::text AS id, email, role,
            trim(concat_ws(' ', last_name, first_name, middle_name)) AS full_name
       FROM admin_users
      WHERE organization_id = $1 AND NOT blocked AND role IN ('operator', 'senior_manager')
      ORDER BY last_name, first_name, id`,
    [organizationId],
  );
}

/** The user's full name, email and phone; undefined for an unknown user. */
export async function applicantProfile(
  db: Queryable,
  userId: string,
): Promise<ApplicantProfile | undefined> {
  const [row] = await db.query<ApplicantProfile>(
    `SELECT trim(concat_ws(' ', last_name, first_name, middle_name)) AS name, email, phone
       FROM users WHERE id = $1`,
    [userId],
  );
  return row;
}

/** The ids of the user's appeals, newest first, at most 1000. */
export async function ownAppealIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM appeal_rows WHERE user_id = $1 ORDER BY id DESC LIMIT 1000',
    [userId],
  );
  return rows.map((r) => r.id);
}

/** The appeal `id` if the user wrote it, else undefined. */
export async function ownAppeal(
  db: Queryable,
  id: string,
  userId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM appeals WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return row;
}
