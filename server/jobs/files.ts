/**
 * The files of background jobs: a result (an export) or an error report is written to the file
 * storage as it is produced — a multipart upload fed in 5 MiB parts, so no file is ever whole
 * in memory — and recorded as an attachment owned by its job (record_type 'BackgroundJob',
 * server/storage/references.ts keeps it from the orphan sweep). An import reads its file back
 * as a stream from the storage.
 */
import { Readable } from 'node:stream';
import type { Queryable } from '../db';
import {
  findAttachment,
  markComplete,
  removeAttachment,
  startAttachment,
  type AttachmentRow,
} from '../storage/attachments';
import { MIN_PART_BYTES, type CompletedPart, type Storage } from '../storage/types';

/** attachments.record_type of the files a job owns. */
export const JOB_RECORD_TYPE = 'BackgroundJob';

export interface StoredFileWriter {
  write(chunk: string | Buffer): Promise<void>;
  /** Finishes the upload; answers the complete attachment. */
  close(): Promise<AttachmentRow>;
  /** Drops what was written (a failed job leaves no half file behind). */
  abort(): Promise<void>;
}

export async function storedFileWriter(
  db: Queryable,
  storage: Storage,
  file: { kind: string; filename: string; jobId: string; adminId?: string | null },
): Promise<StoredFileWriter> {
  const row = await startAttachment(db, storage, {
    kind: file.kind,
    filename: file.filename,
    recordType: JOB_RECORD_TYPE,
    recordId: file.jobId,
    adminId: file.adminId ?? undefined,
  });
  const parts: CompletedPart[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;

  const flush = async () => {
    const body = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    const partNumber = parts.length + 1;
    const { etag } = await storage.putPart(
      row.storage_key,
      row.upload_id!,
      partNumber,
      Readable.from([body]),
    );
    parts.push({ partNumber, etag });
  };

  return {
    async write(chunk) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      pending.push(buffer);
      pendingBytes += buffer.length;
      size += buffer.length;
      if (pendingBytes >= MIN_PART_BYTES) await flush();
    },
    async close() {
      if (pendingBytes > 0 || parts.length === 0) await flush();
      await storage.completeUpload(row.storage_key, row.upload_id!, parts);
      return markComplete(db, row.id, size);
    },
    async abort() {
      await removeAttachment(db, storage, row).catch(() => undefined);
    },
  };
}

/** A job's file as a stream (the whole object), or undefined when it is gone. */
export async function readStoredFile(
  db: Queryable,
  storage: Storage,
  attachmentId: string,
): Promise<{ row: AttachmentRow; size: number; open: () => Promise<Readable> } | undefined> {
  const row = await findAttachment(db, attachmentId);
  if (!row || row.status !== 'complete') return undefined;
  const size = (await storage.size(row.storage_key)) ?? 0;
  return {
    row,
    size,
    async open() {
      const object = await storage.get(row.storage_key);
      return object?.body ?? Readable.from([]);
    },
  };
}

/** Reads `length` bytes at `start` of a stored object (magic bytes, a zip's directory). */
export async function readRange(storage: Storage, key: string, start: number, length: number) {
  if (length <= 0) return Buffer.alloc(0);
  const object = await storage.get(key, { start, end: start + length - 1 });
  if (!object) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
