/**
 * Seed 000 §3: a staff user counts as a РОГ (regional gasification operator) when their
 * organization is the main organization of their current region — the region whose code is the
 * organization's region_code (src/domain/organizations `isRogOrganization`).
 */
import { isRogOrganization } from '../../../src/domain/organizations';
import type { Queryable } from '../../db';

export async function isRogAdmin(db: Queryable, adminId: string): Promise<boolean> {
  const [row] = await db.query<{ id: string; region_code: string | null }>(
    `SELECT o.id, o.region_code FROM admin_users a JOIN organizations o ON o.id = a.organization_id
      WHERE a.id = $1`,
    [adminId],
  );
  if (!row?.region_code) return false;
  const regions = await db.query<{ code: string; main_organization_id: string | null }>(
    'SELECT code, main_organization_id FROM regions WHERE code = $1',
    [row.region_code],
  );
  return isRogOrganization(regions, { id: String(row.id), region_code: row.region_code });
}
