/**
 * The older engine of one reference registry (services), moving onto server/registries
 * (issue 37; sources and dictionaries moved):
 * a site list/show under /v1/<name> and an admin list/show/create/update/delete under
 * /v1/admin/<name>, each admin call gated by `admin_<name>_<action>`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReferenceRegistry } from '../../../src/access/permissions';
import type { Queryable } from '../../db';
import { NotFound } from '../../jsonapi/errors';
import { parseListQuery, type ListQuery } from '../../jsonapi/query';
import { list, single, type Resource } from '../../jsonapi/serialize';
import { deleteRow, insertRow, updateRow } from '../../http/crud';
import { Fields } from '../../http/fields';
import {
  attributesOf,
  mapConstraint,
  pathId,
  rawQuery,
  type ConstraintMessages,
} from '../../http/request';
import type { FormBodyRoute } from './formBody';
import { IdParams, routeSchemas, ListQuery as ListQuerySchema } from '../../http/schemas';
import { fetchPage, orderBy, Where } from '../../db/sql';
import { answer, AnyAttributes, formWriteSchemas } from '../../http/moreSchemas';

export interface Registry<Row extends { id: string }> {
  name: ReferenceRegistry;
  table: string;
  /** JSON:API type and the body key of the console's form (`{service: {...}}`). */
  type: string;
  columns: string;
  natural: string;
  sortable: Record<string, string>;
  searchColumns: string[];
  serialize(row: Row): Resource;
  /** Extra conditions from filters; `site` is true on the public path. */
  filter(where: Where, q: ListQuery, request: FastifyRequest, site: boolean): void;
  included?(db: Queryable, rows: Row[], q: ListQuery): Promise<Resource[]>;
  validate(f: Fields, db: Queryable, partial: boolean, id?: string): Promise<void> | void;
  /** Runs after a validated insert or update, with the same values (relation tables). */
  afterWrite?(db: Queryable, id: string, values: Record<string, unknown>): Promise<void>;
  /** Values that are validated but not columns of `table` (handled in afterWrite). */
  virtual?: string[];
  constraints: ConstraintMessages;
  readOnly: string[];
  /** Per page when the client does not say (the seeds call these lists with per 100). */
  defaultPer?: number;
  /** The files the create and update take in a form body (the service passport). */
  form?: FormBodyRoute;
}

export function registerRegistry<Row extends { id: string }>(
  app: FastifyInstance,
  r: Registry<Row>,
  paths: { site?: boolean } = { site: true },
): void {
  const db = app.db;

  async function page(request: FastifyRequest, site: boolean) {
    const raw = rawQuery(request);
    const q = parseListQuery(raw, r.defaultPer ?? 100);
    const where = new Where().search(r.searchColumns, q.query);
    r.filter(where, q, request, site);
    const order = orderBy(q, raw, r.natural, r.sortable);
    const found = await fetchPage<Row>(db, r.columns, r.table, where, order, q);
    const included = r.included ? await r.included(db, found.rows, q) : [];
    return list(found.rows.map(r.serialize), { ...q, total: found.total }, included);
  }

  async function one(request: FastifyRequest, id: string, site: boolean, q?: ListQuery) {
    const query = q ?? parseListQuery(rawQuery(request));
    const where = new Where();
    where.and(`id = ${where.p(id)}`);
    r.filter(where, { ...query, filters: {} }, request, site);
    const [row] = await db.query<Row>(`SELECT ${r.columns} FROM ${r.table} ${where}`, where.params);
    if (!row) throw new NotFound();
    return single(r.serialize(row), r.included ? await r.included(db, [row], query) : []);
  }

  async function write(request: FastifyRequest, partial: boolean, id?: string) {
    const f = new Fields(attributesOf(request.body, r.type), partial, r.readOnly);
    await r.validate(f, db, partial, id);
    const values = f.done();
    const columns = Object.fromEntries(
      Object.entries(values).filter(([k]) => !(r.virtual ?? []).includes(k)),
    );
    return db
      .transaction(async (tx) => {
        const savedId = id ?? (await insertRow(tx, r.table, columns));
        if (id && !(await updateRow(tx, r.table, id, columns))) throw new NotFound();
        await r.afterWrite?.(tx, savedId, values);
        return savedId;
      })
      .catch((e: unknown) => mapConstraint(e, r.constraints));
  }

  // A save answers with the saved record; services come with their organizations included
  // (seed 000 §7 "services are serialized with the organization included").
  const detail = { ...parseListQuery({}), included: ['organizations'] };
  if (paths.site !== false) {
    app.get(`/v1/${r.name}`, { config: { access: 'public' }, schema: routeSchemas.list }, (req) =>
      page(req, true),
    );
    app.get<{ Params: { id: string } }>(
      `/v1/${r.name}/:id`,
      { config: { access: 'public' }, schema: routeSchemas.read },
      (req) => one(req, pathId(req.params.id), true),
    );
  }
  const admin = `/v1/admin/${r.name}`;
  const listSchema = { querystring: ListQuerySchema, response: answer.list };
  app.get(
    admin,
    { config: { access: { permission: `admin_${r.name}_read` } }, schema: listSchema },
    (req) => {
      return page(req, false);
    },
  );
  app.get<{ Params: { id: string } }>(
    `${admin}/:id`,
    {
      config: { access: { permission: `admin_${r.name}_read` } },
      schema: { params: IdParams, querystring: ListQuerySchema, response: answer.document },
    },
    (req) => {
      return one(req, pathId(req.params.id), false);
    },
  );
  const form = r.form ? { formBody: r.form } : {};
  app.post(
    admin,
    {
      config: { access: { permission: `admin_${r.name}_create` }, ...form },
      schema: formWriteSchemas(AnyAttributes, r.type).create,
    },
    async (req, reply) => {
      const id = await write(req, false);
      return reply.status(201).send(await one(req, id, false, detail));
    },
  );
  app.patch<{ Params: { id: string } }>(
    `${admin}/:id`,
    {
      config: { access: { permission: `admin_${r.name}_update` }, ...form },
      schema: formWriteSchemas(AnyAttributes, r.type).update,
    },
    async (req) => {
      const id = pathId(req.params.id);
      await write(req, true, id);
      return one(req, id, false, detail);
    },
  );
  app.delete<{ Params: { id: string } }>(
    `${admin}/:id`,
    { config: { access: { permission: `admin_${r.name}_remove` } }, schema: routeSchemas.remove },
    async (req, reply) => {
      const id = pathId(req.params.id);
      const found = await deleteRow(db, r.table, id).catch((e: unknown) =>
        mapConstraint(e, r.constraints),
      );
      if (!found) throw new NotFound();
      return reply.status(204).send();
    },
  );
}
