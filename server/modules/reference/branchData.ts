/** Branches as JSON:API resources (seed 001 §3 Branch) and their reading queries. */
import type { Queryable } from '../../db';
import { ref, refs, resource, type Resource } from '../../jsonapi/serialize';

// The district and quarter ids ride along as correlated arrays: every query reads FROM branches.
export const BRANCH_COLUMNS = `id, organization_id, name, is_head, active, phone, email, region_id,
  legal_address_id, postal_address_id, created_at, updated_at,
  ARRAY(SELECT bq.id FROM branch_cadastral_quarters bq WHERE bq.branch_id = branches.id
        ORDER BY bq.number) AS cadastral_quater_ids,
  ARRAY(SELECT bd.id FROM branch_districts bd WHERE bd.branch_id = branches.id
        ORDER BY bd.cadastral_prefix) AS district_ids`;

export interface BranchRow {
  id: string;
  organization_id: string;
  name: string;
  is_head: boolean;
  active: boolean;
  phone: string | null;
  email: string | null;
  region_id: string | null;
  legal_address_id: string | null;
  postal_address_id: string | null;
  created_at: Date;
  updated_at: Date;
  cadastral_quater_ids: string[];
  district_ids: string[];
}

export function serializeBranch(row: BranchRow): Resource {
  return resource(
    'branch',
    row.id,
    {
      name: row.name,
      is_head: row.is_head,
      active: row.active,
      phone: row.phone,
      email: row.email,
      organization_id: String(row.organization_id),
      region_id: row.region_id && String(row.region_id),
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    {
      organization: ref('organization', row.organization_id),
      region: ref('region', row.region_id),
      legal_address: ref('address', row.legal_address_id),
      postal_address: ref('address', row.postal_address_id),
      cadastral_quaters: refs('cadastral_quater', (row.cadastral_quater_ids ?? []).map(String)),
      districts: refs('district', (row.district_ids ?? []).map(String)),
    },
  );
}

export async function branchesByIds(db: Queryable, ids: string[]): Promise<Resource[]> {
  if (!ids.length) return [];
  const rows = await db.query<BranchRow>(
    `SELECT ${BRANCH_COLUMNS} FROM branches WHERE id = ANY($1::bigint[])
     ORDER BY is_head DESC, name, id`,
    [[...new Set(ids)]],
  );
  return rows.map(serializeBranch);
}
