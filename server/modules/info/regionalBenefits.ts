/**
 * `GET /v1/regional_benefits` (public; the site's /regional_benefits, seed 000 §2): the active
 * regional benefits of active organizations, each with its region and organization names, so a
 * citizen sees every benefit of a region in one list. The console keeps editing them per
 * organization (`/v1/admin/organizations/{id}/regional_benefits`). `region_id` narrows to one
 * region, `query` searches the name and the legal act; ordered by region, then name.
 */
import type { Queryable } from '../../db';
import { filterIds, parseListQuery } from '../../jsonapi/query';
import { list, resource } from '../../jsonapi/serialize';
import { fetchPage, Where } from '../../db/sql';

interface BenefitRow {
  id: string;
  name: string;
  description: string | null;
  legal_basis: string | null;
  valid_from: string | null;
  valid_to: string | null;
  region_id: string;
  region_name: string;
  organization_id: string;
  organization_name: string;
}

const COLUMNS = `b.id, b.name, b.description, b.legal_basis,
  to_char(b.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(b.valid_to, 'YYYY-MM-DD') AS valid_to,
  b.region_id, r.name AS region_name, b.organization_id, o.name AS organization_name`;

const FROM = `organization_regional_benefits b
  JOIN organizations o ON o.id = b.organization_id
  JOIN regions r ON r.id = b.region_id`;

export async function publicRegionalBenefits(db: Queryable, raw: Record<string, unknown>) {
  const q = parseListQuery(raw as Record<string, string>, 100);
  const regions = filterIds(q.filters, 'region_id');
  const where = new Where().search(['b.name', 'b.legal_basis'], q.query);
  where.and('b.active').and('o.active');
  // A benefit whose term has ended is no longer offered.
  where.and('(b.valid_to IS NULL OR b.valid_to >= current_date)');
  if (regions.length) where.and(`b.region_id = ANY(${where.p(regions)}::bigint[])`);
  const page = await fetchPage<BenefitRow>(db, COLUMNS, FROM, where, 'r.name, b.name, b.id', q);
  return list(
    page.rows.map(({ id, region_id, organization_id, ...attributes }) =>
      resource('regional_benefit', id, {
        ...attributes,
        region_id: String(region_id),
        organization_id: String(organization_id),
      }),
    ),
    { ...q, total: page.total },
  );
}
