/**
 * The console's routes of a registry under /v1/admin/<path>: list, export, show, create,
 * update, remove and the record's changes, each gated by `admin_<family>_<action>`. Writes
 * run in one transaction: lock, validate, scope check before and after, write the row and its
 * join tables, fill the authors (and a new record's slugs), and add the audit row.
 */
import { alreadyExists } from '../../i18n/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keyOf, type PermissionKey } from '../../src/access/permissionFamilies';
import { columnOf, type RegistryDefinition } from '../../src/registries';
import { adminOf } from '../auth/guard';
import type { RouteAccess } from '../auth/routeAccess';
import type { Scope } from '../../src/access/scoping';
import type { Queryable } from '../db';
import { insertRow, updateRow } from '../http/crud';
import { rootBody } from '../http/formBody';
import { mapConstraint, pathId, rawQuery } from '../http/request';
import { NotFound, Unprocessable } from '../jsonapi/errors';
import { parseListQuery } from '../jsonapi/query';
import { listQuery } from './list';
import { recordAudit, recordChanges } from './audit';
import { exportRegistry } from './export';
import { findRecord, listPage, recordDocument } from './read';
import { entries, readRecord, type FlatRecord } from './record';
import { adminScope, assertInScope } from './scope';
import { newSlugs } from './slugs';
import { recordStatusChange, removeStatusChanges } from './statusChanges';
import { validateWrite, type WriteOptions } from './validate';
import { writesServedVersion } from './runtime/served';
import type { RegistryHooks } from './hooks';
import { formFileFields } from './record';
import { formBodyRoute } from './formFiles';
import { answers, registrySchemas } from './schemas';
import { listDocument, ListQuery } from '../http/schemas';
import { Type } from 'typebox';

/** The export's answer: the table's bytes (server/registries/export.ts). */
const ExportFile = Type.Unknown({ description: 'Файл CSV или XLSX' });

/** A create's or an update's body once its schema (`writeBody`) judged it. */
export type SavedBody = { Body: { data: { attributes: Record<string, unknown> } } };

/** Russian messages of the engine's own errors. */
export const registryMessages = {
  inUse: 'Запись используется в других разделах и не может быть удалена',
  duplicate: alreadyExists('Запись', 'значением'),
} as const;

/** `admin_<family>_<action>`, or the fallback action's key when the family lacks it. */
export function permissionOf(definition: RegistryDefinition, action: string, fallback?: string) {
  return (
    keyOf(definition.permissions, action) ??
    (fallback ? keyOf(definition.permissions, fallback) : undefined)
  );
}

/** `permissionOf`, or a start-up error when the family lacks the action. */
export function requiredPermission(
  definition: RegistryDefinition,
  action: string,
  fallback?: string,
): PermissionKey {
  const key = permissionOf(definition, action, fallback);
  if (!key)
    throw new Error(`${definition.name}: the family ${definition.permissions} has no ${action}`);
  return key;
}

/** Unique and foreign-key violations as field errors; a removal still referenced → 422. */
export function mapDbError(definition: RegistryDefinition, error: unknown): never {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505') {
    const hit = entries(definition).find(([key, field]) =>
      [key, columnOf(key, field)].some((n) => e.constraint?.includes(n) || e.message?.includes(n)),
    );
    if (hit)
      throw Unprocessable.field(hit[0], hit[1].unique ?? registryMessages.duplicate, hit[1].label);
  }
  return mapConstraint(error, { inUse: definition.inUse ?? registryMessages.inUse });
}

/** Field values → table columns (`columnOf`: a file field's attachment column; many-refs excluded). */
export function columnsOf(definition: RegistryDefinition, patch: Record<string, unknown>) {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    const field = definition.fields[key];
    if (!field || field.kind === 'references') continue;
    columns[columnOf(key, field)] = value;
  }
  return columns;
}

/** Replaces the join rows of the many-reference fields in the patch. */
export async function writeJoins(
  tx: Queryable,
  definition: RegistryDefinition,
  id: string,
  patch: Record<string, unknown>,
): Promise<void> {
  for (const [key, field] of entries(definition)) {
    if (field.kind !== 'references' || !(key in patch)) continue;
    const { table, key: owner, foreignKey } = field.through;
    await tx.query(`DELETE FROM ${table} WHERE ${owner} = $1`, [id]);
    const ids = (patch[key] as string[] | null) ?? [];
    if (ids.length)
      await tx.query(
        `INSERT INTO ${table} (${owner}, ${foreignKey}) SELECT $1, unnest($2::bigint[])`,
        [id, ids],
      );
  }
}

/** A new record's status: the workflow field's default (only moves change it later). */
function initialStatus(definition: RegistryDefinition): Record<string, unknown> {
  const field = definition.workflow?.field;
  return field ? { [field]: definition.fields[field]!.default } : {};
}

/** The authors a definition declares, filled from the staff member writing. */
export function authors(definition: RegistryDefinition, adminId: string, create: boolean) {
  const out: Record<string, unknown> = {};
  if (create && 'created_by_id' in definition.fields) out.created_by_id = adminId;
  if ('updated_by_id' in definition.fields) out.updated_by_id = adminId;
  return out;
}

/**
 * One record's edit inside `tx`: lock and read it, check the scope before and after, validate,
 * write the row, its join tables and authors, and add the audit row. The PATCH route and the
 * mass update (./bulk.ts) both edit through it.
 */
export async function updateRecord(
  tx: Queryable,
  definition: RegistryDefinition,
  id: string,
  attributes: Record<string, unknown>,
  adminId: string,
  scope: Scope,
  options: WriteOptions = {},
): Promise<FlatRecord> {
  await writesServedVersion(tx, definition);
  const before = await readRecord(tx, definition, id, true);
  if (!before) throw new NotFound();
  assertInScope(definition, scope, before);
  const { patch, record: values } = await validateWrite(
    tx,
    definition,
    attributes,
    before,
    options,
  );
  assertInScope(definition, scope, values);
  const row = { ...patch, ...authors(definition, adminId, false) };
  await updateRow(tx, definition.table, id, columnsOf(definition, row));
  await writeJoins(tx, definition, id, row);
  const after = (await readRecord(tx, definition, id))!;
  await recordAudit(tx, { definition, action: 'update', adminId, before, after });
  return after;
}

/**
 * A new record inside `tx`: validate, check the scope, fill its slugs, status and authors,
 * write the row and its join tables, start its status history, and add the audit row.
 */
export async function createRecord(
  tx: Queryable,
  definition: RegistryDefinition,
  attributes: Record<string, unknown>,
  adminId: string,
  scope: Scope,
  options: WriteOptions & Pick<AdminRouteOptions, 'afterCreate'> = {},
): Promise<FlatRecord> {
  await writesServedVersion(tx, definition);
  const { patch, record: values } = await validateWrite(
    tx,
    definition,
    attributes,
    undefined,
    options,
  );
  assertInScope(definition, scope, values);
  const slugs = await newSlugs(tx, definition, values);
  const status = initialStatus(definition);
  const row = { ...patch, ...slugs, ...status, ...authors(definition, adminId, true) };
  const id = await insertRow(tx, definition.table, columnsOf(definition, row));
  await writeJoins(tx, definition, id, row);
  if (definition.workflow) {
    const to = String(row[definition.workflow.field]);
    const change = { registry: definition.name, id, from: null, to, comment: null };
    await recordStatusChange(tx, { ...change, adminId });
  }
  await options.afterCreate?.(tx, id, adminId);
  const after = (await readRecord(tx, definition, id))!;
  await recordAudit(tx, { definition, action: 'create', adminId, before: null, after });
  return after;
}

/** A record's removal inside `tx`: lock it, check the scope, delete it and add the audit row. */
export async function removeRecord(
  tx: Queryable,
  definition: RegistryDefinition,
  id: string,
  adminId: string,
  scope: Scope,
): Promise<void> {
  await writesServedVersion(tx, definition);
  const before = await readRecord(tx, definition, id, true);
  if (!before) throw new NotFound();
  assertInScope(definition, scope, before);
  await tx.query(`DELETE FROM ${definition.table} WHERE id = $1`, [id]);
  if (definition.workflow) await removeStatusChanges(tx, definition.name, id);
  await recordAudit(tx, { definition, action: 'destroy', adminId, before, after: null });
}

/** Routes a module serves itself on top of the engine (nested rows, custom reads). */
export interface AdminRouteOptions {
  skip?: readonly ('show' | 'create' | 'update')[];
  /** More rows a create writes in its transaction (a workflow's first history entry). */
  afterCreate?: (tx: Queryable, id: string, adminId: string) => Promise<void>;
  /** What the registry's module adds (./hooks.ts). */
  hooks?: RegistryHooks;
}

export function registerAdminRoutes(
  app: FastifyInstance,
  definition: RegistryDefinition,
  options: AdminRouteOptions = {},
): void {
  const db = app.db;
  const skipped = (route: 'show' | 'create' | 'update') => !!options.skip?.includes(route);
  const base = `/v1/admin/${definition.path}`;
  const scoped = !!definition.scoping;
  const access = (key: PermissionKey | undefined, write = false): RouteAccess | undefined =>
    key ? { permission: key, ...(write && scoped ? { scoped: true } : {}) } : undefined;
  type Params = { Params: { id: string } };

  const read = access(requiredPermission(definition, 'read'))!;

  const schemas = registrySchemas(definition);
  const { tags, params } = schemas;
  const hooks = options.hooks ?? {};
  const reader = (request: FastifyRequest) => ({
    site: false,
    scope: adminScope(request),
    hooks,
    principal: request.principal,
  });
  // Files in the record's own form body (./formFiles.ts): the form's rules on the save routes,
  // its fields under the root `<type>[…]` read as the document the schema judges.
  const formBody = formFileFields(definition).length
    ? {
        formBody: {
          ...formBodyRoute(definition, hooks.maxBytes, schemas.writeBody)!,
          key: definition.type,
        },
      }
    : {};
  const preValidation = rootBody(definition.type);
  const writeOptions: WriteOptions = { maxBytes: hooks.maxBytes };
  /** A save's answer: the record with the asked relationships and those the module includes. */
  const savedDocument = (request: FastifyRequest, record: FlatRecord) => {
    const asked = parseListQuery(rawQuery(request)).included;
    const included = [...new Set([...asked, ...(hooks.savedIncludes ?? [])])];
    return recordDocument(db, definition, record, included, false, hooks.included);
  };

  app.get(
    base,
    {
      config: { access: read },
      schema: { tags, querystring: schemas.listQuery, response: answers(200, schemas.list) },
    },
    (request) =>
      listPage(
        app.readDb,
        definition,
        request,
        listQuery(definition, rawQuery(request)),
        reader(request),
      ),
  );
  // Pickers' search (seed 001 §7 `mfcs/suggestions`): ten matches, active ones when the
  // registry has the flag, in the caller's scope.
  if (definition.search?.length) {
    type Query = { Params: { query: string } };
    const suggestion = {
      tags,
      params: Type.Object({ query: Type.String({ description: 'Поиск' }) }),
      response: answers(200, schemas.list),
    };
    app.get<Query>(
      `${base}/suggestions/:query`,
      { config: { access: read }, schema: suggestion },
      (request) => {
        const raw = { query: request.params.query, per: '10', page: '1' };
        const filters = 'active' in definition.fields ? { active: 'true' } : {};
        return listPage(
          db,
          definition,
          request,
          parseListQuery({ ...raw, ...filters }),
          reader(request),
        );
      },
    );
  }

  if (definition.exportable) {
    const exportAccess = access(requiredPermission(definition, 'export', 'read'))!;
    const exportSchema = {
      tags,
      querystring: schemas.exportQuery,
      response: answers(200, ExportFile),
    };
    app.get(
      `${base}/export`,
      { config: { access: exportAccess }, schema: exportSchema },
      (request, reply) =>
        exportRegistry(app.readDb, definition, request, reply, adminScope(request)),
    );
  }

  if (!skipped('show'))
    app.get<Params>(
      `${base}/:id`,
      {
        config: { access: read },
        schema: { tags, params, querystring: ListQuery, response: answers(200, schemas.document) },
      },
      async (request) => {
        const record = await findRecord(db, definition, pathId(request.params.id), reader(request));
        const included = parseListQuery(rawQuery(request)).included;
        return recordDocument(db, definition, record, included, false, hooks.included);
      },
    );

  const create = access(permissionOf(definition, 'create'), true);
  if (create && !skipped('create'))
    app.post<SavedBody>(
      base,
      {
        config: { access: create, ...formBody },
        preValidation,
        schema: {
          tags,
          querystring: ListQuery,
          body: schemas.saveBody,
          response: answers(201, schemas.document),
        },
      },
      async (request, reply: FastifyReply) => {
        const attributes = request.body.data.attributes;
        const admin = adminOf(request);
        const scope = adminScope(request);
        const record = await db
          .transaction((tx) =>
            createRecord(tx, definition, attributes, admin.id, scope, {
              ...writeOptions,
              afterCreate: options.afterCreate,
            }),
          )
          .catch((e: unknown) => mapDbError(definition, e));
        return reply.status(201).send(await savedDocument(request, record));
      },
    );

  const update = access(permissionOf(definition, 'update'), true);
  if (update && !skipped('update'))
    app.patch<Params & SavedBody>(
      `${base}/:id`,
      {
        config: { access: update, ...formBody },
        preValidation,
        schema: {
          tags,
          params,
          querystring: ListQuery,
          body: schemas.saveBody,
          response: answers(200, schemas.document),
        },
      },
      async (request) => {
        const id = pathId(request.params.id);
        const attributes = request.body.data.attributes;
        const admin = adminOf(request);
        const scope = adminScope(request);
        const record = await db
          .transaction((tx) =>
            updateRecord(tx, definition, id, attributes, admin.id, scope, writeOptions),
          )
          .catch((e: unknown) => mapDbError(definition, e));
        return savedDocument(request, record);
      },
    );

  const remove =
    definition.removable === false ? undefined : access(permissionOf(definition, 'remove'), true);
  if (remove)
    app.delete<Params>(
      `${base}/:id`,
      {
        config: { access: remove },
        schema: { tags, params, response: answers(204, schemas.noContent) },
      },
      async (request, reply) => {
        const id = pathId(request.params.id);
        const admin = adminOf(request);
        const scope = adminScope(request);
        await db
          .transaction((tx) => removeRecord(tx, definition, id, admin.id, scope))
          .catch((e: unknown) => mapDbError(definition, e));
        return reply.status(204).send();
      },
    );

  if (definition.audited) {
    const history = access(requiredPermission(definition, 'history', 'read'))!;
    app.get<Params>(
      `${base}/:id/changes`,
      {
        config: { access: history },
        schema: { tags, params, querystring: ListQuery, response: answers(200, listDocument()) },
      },
      async (request) => {
        const id = pathId(request.params.id);
        await findRecord(db, definition, id, { site: false, scope: adminScope(request) });
        return recordChanges(db, definition, id, parseListQuery(rawQuery(request)));
      },
    );
  }
}
