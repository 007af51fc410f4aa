/**
 * Files of contracts, agreements and a lead's work stages: attachments rows with record_type
 * 'Contract', 'ContractAgreement' or 'LeadActivity' (migration 0010). A file arrives by the
 * multipart upload under the record (`…/attachments/multipart_upload_{start,url,complete}`,
 * server/storage/multipart), as an upload of the caller's that no record owns yet, linked by id
 * (`POST …/attachments` with `attachment_id`), or — the live API's format (issue 20) — inside
 * the JSON body as a data URI (`POST …/attachments` with `file`, server/storage/dataUri.ts):
 * checked by the same rules, stored before the transaction and linked inside it.
 */
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import {
  documentKindLabel,
  recordFileKinds,
  type DocumentKind,
  type FileRecordType,
} from '../../../src/domain/documentKinds';
import { isOneOf } from '../../../src/domain/enums';
import { contractFileExtensions, maxUploadBytes } from '../../../src/domain/uploads';
import { validationMessages as m } from '../../../src/validation/messages';
import { errorMessages } from '../../../i18n/messages';
import { adminOf } from '../../auth/guard';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { attributesOf } from '../../http/request';
import { BadRequest, NotFound, Unprocessable, type FieldError } from '../../jsonapi/errors';
import { list, single } from '../../jsonapi/serialize';
import {
  attachmentResource,
  fileRuleError,
  findAttachment,
  removeAttachment,
  type AttachmentRow,
  type FileRules,
} from '../../storage/attachments';
import { readDataUriFile, storeDataUriFiles, type DataUriFile } from '../../storage/dataUri';
import { uploadRoutes, type UploadStep, type UploadTarget } from '../../storage/multipart';
import { answerTransfer, transferOf } from '../../storage/transfer';
import type { Storage } from '../../storage/types';
import { ownedCondition } from '../../storage/references';
import { fileKindMessage, type LinkFileBody } from '../leads/schemas';
import { contractMessages as msg, fieldTitles } from './messages';

/** The upload's extensions plus the detached signature containers (.sig, .p7s). */
export const contractFileRules: FileRules = {
  extensions: contractFileExtensions,
  maxBytes: maxUploadBytes,
};

export interface FileOwner {
  type: FileRecordType;
  id: string;
  /** The download path prefix: `${base}/${attachmentId}?transfer=binary`. */
  base: string;
}

/** What an owner's file adds to its resource: its download link and its kind's title. */
const fileExtra = (owner: FileOwner, row: AttachmentRow) => ({
  url: `${owner.base}/${row.id}?transfer=binary`,
  kind_label: documentKindLabel(row.kind),
});

export async function ownerFiles(db: Queryable, owner: FileOwner): Promise<AttachmentRow[]> {
  return db.query<AttachmentRow>(
    `SELECT * FROM attachments WHERE record_type = $1 AND record_id = $2 AND status = 'complete'
      ORDER BY created_at, id`,
    [owner.type, owner.id],
  );
}

async function listOwnerFiles(db: Queryable, owner: FileOwner) {
  const rows = await ownerFiles(db, owner);
  return list(
    rows.map((r) => attachmentResource(r, fileExtra(owner, r))),
    { page: 1, per: Math.max(rows.length, 1), total: rows.length },
  );
}

/** One file of the owner, else 404. */
async function ownerFile(db: Queryable, owner: FileOwner, attachmentId: string) {
  const row = await findAttachment(db, attachmentId);
  if (!row || row.record_type !== owner.type || String(row.record_id) !== String(owner.id)) {
    throw new NotFound();
  }
  return row;
}

const isOwnerKind = (type: FileRecordType, value: unknown): value is DocumentKind =>
  isOneOf(recordFileKinds[type], value);

function kindOf(owner: FileOwner, value: unknown): DocumentKind {
  if (isOwnerKind(owner.type, value)) return value;
  throw Unprocessable.field('kind', fileKindMessage(owner.type), fieldTitles.kind);
}

/** A data-URI item of `type`'s files: the file checked like an upload, the kind its owner's. */
export interface OwnerDataUriFile extends DataUriFile {
  kind: DocumentKind;
}

/**
 * Reads data-URI items `[{data: {type: 'attachment', attributes: {original_filename, kind,
 * file}}}]` (or one bare item) for an owner of `type`, pushing the field errors at `field.i`.
 */
export function readOwnerDataUriFiles(
  type: FileRecordType,
  items: readonly unknown[],
  field: (index: number) => string,
  errors: FieldError[],
): OwnerDataUriFile[] {
  const files: OwnerDataUriFile[] = [];
  items.forEach((item, i) => {
    const file = readDataUriFile(item, contractFileRules, field(i), fieldTitles.file, errors);
    if (!file) return;
    if (!isOwnerKind(type, file.kind)) {
      errors.push({ field: field(i), title: fieldTitles.kind, detail: fileKindMessage(type) });
      return;
    }
    files.push({ ...file, kind: file.kind });
  });
  return files;
}

/** Whether an attachment body carries the file itself (a data URI) rather than an upload's id. */
export function carriesDataUri(body: unknown): boolean {
  const attrs = (body as { data?: { attributes?: Record<string, unknown> } } | null)?.data
    ?.attributes;
  return typeof attrs === 'object' && attrs !== null && 'file' in attrs;
}

/** Stores checked files as the admin's unowned uploads (before the write's transaction). */
export const storeOwnerFiles = (
  db: Queryable,
  storage: Storage,
  admin: AdminPrincipal,
  files: readonly OwnerDataUriFile[],
): Promise<string[]> => storeDataUriFiles(db, storage, files, { adminId: admin.id }, (f) => f.kind);

/** Gives stored files their owner inside the write's transaction. */
export async function ownStoredFiles(tx: Queryable, owner: FileOwner, ids: readonly string[]) {
  if (!ids.length) return [];
  return tx.query<AttachmentRow>(
    `UPDATE attachments SET record_type = $2, record_id = $3
      WHERE id = ANY($1::bigint[]) AND record_type IS NULL RETURNING *`,
    [ids, owner.type, owner.id],
  );
}

/** The answer of an attached file. */
export const ownerFileDocument = (owner: FileOwner, row: AttachmentRow) =>
  single(attachmentResource(row, fileExtra(owner, row)));

/**
 * The upload's id: the judged attribute (digits, blank or null), else `data.id`, which no schema
 * judges. None (left out, null or blank) is the required message, another spelling malformed.
 */
function uploadIdOf(
  judged: string | number | null | undefined,
  dataId: unknown,
): string | { refused: string } {
  const sent = judged ?? dataId;
  if (sent === undefined || sent === null || (typeof sent === 'string' && sent.trim() === '')) {
    return { refused: m.required };
  }
  if (judged !== undefined && judged !== null) return String(judged);
  const text = typeof dataId === 'number' || typeof dataId === 'string' ? String(dataId) : '';
  return /^\d{1,18}$/.test(text) ? text : { refused: m.invalid };
}

/**
 * Links the caller's complete, unowned upload to the owner with its kind:
 * `{data: {type: 'attachment', attributes: {attachment_id, kind}}}` (or `id` in data), judged by
 * `linkFileBody` / the contract's `AttachmentAttributes` (../leads/schemas.ts `linkFileParts`).
 * What is left here: `data.id` standing in for a missing attachment_id (blank, null or left out
 * is the required message), the owner's kinds, the upload itself — and, as the contract's body
 * is open for its data-URI files, a link's other attributes (unknown).
 */
export async function linkFile(
  tx: Queryable,
  admin: AdminPrincipal,
  owner: FileOwner,
  body: unknown,
) {
  // The `{attachment: …}` root of the contract's described form is no link (as on a lead's).
  const data = (body as { data?: Partial<LinkFileBody['data']> }).data;
  if (!data?.attributes) throw new BadRequest();
  const { attributes: attrs, id: dataId } = data;
  const errors: FieldError[] = [];
  const id = uploadIdOf(attrs.attachment_id, dataId);
  if (typeof id !== 'string') {
    errors.push({ field: 'attachment_id', title: fieldTitles.attachment_id, detail: id.refused });
  }
  // The contract's body is open for its data-URI files; a link takes these two alone.
  if (owner.type === 'Contract') {
    for (const field of Object.keys(attrs)) {
      if (field !== 'attachment_id' && field !== 'kind') {
        errors.push({ field, detail: errorMessages.unknownField, code: 'unknown_field' });
      }
    }
  }
  if (typeof id !== 'string' || errors.length) throw new Unprocessable(errors);
  const kind = kindOf(owner, attrs.kind);
  const taken = () =>
    Unprocessable.field('attachment_id', msg.attachmentTaken, fieldTitles.attachment_id);
  const [row] = await tx.query<AttachmentRow>(
    'SELECT * FROM attachments WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (
    !row ||
    row.status !== 'complete' ||
    row.record_type !== null ||
    String(row.created_by_admin_id) !== String(admin.id)
  ) {
    throw taken();
  }
  const owned = await ownedCondition(tx);
  const [elsewhere] = await tx.query(`SELECT 1 FROM attachments a WHERE a.id = $1 AND ${owned}`, [
    id,
  ]);
  if (elsewhere) throw taken();
  const refused = fileRuleError(contractFileRules, {
    name: row.original_filename,
    size: Number(row.file_size ?? 0),
  });
  if (refused) throw Unprocessable.field('attachment_id', refused, fieldTitles.attachment_id);
  const [linked] = await tx.query<AttachmentRow>(
    `UPDATE attachments SET record_type = $2, record_id = $3, kind = $4 WHERE id = $1 RETURNING *`,
    [id, owner.type, owner.id, kind],
  );
  return ownerFileDocument(owner, linked!);
}

/** The multipart upload straight under the owner; the kind is checked at start. */
function uploadTarget(owner: FileOwner, request: FastifyRequest, step: string): UploadTarget {
  if (step === 'start') {
    const attrs = attributesOf(request.body, 'attachment');
    kindOf(owner, attrs.kind);
  }
  return {
    rules: contractFileRules,
    kind: recordFileKinds[owner.type][0]!,
    recordType: owner.type,
    recordId: owner.id,
    extra: (row) => fileExtra(owner, row),
  };
}

/** The owner of a route's files, as the caller may reach it (else a 404). */
type OwnerOf<P> = (request: FastifyRequest<{ Params: P }>) => Promise<FileOwner>;
type OptionsOf = (schema: FastifySchema) => RouteShorthandOptions;

const attachmentOf = (request: FastifyRequest, param: string) =>
  (request.params as Record<string, string>)[param]!;

/** GET `${base}/attachments` and `${base}/attachments/:${param}`: the owner's files. */
export function fileReadRoutes<P>(
  app: FastifyInstance,
  base: string,
  owner: OwnerOf<P>,
  options: OptionsOf,
  schemas: { files: FastifySchema; file: FastifySchema },
  param = 'attachmentId',
): void {
  app.get<{ Params: P }>(`${base}/attachments`, options(schemas.files), async (request) =>
    listOwnerFiles(app.db, await owner(request)),
  );
  app.get<{ Params: P }>(
    `${base}/attachments/:${param}`,
    options(schemas.file),
    async (request, reply) => {
      const row = await ownerFile(app.db, await owner(request), attachmentOf(request, param));
      return answerTransfer(request, reply, row, transferOf(request) ?? 'record');
    },
  );
}

/** The staff's multipart upload under the owner and a file's removal. */
export function fileWriteRoutes<P>(
  app: FastifyInstance,
  base: string,
  owner: OwnerOf<P>,
  options: OptionsOf,
  schemas: { removeFile: FastifySchema; upload: Record<UploadStep, FastifySchema> },
  param = 'attachmentId',
): void {
  uploadRoutes<P>(
    app,
    `${base}/attachments/multipart_upload`,
    (step) => options(schemas.upload[step]),
    async (request, step) => [adminOf(request), uploadTarget(await owner(request), request, step)],
  );
  app.delete<{ Params: P }>(
    `${base}/attachments/:${param}`,
    options(schemas.removeFile),
    async (request, reply) => {
      const row = await ownerFile(app.db, await owner(request), attachmentOf(request, param));
      await removeAttachment(app.db, app.storage, row);
      return reply.status(204).send();
    },
  );
}
