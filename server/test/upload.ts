/** A file sent the way the console sends it, for the tests of the registries' file fields. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { uploadChunkBytes } from '../../src/domain/uploads';

type Headers = Record<string, string>;

/** The client's multipart protocol (dataProvider/upload.ts) through app.inject. */
export async function uploadFile(
  app: FastifyInstance,
  headers: Headers,
  base: string,
  filename: string,
  data: Buffer,
  kind = 'instruction',
) {
  const post = (step: string, payload: unknown) =>
    app.inject({ method: 'POST', url: `${base}_${step}`, headers, payload: payload as object });
  const start = await post('start', {
    data: { type: 'attachment', attributes: { kind, original_filename: filename } },
  });
  if (start.statusCode !== 201) return { start };
  const uploadId = start.json().data.attributes.upload_id as string;
  const parts: { part_number: number; etag: string }[] = [];
  const count = Math.max(1, Math.ceil(data.length / uploadChunkBytes));
  for (let n = 1; n <= count; n++) {
    const url = await post('url', { upload_id: uploadId, part_number: n });
    const href = url.json().data.attributes.upload_url as string;
    const chunk = data.subarray((n - 1) * uploadChunkBytes, n * uploadChunkBytes);
    // A same-origin part goes through the shared client, so it carries the token.
    const put = await app.inject({ method: 'PUT', url: href, headers, payload: chunk });
    expect(put.statusCode).toBe(200);
    parts.push({ part_number: n, etag: put.headers.etag as string });
  }
  const complete = await post('complete', { upload_id: uploadId, parts });
  return { start, complete, uploadId, parts, id: start.json().data.id as string };
}
