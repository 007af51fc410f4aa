import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadChunkBytes } from '../../src/domain/uploads';
import { tokenFor } from '../modules/reference/testAuth';
import { createTestApp, type TestContext } from '../test/helpers';
import { sampleFile } from '../test/sampleFiles';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

// The embedded storage's part and object URLs over real HTTP, as a browser sends them: a Blob
// slice without a type, a chunked stream without a length, then a signed download.
describe('storage routes over HTTP', () => {
  let ctx: TestContext;
  let dataDir: string;
  let base: string;
  let auth: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-routes-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
    auth = await tokenFor(ctx.app, 'etp_admin@eog.test');
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = async (step: string, body: unknown) => {
    const res = await fetch(`${base}/v1/admin/instructions/single_multipart_upload_${step}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { data: { id: string; attributes: Record<string, string> } };
  };

  it('takes parts as Blob slices and as chunked streams, and serves the signed download', async () => {
    const file = sampleFile('Схема.pdf', uploadChunkBytes + 777);
    const started = await post('start', {
      data: { type: 'attachment', attributes: { original_filename: 'Схема.pdf' } },
    });
    const uploadId = started.data.attributes.upload_id!;
    const partUrl = async (n: number) =>
      (await post('url', { upload_id: uploadId, part_number: n })).data.attributes.upload_url!;

    const first = await fetch(`${base}${await partUrl(1)}`, {
      method: 'PUT',
      headers: auth,
      body: new Blob([file.subarray(0, uploadChunkBytes)]),
    });
    expect(first.status).toBe(200);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(file.subarray(uploadChunkBytes, uploadChunkBytes + 500));
        controller.enqueue(file.subarray(uploadChunkBytes + 500));
        controller.close();
      },
    });
    const second = await fetch(`${base}${await partUrl(2)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(second.status).toBe(200);

    const done = await post('complete', {
      upload_id: uploadId,
      parts: [
        { part_number: 1, etag: first.headers.get('etag') },
        { part_number: 2, etag: second.headers.get('etag') },
      ],
    });
    expect(Number(done.data.attributes.file_size)).toBe(file.length);

    const [row] = await ctx.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM attachments WHERE id = $1',
      [done.data.id],
    );
    const url = await ctx.app.storage.signedDownloadUrl(row!.storage_key, {
      filename: 'Схема.pdf',
      contentType: 'application/pdf',
    });
    const download = await fetch(`${base}${url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(file.length));
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(file));
  });

  it('refuses an unsigned part before reading it', async () => {
    const res = await fetch(`${base}/v1/storage/parts/${'a'.repeat(32)}/1?expires=1&signature=x`, {
      method: 'PUT',
      body: new Blob([Buffer.alloc(1024)]),
    });
    expect(res.status).toBe(403);
  });
});
