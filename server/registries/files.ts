/**
 * Files of the declarative registries (src/registries): a file field (`<key>_attachment_id`,
 * e.g. an instruction's `file`) and a definition's list of files (`attachments`, e.g. knowledge
 * questions). The generic CRUD calls `validateFileAttribute` on writes and `fileAttributes` on
 * reads; `registerFileRoutes` adds, per definition:
 *
 *   POST /v1/admin/<path>/single_multipart_upload_{start,url,complete}   file fields
 *   GET  /v1/admin/<path>/:id/<key>         download (`?transfer=download_url` → signed URL)
 *   GET  /v1/<path>/:id/<key>               the same for site readers (site.where, audience)
 *   GET  /v1/admin/<path>/:id/attachments   + multipart_upload_{start,url,complete},
 *        /v1/admin/<path>/:id/attachments/:attachmentId (GET, DELETE)   lists of files
 *   GET  /v1/<path>/:id/attachments[/:attachmentId]                       site twins
 *
 * The site's `GET /v1/<path>/:id?transfer=download_url|binary` (seed 000: "download GET
 * /v1/instructions/{id}") is the CRUD's record read handing over to `siteFileTransfer`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '../../i18n/messages';
import { holdsKey } from '../../src/access/canAccess';
import { keyOf } from '../../src/access/permissionFamilies';
import { requiredPermission } from './crud';
import { fileColumn } from '../../src/registries/define';
import type { FileField, RegistryDefinition } from '../../src/registries/types';
import { validationMessages } from '../../src/validation/messages';
import { adminOf } from '../auth/guard';
import type { Queryable } from '../db';
import { pathId } from '../http/request';
import {
  FileAnswer,
  IdParams,
  idParams,
  listDocument,
  ListQuery,
  NoContent,
  responses,
  TransferQuery,
  uploadSchemas,
} from '../http/schemas';
import { Forbidden, NotFound } from '../jsonapi/errors';
import { list } from '../jsonapi/serialize';
import {
  attachmentResource,
  attachmentSize,
  fileRuleError,
  findAttachment,
  removeAttachment,
  type AttachmentRow,
} from '../storage/attachments';
import { uploadRoutes, type UploadTarget } from '../storage/multipart';
import { ownedCondition } from '../storage/references';
import { answerTransfer, transferOf } from '../storage/transfer';
import { findRecord } from './read';
import { registrySchemas } from './schemas';
import { fileFields, type FlatRecord } from './record';
import { adminScope } from './scope';

type AttachmentParams = { Params: { id: string; attachmentId: string } };
const attachmentParams = idParams('id', 'attachmentId');

/**
 * Checks the `<key>_id` a client sends for a file field: the id of a complete upload that no
 * other record owns, fitting the field's extensions and size; null removes the file. `current`
 * is the attachment the record holds now (an edit sending it back unchanged is fine).
 */
export async function validateFileAttribute(
  db: Queryable,
  field: FileField,
  value: unknown,
  current?: string | null,
): Promise<{ attachmentId: string | null } | { error: string }> {
  if (value === undefined || value === null || value === '') return { attachmentId: null };
  const id = typeof value === 'number' ? String(value) : value;
  if (typeof id !== 'string' || !/^\d{1,18}$/.test(id))
    return { error: validationMessages.invalid };
  if (current !== undefined && current !== null && String(current) === id) {
    return { attachmentId: id };
  }
  const row = await findAttachment(db, id);
  if (!row) return { error: validationMessages.invalid };
  if (row.status !== 'complete') return { error: errorMessages.uploadFailed };
  const refused = fileRuleError(field, {
    name: row.original_filename,
    size: attachmentSize(row) ?? 0,
  });
  if (refused) return { error: refused };
  if (row.record_type !== null) return { error: validationMessages.invalid };
  const owned = await ownedCondition(db);
  const [taken] = await db.query(`SELECT 1 FROM attachments a WHERE a.id = $1 AND ${owned}`, [id]);
  return taken ? { error: validationMessages.invalid } : { attachmentId: id };
}

/** The download path of a record's file field, on the console's or the site's side. */
export function fileUrl(def: RegistryDefinition, id: string, key: string, site: boolean): string {
  return `/v1/${site ? '' : 'admin/'}${def.path}/${id}/${key}`;
}

/**
 * Per row id, each file field as `{id, original_filename, file_size, url}` (or `{url, name}`
 * for `answer: 'link'`) or null. Rows carry `id` and the file fields' columns.
 */
export async function fileAttributes(
  db: Queryable,
  def: RegistryDefinition,
  rows: Record<string, unknown>[],
  site: boolean,
): Promise<Map<string, Record<string, unknown>>> {
  const fields = fileFields(def);
  const out = new Map<string, Record<string, unknown>>();
  if (!fields.length) return out;
  const ids = rows.flatMap((r) =>
    fields
      .map(([key, field]) => r[fileColumn(key, field)])
      .filter((v) => v !== null && v !== undefined),
  );
  const found = ids.length
    ? await db.query<AttachmentRow>(
        `SELECT * FROM attachments WHERE id = ANY($1::bigint[]) AND status = 'complete'`,
        [[...new Set(ids.map(String))]],
      )
    : [];
  const byId = new Map(found.map((a) => [String(a.id), a]));
  for (const row of rows) {
    const rowId = String(row.id);
    const values: Record<string, unknown> = {};
    for (const [key, field] of fields) {
      const a = byId.get(String(row[fileColumn(key, field)] ?? ''));
      if (!a) values[key] = null;
      else if (field.answer === 'link')
        // The public path whenever the site may download it: the console links to it too.
        values[key] = {
          url: fileUrl(def, rowId, key, site || (!!def.site && !field.adminOnly)),
          name: a.original_filename,
        };
      else
        values[key] = {
          id: String(a.id),
          original_filename: a.original_filename,
          file_size: attachmentSize(a),
          url: fileUrl(def, rowId, key, site),
        };
    }
    out.set(rowId, values);
  }
  return out;
}

/** The record as this caller may see it (site rules, or the staff member's scope), else 404. */
function visibleRecord(
  request: FastifyRequest,
  def: RegistryDefinition,
  id: string,
  site: boolean,
): Promise<FlatRecord> {
  if (site && !def.site) throw new NotFound();
  const ctx = site
    ? { site: true, signedIn: request.principal?.kind === 'user' }
    : { site: false, scope: adminScope(request) };
  return findRecord(request.server.db, def, id, ctx);
}

/** The attachment a record's file field holds: a flat record has it under the key itself. */
function heldId(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[fileColumn(key)] ?? record[key];
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object') return String((value as { id?: unknown }).id ?? '');
  return String(value);
}

async function fieldAttachment(
  request: FastifyRequest,
  record: Record<string, unknown>,
  key: string,
): Promise<AttachmentRow | undefined> {
  const id = heldId(record, key);
  return id === undefined ? undefined : findAttachment(request.server.db, id);
}

/**
 * For the CRUD's site read `GET /v1/<path>/:id` (seed 000: "download GET /v1/instructions/{id}"):
 * with `?transfer=download_url|binary` answers the record's file (the first file field, or
 * `?field=<key>`) and returns what to send; without `transfer` returns undefined and the
 * record read goes on. A record the site does not show (inactive, CRM-only, another audience)
 * is 404 either way.
 */
export async function siteFileTransfer(
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
  def: RegistryDefinition,
): Promise<unknown> {
  const transfer = transferOf(request);
  if (!transfer) return undefined;
  const asked = (request.query as Record<string, unknown>).field;
  const key = fileFields(def).find(
    ([k, f]) => !f.adminOnly && (asked === undefined || asked === k),
  )?.[0];
  if (!key) throw new NotFound();
  const record = await visibleRecord(request, def, pathId(request.params.id), true);
  return answerTransfer(request, reply, await fieldAttachment(request, record, key), transfer);
}

/**
 * A record's file field as a download (`?transfer=download_url|binary`, binary by default), the
 * record as this caller may see it; a run-time registry's files answer the same way.
 */
export async function answerFieldFile(
  request: FastifyRequest,
  reply: FastifyReply,
  def: RegistryDefinition,
  id: string,
  key: string,
  site: boolean,
): Promise<unknown> {
  const record = await visibleRecord(request, def, id, site);
  const file = await fieldAttachment(request, record, key);
  return answerTransfer(request, reply, file, transferOf(request) ?? 'binary');
}

/**
 * The file field an upload is for: `attributes.field` picks it when a definition has several,
 * the first otherwise. Files sent inside the record's form body (`upload: 'form'`) have no
 * upload calls. Undefined when the definition has no such field.
 */
export function uploadTarget(
  request: FastifyRequest,
  def: RegistryDefinition,
): UploadTarget | undefined {
  const uploaded = fileFields(def).filter(([, f]) => f.upload !== 'form');
  const attrs = (request.body as { data?: { attributes?: { field?: unknown } } } | undefined)?.data
    ?.attributes;
  const [, field] = uploaded.find(([key]) => key === attrs?.field) ?? uploaded[0] ?? [];
  return field && { rules: field, kind: def.type };
}

/** Single uploads feed both the create and the edit form: either key will do. */
function writer(request: FastifyRequest, def: RegistryDefinition) {
  const admin = adminOf(request);
  const keys = ['create', 'update'].map((a) => keyOf(def.permissions, a)).filter(Boolean);
  if (!keys.some((k) => holdsKey(admin, k!))) throw new Forbidden();
  return admin;
}

function registerFieldRoutes(app: FastifyInstance, def: RegistryDefinition): void {
  const fields = fileFields(def);
  const { tags } = registrySchemas(def);
  const fileSchema = {
    tags,
    params: IdParams,
    querystring: TransferQuery,
    response: responses({ 200: FileAnswer }),
  };
  if (!fields.length) return;
  const admin = `/v1/admin/${def.path}`;
  const read = requiredPermission(def, 'read');

  if (fields.some(([, f]) => f.upload !== 'form'))
    uploadRoutes(
      app,
      `${admin}/single_multipart_upload`,
      (step) => ({ config: { access: 'admin' }, schema: { tags, ...uploadSchemas[step] } }),
      async (request) => [writer(request, def), uploadTarget(request, def)!],
    );

  for (const [key, field] of fields)
    for (const site of [false, true]) {
      if (site && (!def.site || field.adminOnly)) continue;
      app.get<{ Params: { id: string } }>(
        `/v1/${site ? '' : 'admin/'}${def.path}/:id/${key}`,
        { config: { access: site ? 'public' : { permission: read } }, schema: fileSchema },
        (request, reply) =>
          answerFieldFile(request, reply, def, pathId(request.params.id), key, site),
      );
    }
}

function registerListRoutes(app: FastifyInstance, def: RegistryDefinition): void {
  const { tags } = registrySchemas(def);
  const rules = def.attachments;
  if (!rules) return;
  const read = requiredPermission(def, 'read');
  const update = requiredPermission(def, 'update');
  const base = (site: boolean) => `/v1/${site ? '' : 'admin/'}${def.path}/:id/attachments`;
  const url = (site: boolean, row: AttachmentRow) =>
    `/v1/${site ? '' : 'admin/'}${def.path}/${row.record_id}/attachments/${row.id}?transfer=binary`;

  const listOf = async (request: FastifyRequest, id: string, site: boolean) => {
    const rows = await request.server.db.query<AttachmentRow>(
      `SELECT * FROM attachments WHERE record_type = $1 AND record_id = $2 AND status = 'complete'
        ORDER BY created_at, id`,
      [def.table, id],
    );
    const resources = rows.map((r) => attachmentResource(r, { url: url(site, r) }));
    return list(resources, { page: 1, per: Math.max(rows.length, 1), total: rows.length });
  };
  const one = async (request: FastifyRequest<AttachmentParams>, id: string) => {
    const row = await findAttachment(request.server.db, request.params.attachmentId);
    if (!row || row.record_type !== def.table || String(row.record_id) !== id) {
      throw new NotFound();
    }
    return row;
  };

  for (const site of [false, true]) {
    if (site && !def.site) continue;
    const access = site ? ('public' as const) : { permission: read };
    const listSchema = {
      tags,
      params: IdParams,
      querystring: ListQuery,
      response: responses({ 200: listDocument() }),
    };
    app.get<{ Params: { id: string } }>(
      base(site),
      { config: { access }, schema: listSchema },
      async (request) => {
        const id = pathId(request.params.id);
        await visibleRecord(request, def, id, site);
        return listOf(request, id, site);
      },
    );
    app.get<AttachmentParams>(
      `${base(site)}/:attachmentId`,
      {
        config: { access },
        schema: {
          tags,
          params: attachmentParams,
          querystring: TransferQuery,
          response: responses({ 200: FileAnswer }),
        },
      },
      async (request, reply) => {
        const id = pathId(request.params.id);
        await visibleRecord(request, def, id, site);
        const row = await one(request, id);
        const transfer = transferOf(request) ?? 'record';
        return answerTransfer(request, reply, row, transfer, { url: url(site, row) });
      },
    );
  }

  uploadRoutes(
    app,
    `${base(false)}/multipart_upload`,
    (step) => ({
      config: { access: { permission: update } },
      schema: { tags, params: IdParams, ...uploadSchemas[step] },
    }),
    async (request) => {
      const id = pathId((request.params as { id: string }).id);
      await visibleRecord(request, def, id, false);
      const target = {
        rules,
        kind: def.type,
        recordType: def.table,
        recordId: id,
        extra: (row: AttachmentRow) => ({ url: url(false, row) }),
      };
      return [adminOf(request), target];
    },
  );
  app.delete<AttachmentParams>(
    `${base(false)}/:attachmentId`,
    {
      config: { access: { permission: update } },
      schema: { tags, params: attachmentParams, response: responses({ 204: NoContent }) },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      await visibleRecord(request, def, id, false);
      await removeAttachment(request.server.db, request.server.storage, await one(request, id));
      return reply.status(204).send();
    },
  );
}

/** Every file route of one definition (see the header). */
export function registerFileRoutes(app: FastifyInstance, def: RegistryDefinition): void {
  registerFieldRoutes(app, def);
  registerListRoutes(app, def);
}
