/**
 * The records of the registries administrators publish (issue 38), one route family for all of
 * them — Fastify's routes are fixed at start, a registry published later is found by its code:
 *
 *   GET    /v1/admin/registries/{code}/records              the list (filters, search, order)
 *   GET    /v1/admin/registries/{code}/records/export       CSV or XLSX of the filtered list
 *   GET    /v1/admin/registries/{code}/records/{id}         one record
 *   POST   /v1/admin/registries/{code}/records              a new one
 *   PATCH  /v1/admin/registries/{code}/records/{id}         an edit
 *   DELETE /v1/admin/registries/{code}/records/{id}         a removal
 *   GET    /v1/admin/registries/{code}/records/{id}/changes its audit trail, each change in
 *                                                         its schema version's labels
 *
 * Each is the engine's own call (server/registries: list, read, crud, export, audit) on the
 * definition the store holds for the code, judged by that definition's schemas
 * (./schemas.ts `registrySchemas`) once the registry is known. The registry's grants decide
 * (src/access/registryGrants): a registry the caller may not read is a 404, an action they may
 * not take a 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { canAccessRegistry } from '../../../src/access/registryGrants';
import type { RuntimeAction } from '../../../src/registries/design';
import { adminOf } from '../../auth/guard';
import { judge } from '../../http/formBody';
import { answer } from '../../http/moreSchemas';
import { pathId, rawQuery } from '../../http/request';
import { judgedBody, ListQuery } from '../../http/schemas';
import { Forbidden, NotFound } from '../../jsonapi/errors';
import { parseListQuery } from '../../jsonapi/query';
import { open } from '../../../src/wire/schemaParts';
import { recordChanges } from '../audit';
import { createRecord, mapDbError, removeRecord, updateRecord } from '../crud';
import { exportRegistry } from '../export';
import { listQuery } from '../list';
import { findRecord, listPage, recordDocument } from '../read';
import { answers, registrySchemas } from '../schemas';
import type { FlatRecord } from '../record';
import { adminScope } from '../scope';
import type { RuntimeRegistry } from './store';
import { changesInTheirVersions } from './versions';

const Code = Type.String({ title: 'Реестр', maxLength: 40 });
const CodeParams = Type.Object({ code: Code });
const RecordParams = Type.Object({ code: Code, id: Type.String({ title: 'Запись' }) });
/** Any attributes: the registry's own schema judges them once the registry is known. */
const AnyBody = judgedBody(open({}));

type ByCode = { Params: { code: string } };

export const registryRecordMessages = {
  fieldDenied: 'Вам нельзя изменять это поле',
} as const;
type ByRecord = { Params: { code: string; id: string } };
type Saved = { Body: { data: { attributes: Record<string, unknown> } } };

/**
 * The registry of the path's code, if the caller may take one of `actions` in it, with its
 * definition as the caller's role sees it (the fields hidden from the role are not in it).
 */
export async function registryFor(
  request: FastifyRequest,
  ...actions: RuntimeAction[]
): Promise<RuntimeRegistry> {
  const { code } = request.params as { code: string };
  const registry = (await request.server.registryStore.all()).get(code);
  const principal = adminOf(request);
  const grants = registry?.design.grants;
  if (!registry || !canAccessRegistry(principal, grants, 'read')) throw new NotFound();
  if (!actions.some((action) => canAccessRegistry(principal, grants, action)))
    throw new Forbidden();
  return { ...registry, definition: registry.forRole(principal.role) };
}

export function registerRuntimeRecords(app: FastifyInstance): void {
  const db = app.db;
  const base = '/v1/admin/registries/:code/records';
  const config = { access: 'admin' as const };
  const reader = (request: FastifyRequest) => ({ site: false, scope: adminScope(request) });
  const document = (request: FastifyRequest, { definition }: RuntimeRegistry, record: FlatRecord) =>
    recordDocument(db, definition, record, parseListQuery(rawQuery(request)).included, false);
  /**
   * The attributes of a write, judged by the registry's own schema; a field the role may not
   * write (hidden from it, or read-only for it) is refused, not silently dropped.
   */
  const attributes = (request: FastifyRequest<Saved>, { definition, design }: RuntimeRegistry) => {
    judge(request, registrySchemas(definition).writeBody);
    const sent = request.body.data.attributes;
    const role = adminOf(request).role;
    const denied = design.fields.some(
      (f) => f.key in sent && (f.hidden_for?.includes(role) || f.readonly_for?.includes(role)),
    );
    if (denied) throw new Forbidden(registryRecordMessages.fieldDenied);
    return sent;
  };

  app.get<ByCode>(
    base,
    { config, schema: { params: CodeParams, querystring: ListQuery, response: answer.list } },
    async (request) => {
      const { definition } = await registryFor(request, 'read');
      judge(request, registrySchemas(definition).listQuery, 'querystring');
      const q = listQuery(definition, rawQuery(request));
      return listPage(app.readDb, definition, request, q, reader(request));
    },
  );

  app.get<ByCode>(
    `${base}/export`,
    { config, schema: { params: CodeParams, querystring: ListQuery, response: answer.file } },
    async (request, reply) => {
      const { definition } = await registryFor(request, 'export');
      if (!definition.exportable) throw new NotFound();
      judge(request, registrySchemas(definition).exportQuery, 'querystring');
      return exportRegistry(app.readDb, definition, request, reply, adminScope(request));
    },
  );

  app.get<ByRecord>(
    `${base}/:id`,
    { config, schema: { params: RecordParams, querystring: ListQuery, response: answer.document } },
    async (request) => {
      const registry = await registryFor(request, 'read');
      const id = pathId(request.params.id);
      const record = await findRecord(db, registry.definition, id, reader(request));
      return document(request, registry, record);
    },
  );

  app.post<ByCode & Saved>(
    base,
    {
      config,
      schema: {
        params: CodeParams,
        querystring: ListQuery,
        body: AnyBody,
        response: answer.created,
      },
    },
    async (request, reply) => {
      const registry = await registryFor(request, 'create');
      const { definition } = registry;
      const sent = attributes(request, registry);
      const adminId = adminOf(request).id;
      const record = await db
        .transaction((tx) => createRecord(tx, definition, sent, adminId, adminScope(request)))
        .catch((e: unknown) => mapDbError(definition, e));
      return reply.status(201).send(await document(request, registry, record));
    },
  );

  app.patch<ByRecord & Saved>(
    `${base}/:id`,
    {
      config,
      schema: {
        params: RecordParams,
        querystring: ListQuery,
        body: AnyBody,
        response: answer.document,
      },
    },
    async (request) => {
      const registry = await registryFor(request, 'update');
      const { definition } = registry;
      const id = pathId(request.params.id);
      const sent = attributes(request, registry);
      const adminId = adminOf(request).id;
      const record = await db
        .transaction((tx) => updateRecord(tx, definition, id, sent, adminId, adminScope(request)))
        .catch((e: unknown) => mapDbError(definition, e));
      return document(request, registry, record);
    },
  );

  app.delete<ByRecord>(
    `${base}/:id`,
    { config, schema: { params: RecordParams, response: answers(204, Type.Null()) } },
    async (request, reply) => {
      const { definition } = await registryFor(request, 'remove');
      const id = pathId(request.params.id);
      const adminId = adminOf(request).id;
      await db
        .transaction((tx) => removeRecord(tx, definition, id, adminId, adminScope(request)))
        .catch((e: unknown) => mapDbError(definition, e));
      return reply.status(204).send();
    },
  );

  app.get<ByRecord>(
    `${base}/:id/changes`,
    { config, schema: { params: RecordParams, querystring: ListQuery, response: answer.list } },
    async (request) => {
      const registry = await registryFor(request, 'history');
      const { definition } = registry;
      const id = pathId(request.params.id);
      await findRecord(db, definition, id, reader(request));
      const history = await recordChanges(db, definition, id, parseListQuery(rawQuery(request)));
      // Each change in its version's labels; those of fields hidden from the role are not told.
      const changes = [history.data ?? []].flat();
      await changesInTheirVersions(db, registry, adminOf(request).role, changes);
      return history;
    },
  );
}
