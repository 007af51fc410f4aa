/**
 * Regions (seed 000 §3, §7): the site reads them anonymously, the console manages them.
 * Only etp_admin may create one (permission admin_regions_create).
 */
import { alreadyExists } from '../../../i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db';
import { NotFound } from '../../jsonapi/errors';
import { filterIds, filterList, parseListQuery, type ListQuery } from '../../jsonapi/query';
import { list, ref, resource, single, type Resource } from '../../jsonapi/serialize';
import { deleteRow, existingIds, insertRow, updateRow } from '../../http/crud';
import { Fields } from '../../http/fields';
import { attributesOf, mapConstraint, pathId, rawQuery } from '../../http/request';
import { organizationsByIds } from './organizationData';
import { fetchPage, orderBy, Where } from '../../db/sql';
import { answer, formWriteSchemas, loose } from '../../http/moreSchemas';
import { IdParams, open, routeSchemas, ListQuery as ListQuerySchema } from '../../http/schemas';

interface RegionRow {
  id: string;
  name: string;
  code: string;
  main_organization_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, name, code, main_organization_id, created_at, updated_at';

/** How long the public lead counts of the regions are served from memory. */
export const LEAD_COUNTS_TTL_MS = 5 * 60_000;

interface LeadCountRow {
  id: string;
  code: string;
  name: string;
  leads_count: string | number;
}

function serialize(row: RegionRow): Resource {
  return resource(
    'region',
    row.id,
    { name: row.name, code: row.code, created_at: row.created_at, updated_at: row.updated_at },
    { main_organization: ref('organization', row.main_organization_id) },
  );
}

/** Regions by id, for another resource's `included` (the current account's region). */
export async function regionsByIds(db: Queryable, ids: string[]): Promise<Resource[]> {
  if (!ids.length) return [];
  const rows = await db.query<RegionRow>(
    `SELECT ${COLUMNS} FROM regions WHERE id = ANY($1::bigint[]) ORDER BY code`,
    [[...new Set(ids)]],
  );
  return rows.map(serialize);
}

async function included(db: Queryable, rows: RegionRow[], q: ListQuery): Promise<Resource[]> {
  if (!q.included.includes('main_organization')) return [];
  return organizationsByIds(
    db,
    rows.flatMap((r) => (r.main_organization_id ? [String(r.main_organization_id)] : [])),
  );
}

async function listRegions(db: Queryable, raw: Record<string, unknown>, q: ListQuery) {
  const where = new Where().search(['name', 'code'], q.query);
  const codes = filterList(q.filters, 'code');
  if (codes.length) where.and(`code = ANY(${where.p(codes)}::text[])`);
  const ids = filterIds(q.filters, 'ids');
  if (ids.length) where.and(`id = ANY(${where.p(ids)}::bigint[])`);
  const order = orderBy(q, raw, 'code, id', { name: 'name', code: 'code', id: 'id' });
  const page = await fetchPage<RegionRow>(db, COLUMNS, 'regions', where, order, q);
  return list(
    page.rows.map(serialize),
    { ...q, total: page.total },
    await included(db, page.rows, q),
  );
}

async function getRegion(db: Queryable, id: string, q: ListQuery) {
  const [row] = await db.query<RegionRow>(`SELECT ${COLUMNS} FROM regions WHERE id = $1`, [id]);
  if (!row) throw new NotFound();
  return single(serialize(row), await included(db, [row], q));
}

async function validate(db: Queryable, body: unknown, partial: boolean) {
  const f = new Fields(attributesOf(body, 'region'), partial, [
    'id',
    'created_at',
    'updated_at',
    'main_organization',
  ]);
  f.string('name', 'Название', { required: true });
  f.string('code', 'Код', { required: true, max: 3, pattern: /^\d{2,3}$/ });
  f.id('main_organization_id', 'Основная организация');
  const orgId = f.values.main_organization_id as string | null | undefined;
  if (orgId && !(await existingIds(db, 'organizations', [orgId])).has(orgId)) {
    f.fail('main_organization_id', 'Основная организация', 'Организация не найдена');
  }
  return f.done();
}

const unique = {
  unique: { regions_code_key: ['code', alreadyExists('Регион', 'кодом')] },
} as const;

/** The attributes `validate` reads; it checks them itself, with the seeds' messages. */
const regionAttributes = open({
  name: loose('Название'),
  code: loose('Код региона'),
  main_organization_id: loose('Основная организация (id)'),
});
const listSchema = { querystring: ListQuerySchema, response: answer.list };
const readSchema = { params: IdParams, querystring: ListQuerySchema, response: answer.document };
const countsSchema = { response: answer.list };

export function registerRegions(app: FastifyInstance): void {
  const db = app.db;

  app.get('/v1/regions', { config: { access: 'public' }, schema: listSchema }, (req) =>
    listRegions(db, rawQuery(req), parseListQuery(rawQuery(req), 100)),
  );
  // Leads are counted here once the leads table exists; until then every region has 0.
  // The home page's map: every visitor asks, anonymously, so the counts over all leads are
  // computed at most once per LEAD_COUNTS_TTL_MS per instance (one pass over leads_region_idx),
  // not per request — a public call must not cost a scan of a million leads each time.
  let counted: { at: number; rows: Promise<LeadCountRow[]> } | undefined;
  app.get(
    '/v1/regions/lead_counts',
    { config: { access: 'public' }, schema: countsSchema },
    async () => {
      if (!counted || Date.now() - counted.at > LEAD_COUNTS_TTL_MS) {
        const rows = app.readDb.query<LeadCountRow>(
          `SELECT r.id, r.code, r.name, coalesce(c.n, 0) AS leads_count
           FROM regions r
           LEFT JOIN (SELECT region_id, count(*) AS n FROM leads
                       WHERE status <> 'draft' GROUP BY region_id) c ON c.region_id = r.id
          ORDER BY r.code`,
        );
        counted = { at: Date.now(), rows };
        rows.catch(() => {
          counted = undefined;
        });
      }
      const rows = await counted.rows;
      return {
        data: rows.map((r) =>
          resource('region_lead_count', r.id, {
            region_id: String(r.id),
            code: r.code,
            name: r.name,
            leads_count: Number(r.leads_count),
          }),
        ),
      };
    },
  );
  app.get<{ Params: { id: string } }>(
    '/v1/regions/:id',
    { config: { access: 'public' }, schema: readSchema },
    (req) => getRegion(db, pathId(req.params.id), parseListQuery(rawQuery(req))),
  );

  app.get(
    '/v1/admin/regions',
    { config: { access: { permission: 'admin_regions_read' } }, schema: listSchema },
    (req) => {
      return listRegions(db, rawQuery(req), parseListQuery(rawQuery(req), 100));
    },
  );
  app.get<{ Params: { id: string } }>(
    '/v1/admin/regions/:id',
    { config: { access: { permission: 'admin_regions_read' } }, schema: readSchema },
    (req) => {
      return getRegion(db, pathId(req.params.id), parseListQuery(rawQuery(req)));
    },
  );
  app.post(
    '/v1/admin/regions',
    {
      config: { access: { permission: 'admin_regions_create' } },
      schema: formWriteSchemas(regionAttributes, 'region').create,
    },
    async (req, reply) => {
      const values = await validate(db, req.body, false);
      const id = await insertRow(db, 'regions', values).catch((e) => mapConstraint(e, unique));
      return reply.status(201).send(await getRegion(db, id, parseListQuery({})));
    },
  );
  app.patch<{ Params: { id: string } }>(
    '/v1/admin/regions/:id',
    {
      config: { access: { permission: 'admin_regions_update' } },
      schema: formWriteSchemas(regionAttributes, 'region').update,
    },
    async (req) => {
      const id = pathId(req.params.id);
      const values = await validate(db, req.body, true);
      const found = await updateRow(db, 'regions', id, values).catch((e) =>
        mapConstraint(e, unique),
      );
      if (!found) throw new NotFound();
      return getRegion(db, id, parseListQuery({}));
    },
  );
  app.delete<{ Params: { id: string } }>(
    '/v1/admin/regions/:id',
    { config: { access: { permission: 'admin_regions_remove' } }, schema: routeSchemas.remove },
    async (req, reply) => {
      const id = pathId(req.params.id);
      const found = await deleteRow(db, 'regions', id).catch((e) =>
        mapConstraint(e, { inUse: 'Регион используется в других разделах и не может быть удалён' }),
      );
      if (!found) throw new NotFound();
      return reply.status(204).send();
    },
  );
}
