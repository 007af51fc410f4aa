/**
 * The settlement calls beyond the registry engine's CRUD (issue 16; seed 001 §7 Settlements,
 * seed 000 §7 site paths). The engine (server/registries) serves the list, {id}, create,
 * update, remove, export, {id}/changes, mass_update and resend_to_cc (server/registries/bulk.ts)
 * from src/registries/settlements.ts; here:
 *
 *   GET   /v1/admin/settlements/find         up to `per` (≤ 20) matches of `query` (name or
 *                                            district), `fias_id` or `oktmo`, `region_id`,
 *                                            in the caller's scope           admin_settlements_read
 *   GET   /v1/settlements/find               the site's address check: the same search, only
 *                                            the fields a citizen needs            public
 *   GET   /v1/gasified_settlements           gasified and partly gasified settlements of a
 *                                            region (`region_id`, `query`, pages)   public
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Scope } from '../../../src/access/scoping';
import { settlements } from '../../../src/registries/settlements';
import { rawQuery } from '../../http/request';
import { filterIds, parseListQuery, type ListQuery } from '../../jsonapi/query';
import { list, ref, resource } from '../../jsonapi/serialize';
import { Where } from '../../db/sql';
import {
  citizenPageRows,
  citizenRowsOf,
  findIds,
  findMatch,
  MAX_FIND,
  settlementRowsOf,
  type CitizenRow,
} from './find';
import { flatRecords, serialize } from '../../registries/record';
import { routeSchemas } from '../../http/schemas';
import { adminScope, scopeWhere } from '../../registries/scope';

/** A settlement as the site shows it: where it is, its gas status and who serves it. */
function citizenResource({ id, region_id, organization_id, ...attributes }: CitizenRow) {
  return resource('settlement', id, attributes, {
    region: ref('region', region_id),
    organization: ref('organization', organization_id),
  });
}

async function citizenPage(app: FastifyInstance, where: Where, q: ListQuery) {
  const page = await citizenPageRows(app.readDb, where, q);
  return list(page.rows.map(citizenResource), { ...q, total: page.total });
}

/** The site's find: the page's ids (./find.ts), then their citizen fields. */
async function citizenFind(app: FastifyInstance, request: FastifyRequest) {
  const q = parseListQuery(rawQuery(request), 10);
  const capped = { ...q, per: Math.min(q.per, MAX_FIND) };
  const where = new Where();
  const found = await findIds(app.readDb, where, capped, findMatch(where, capped));
  const rows = await citizenRowsOf(app.readDb, found.ids);
  return list(rows.map(citizenResource), { ...capped, ...found });
}

async function adminFind(app: FastifyInstance, request: FastifyRequest, scope: Scope) {
  const q = parseListQuery(rawQuery(request), 10);
  const capped = { ...q, per: Math.min(q.per, MAX_FIND) };
  const where = new Where();
  const match = findMatch(where, capped);
  scopeWhere(where, settlements, scope);
  const found = await findIds(app.readDb, where, capped, match);
  const rows = await settlementRowsOf(app.readDb, found.ids);
  const records = await flatRecords(app.readDb, settlements, rows);
  return list(await serialize(app.readDb, settlements, records, false), { ...capped, ...found });
}

export default async function settlementRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/v1/admin/settlements/find',
    { config: { access: { permission: 'admin_settlements_read' } }, schema: routeSchemas.list },
    (request) => adminFind(app, request, adminScope(request)),
  );

  app.get(
    '/v1/settlements/find',
    { config: { access: 'public' }, schema: routeSchemas.list },
    (request) => citizenFind(app, request),
  );

  app.get(
    '/v1/gasified_settlements',
    { config: { access: 'public' }, schema: routeSchemas.list },
    (request) => {
      const q = parseListQuery(rawQuery(request));
      const where = new Where();
      where.and(`settlements.gas_status IN ('gasified', 'partially_gasified')`);
      const regions = filterIds(q.filters, 'region_id');
      if (regions.length) where.and(`settlements.region_id = ANY(${where.p(regions)}::bigint[])`);
      where.search(['settlements.name'], q.query);
      return citizenPage(app, where, q);
    },
  );
}
