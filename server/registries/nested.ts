/**
 * Registries whose rows live under one record of another (`nested` in the definition: an
 * organization's reception hours, a branch's districts; seed 001 §2, §3):
 *
 *   GET    /v1/admin/<parent>/:parent_id/<path>        list (the family's read key)
 *   GET    /v1/admin/<parent>/:parent_id/<path>/:id    one record
 *   POST   /v1/admin/<parent>/:parent_id/<path>        create  (`admin_<family>_<write>`, scoped)
 *   PATCH  /v1/admin/<parent>/:parent_id/<path>/:id    update  (the same)
 *   DELETE /v1/admin/<parent>/:parent_id/<path>/:id    remove  (the same)
 *   GET    /v1/admin/<parent>/:parent_id/<path>/:id/changes   audit trail (audited ones)
 *
 * and, for a definition with `site`, `GET /v1/<parent>/:parent_id/<path>` of an active parent.
 * Fields, validation, serialization and the audit are the engine's; the parent — how it is
 * loaded, whether it is active and who may write its rows — is given by the module that serves
 * the parent registry (`ParentKind`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Scope } from '../../src/access/scoping';
import type { RegistryDefinition } from '../../src/registries';
import { adminOf } from '../auth/guard';
import type { Queryable } from '../db';
import { fetchPage } from '../db/sql';
import { insertRow, updateRow } from '../http/crud';
import { answer } from '../http/moreSchemas';
import { attributesOf, pathId, rawQuery } from '../http/request';
import { idParams, ListQuery, routeSchemas, writeBody } from '../http/schemas';
import { ApiError, Forbidden, NotFound, Unprocessable } from '../jsonapi/errors';
import { parseListQuery } from '../jsonapi/query';
import { list, single, type Resource } from '../jsonapi/serialize';
import { recordAudit, recordChanges } from './audit';
import { mapDbError, permissionOf } from './crud';
import { listOrder, listWhere } from './list';
import { includedFor, readRecords, serialize, type FlatRecord } from './record';
import { adminScope } from './scope';
import { validateWrite } from './validate';

/** A parent record as its kind loads it. */
export interface Parent {
  id: string;
  /** The site shows the rows of an active parent only. */
  active: boolean;
}

/** A kind of parent: its route segment, its rows' column, how it loads and who writes under it. */
export interface ParentKind<P extends Parent = Parent> {
  /** The path segment under /v1/admin and /v1 ('organizations'). */
  segment: string;
  /** The column of a child row holding the parent's id. */
  column: string;
  /** The parent by id; NotFound when there is none. */
  load(db: Queryable, id: string): Promise<P>;
  /** Whether a staff member with this scope may write the parent's rows. */
  mayWrite(scope: Scope, parent: P): boolean;
}

/** What a module adds to a nested registry beyond its definition. */
export interface NestedOptions<P extends Parent = Parent> {
  /** Columns outside the definition, returned as attributes (ids as strings). */
  extraColumns?: readonly string[];
  /**
   * Validates the attributes outside the definition against the parent and returns their
   * column values, or field errors (reported together with the definition's).
   */
  extra?: (
    tx: Queryable,
    parent: P,
    attributes: Record<string, unknown>,
  ) => Promise<{ values: Record<string, unknown>; errors: { field: string; detail: string }[] }>;
}

async function withExtras(
  db: Queryable,
  definition: RegistryDefinition,
  columns: readonly string[],
  data: Resource[],
): Promise<Resource[]> {
  if (!columns.length || !data.length) return data;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, ${columns.join(', ')} FROM ${definition.table} WHERE id = ANY($1::bigint[])`,
    [data.map((d) => d.id)],
  );
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  for (const resource of data) {
    const row = byId.get(resource.id);
    for (const column of columns) {
      const value = row?.[column];
      resource.attributes = {
        ...resource.attributes,
        [column]: value === null || value === undefined ? null : String(value),
      };
    }
  }
  return data;
}

const ParentIdParams = idParams('parent_id');
const listSchema = { params: ParentIdParams, querystring: ListQuery, response: answer.any };
const createSchema = { params: ParentIdParams, body: writeBody(), response: answer.created };

export function registerNestedRoutes<P extends Parent>(
  app: FastifyInstance,
  definition: RegistryDefinition,
  kind: ParentKind<P>,
  options: NestedOptions<P> = {},
): void {
  const db = app.db;
  const nested = definition.nested;
  const readKey = permissionOf(definition, 'read');
  const writeKey = nested && permissionOf(definition, nested.write);
  if (!readKey || !writeKey)
    throw new Error(`${definition.name}: a nested registry needs its read and write keys`);
  const extraColumns = options.extraColumns ?? [];
  const base = `/v1/admin/${kind.segment}/:parent_id/${definition.path}`;
  type ParentParams = { Params: { parent_id: string } };
  type Params = { Params: { parent_id: string; id: string } };
  const read = { permission: readKey } as const;
  const write = { permission: writeKey, scoped: true } as const;

  const parentOf = (req: FastifyRequest<ParentParams>) =>
    kind.load(db, pathId(req.params.parent_id));
  /** The parent, after a 403 unless the caller may write its rows. */
  const writableParent = async (req: FastifyRequest<ParentParams>) => {
    const parent = await parentOf(req);
    if (!kind.mayWrite(adminScope(req), parent)) throw new Forbidden();
    return parent;
  };

  async function findChild(tx: Queryable, parentId: string, id: string, lock = false) {
    const [record] = await readRecords(
      tx,
      definition,
      `WHERE id = $1 AND ${kind.column} = $2${lock ? ' FOR UPDATE' : ''}`,
      [id, parentId],
    );
    if (!record) throw new NotFound();
    return record;
  }

  async function childDocument(tx: Queryable, record: FlatRecord, included: string[]) {
    const data = await serialize(tx, definition, [record], false);
    await withExtras(tx, definition, extraColumns, data);
    return single(data[0]!, await includedFor(tx, definition, [record], included, false));
  }

  /** The records of one parent as a JSON:API list (console or site). */
  async function listChildren(req: FastifyRequest, parentId: string, site: boolean) {
    const raw = rawQuery(req);
    const q = parseListQuery(raw, definition.perPage ?? 100);
    const where = listWhere(definition, q, { site });
    where.and(`${kind.column} = ${where.p(parentId)}`);
    const order = listOrder(definition, q, raw, false);
    const page = await fetchPage<{ id: string }>(db, 'id', definition.table, where, order, q);
    const records = page.rows.length
      ? await readRecords(db, definition, 'WHERE id = ANY($1::bigint[])', [
          page.rows.map((r) => r.id),
        ])
      : [];
    // readRecords does not keep the page's order.
    const position = new Map(page.rows.map((r, i) => [String(r.id), i]));
    records.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    const data = await serialize(db, definition, records, site);
    return list(
      await withExtras(db, definition, extraColumns, data),
      { ...q, total: page.total },
      await includedFor(db, definition, records, q.included, site),
    );
  }

  /** The definition's fields and the module's extras together: one 422 with all errors. */
  async function validateChild(
    tx: Queryable,
    parent: P,
    attributes: Record<string, unknown>,
    before?: FlatRecord,
  ) {
    const extra = options.extra
      ? await options.extra(tx, parent, attributes)
      : { values: {}, errors: [] };
    const extraItems = new Unprocessable(extra.errors).items;
    try {
      const result = await validateWrite(tx, definition, attributes, before);
      if (extraItems.length) throw new ApiError(422, extraItems);
      return { ...result.patch, ...extra.values };
    } catch (e) {
      if (e instanceof Unprocessable && extraItems.length)
        throw new ApiError(422, [...e.items, ...extraItems]);
      throw e;
    }
  }

  /** Only the definition's columns and the extras go into the row (never a relationship). */
  const allowed = new Set([...Object.keys(definition.fields), ...extraColumns]);
  const columnsOf = (patch: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(patch).filter(([k]) => allowed.has(k)));
  const mapError = (e: unknown) => mapDbError(definition, e);

  app.get<ParentParams>(base, { config: { access: read }, schema: listSchema }, async (req) =>
    listChildren(req, (await parentOf(req)).id, false),
  );

  if (definition.site) {
    const sitePath = `/v1/${kind.segment}/:parent_id/${definition.path}`;
    const siteOptions = { config: { access: 'public' as const }, schema: listSchema };
    app.get<ParentParams>(sitePath, siteOptions, async (req) => {
      const parent = await parentOf(req);
      if (!parent.active) throw new NotFound();
      return listChildren(req, parent.id, true);
    });
  }

  app.get<Params>(
    `${base}/:id`,
    { config: { access: read }, schema: routeSchemas.read },
    async (req) => {
      const parent = await parentOf(req);
      const record = await findChild(db, parent.id, pathId(req.params.id));
      return childDocument(db, record, parseListQuery(rawQuery(req)).included);
    },
  );

  app.post<ParentParams>(
    base,
    { config: { access: write }, schema: createSchema },
    async (req, reply) => {
      const parent = await writableParent(req);
      const attributes = attributesOf(req.body, definition.type);
      const adminId = adminOf(req).id;
      const record = await db
        .transaction(async (tx) => {
          const patch = await validateChild(tx, parent, attributes);
          const id = await insertRow(tx, definition.table, {
            ...columnsOf(patch),
            [kind.column]: parent.id,
          });
          const after = await findChild(tx, parent.id, id);
          if (definition.audited)
            await recordAudit(tx, { definition, action: 'create', adminId, before: null, after });
          return after;
        })
        .catch(mapError);
      return reply.status(201).send(await childDocument(db, record, []));
    },
  );

  app.patch<Params>(
    `${base}/:id`,
    { config: { access: write }, schema: routeSchemas.update },
    async (req) => {
      const parent = await writableParent(req);
      const id = pathId(req.params.id);
      const attributes = attributesOf(req.body, definition.type);
      const adminId = adminOf(req).id;
      const record = await db
        .transaction(async (tx) => {
          const before = await findChild(tx, parent.id, id, true);
          const patch = await validateChild(tx, parent, attributes, before);
          await updateRow(tx, definition.table, id, columnsOf(patch));
          const after = await findChild(tx, parent.id, id);
          if (definition.audited)
            await recordAudit(tx, { definition, action: 'update', adminId, before, after });
          return after;
        })
        .catch(mapError);
      return childDocument(db, record, []);
    },
  );

  app.delete<Params>(
    `${base}/:id`,
    { config: { access: write }, schema: routeSchemas.remove },
    async (req, reply) => {
      const parent = await writableParent(req);
      const id = pathId(req.params.id);
      const adminId = adminOf(req).id;
      await db
        .transaction(async (tx) => {
          const before = await findChild(tx, parent.id, id, true);
          await tx.query(`DELETE FROM ${definition.table} WHERE id = $1`, [id]);
          if (definition.audited)
            await recordAudit(tx, { definition, action: 'destroy', adminId, before, after: null });
        })
        .catch(mapError);
      return reply.status(204).send();
    },
  );

  if (definition.audited) {
    app.get<Params>(
      `${base}/:id/changes`,
      { config: { access: read }, schema: routeSchemas.idList },
      async (req) => {
        const parent = await parentOf(req);
        const id = pathId(req.params.id);
        await findChild(db, parent.id, id);
        return recordChanges(db, definition, id, parseListQuery(rawQuery(req)));
      },
    );
  }
}
