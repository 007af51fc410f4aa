/**
 * The three calls of the multipart upload (seed 001 §7), shared by every upload route:
 *   start    {data: {type: 'attachment', attributes: {kind, original_filename, file_size?}}}
 *            → {data: {type: 'attachment', id, attributes: {upload_id, …}}}
 *   url      {upload_id, part_number} → {data: {…, attributes: {upload_id, part_number, upload_url}}}
 *   complete {upload_id, parts: [{part_number, etag}] | [etag, …]} → the complete attachment
 * The extension and a declared size are checked at start, the real size at complete. An upload
 * is continued only by the account (staff member, or applicant on the site) who started it,
 * under the same record.
 *
 * Every upload route takes its bodies from server/http/schemas.ts `uploadSchemas` (or
 * `uploadStepSchemas`), which judge the values' kinds first (issue 37 item 4), and its start the
 * `{attachment: {…}}` root hook (`uploadHooks`): the handlers read typed, checked values. What
 * no schema says stays here: the upload `upload_id` names (404), the file's rules, a value sent
 * in neither place, and each part's ETag.
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { errorMessages } from '../../i18n/messages';
import type { AdminPrincipal, UserPrincipal } from '../auth/principal';
import { NotFound, Unprocessable } from '../jsonapi/errors';
import { single, type Document } from '../jsonapi/serialize';
import { rootBody } from '../http/formBody';
import {
  uploadTitles,
  type UploadCompleteBody,
  type UploadStartBody,
  type UploadUrlBody,
} from '../http/schemas';
import {
  attachmentResource,
  fileRuleError,
  storedHead,
  markComplete,
  removeAttachment,
  startAttachment,
  type AttachmentRow,
  type FileRules,
} from './attachments';
import type { Queryable } from '../db';
import { storageCall } from './errors';
import { StorageError, type CompletedPart, type Storage } from './types';

const FILE_TITLE = uploadTitles.file;

/** Who uploads: a staff member, or an applicant uploading to their own record (site). */
export type Uploader = AdminPrincipal | UserPrincipal;

/** Where an upload goes: its rules, its default kind, and the record of a list of files. */
export interface UploadTarget {
  rules: FileRules;
  kind: string;
  recordType?: string;
  recordId?: string;
  /** Extra attributes of the completed attachment (its download `url`). */
  extra?: (row: AttachmentRow) => Record<string, unknown>;
  /** Runs in the transaction that marks the upload complete (e.g. an outbox message). */
  onComplete?: (tx: Queryable, row: AttachmentRow) => Promise<void>;
}

/**
 * The route options of an upload step beside its schema: a start's console root
 * `{attachment: {…}}` is read as `{data: {attributes}}` before the schema judges it
 * (server/http/formBody.ts `rootBody`); the url and complete steps read their own places.
 */
export function uploadHooks(step: string) {
  return step === 'start' ? { preValidation: rootBody('attachment') } : {};
}

/** The kind asked for: text of up to 64 characters, else the target's (read leniently). */
function kindOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const s = value.trim();
  return s && s.length <= 64 ? s : undefined;
}

/** `upload_id` and the rest, top-level (as the client sends them) or in data.attributes. */
function plainBody<B extends UploadUrlBody | UploadCompleteBody>(
  body: B,
): Omit<B, 'data'> & NonNullable<NonNullable<B['data']>['attributes']> {
  return { ...body, ...body.data?.attributes };
}

export async function startUpload(request: FastifyRequest, admin: Uploader, target: UploadTarget) {
  const attrs = (request.body as UploadStartBody).data.attributes;
  const filename = attrs.original_filename.trim();
  const size = attrs.file_size ?? undefined;
  const refused = fileRuleError(target.rules, { name: filename, size });
  if (refused) {
    const field = fileRuleError(target.rules, { name: filename })
      ? 'original_filename'
      : 'file_size';
    throw Unprocessable.field(field, refused, FILE_TITLE);
  }
  const kind = kindOf(attrs.kind) ?? target.kind;
  const { db, storage } = request.server;
  const row = await startAttachment(db, storage, {
    kind,
    filename,
    recordType: target.recordType,
    recordId: target.recordId,
    ...(admin.kind === 'admin' ? { adminId: admin.id } : { userId: admin.id }),
  });
  return single(attachmentResource(row));
}

/** The caller's unfinished upload `upload_id` under this target, or 404. */
async function ownUpload(
  request: FastifyRequest,
  admin: Uploader,
  target: UploadTarget,
  uploadId: unknown,
): Promise<AttachmentRow> {
  if (typeof uploadId !== 'string' || !uploadId || uploadId.length > 1024) throw new NotFound();
  const [row] = await request.server.db.query<AttachmentRow>(
    `SELECT * FROM attachments
      WHERE upload_id = $1 AND status = 'uploading'
        AND ${admin.kind === 'admin' ? 'created_by_admin_id' : 'created_by_user_id'} = $2
        AND record_type IS NOT DISTINCT FROM $3 AND record_id IS NOT DISTINCT FROM $4::bigint`,
    [uploadId, admin.id, target.recordType ?? null, target.recordId ?? null],
  );
  if (!row) throw new NotFound();
  return row;
}

export async function partUrl(request: FastifyRequest, admin: Uploader, target: UploadTarget) {
  const body = plainBody(request.body as UploadUrlBody);
  const row = await ownUpload(request, admin, target, body.upload_id);
  const part = body.part_number;
  // Sent in neither place: the schema's message and title.
  if (part === undefined) {
    throw Unprocessable.field('part_number', errorMessages.invalidValue, uploadTitles.part);
  }
  const url = await storageCall(() =>
    request.server.storage.signedPartUrl(row.storage_key, row.upload_id!, part),
  );
  return single(attachmentResource(row, { part_number: part, upload_url: url }));
}

/** Each part's ETag; the list itself (1 to MAX_PART_NUMBER items) is the schema's. */
function partsOf(value: readonly unknown[] | undefined): CompletedPart[] {
  // Sent in neither place: the schema's message and title.
  if (value === undefined) {
    throw Unprocessable.field('parts', errorMessages.uploadFailed, uploadTitles.parts);
  }
  return value.map((p: unknown, i) => {
    if (typeof p === 'string' && p) return { partNumber: i + 1, etag: p };
    const o = (p ?? {}) as { part_number?: unknown; etag?: unknown };
    if (typeof o.etag !== 'string' || !o.etag || !Number.isInteger(o.part_number)) {
      throw Unprocessable.field('parts', errorMessages.uploadFailed, uploadTitles.parts);
    }
    return { partNumber: o.part_number as number, etag: o.etag };
  });
}

/**
 * Completes the stored upload. A crash between the storage's completion and the row's commit
 * leaves the row uploading, the object whole and the upload gone: the client's retry of
 * `complete` then takes the object as it is (issue 22, crash rounds) instead of answering 404
 * and leaving the bytes to nobody.
 */
async function completeStored(
  storage: Storage,
  row: AttachmentRow,
  parts: CompletedPart[],
): Promise<{ size: number }> {
  try {
    return await storage.completeUpload(row.storage_key, row.upload_id!, parts);
  } catch (e) {
    if (!(e instanceof StorageError) || e.code !== 'NoSuchUpload') throw e;
    const size = await storage.size(row.storage_key);
    if (size === undefined) throw e;
    return { size };
  }
}

export async function completeUpload(
  request: FastifyRequest,
  admin: Uploader,
  target: UploadTarget,
): Promise<Document> {
  const body = plainBody(request.body as UploadCompleteBody);
  const row = await ownUpload(request, admin, target, body.upload_id);
  const parts = partsOf(body.parts);
  const { db, storage } = request.server;
  const { size } = await storageCall(() => completeStored(storage, row, parts));
  const head = await storedHead(storage, row.storage_key, size);
  const refused = fileRuleError(target.rules, { name: row.original_filename, size, head });
  if (refused) {
    await removeAttachment(db, storage, { ...row, status: 'complete' });
    throw Unprocessable.field('file_size', refused, FILE_TITLE);
  }
  const done = await db.transaction(async (tx) => {
    // A second completion of the same upload (a retry racing the first) must not mark it or
    // send its outbox message twice: the row is locked and must still be uploading.
    const [current] = await tx.query<{ status: string }>(
      'SELECT status FROM attachments WHERE id = $1 FOR UPDATE',
      [row.id],
    );
    if (current?.status !== 'uploading') throw new NotFound();
    const marked = await markComplete(tx, row.id, size);
    await target.onComplete?.(tx, marked);
    return marked;
  });
  return single(attachmentResource(done, target.extra?.(done)));
}

const uploadSteps = { start: startUpload, url: partUrl, complete: completeUpload };
export type UploadStep = keyof typeof uploadSteps;

/**
 * The three upload calls at `<path>_{start,url,complete}` (a start answers 201), each with the
 * route options `options` gives it, into the target `upload` finds for the caller.
 */
export function uploadRoutes<P = unknown>(
  app: FastifyInstance,
  path: string,
  options: (step: UploadStep) => RouteShorthandOptions,
  upload: (
    request: FastifyRequest<{ Params: P }>,
    step: UploadStep,
  ) => Promise<[Uploader, UploadTarget]>,
): void {
  for (const step of Object.keys(uploadSteps) as UploadStep[])
    app.post<{ Params: P }>(
      `${path}_${step}`,
      { ...options(step), ...uploadHooks(step) },
      async (request, reply) => {
        const answer = await uploadSteps[step](request, ...(await upload(request, step)));
        return reply.status(step === 'start' ? 201 : 200).send(answer);
      },
    );
}
