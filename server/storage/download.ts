/**
 * Sends a stored object as an HTTP answer: its type, a Content-Disposition keeping the
 * Russian name, its length, and one `Range: bytes=…` (206, or 416 when it cannot be served).
 */
import type { FastifyReply } from 'fastify';
import { NotFound } from '../jsonapi/errors';
import { contentDisposition } from './disposition';
import { storageCall } from './errors';
import type { ByteRange, DownloadName, Storage } from './types';

/** One range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; null when unsatisfiable, undefined when absent. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return undefined; // several ranges or junk: whole file
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || end < start) return null;
  return { start, end };
}

export async function sendStored(
  reply: FastifyReply,
  storage: Storage,
  key: string,
  name: DownloadName,
  rangeHeader?: string,
): Promise<FastifyReply> {
  const size = await storageCall(() => storage.size(key));
  if (size === undefined) throw new NotFound();
  const range = parseRange(rangeHeader, size);
  void reply
    .header('content-type', name.contentType)
    .header('content-disposition', contentDisposition(name.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes');
  if (range === null) {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  const object = await storageCall(() => storage.get(key, range));
  if (!object) throw new NotFound();
  if (range) {
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    void reply.header('content-length', size);
  }
  return reply.send(object.body);
}
