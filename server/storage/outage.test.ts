import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { call, createTestApp, loginAs, type TestContext } from '../test/helpers';
import { startLocalS3, type LocalS3 } from '../test/localS3';
import { startProxy, type Proxy } from '../test/soak/proxy';

type Body = { data?: { id: string; attributes: Record<string, unknown> }; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

// The S3 outage (issue 22): the app on a real S3-compatible server (s3rver) behind a TCP proxy
// the test cuts. While the bucket is unreachable every call that needs it answers 503 with the
// seeds' message within 2 s and the rest of the API keeps working; once it is back the same
// calls succeed, and nothing was half-written meanwhile.
describe('an S3 outage', () => {
  let s3: LocalS3;
  let proxy: Proxy;
  let ctx: TestContext;
  let auth: { authorization: string };
  let base: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    proxy = await startProxy('127.0.0.1', s3.port);
    ctx = await createTestApp(s3.env(`http://127.0.0.1:${proxy.port}`));
    auth = await loginAs(ctx.app, 'etp_admin@eog.test');
    const [lead] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM leads WHERE status = 'in_progress' ORDER BY id LIMIT 1`,
    );
    base = `/v1/admin/leads/${lead!.id}/documents`;
  });
  afterAll(async () => {
    await ctx.close();
    await proxy.close();
    await s3.close();
  });

  const post = (url: string, payload: object) =>
    call<Body>(ctx.app, { method: 'POST', url, payload, headers: auth });
  const start = () =>
    post(`${base}/multipart_upload_start`, {
      data: { type: 'attachment', attributes: { kind: 'land', original_filename: 'Выписка.pdf' } },
    });
  /** A whole upload: start, a presigned part URL, the PUT to S3 itself, complete. */
  const upload = async (bytes: Buffer) => {
    const started = await start();
    expect(started.status).toBe(200);
    const uploadId = started.body.data!.attributes.upload_id;
    const url = await post(`${base}/multipart_upload_url`, { upload_id: uploadId, part_number: 1 });
    const put = await fetch(String(url.body.data!.attributes.upload_url), {
      method: 'PUT',
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    const done = await post(`${base}/multipart_upload_complete`, {
      upload_id: uploadId,
      parts: [{ part_number: 1, etag: put.headers.get('etag') }],
    });
    expect(done.status).toBe(200);
    return done.body.data!.id;
  };
  const download = (id: string) =>
    ctx.app.inject({ method: 'GET', url: `${base}/${id}?transfer=binary`, headers: auth });
  const documents = async () =>
    Number(
      (
        await ctx.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM attachments WHERE record_type = 'Lead'`,
        )
      )[0]!.n,
    );

  it('answers 503 within 2 s while the bucket is unreachable and recovers when it returns', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% Выписка из ЕГРН\n');
    const stored = await upload(pdf);
    expect((await download(stored)).rawPayload).toEqual(pdf);
    const before = await documents();

    proxy.cut();
    for (const attempt of [() => download(stored), () => start()]) {
      const t0 = performance.now();
      const res = await attempt();
      expect(performance.now() - t0).toBeLessThan(2000);
      const status = 'statusCode' in res ? res.statusCode : res.status;
      const body = ('json' in res ? res.json() : res.body) as Body;
      expect(status).toBe(503);
      expect(body.errors![0].detail).toBe(errorMessages.unavailable);
    }
    // What does not need the bucket keeps working.
    const list = await call<{ data: unknown[] }>(ctx.app, { url: base, headers: auth });
    expect(list.status).toBe(200);
    expect(await documents()).toBe(before);

    proxy.mend();
    expect((await download(stored)).rawPayload).toEqual(pdf);
    const again = await upload(Buffer.from('%PDF-1.4\n'));
    expect(again).not.toBe(stored);
  });
});
