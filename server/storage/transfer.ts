/**
 * The download answer of seed 001 §7: `?transfer=download_url` → the attachment with a
 * short-lived signed `download_url` (a presigned S3 URL, or our own signed storage URL — never
 * one with `transfer=binary`, so the client opens it in a new tab without a token);
 * `?transfer=binary` → the bytes themselves; no `transfer` → whichever the route defaults to.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequest, NotFound } from '../jsonapi/errors';
import { single } from '../jsonapi/serialize';
import { attachmentResource, type AttachmentRow } from './attachments';
import { sendStored } from './download';
import { storageCall } from './errors';
import { recordEvent } from '../registries/events';

export type Transfer = 'download_url' | 'binary';

/** The `transfer` query parameter: undefined when absent, 400 when it is something else. */
export function transferOf(request: FastifyRequest): Transfer | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.transfer;
  if (value === undefined || value === '') return undefined;
  if (value === 'download_url' || value === 'binary') return value;
  throw new BadRequest('Некорректные параметры запроса', '/transfer');
}

export async function answerTransfer(
  request: FastifyRequest,
  reply: FastifyReply,
  row: AttachmentRow | undefined,
  transfer: Transfer | 'record',
  extra: Record<string, unknown> = {},
): Promise<unknown> {
  if (!row || row.status !== 'complete') throw new NotFound();
  const storage = request.server.storage;
  // A staff member taking a file is an event of the log (152-ФЗ: who read whose data).
  if (transfer !== 'record' && request.principal?.kind === 'admin') {
    await recordEvent(request.server.db, request, {
      action: 'download',
      type: 'attachment',
      id: String(row.id),
      changes: { filename: row.original_filename, kind: row.kind },
    });
  }
  const name = {
    filename: row.original_filename,
    contentType: row.content_type ?? 'application/octet-stream',
  };
  if (transfer === 'binary') {
    return sendStored(reply, storage, row.storage_key, name, request.headers.range);
  }
  if (transfer === 'download_url') {
    const url = await storageCall(() => storage.signedDownloadUrl(row.storage_key, name));
    void reply.header('cache-control', 'no-store');
    return single(attachmentResource(row, { ...extra, download_url: url }));
  }
  return single(attachmentResource(row, extra));
}
