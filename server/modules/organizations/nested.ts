/**
 * The registries nested under one organization or one branch (seed 001 §2, §3):
 *
 *   GET    /v1/admin/<parent>/:parent_id/<path>        list (the read key)
 *   GET    /v1/admin/<parent>/:parent_id/<path>/:id    one record
 *   POST   /v1/admin/<parent>/:parent_id/<path>        create  (the write key, scoped)
 *   PATCH  /v1/admin/<parent>/:parent_id/<path>/:id    update  (the write key, scoped)
 *   DELETE /v1/admin/<parent>/:parent_id/<path>/:id    remove  (the write key, scoped)
 *   GET    /v1/admin/<parent>/:parent_id/<path>/:id/changes   audit trail (audited ones)
 *
 * and, where the site shows them, `GET /v1/<parent>/:parent_id/<path>` of an active parent.
 * Fields, validation, serialization and the audit come from the definition through the generic
 * registry engine (server/registries); what is added here is the parent: its id on every row,
 * its existence, and the writer's scope over the parent's organization (./scope.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionKey } from '../../../src/access/permissionFamilies';
import type { RegistryDefinition } from '../../../src/registries';
import { adminOf } from '../../auth/guard';
import type { Db, Queryable } from '../../db';
import { insertRow, updateRow } from '../../http/crud';
import { attributesOf, mapConstraint, pathId, rawQuery } from '../../http/request';
import { ApiError, NotFound, Unprocessable } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { list, single, type Resource } from '../../jsonapi/serialize';
import { recordAudit, recordChanges } from '../../registries/audit';
import { listOrder, listWhere } from '../../registries/list';
import { includedFor, readRecords, serialize, type FlatRecord } from '../../registries/record';
import { validateWrite } from '../../registries/validate';
import { fetchPage } from '../../db/sql';
import { idParams, routeSchemas, writeBody, ListQuery } from '../../http/schemas';
import { assertOrganizationWrite } from './scope';
import { answer } from '../../http/moreSchemas';

export type ParentKind = 'organization' | 'branch';

const parents = {
  organization: { table: 'organizations', column: 'organization_id', segment: 'organizations' },
  branch: { table: 'branches', column: 'branch_id', segment: 'branches' },
} as const;

export interface NestedRegistry {
  definition: RegistryDefinition;
  parent: ParentKind;
  readKey: PermissionKey;
  writeKey: PermissionKey;
  /** Public reads of an active parent, with these fixed filters. */
  site?: { where: Record<string, boolean> };
  /** Unique index name → [field, Russian message]. */
  unique?: Record<string, readonly [string, string]>;
  /** Columns outside the definition, returned as attributes (ids as strings). */
  extraColumns?: readonly string[];
  /**
   * Validates the attributes outside the definition against the parent and returns their
   * column values, or field errors (reported together with the definition's).
   */
  extra?: (
    tx: Queryable,
    parent: Parent,
    attributes: Record<string, unknown>,
  ) => Promise<{ values: Record<string, unknown>; errors: { field: string; detail: string }[] }>;
}

export interface Parent {
  id: string;
  organizationId: string;
  active: boolean;
}

async function loadParent(db: Queryable, kind: ParentKind, id: string): Promise<Parent> {
  const sql =
    kind === 'organization'
      ? 'SELECT id, id AS organization_id, active FROM organizations WHERE id = $1'
      : `SELECT b.id, b.organization_id, (b.active AND o.active) AS active
           FROM branches b JOIN organizations o ON o.id = b.organization_id WHERE b.id = $1`;
  const [row] = await db.query<{ id: string; organization_id: string; active: boolean }>(sql, [id]);
  if (!row) throw new NotFound();
  return { id: String(row.id), organizationId: String(row.organization_id), active: row.active };
}

async function withExtras(
  db: Queryable,
  spec: NestedRegistry,
  data: Resource[],
): Promise<Resource[]> {
  const columns = spec.extraColumns ?? [];
  if (!columns.length || !data.length) return data;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, ${columns.join(', ')} FROM ${spec.definition.table} WHERE id = ANY($1::bigint[])`,
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

/** The records of one parent as a JSON:API list (admin or site). */
async function listChildren(
  db: Queryable,
  spec: NestedRegistry,
  req: FastifyRequest,
  parentId: string,
  site: boolean,
) {
  const { definition } = spec;
  const raw = rawQuery(req);
  const q = parseListQuery(raw, 100);
  const where = listWhere(definition, q, { site: false });
  where.and(`${parents[spec.parent].column} = ${where.p(parentId)}`);
  if (site)
    for (const [k, v] of Object.entries(spec.site?.where ?? {})) where.and(`${k} = ${where.p(v)}`);
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
  const data = await withExtras(db, spec, await serialize(db, definition, records, site));
  return list(
    data,
    { ...q, total: page.total },
    await includedFor(db, definition, records, q.included, site),
  );
}

async function findChild(
  db: Queryable,
  spec: NestedRegistry,
  parentId: string,
  id: string,
  lock = false,
): Promise<FlatRecord> {
  const column = parents[spec.parent].column;
  const [record] = await readRecords(
    db,
    spec.definition,
    `WHERE id = $1 AND ${column} = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, parentId],
  );
  if (!record) throw new NotFound();
  return record;
}

async function childDocument(
  db: Queryable,
  spec: NestedRegistry,
  record: FlatRecord,
  included: string[],
) {
  const data = await withExtras(db, spec, await serialize(db, spec.definition, [record], false));
  return single(data[0]!, await includedFor(db, spec.definition, [record], included, false));
}

/** Validates the definition's fields and the spec's extras together: one 422 with all errors. */
async function validateChild(
  tx: Queryable,
  spec: NestedRegistry,
  parent: Parent,
  attributes: Record<string, unknown>,
  before?: FlatRecord,
) {
  const extra = spec.extra ? await spec.extra(tx, parent, attributes) : { values: {}, errors: [] };
  const extraItems = new Unprocessable(extra.errors).items;
  try {
    const result = await validateWrite(tx, spec.definition, attributes, before);
    if (extraItems.length) throw new ApiError(422, extraItems);
    return { ...result, patch: { ...result.patch, ...extra.values } };
  } catch (e) {
    if (e instanceof Unprocessable && extraItems.length) {
      throw new ApiError(422, [...e.items, ...extraItems]);
    }
    throw e;
  }
}

/** Only the definition's columns and the extras go into the row (never a relationship). */
function columnsOf(spec: NestedRegistry, patch: Record<string, unknown>) {
  const allowed = new Set([...Object.keys(spec.definition.fields), ...(spec.extraColumns ?? [])]);
  return Object.fromEntries(Object.entries(patch).filter(([k]) => allowed.has(k)));
}

/** The parent's id in the path; a list's query and a new child's body, read by the handlers. */
const ParentIdParams = idParams('parent_id');
const listSchema = { params: ParentIdParams, querystring: ListQuery, response: answer.any };
const createSchema = { params: ParentIdParams, body: writeBody(), response: answer.created };

export function registerNested(app: FastifyInstance, spec: NestedRegistry): void {
  const db: Db = app.db;
  const { definition } = spec;
  const p = parents[spec.parent];
  const base = `/v1/admin/${p.segment}/:parent_id/${definition.path}`;
  type ParentParams = { Params: { parent_id: string } };
  type Params = { Params: { parent_id: string; id: string } };
  const read = { permission: spec.readKey } as const;
  const write = { permission: spec.writeKey, scoped: true } as const;
  const mapError = (e: unknown) => mapConstraint(e, { unique: spec.unique, inUse: undefined });

  app.get<ParentParams>(base, { config: { access: read }, schema: listSchema }, async (req) => {
    const parent = await loadParent(db, spec.parent, pathId(req.params.parent_id));
    return listChildren(db, spec, req, parent.id, false);
  });

  if (spec.site) {
    const sitePath = `/v1/${p.segment}/:parent_id/${definition.path}`;
    const siteOptions = { config: { access: 'public' as const }, schema: listSchema };
    app.get<ParentParams>(sitePath, siteOptions, async (req) => {
      const parent = await loadParent(db, spec.parent, pathId(req.params.parent_id));
      if (!parent.active) throw new NotFound();
      return listChildren(db, spec, req, parent.id, true);
    });
  }

  app.get<Params>(
    `${base}/:id`,
    { config: { access: read }, schema: routeSchemas.read },
    async (req) => {
      const parent = await loadParent(db, spec.parent, pathId(req.params.parent_id));
      const record = await findChild(db, spec, parent.id, pathId(req.params.id));
      return childDocument(db, spec, record, parseListQuery(rawQuery(req)).included);
    },
  );

  app.post<ParentParams>(
    base,
    { config: { access: write }, schema: createSchema },
    async (req, reply) => {
      const parent = await loadParent(db, spec.parent, pathId(req.params.parent_id));
      assertOrganizationWrite(req, parent.organizationId);
      const attributes = attributesOf(req.body, definition.type);
      const adminId = adminOf(req).id;
      const record = await db
        .transaction(async (tx) => {
          const { patch } = await validateChild(tx, spec, parent, attributes);
          const id = await insertRow(tx, definition.table, {
            ...columnsOf(spec, patch),
            [p.column]: parent.id,
          });
          const after = await findChild(tx, spec, parent.id, id);
          if (definition.audited)
            await recordAudit(tx, { definition, action: 'create', adminId, before: null, after });
          return after;
        })
        .catch(mapError);
      return reply.status(201).send(await childDocument(db, spec, record, []));
    },
  );

  app.patch<Params>(
    `${base}/:id`,
    { config: { access: write }, schema: routeSchemas.update },
    async (req) => {
      const parent = await loadParent(db, spec.parent, pathId(req.params.parent_id));
      assertOrganizationWrite(req, parent.organizationId);
      const id = pathId(req.params.id);
      const attributes = attributesOf(req.body, definition.type);
      const adminId = adminOf(req).id;
      const record = await db
        .transaction(async (tx) => {
          const before = await findChild(tx, spec, parent.id, id, true);
          const { patch } = await validateChild(tx, spec, parent, attributes, before);
          await updateRow(tx, definition.table, id, columnsOf(spec, patch));
          const after = await findChild(tx, spec, parent.id, id);
          if (definition.audited)
            await recordAudit(tx, { definition, action: 'update', adminId, before, after });
          return after;
        })
        .catch(mapError);
      return childDocument(db, spec, record, []);
    },
  );

  app.delete<Params>(
    `${base}/:id`,
    { config: { access: write }, schema: routeSchemas.remove },
    async (req, reply) => {
      const parent = await loadParent(db, spec.parent, pathId(req.params.parent_id));
      assertOrganizationWrite(req, parent.organizationId);
      const id = pathId(req.params.id);
      const adminId = adminOf(req).id;
      await db.transaction(async (tx) => {
        const before = await findChild(tx, spec, parent.id, id, true);
        await tx.query(`DELETE FROM ${definition.table} WHERE id = $1`, [id]);
        if (definition.audited)
          await recordAudit(tx, { definition, action: 'destroy', adminId, before, after: null });
      });
      return reply.status(204).send();
    },
  );

  if (definition.audited) {
    app.get<Params>(
      `${base}/:id/changes`,
      { config: { access: read }, schema: routeSchemas.idList },
      async (req) => {
        const parent = await loadParent(db, spec.parent, pathId(req.params.parent_id));
        const id = pathId(req.params.id);
        await findChild(db, spec, parent.id, id);
        return recordChanges(db, definition, id, parseListQuery(rawQuery(req)));
      },
    );
  }
}
