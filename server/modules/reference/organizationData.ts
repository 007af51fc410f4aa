/**
 * Organizations as JSON:API resources (seed 000 §3): attributes, and the relationships
 * branches, head_branch, addresses and the regions per affiliation kind, loaded for a whole
 * page in three queries rather than per row.
 */
import type { Queryable } from '../../db';
import type { Where } from '../../db/sql';
import { ref, refs, resource, type Resource } from '../../jsonapi/serialize';

// The affiliation kinds of seed 000 §3 (src/domain/organizations.ts) plus the two capacities the
// relationships eog_agent_regions and authority_regions name.
export const organizationRegionKinds = [
  'gro',
  'ngro',
  'rog',
  'eog',
  'eog_agent',
  'authority',
] as const;
export type OrganizationRegionKind = (typeof organizationRegionKinds)[number];

/**
 * Affiliation of the organization `alias` in any of `regionIds` (anywhere when none) as any of
 * `kinds` (any kind when none), counting a region's main organization as its РОГ.
 */
export function affiliatedSql(
  where: Where,
  kinds: readonly string[],
  regionIds: string[],
  alias = 'o',
): string {
  const r = regionIds.length ? where.p(regionIds) : null;
  const k = kinds.length ? where.p(kinds) : null;
  const viaMain =
    !k || kinds.includes('rog')
      ? ` OR EXISTS (SELECT 1 FROM regions rg WHERE rg.main_organization_id = ${alias}.id
          ${r ? `AND rg.id = ANY(${r}::bigint[])` : ''})`
      : '';
  return `(EXISTS (SELECT 1 FROM organization_regions orr WHERE orr.organization_id = ${alias}.id
      ${k ? `AND orr.kind = ANY(${k}::text[])` : ''} ${r ? `AND orr.region_id = ANY(${r}::bigint[])` : ''})${viaMain})`;
}

export const ORG_COLUMNS = `id, name, full_name, short_code, inn, ogrn, kpp, active,
  unified_phone, phones, email, region_code, legal_address_id, postal_address_id,
  created_at, updated_at`;

export interface OrgRow {
  id: string;
  name: string;
  full_name: string | null;
  short_code: string | null;
  inn: string | null;
  ogrn: string | null;
  kpp: string | null;
  active: boolean;
  unified_phone: string | null;
  phones: string[];
  email: string | null;
  region_code: string | null;
  legal_address_id: string | null;
  postal_address_id: string | null;
  created_at: Date;
  updated_at: Date;
}

interface Links {
  branches: string[];
  headBranch: string | null;
  affiliations: { id: string; regionId: string; kind: OrganizationRegionKind }[];
  /** Regions whose main organization this is: a rog even without an explicit row. */
  mainOf: string[];
}

export function organizationAttributes(row: OrgRow) {
  const { id: _id, legal_address_id: _l, postal_address_id: _p, ...attributes } = row;
  return attributes;
}

export function serializeOrganization(row: OrgRow, links?: Links): Resource {
  if (!links) return resource('organization', row.id, organizationAttributes(row));
  const byKind = (kind: OrganizationRegionKind) => {
    const ids = links.affiliations.filter((a) => a.kind === kind).map((a) => a.regionId);
    return refs('region', [...new Set(kind === 'rog' ? [...ids, ...links.mainOf] : ids)]);
  };
  const allRegions = [...new Set([...links.affiliations.map((a) => a.regionId), ...links.mainOf])];
  return resource('organization', row.id, organizationAttributes(row), {
    branches: refs('branch', links.branches),
    head_branch: ref('branch', links.headBranch),
    legal_address: ref('address', row.legal_address_id),
    postal_address: ref('address', row.postal_address_id),
    organization_regions: refs(
      'organization_region',
      links.affiliations.map((a) => a.id),
    ),
    regions: refs('region', allRegions),
    ...Object.fromEntries(organizationRegionKinds.map((k) => [`${k}_regions`, byKind(k)])),
  });
}

export async function loadLinks(db: Queryable, ids: string[]): Promise<Map<string, Links>> {
  const map = new Map<string, Links>(
    ids.map((id) => [id, { branches: [], headBranch: null, affiliations: [], mainOf: [] }]),
  );
  if (!ids.length) return map;
  const [branches, affiliations, main] = await Promise.all([
    db.query<{ id: string; organization_id: string; is_head: boolean }>(
      `SELECT id, organization_id, is_head FROM branches
       WHERE organization_id = ANY($1::bigint[]) ORDER BY is_head DESC, name, id`,
      [ids],
    ),
    db.query<{
      id: string;
      organization_id: string;
      region_id: string;
      kind: OrganizationRegionKind;
    }>(
      `SELECT id, organization_id, region_id, kind FROM organization_regions
       WHERE organization_id = ANY($1::bigint[]) ORDER BY id`,
      [ids],
    ),
    db.query<{ id: string; main_organization_id: string }>(
      'SELECT id, main_organization_id FROM regions WHERE main_organization_id = ANY($1::bigint[])',
      [ids],
    ),
  ]);
  for (const b of branches) {
    const l = map.get(String(b.organization_id))!;
    l.branches.push(String(b.id));
    if (b.is_head) l.headBranch = String(b.id);
  }
  for (const a of affiliations) {
    map.get(String(a.organization_id))!.affiliations.push({
      id: String(a.id),
      regionId: String(a.region_id),
      kind: a.kind,
    });
  }
  for (const r of main) map.get(String(r.main_organization_id))!.mainOf.push(String(r.id));
  return map;
}

/** Organizations by id, without relationships: what other resources include. */
export async function organizationsByIds(db: Queryable, ids: string[]): Promise<Resource[]> {
  if (!ids.length) return [];
  const rows = await db.query<OrgRow>(
    `SELECT ${ORG_COLUMNS} FROM organizations WHERE id = ANY($1::bigint[]) ORDER BY name, id`,
    [[...new Set(ids)]],
  );
  return rows.map((r) => serializeOrganization(r));
}
