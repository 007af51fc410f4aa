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
 * and, for a definition with `site`, `GET /v1/<parent>/:parent_id/<path>[/:id]` of an active
 * parent (the rows the site shows). A write takes the family's `nested.write` action, or else
 * its own (create, update, remove). With `nested.alsoById` the rows are also addressed by their
 * id alone, the parent read from the row — `GET|PATCH|DELETE /v1/admin/<path>/:id` (and its
 * changes) and, with `site`, `GET /v1/<path>/:id` — under the same parent's rules.
 * Fields, validation, serialization and the audit are the engine's; the parent — how it is
 * loaded, whether it is active and who may write its rows — is given by the module that serves
 * the parent registry (`ParentKind`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Scope } from '../../src/access/scoping';
import type { RegistryDefinition } from '../../src/registries';
import { adminOf } from '../auth/guard';
import type { Queryable } from '../db';
import { Where } from '../db/sql';
import { insertRow, updateRow } from '../http/crud';
import { pathId, rawQuery } from '../http/request';
import { IdParams, idParams, listDocument, ListQuery } from '../http/schemas';
import { ApiError, Forbidden, NotFound, Unprocessable } from '../jsonapi/errors';
import { parseListQuery } from '../jsonapi/query';
import type { Resource } from '../jsonapi/serialize';
import { recordAudit, recordChanges } from './audit';
import { mapDbError, permissionOf, type SavedBody } from './crud';
import { rootBody } from '../http/formBody';
import { siteWhere } from './list';
import { listPage, recordDocument } from './read';
import { readRecords, type FlatRecord } from './record';
import { answers, registrySchemas } from './schemas';
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

/** The module's columns of each resource, added to its attributes (ids as strings). */
async function withExtras(
  db: Queryable,
  definition: RegistryDefinition,
  columns: readonly string[],
  data: Resource[],
): Promise<void> {
  if (!columns.length || !data.length) return;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, ${columns.join(', ')} FROM ${definition.table} WHERE id = ANY($1::bigint[])`,
    [data.map((d) => d.id)],
  );
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  for (const resource of data) {
    const row = byId.get(resource.id) ?? {};
    const values = columns.map((c) => [c, row[c] == null ? null : String(row[c])]);
    resource.attributes = { ...resource.attributes, ...Object.fromEntries(values) };
  }
}

const ParentIdParams = idParams('parent_id');
const ChildParams = idParams('parent_id', 'id');

type WriteAction = 'create' | 'update' | 'remove';

export function registerNestedRoutes<P extends Parent>(
  app: FastifyInstance,
  definition: RegistryDefinition,
  kind: ParentKind<P>,
  options: NestedOptions<P> = {},
): void {
  const db = app.db;
  const nested = definition.nested;
  if (!nested) throw new Error(`${definition.name}: not a nested registry`);
  const readKey = permissionOf(definition, 'read');
  const writeKey = (action: WriteAction) => permissionOf(definition, nested.write ?? action);
  if (!readKey || (nested.write && !writeKey('create')))
    throw new Error(`${definition.name}: a nested registry needs its read and write keys`);
  const extraColumns = options.extraColumns ?? [];
  const base = `/v1/admin/${kind.segment}/:parent_id/${definition.path}`;
  const sitePath = `/v1/${kind.segment}/:parent_id/${definition.path}`;
  type ParentParams = { Params: { parent_id: string } };
  type Params = { Params: { parent_id?: string; id: string } };
  const read = { permission: readKey } as const;
  /** The write's access, or undefined when the family lacks its action (no route then). */
  const writeAccess = (action: WriteAction) => {
    const key = writeKey(action);
    return key && ({ permission: key, scoped: true } as const);
  };

  const schemas = registrySchemas(definition);
  const { tags } = schemas;
  /** A write's `{<type>: {…}}` root, judged as its JSON:API twin (server/http/formBody.ts `rootBody`). */
  const preValidation = rootBody(definition.type);
  const listSchema = (params: typeof ParentIdParams, site: boolean) => ({
    tags,
    params,
    querystring: site ? schemas.siteListQuery : schemas.listQuery,
    response: answers(200, site ? schemas.siteList : schemas.list),
  });
  const readSchema = (params: typeof ChildParams | typeof IdParams, site: boolean) => ({
    tags,
    params,
    querystring: ListQuery,
    response: answers(200, site ? schemas.siteDocument : schemas.document),
  });
  const writeSchema = (params: typeof ParentIdParams | typeof ChildParams | typeof IdParams) => ({
    tags,
    params,
    querystring: ListQuery,
    body: schemas.writeBody,
    response: answers(200, schemas.document),
  });
  const createSchema = { ...writeSchema(ParentIdParams), response: answers(201, schemas.document) };
  const removeSchema = (params: typeof ChildParams | typeof IdParams) => ({
    tags,
    params,
    response: answers(204, schemas.noContent),
  });
  const changesSchema = (params: typeof ChildParams | typeof IdParams) => ({
    tags,
    params,
    querystring: ListQuery,
    response: answers(200, listDocument()),
  });

  const parentOf = (req: FastifyRequest<ParentParams>) =>
    kind.load(db, pathId(req.params.parent_id));
  /** The parent of the row `id` (its kind's column), for the routes addressing it by id alone. */
  async function parentOfRow(id: string): Promise<P> {
    const [row] = await db.query<{ parent_id: string | null }>(
      `SELECT ${kind.column} AS parent_id FROM ${definition.table} WHERE id = $1`,
      [id],
    );
    if (row?.parent_id === null || row?.parent_id === undefined) throw new NotFound();
    return kind.load(db, String(row.parent_id));
  }
  /** The parent, after a 403 unless the caller may write its rows. */
  const writable = (req: FastifyRequest, parent: P) => {
    if (!kind.mayWrite(adminScope(req), parent)) throw new Forbidden();
    return parent;
  };

  /** A row of the parent (on the site only one it shows); `lock` for a write. */
  async function findChild(
    tx: Queryable,
    parentId: string,
    id: string,
    lock = false,
    site = false,
  ) {
    const where = new Where();
    where.and(`id = ${where.p(id)}`).and(`${kind.column} = ${where.p(parentId)}`);
    if (site) siteWhere(where, definition, false);
    const tail = `${where}${lock ? ' FOR UPDATE' : ''}`;
    const [record] = await readRecords(tx, definition, tail, where.params);
    if (!record) throw new NotFound();
    return record;
  }

  async function childDocument(
    tx: Queryable,
    record: FlatRecord,
    included: readonly string[],
    site = false,
  ) {
    const doc = await recordDocument(tx, definition, record, included, site);
    await withExtras(tx, definition, extraColumns, [doc.data as Resource]);
    return doc;
  }

  /** The records of one parent as a JSON:API list (console or site); never a capped count. */
  async function listChildren(req: FastifyRequest, parentId: string, site: boolean) {
    const q = parseListQuery(rawQuery(req), definition.perPage ?? 100);
    const narrowReads = (where: Where) => where.and(`${kind.column} = ${where.p(parentId)}`);
    const doc = await listPage(db, definition, req, q, { site, hooks: { narrowReads } }, false);
    await withExtras(db, definition, extraColumns, doc.data as Resource[]);
    return doc;
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

  /** One row as the console (or, `site`, a visitor under an active parent) reads it. */
  async function show(req: FastifyRequest<Params>, parent: P, site: boolean) {
    if (site && !parent.active) throw new NotFound();
    const record = await findChild(db, parent.id, pathId(req.params.id), false, site);
    return childDocument(db, record, parseListQuery(rawQuery(req)).included, site);
  }

  async function update(req: FastifyRequest<Params & SavedBody>, parent: P) {
    writable(req, parent);
    const id = pathId(req.params.id);
    const attributes = req.body.data.attributes;
    const adminId = adminOf(req).id;
    const record = await db
      .transaction(async (tx) => {
        const before = await findChild(tx, parent.id, id, true);
        const patch = await validateChild(tx, parent, attributes, before);
        await updateRow(tx, definition.table, id, columnsOf(patch));
        const after = await findChild(tx, parent.id, id);
        await recordAudit(tx, { definition, action: 'update', adminId, before, after });
        return after;
      })
      .catch(mapError);
    return childDocument(db, record, []);
  }

  async function remove(req: FastifyRequest<Params>, parent: P) {
    writable(req, parent);
    const id = pathId(req.params.id);
    const adminId = adminOf(req).id;
    await db
      .transaction(async (tx) => {
        const before = await findChild(tx, parent.id, id, true);
        await tx.query(`DELETE FROM ${definition.table} WHERE id = $1`, [id]);
        await recordAudit(tx, { definition, action: 'destroy', adminId, before, after: null });
      })
      .catch(mapError);
  }

  async function changes(req: FastifyRequest<Params>, parent: P) {
    const id = pathId(req.params.id);
    await findChild(db, parent.id, id);
    return recordChanges(db, definition, id, parseListQuery(rawQuery(req)));
  }

  /** The one-row routes at `path` (/:id), the parent found by `parentFor`. */
  function rowRoutes(
    path: string,
    params: typeof ChildParams | typeof IdParams,
    parentFor: (req: FastifyRequest<Params>) => Promise<P>,
  ) {
    app.get<Params>(path, { config: { access: read }, schema: readSchema(params, false) }, (req) =>
      parentFor(req).then((parent) => show(req, parent, false)),
    );
    const updateAccess = writeAccess('update');
    if (updateAccess)
      app.patch<Params & SavedBody>(
        path,
        { config: { access: updateAccess }, preValidation, schema: writeSchema(params) },
        async (req) => update(req, await parentFor(req)),
      );
    const removeAccess = definition.removable === false ? undefined : writeAccess('remove');
    if (removeAccess)
      app.delete<Params>(
        path,
        { config: { access: removeAccess }, schema: removeSchema(params) },
        async (req, reply) => {
          await remove(req, await parentFor(req));
          return reply.status(204).send();
        },
      );
    if (definition.audited)
      app.get<Params>(
        `${path}/changes`,
        { config: { access: read }, schema: changesSchema(params) },
        async (req) => changes(req, await parentFor(req)),
      );
  }

  app.get<ParentParams>(
    base,
    { config: { access: read }, schema: listSchema(ParentIdParams, false) },
    async (req) => listChildren(req, (await parentOf(req)).id, false),
  );

  if (definition.site) {
    const siteAccess = { access: 'public' as const };
    app.get<ParentParams>(
      sitePath,
      { config: siteAccess, schema: listSchema(ParentIdParams, true) },
      async (req) => {
        const parent = await parentOf(req);
        if (!parent.active) throw new NotFound();
        return listChildren(req, parent.id, true);
      },
    );
    app.get<Params>(
      `${sitePath}/:id`,
      { config: siteAccess, schema: readSchema(ChildParams, true) },
      async (req) => show(req, await kind.load(db, pathId(req.params.parent_id!)), true),
    );
    if (nested.alsoById)
      app.get<Params>(
        `/v1/${definition.path}/:id`,
        { config: siteAccess, schema: readSchema(IdParams, true) },
        async (req) => show(req, await parentOfRow(pathId(req.params.id)), true),
      );
  }

  const createAccess = writeAccess('create');
  if (createAccess)
    app.post<ParentParams & SavedBody>(
      base,
      { config: { access: createAccess }, preValidation, schema: createSchema },
      async (req, reply) => {
        const parent = writable(req, await parentOf(req));
        const attributes = req.body.data.attributes;
        const adminId = adminOf(req).id;
        const record = await db
          .transaction(async (tx) => {
            const patch = await validateChild(tx, parent, attributes);
            const id = await insertRow(tx, definition.table, {
              ...columnsOf(patch),
              [kind.column]: parent.id,
            });
            const after = await findChild(tx, parent.id, id);
            await recordAudit(tx, { definition, action: 'create', adminId, before: null, after });
            return after;
          })
          .catch(mapError);
        return reply.status(201).send(await childDocument(db, record, []));
      },
    );

  rowRoutes(`${base}/:id`, ChildParams, (req) => kind.load(db, pathId(req.params.parent_id!)));
  if (nested.alsoById)
    rowRoutes(`/v1/admin/${definition.path}/:id`, IdParams, (req) =>
      parentOfRow(pathId(req.params.id)),
    );
}
