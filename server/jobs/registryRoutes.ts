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
 * The import's file is uploaded first with the shared multipart protocol at
 * /v1/admin/background_jobs/multipart_upload_{start,url,complete}; `attachment_id` is the id
 * the complete step answers (only the uploader's own complete upload is accepted).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessages } from '../../i18n/messages';
import { importCalls, registries, type RegistryDefinition } from '../../src/registries';
import { adminOf } from '../auth/guard';
import { rawQuery } from '../http/request';
import { Unprocessable } from '../jsonapi/errors';
import { parseListQuery } from '../jsonapi/query';
import { listWhere } from '../registries/list';
import { adminScope } from '../registries/scope';
import { findAttachment } from '../storage/attachments';
import { EMAIL_EXPORT_KIND, exportKeyOf, type EmailExportParams } from './emailExport';
import { enqueueImport } from './import/job';
import { importSpecOf } from './import/specs';
import { enqueueJob, type JobRow } from './queue';
import { IMPORT_FILE_KIND } from './routes';
import { Type } from 'typebox';
import { open, responses } from '../http/schemas';
import { registrySchemas } from '../registries/schemas';
import { JobDocument, jobDocument } from './routes';

/** `{data: {attributes: {attachment_id}}}` (or `attachment_id` at the top); checked by the handler. */
const importBody = open({
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

/** The job as its starter sees it (202). */
async function accepted(request: FastifyRequest, job: JobRow) {
  return jobDocument(request, { ...job, owner_name: null });
}

function attachmentIdOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const attrs = (b.data as { attributes?: Record<string, unknown> } | undefined)?.attributes;
  const value = attrs?.attachment_id ?? b.attachment_id;
  const id = typeof value === 'number' ? String(value) : value;
  return typeof id === 'string' && /^\d{1,18}$/.test(id) ? id : undefined;
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
        response: responses({ 202: JobDocument }),
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const filters = rawQuery(request);
      // A bad filter is a 400 now, not a failed job later.
      listWhere(definition, parseListQuery(filters), { site: false, scope: adminScope(request) });
      const job = await enqueueJob(request.server.db, {
        kind: EMAIL_EXPORT_KIND,
        ownerAdminId: admin.id,
        params: { registry: definition.name, filters, format: 'csv' } satisfies EmailExportParams,
      });
      return reply.status(202).send(await accepted(request, job));
    },
  );
}

function registerImport(app: FastifyInstance, definition: RegistryDefinition, call: string): void {
  const spec = importSpecOf(definition.name, call);
  if (!spec) return;
  app.post(
    `/v1/admin/${definition.path}/${call}`,
    {
      config: { access: { permission: spec.permission } },
      schema: {
        tags: registrySchemas(definition).tags,
        body: importBody,
        response: responses({ 202: JobDocument }),
      },
    },
    async (request, reply) => {
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
      return reply.status(202).send(await accepted(request, job));
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
}
