/**
 * The calls that start a registry's background jobs, for every definition of the generic
 * engine (server/registries) that allows them:
 *
 *   POST /v1/admin/<path>/email_csv_export?<the list's filters>     exportable registries,
 *        → 202 {data: background_job}                               their export key
 *   POST /v1/admin/<path>/import {data: {attributes: {attachment_id}}}   importable
 *        → 202 {data: background_job}           registries (and their other import calls,
 *                                               `import_snt`), their import or update key
 *
 * and the same two for the registries administrators publish (issue 38), found by their code
 * when called, allowed by their grants (`export`; `create` for the import, which makes records):
 *
 *   POST /v1/admin/registries/{code}/records/email_csv_export?<the list's filters>
 *   POST /v1/admin/registries/{code}/records/import {data: {attributes: {attachment_id}}}
 *
 * The import's file is uploaded first with the shared multipart protocol at
 * /v1/admin/background_jobs/multipart_upload_{start,url,complete}; `attachment_id` is the id
 * the complete step answers (only the uploader's own complete upload is accepted).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorMessages } from '../../i18n/messages';
import { importCalls, registries, type RegistryDefinition } from '../../src/registries';
import { runtimeImportAction } from '../../src/registries/design';
import { adminOf } from '../auth/guard';
import { judge } from '../http/formBody';
import { rawQuery } from '../http/request';
import { ListQuery, open, responses } from '../http/schemas';
import { NotFound, Unprocessable } from '../jsonapi/errors';
import { parseListQuery } from '../jsonapi/query';
import { listWhere } from '../registries/list';
import { registryFor } from '../registries/runtime/records';
import { registrySchemas } from '../registries/schemas';
import { adminScope } from '../registries/scope';
import { findAttachment } from '../storage/attachments';
import { EMAIL_EXPORT_KIND, exportKeyOf, type EmailExportParams } from './emailExport';
import { enqueueImport } from './import/job';
import { importSpecOf, publishedImportSpec } from './import/specs';
import { enqueueJob, type JobRow } from './queue';
import { IMPORT_FILE_KIND, JobDocument, jobDocument } from './routes';

/** `{data: {attributes: {attachment_id}}}` (or `attachment_id` at the top); checked by the handler. */
export const importBody = open({
  attachment_id: Type.Optional(Type.Unknown()),
  data: Type.Optional(
    open({
      attributes: Type.Optional(
        open({
          attachment_id: Type.Optional(
            Type.Unknown({ description: 'id загрузки из multipart_upload_complete' }),
          ),
        }),
      ),
    }),
  ),
});

const accepted202 = responses({ 202: JobDocument });

/** The job as its starter sees it (202). */
async function accepted(request: FastifyRequest, reply: FastifyReply, job: JobRow) {
  return reply.status(202).send(await jobDocument(request, { ...job, owner_name: null }));
}

function attachmentIdOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const attrs = (b.data as { attributes?: Record<string, unknown> } | undefined)?.attributes;
  const value = attrs?.attachment_id ?? b.attachment_id;
  const id = typeof value === 'number' ? String(value) : value;
  return typeof id === 'string' && /^\d{1,18}$/.test(id) ? id : undefined;
}

/** Queues the e-mailed CSV of the list `definition` answers for the request's filters. */
async function startEmailExport(
  request: FastifyRequest,
  reply: FastifyReply,
  definition: RegistryDefinition,
) {
  const admin = adminOf(request);
  const filters = rawQuery(request);
  // A bad filter is a 400 now, not a failed job later.
  listWhere(definition, parseListQuery(filters), { site: false, scope: adminScope(request) });
  const job = await enqueueJob(request.server.db, {
    kind: EMAIL_EXPORT_KIND,
    ownerAdminId: admin.id,
    params: { registry: definition.name, filters, format: 'csv' } satisfies EmailExportParams,
  });
  return accepted(request, reply, job);
}

/** Queues the import of the caller's uploaded file into `definition` by its `call`. */
async function startImport(
  request: FastifyRequest,
  reply: FastifyReply,
  definition: RegistryDefinition,
  call: string,
) {
  const admin = adminOf(request);
  const id = attachmentIdOf(request.body);
  const file = id ? await findAttachment(request.server.db, id) : undefined;
  if (
    !file ||
    file.status !== 'complete' ||
    file.kind !== IMPORT_FILE_KIND ||
    file.record_type !== null ||
    String(file.created_by_admin_id) !== admin.id
  )
    throw Unprocessable.field('attachment_id', errorMessages.uploadFailed, 'Файл');
  const job = await request.server.db.transaction((tx) =>
    enqueueImport(tx, admin.id, {
      registry: definition.name,
      call,
      attachment_id: file.id,
      filename: file.original_filename,
    }),
  );
  return accepted(request, reply, job);
}

function registerEmailExport(app: FastifyInstance, definition: RegistryDefinition): void {
  const key = exportKeyOf(definition);
  if (!definition.exportable || !key) return;
  app.post(
    `/v1/admin/${definition.path}/email_csv_export`,
    {
      config: { access: { permission: key } },
      schema: {
        tags: registrySchemas(definition).tags,
        querystring: registrySchemas(definition).listQuery,
        response: accepted202,
      },
    },
    (request, reply) => startEmailExport(request, reply, definition),
  );
}

function registerImport(app: FastifyInstance, definition: RegistryDefinition, call: string): void {
  const spec = importSpecOf(definition.name, call);
  if (!spec) return;
  app.post(
    `/v1/admin/${definition.path}/${call}`,
    {
      config: { access: { permission: spec.permission } },
      schema: { tags: registrySchemas(definition).tags, body: importBody, response: accepted202 },
    },
    (request, reply) => startImport(request, reply, definition, call),
  );
}

/**
 * The run-time registries' two calls: the registry of the code as the caller's role sees it
 * (404 when they may not read it or it does not allow the call, 403 without the action), its
 * filters judged by its own list schema as its list's are.
 */
function registerPublishedJobs(app: FastifyInstance): void {
  const base = '/v1/admin/registries/:code/records';
  const params = Type.Object({ code: Type.String({ title: 'Реестр', maxLength: 40 }) });
  const config = { access: 'admin' as const };

  app.post(
    `${base}/email_csv_export`,
    { config, schema: { params, querystring: ListQuery, response: accepted202 } },
    async (request, reply) => {
      const { definition } = await registryFor(request, 'export');
      if (!definition.exportable) throw new NotFound();
      judge(request, registrySchemas(definition).listQuery, 'querystring');
      return startEmailExport(request, reply, definition);
    },
  );

  app.post(
    `${base}/import`,
    { config, schema: { params, body: importBody, response: accepted202 } },
    async (request, reply) => {
      const registry = await registryFor(request, runtimeImportAction);
      const spec = publishedImportSpec(registry, adminOf(request).role);
      if (!spec) throw new NotFound();
      return startImport(request, reply, spec.definition, 'import');
    },
  );
}

/** Every registry's job-starting calls (see the header). */
export default async function registryJobRoutes(app: FastifyInstance): Promise<void> {
  for (const definition of registries) {
    if (definition.customServer) continue;
    registerEmailExport(app, definition);
    for (const call of Object.keys(importCalls(definition))) registerImport(app, definition, call);
  }
  registerPublishedJobs(app);
}
