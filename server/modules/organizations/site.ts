/**
 * Site reads of seed 001 §7 "Site: /v1/organizations/social_assistance": the active
 * organizations a citizen turns to for social assistance with gasification in a region —
 * the regional authorities (affiliation `authority`) and the organizations whose settings say
 * they grant it (docs/decisions.md "Organizations"). `region_id` narrows to one region.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db';
import { filterIds, parseListQuery } from '../../jsonapi/query';
import { list } from '../../jsonapi/serialize';
import { rawQuery } from '../../http/request';
import { ORG_COLUMNS, serializeOrganization, type OrgRow } from '../reference/organizationData';
import { routeSchemas } from '../../http/schemas';
import { fetchPage, Where } from '../../db/sql';

export async function socialAssistanceOrganizations(db: Queryable, raw: Record<string, unknown>) {
  const q = parseListQuery(raw as Record<string, string>, 100);
  const regions = filterIds(q.filters, 'region_id');
  const where = new Where().search(['name', 'full_name'], q.query);
  where.and('active');
  const r = regions.length ? where.p(regions) : null;
  where.and(`(EXISTS (SELECT 1 FROM organization_regions orr
      WHERE orr.organization_id = organizations.id AND orr.kind = 'authority'
      ${r ? `AND orr.region_id = ANY(${r}::bigint[])` : ''})
    OR (EXISTS (SELECT 1 FROM organization_settings s
          WHERE s.organization_id = organizations.id AND s.social_assistance)
        ${
          r
            ? `AND EXISTS (SELECT 1 FROM organization_regions orr
          WHERE orr.organization_id = organizations.id AND orr.region_id = ANY(${r}::bigint[]))`
            : ''
        }))`);
  const page = await fetchPage<OrgRow>(db, ORG_COLUMNS, 'organizations', where, 'name, id', q);
  return list(
    page.rows.map((row) => serializeOrganization(row)),
    { ...q, total: page.total },
  );
}

export function registerOrganizationSite(app: FastifyInstance): void {
  app.get(
    '/v1/organizations/social_assistance',
    { config: { access: 'public' }, schema: routeSchemas.list },
    (req) => socialAssistanceOrganizations(app.db, rawQuery(req)),
  );
}
