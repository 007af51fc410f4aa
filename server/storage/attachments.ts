/**
 * Rows of the attachments table (migration 0004) and their JSON:API form (seed 001 §3
 * Attachment: kind, original_filename, file_size, created_at, id, upload_id). A row is
 * 'uploading' from multipart start until complete, then 'complete' with its size known.
 */
import { matchesSignature, SIGNATURE_BYTES } from '../../src/domain/fileSignatures';
import { fileExtension } from '../../src/domain/uploads';
import { validationMessages } from '../../src/validation/messages';
import { allowedExtensions, maxFileSize, notEmptyFile } from '../../src/validation/files';
import type { Queryable } from '../db';
import { assignments } from '../db/sql';
import { resource } from '../jsonapi/serialize';
import { contentTypeOf } from './disposition';
import { storageCall } from './errors';
import { newStorageKey } from './index';
import type { Storage } from './types';

export interface AttachmentRow {
  id: string;
  kind: string;
  original_filename: string;
  content_type: string | null;
  file_size: string | number | null;
  storage_key: string;
  upload_id: string | null;
  status: 'uploading' | 'complete';
  record_type: string | null;
  record_id: string | null;
  created_by_admin_id: string | null;
  created_by_user_id: string | null;
  created_at: Date;
  completed_at: Date | null;
}

/** The extensions and the size limit a file must fit (a file field or a list of files). */
export interface FileRules {
  extensions: readonly string[];
  maxBytes: number;
}

/**
 * The seeds' message for a file that does not fit `rules`: format, empty, then size — and,
 * given its first bytes (`head`, SIGNATURE_BYTES of them), a format its bytes do not bear out:
 * a file is checked by what it is, not by its name (issue 22).
 */
export function fileRuleError(
  rules: FileRules,
  file: { name: string; size?: number; head?: Uint8Array },
): string | undefined {
  return (
    allowedExtensions(rules.extensions)(file) ??
    notEmptyFile(file) ??
    maxFileSize(rules.maxBytes)(file) ??
    (file.head && !matchesSignature(file.name, file.head)
      ? validationMessages.fileFormat
      : undefined)
  );
}

/** The first SIGNATURE_BYTES of a stored object (fewer when it is shorter). */
export async function storedHead(storage: Storage, key: string, size: number): Promise<Buffer> {
  if (size === 0) return Buffer.alloc(0);
  const object = await storageCall(() =>
    storage.get(key, { start: 0, end: Math.min(size, SIGNATURE_BYTES) - 1 }),
  );
  if (!object) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).subarray(0, SIGNATURE_BYTES);
}

export async function findAttachment(db: Queryable, id: string) {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<AttachmentRow>('SELECT * FROM attachments WHERE id = $1', [id]);
  return row;
}

export interface NewAttachment {
  kind: string;
  filename: string;
  recordType?: string;
  recordId?: string;
  adminId?: string;
  userId?: string;
}

/** The row of `a` with `columns` besides; answers it. */
async function insertAttachment(db: Queryable, a: NewAttachment, columns: Record<string, unknown>) {
  const values = assignments({
    kind: a.kind,
    original_filename: a.filename,
    ...columns,
    created_by_admin_id: a.adminId ?? null,
    created_by_user_id: a.userId ?? null,
  });
  const [row] = await db.query<AttachmentRow>(
    `INSERT INTO attachments (${values.columns}) VALUES (${values.placeholders}) RETURNING *`,
    values.params,
  );
  return row!;
}

/** Starts the multipart upload in the storage and records it as 'uploading'. */
export async function startAttachment(db: Queryable, storage: Storage, a: NewAttachment) {
  const key = newStorageKey('attachments', fileExtension(a.filename));
  const contentType = contentTypeOf(a.filename);
  const uploadId = await storageCall(() => storage.createUpload(key, contentType));
  return insertAttachment(db, a, {
    content_type: contentType,
    storage_key: key,
    upload_id: uploadId,
    record_type: a.recordType ?? null,
    record_id: a.recordId ?? null,
  });
}

/** Stores a whole file at once (the service passport) and records it as complete. */
export async function storeAttachment(
  db: Queryable,
  storage: Storage,
  a: NewAttachment,
  body: Buffer,
): Promise<AttachmentRow> {
  const key = newStorageKey('attachments', fileExtension(a.filename));
  const contentType = contentTypeOf(a.filename);
  // The row first: if storing fails, the sweep finds it 'uploading' and cleans up.
  const row = await insertAttachment(db, a, { content_type: contentType, storage_key: key });
  await storageCall(() => storage.put(key, body, contentType));
  return markComplete(db, row.id, body.length);
}

/**
 * Records a file that is already in the storage under `file.key` (a form body's file, streamed
 * there as it arrived: server/http/formBody.ts) as a complete attachment.
 */
export async function recordStoredAttachment(
  db: Queryable,
  a: NewAttachment,
  file: { key: string; size: number; contentType: string },
): Promise<AttachmentRow> {
  const [row] = await db.query<AttachmentRow>(
    `INSERT INTO attachments (kind, original_filename, content_type, storage_key, status,
       file_size, completed_at, created_by_admin_id, created_by_user_id)
     VALUES ($1, $2, $3, $4, 'complete', $5, now(), $6, $7) RETURNING *`,
    [
      a.kind,
      a.filename,
      file.contentType,
      file.key,
      file.size,
      a.adminId ?? null,
      a.userId ?? null,
    ],
  );
  return row!;
}

export async function markComplete(db: Queryable, id: string, size: number) {
  const [row] = await db.query<AttachmentRow>(
    `UPDATE attachments SET status = 'complete', file_size = $2, completed_at = now()
      WHERE id = $1 RETURNING *`,
    [id, size],
  );
  return row!;
}

/** Removes the bytes, then the row (a failed storage call leaves both in place). */
export async function removeAttachment(db: Queryable, storage: Storage, row: AttachmentRow) {
  await storageCall(() =>
    row.status === 'complete'
      ? storage.delete(row.storage_key)
      : storage.abortUpload(row.storage_key, row.upload_id ?? ''),
  );
  await db.query('DELETE FROM attachments WHERE id = $1', [row.id]);
}

export function attachmentSize(row: AttachmentRow): number | null {
  return row.file_size === null ? null : Number(row.file_size);
}

/** `{type: 'attachment', id, attributes: {kind, original_filename, file_size, …}}` */
export function attachmentResource(row: AttachmentRow, extra: Record<string, unknown> = {}) {
  return resource('attachment', row.id, {
    kind: row.kind,
    original_filename: row.original_filename,
    content_type: row.content_type,
    file_size: attachmentSize(row),
    created_at: row.created_at,
    upload_id: row.upload_id,
    ...extra,
  });
}
