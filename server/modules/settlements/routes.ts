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
import { BadRequest } from '../../jsonapi/errors';
import { filterIds, parseListQuery, type ListQuery } from '../../jsonapi/query';
import { list, ref, resource } from '../../jsonapi/serialize';
import { fetchPage, Where } from '../reference/sql';
import { selectList, serialize, toFlat, withManyRefs } from '../../registries/record';
import { adminScope, scopeWhere } from '../../registries/scope';

/** Russian messages of these calls. */
export const settlementMessages = {
  findWhat: 'Укажите название населённого пункта, код ФИАС или ОКТМО',
  shortQuery: 'Введите не меньше двух букв названия',
} as const;

const MAX_FIND = 20;

/** The name as `find` compares it: ё read as е. */
const FOLDED_NAME = `replace(replace(settlements.name, 'ё', 'е'), 'Ё', 'Е')`;

/**
 * The order of `find`: the name as find compares it, then id. No btree index holds that order,
 * so the planner always takes the matches from the trigram indexes and sorts them. Ordered by
 * the plain name, it could walk settlements_name_idx hoping to meet 10 matches early, which for
 * a prefix late in the alphabet reads most of the table: 224 ms instead of 2 ms on 150 000
 * settlements (`npm run bench -- --territory`, docs/bench.md).
 */
const FIND_ORDER = `${FOLDED_NAME} ASC, settlements.id ASC`;

/**
 * The conditions of `find`: `fias_id` / `oktmo` exact, else `query` (≥ 2 letters) as a prefix
 * of the name or a substring of the district; `region_id` narrows either.
 */
export function findWhere(where: Where, q: ListQuery): void {
  const fias = q.filters.fias_id;
  const oktmo = q.filters.oktmo;
  if (typeof fias === 'string') where.and(`lower(settlements.fias_id) = lower(${where.p(fias)})`);
  else if (typeof oktmo === 'string') where.and(`settlements.oktmo = ${where.p(oktmo)}`);
  else if (!q.query) throw new BadRequest(settlementMessages.findWhat, '/query');
  else if (q.query.length < 2) throw new BadRequest(settlementMessages.shortQuery, '/query');
  else {
    const text = q.query.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/ё/gi, 'е');
    const name = FOLDED_NAME;
    where.and(
      `(${name} ILIKE ${where.p(`${text}%`)} OR ${name} ILIKE ${where.p(`% ${text}%`)}
        OR settlements.municipal_district ILIKE ${where.p(`%${text}%`)})`,
    );
  }
  const regions = filterIds(q.filters, 'region_id');
  if (regions.length) where.and(`settlements.region_id = ANY(${where.p(regions)}::bigint[])`);
}

const citizenColumns = [
  ...['id', 'name', 'kind', 'municipal_district', 'fias_id', 'gas_status', 'in_programme'],
  ...['region_id', 'organization_id'],
]
  .map((c) => `settlements.${c}`)
  .concat('r.name AS region_name', 'o.name AS organization_name')
  .join(', ');
const citizenFrom = `settlements JOIN regions r ON r.id = settlements.region_id
  LEFT JOIN organizations o ON o.id = settlements.organization_id`;

interface CitizenRow {
  id: string;
  name: string;
  kind: string;
  municipal_district: string | null;
  fias_id: string | null;
  gas_status: string;
  in_programme: boolean;
  region_id: string;
  region_name: string;
  organization_id: string | null;
  organization_name: string | null;
}

/** A settlement as the site shows it: where it is, its gas status and who serves it. */
function citizenResource(row: CitizenRow) {
  return resource(
    'settlement',
    row.id,
    {
      name: row.name,
      kind: row.kind,
      municipal_district: row.municipal_district,
      fias_id: row.fias_id,
      gas_status: row.gas_status,
      in_programme: row.in_programme,
      region_name: row.region_name,
      organization_name: row.organization_name,
    },
    {
      region: ref('region', row.region_id),
      organization: ref('organization', row.organization_id),
    },
  );
}

async function citizenPage(
  app: FastifyInstance,
  where: Where,
  q: ListQuery,
  order = 'settlements.name ASC, settlements.id ASC',
) {
  const page = await fetchPage<CitizenRow>(
    app.readDb,
    citizenColumns,
    citizenFrom,
    where,
    order,
    q,
  );
  return list(page.rows.map(citizenResource), { ...q, total: page.total });
}

async function adminFind(app: FastifyInstance, request: FastifyRequest, scope: Scope) {
  const q = parseListQuery(rawQuery(request), 10);
  const capped = { ...q, per: Math.min(q.per, MAX_FIND) };
  const where = new Where();
  findWhere(where, capped);
  scopeWhere(where, settlements, scope);
  const page = await fetchPage<Record<string, unknown>>(
    app.readDb,
    selectList(settlements),
    'settlements',
    where,
    FIND_ORDER,
    capped,
  );
  const records = await withManyRefs(
    app.readDb,
    settlements,
    page.rows.map((r) => toFlat(settlements, r)),
  );
  return list(await serialize(app.readDb, settlements, records, false), {
    ...capped,
    total: page.total,
  });
}

export default async function settlementRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/v1/admin/settlements/find',
    { config: { access: { permission: 'admin_settlements_read' } } },
    (request) => adminFind(app, request, adminScope(request)),
  );

  app.get('/v1/settlements/find', { config: { access: 'public' } }, (request) => {
    const q = parseListQuery(rawQuery(request), 10);
    const where = new Where();
    findWhere(where, q);
    return citizenPage(app, where, { ...q, per: Math.min(q.per, MAX_FIND) }, FIND_ORDER);
  });

  app.get('/v1/gasified_settlements', { config: { access: 'public' } }, (request) => {
    const q = parseListQuery(rawQuery(request));
    const where = new Where();
    where.and(`settlements.gas_status IN ('gasified', 'partially_gasified')`);
    const regions = filterIds(q.filters, 'region_id');
    if (regions.length) where.and(`settlements.region_id = ANY(${where.p(regions)}::bigint[])`);
    if (q.query) {
      const text = q.query.replace(/[\\%_]/g, (c) => `\\${c}`);
      where.and(`settlements.name ILIKE ${where.p(`%${text}%`)}`);
    }
    return citizenPage(app, where, q);
  });
}
