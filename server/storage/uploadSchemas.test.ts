import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { validationMessages as m } from '../../src/validation/messages';
import { OPENAPI_PATH } from '../http/openapi';
import { uploadTitles } from '../http/schemas';
import { tokenFor } from '../modules/reference/testAuth';
import { call, createTestApp, type TestContext } from '../test/helpers';

type Answer = {
  data: { id: string; attributes: Record<string, unknown> };
  errors: { title: string; detail: string; source?: { pointer: string } }[];
};

// The multipart upload's bodies are judged by `uploadSchemas` (issue 37 item 4), with the
// messages the handler has always given and Russian titles; a mistyped value is refused before
// the handler looks the upload up (an unknown upload with a bad part number is a 422 now).
describe('multipart upload bodies, judged by their schemas', () => {
  let ctx: TestContext;
  let dataDir: string;
  let auth: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-upload-schemas-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    auth = await tokenFor(ctx.app, 'etp_admin@eog.test');
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (step: string, payload: unknown) =>
    call<Answer>(ctx.app, {
      method: 'POST',
      url: `/v1/admin/instructions/single_multipart_upload_${step}`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const refusal = (res: { body: Answer }) =>
    res.body.errors.map((e) => ({ pointer: e.source?.pointer, title: e.title, detail: e.detail }));
  const start = (attributes: Record<string, unknown>) =>
    post('start', { data: { type: 'attachment', attributes } });
  const uploads = async () =>
    Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM attachments'))[0]!.n);

  it('refuses a start whose name or size is of the wrong kind (422), or without its envelope (400)', async () => {
    const before = await uploads();
    const file = (detail: string, field: string) => [
      { pointer: `/data/attributes/${field}`, title: uploadTitles.file, detail },
    ];
    for (const name of [5, '   ', 'я'.repeat(256), null]) {
      const res = await start({ original_filename: name });
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(refusal(res)).toEqual(file(m.required, 'original_filename'));
    }
    expect(refusal(await start({}))).toEqual(file(m.required, 'original_filename'));
    for (const size of ['10', 1.5, 2 ** 60, {}]) {
      const res = await start({ original_filename: 'Схема.pdf', file_size: size });
      expect(res.status, JSON.stringify(size)).toBe(422);
      expect(refusal(res)).toEqual(file(errorMessages.invalidValue, 'file_size'));
    }
    for (const body of [{ data: 'x' }, { data: { attributes: ['x'] } }, []])
      expect((await post('start', body)).status, JSON.stringify(body)).toBe(400);
    expect(await uploads()).toBe(before);
  });

  it('refuses a part number or a parts list of the wrong kind, wherever it is sent (422)', async () => {
    const started = await start({ original_filename: 'Схема.pdf', file_size: 4000 });
    expect(started.status).toBe(201);
    const uploadId = String(started.body.data.attributes.upload_id);
    const part = [
      {
        pointer: '/data/attributes/part_number',
        title: uploadTitles.part,
        detail: errorMessages.invalidValue,
      },
    ];
    for (const number of [0, '1', 1.5, 10_001]) {
      const res = await post('url', { upload_id: uploadId, part_number: number });
      expect(res.status, JSON.stringify(number)).toBe(422);
      expect(refusal(res)).toEqual(part);
    }
    const inData = await post('url', {
      data: { attributes: { upload_id: uploadId, part_number: 'x' } },
    });
    expect(refusal(inData)).toEqual(part);
    // The schema answers before the upload is looked up.
    expect((await post('url', { upload_id: 'nobody', part_number: 0 })).status).toBe(422);
    // A value sent nowhere is the handler's: the same message and title.
    expect(refusal(await post('url', { upload_id: uploadId }))).toEqual(part);
    expect((await post('url', { upload_id: uploadId, part_number: 1 })).status).toBe(200);

    const parts = [
      {
        pointer: '/data/attributes/parts',
        title: uploadTitles.parts,
        detail: errorMessages.uploadFailed,
      },
    ];
    for (const list of [[], 'etag', { 0: 'etag' }]) {
      const res = await post('complete', { upload_id: uploadId, parts: list });
      expect(res.status, JSON.stringify(list)).toBe(422);
      expect(refusal(res)).toEqual(parts);
    }
    expect(refusal(await post('complete', { upload_id: uploadId, parts: [{ etag: 5 }] }))).toEqual(
      parts,
    );
    expect(refusal(await post('complete', { upload_id: uploadId }))).toEqual(parts);
  });

  it("reads the console's {attachment: …} root as the envelope, judged the same", async () => {
    const started = await post('start', { attachment: { original_filename: ' Схема.pdf ' } });
    expect(started.status).toBe(201);
    expect(started.body.data.attributes.original_filename).toBe('Схема.pdf');
    const refused = await post('start', { attachment: { original_filename: 5, file_size: '1' } });
    expect(refused.status).toBe(422);
    expect(refusal(refused)).toEqual([
      {
        pointer: '/data/attributes/original_filename',
        title: uploadTitles.file,
        detail: m.required,
      },
      {
        pointer: '/data/attributes/file_size',
        title: uploadTitles.file,
        detail: errorMessages.invalidValue,
      },
    ]);
    expect((await post('start', { attachment: ['x'] })).status).toBe(400);
    expect((await post('start', {})).status).toBe(400);
  });

  it("judges the lead's and the activity's uploads by the same schemas, before their 404", async () => {
    const send = (url: string, payload: unknown) =>
      call<Answer>(ctx.app, {
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const lead = '/v1/admin/leads/999999999';
    const bad = await send(`${lead}/documents/multipart_upload_start`, {
      data: { type: 'attachment', attributes: { kind: 'land', original_filename: '  ' } },
    });
    expect(refusal(bad)).toEqual([
      {
        pointer: '/data/attributes/original_filename',
        title: uploadTitles.file,
        detail: m.required,
      },
    ]);
    const good = await send(`${lead}/documents/multipart_upload_start`, {
      data: { type: 'attachment', attributes: { kind: 'land', original_filename: 'a.pdf' } },
    });
    expect(good.status).toBe(404);
    const part = await send(`${lead}/activities/1/attachments/multipart_upload_url`, {
      upload_id: 'nobody',
      part_number: 0,
    });
    expect(refusal(part)).toEqual([
      {
        pointer: '/data/attributes/part_number',
        title: uploadTitles.part,
        detail: errorMessages.invalidValue,
      },
    ]);
  });

  it("gives every upload route the one definition of each step's body", async () => {
    type Operation = { requestBody?: { content?: Record<string, { schema?: unknown }> } };
    const doc = (await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const bodies: Record<string, [string, unknown][]> = { start: [], url: [], complete: [] };
    for (const [path, ops] of Object.entries(doc.paths)) {
      const step = /multipart_upload_(start|url|complete)$/.exec(path)?.[1];
      const body = ops.post?.requestBody?.content?.['application/json']?.schema;
      if (step) bodies[step]!.push([path, body]);
    }
    for (const [step, routes] of Object.entries(bodies)) {
      const paths = routes.map(([path]) => path);
      // The registries', the jobs', the leads' (console and site), the activities', the
      // contract's and the agreements'.
      for (const part of [
        '/v1/admin/instructions/single_',
        '/v1/admin/background_jobs/',
        '/v1/admin/leads/{id}/documents/',
        '/v1/leads/{id}/documents/',
        '/activities/{activity_id}/attachments/',
        '/contract/attachments/',
        '/agreements/{id}/attachments/',
      ]) {
        expect(
          paths.some((p) => p.includes(part)),
          `${step}: ${part}`,
        ).toBe(true);
      }
      const [, first] = routes[0]!;
      expect(first, step).toBeTruthy();
      for (const [path, body] of routes) expect(body, path).toEqual(first);
    }
  });
});
