import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../modules/reference/testAuth';
import { call, createTestApp, type TestContext } from '../test/helpers';
import { sampleFile } from '../test/sampleFiles';

type Doc = { data: { id: string; attributes: Record<string, unknown> } };

// Found by the soak's kill -9 rounds (issue 22): a crash after the storage assembled the file
// but before the row was marked complete left an upload that no retry could finish (404) and
// bytes nobody owned. The retry of `complete` now takes the assembled file, once.
describe('multipart completion after a crash', () => {
  let ctx: TestContext;
  let dataDir: string;
  let auth: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-multipart-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    auth = await tokenFor(ctx.app, 'etp_admin@eog.test');
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (step: string, payload: object) =>
    call<Doc>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/instructions/single_multipart_upload_${step}`,
      headers: auth,
      payload,
    });

  it('completes an upload whose storage completion a crash interrupted, exactly once', async () => {
    const file = sampleFile('Схема.pdf', 4000);
    const started = await post('start', {
      data: { type: 'attachment', attributes: { original_filename: 'Схема.pdf' } },
    });
    const id = started.body.data.id;
    const uploadId = String(started.body.data.attributes.upload_id);
    const url = await post('url', { upload_id: uploadId, part_number: 1 });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: String(url.body.data.attributes.upload_url),
      headers: { 'content-type': 'application/octet-stream' },
      payload: file,
    });
    const parts = [{ part_number: 1, etag: String(put.headers.etag) }];
    // The crash: the storage finished the file, the row was never marked.
    const [row] = await ctx.db.query<{ storage_key: string }>(
      'SELECT storage_key FROM attachments WHERE id = $1',
      [id],
    );
    await ctx.app.storage.completeUpload(row!.storage_key, uploadId, [
      { partNumber: 1, etag: parts[0]!.etag },
    ]);

    const retried = await post('complete', { upload_id: uploadId, parts });
    expect(retried.status).toBe(200);
    expect(retried.body.data.attributes.file_size).toBe(file.length);
    expect((await post('complete', { upload_id: uploadId, parts })).status).toBe(404);
  });
});
