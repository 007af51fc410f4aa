/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Multipart form bodies (issue 20): fields into the bracketed tree, files streamed into the
 * storage in 5 MiB parts, limits as 413 with the seeds' message and nothing left behind,
 * malformed bodies as 400 — through the service save, on PGlite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { uploadChunkBytes } from '../../src/domain/uploads';
import { buildApp } from '../app';
import { S3Storage } from '../storage/s3';
import type { Storage } from '../storage/types';
import { call, createTestApp, type TestContext } from '../test/helpers';
import { startLocalS3, type LocalS3 } from '../test/localS3';
import { formTree, streamToStorage } from './formBody';
import { services } from '../../src/registries';
import { fileTooLargeMessage } from '../registries/formFiles';
import { tokenFor } from '../modules/reference/testAuth';

type Doc = { data: any; errors?: any[] };

const LIMIT = 6 * 1024 * 1024;
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  for (let i = 4096; i < size; i += 4096) bytes[i] = i % 251;
  return bytes;
};
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('formTree', () => {
  it('builds the bracketed tree: objects, appended lists, an emptied list as one empty value', () => {
    expect(
      formTree([
        ['service[name]', 'Опрессовка'],
        ['service[account_types][]', 'individual_person'],
        ['service[account_types][]', 'entrepreneur'],
        ['service[organization_ids]', ''],
        ['page', '2'],
      ]),
    ).toEqual({
      service: {
        name: 'Опрессовка',
        account_types: ['individual_person', 'entrepreneur'],
        organization_ids: '',
      },
      page: '2',
    });
  });

  it.each(['service[__proto__][x]', 'a[constructor]', 'a]b', 'a[b]c', 'a[b][c][d][e]'])(
    'refuses the field name %s with a 400',
    (name) => {
      expect(() => formTree([[name, '1']])).toThrow(
        expect.objectContaining({ status: 400 }) as Error,
      );
    },
  );
});

/** A storage that records its calls, keeping only sizes (for the streaming unit test). */
function recordingStorage() {
  const calls: string[] = [];
  const storage = {
    kind: 'local',
    async createUpload(key: string) {
      calls.push(`create ${key}`);
      return 'u1';
    },
    async putPart(_key: string, _id: string, n: number, body: Readable) {
      let size = 0;
      for await (const chunk of body) size += (chunk as Buffer).length;
      calls.push(`part ${n} ${size}`);
      return { etag: `"${n}"`, size };
    },
    async completeUpload(_key: string, _id: string, parts: unknown[]) {
      calls.push(`complete ${parts.length}`);
      return { size: 0 };
    },
    async abortUpload() {
      calls.push('abort');
    },
    async put(_key: string, body: Buffer) {
      calls.push(`put ${body.length}`);
      return { size: body.length };
    },
  } as unknown as Storage;
  return { storage, calls };
}

/** `total` bytes in 64 KiB chunks, generated as they are read. */
async function* chunks(total: number): AsyncGenerator<Buffer> {
  for (let sent = 0; sent < total; sent += 65536) {
    yield Buffer.alloc(Math.min(65536, total - sent), sent === 0 ? 0x25 : 0x41);
  }
}

describe('streamToStorage', () => {
  const tooLarge = () => new Error('too large');

  it('sends a big file as 5 MiB parts of the multipart protocol, the rest as the last part', async () => {
    const { storage, calls } = recordingStorage();
    const size = 2 * uploadChunkBytes + 1000;
    const r = await streamToStorage(storage, 'k', 'application/pdf', chunks(size), size, tooLarge);
    expect(r.size).toBe(size);
    expect(r.head.length).toBe(1024);
    expect(calls).toEqual([
      'create k',
      `part 1 ${uploadChunkBytes}`,
      `part 2 ${uploadChunkBytes}`,
      'part 3 1000',
      'complete 3',
    ]);
  });

  it('puts a file smaller than a part at once', async () => {
    const { storage, calls } = recordingStorage();
    const r = await streamToStorage(storage, 'k', 'application/pdf', chunks(10), 100, tooLarge);
    expect(r).toMatchObject({ size: 10 });
    expect(calls).toEqual(['put 10']);
  });

  it('stops reading past the limit and aborts the parts already sent', async () => {
    const { storage, calls } = recordingStorage();
    const limit = uploadChunkBytes + 10;
    await expect(
      streamToStorage(
        storage,
        'k',
        'application/pdf',
        chunks(3 * uploadChunkBytes),
        limit,
        tooLarge,
      ),
    ).rejects.toThrow('too large');
    expect(calls).toEqual(['create k', `part 1 ${uploadChunkBytes}`, 'abort']);
  });
});

describe('streamToStorage into S3 (a local S3-compatible server)', () => {
  let s3: LocalS3;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startLocalS3();
    storage = new S3Storage(s3.options());
  });
  afterAll(() => s3.close());

  it('stores a file of three parts the same way as on the local disk; an oversize one not at all', async () => {
    const file = pdf(2 * uploadChunkBytes + 777);
    const from = async function* () {
      for (let i = 0; i < file.length; i += 65536) yield file.subarray(i, i + 65536);
    };
    const r = await streamToStorage(
      storage,
      'attachments/s3.pdf',
      'application/pdf',
      from(),
      file.length,
      () => new Error('too large'),
    );
    expect(r.size).toBe(file.length);
    const object = (await storage.get('attachments/s3.pdf'))!;
    const back: Buffer[] = [];
    for await (const chunk of object.body) back.push(chunk as Buffer);
    expect(sha(Buffer.concat(back))).toBe(sha(file));

    await expect(
      streamToStorage(
        storage,
        'attachments/big.pdf',
        'application/pdf',
        from(),
        uploadChunkBytes + 1,
        () => new Error('too large'),
      ),
    ).rejects.toThrow('too large');
    expect(await storage.size('attachments/big.pdf')).toBeUndefined();
  });
});

describe('multipart form bodies through the service save', () => {
  let ctx: TestContext;
  let dataDir: string;
  let admin: { authorization: string };
  let serviceId: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-form-'));
    ctx = await createTestApp({ DATA_DIR: dataDir, SERVICE_PASSPORT_MAX_BYTES: String(LIMIT) });
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    const [row] = await ctx.db.query<{ id: string }>(
      `SELECT id FROM services WHERE kind = 'technical_connection'`,
    );
    serviceId = String(row!.id);
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Every object and unfinished upload in the local storage. */
  const stored = async () => [
    ...(await readdir(join(dataDir, 'files', 'objects', 'attachments')).catch(() => [])),
    ...(await readdir(join(dataDir, 'files', 'uploads')).catch(() => [])),
  ];

  async function encode(form: FormData) {
    const req = new Request('http://local/', { method: 'POST', body: form });
    return {
      payload: Buffer.from(await req.arrayBuffer()),
      contentType: req.headers.get('content-type')!,
    };
  }

  async function patch(form: FormData, headers: Record<string, string> = admin) {
    const { payload, contentType } = await encode(form);
    return call<Doc>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/services/${serviceId}`,
      payload,
      headers: { ...headers, 'content-type': contentType },
    });
  }

  const name = async () =>
    (
      await ctx.db.query<{ name: string }>('SELECT name FROM services WHERE id = $1', [serviceId])
    )[0]!.name;

  it('streams a passport bigger than a part into the storage and records it', async () => {
    const before = await stored();
    const file = pdf(uploadChunkBytes + 123_456);
    const form = new FormData();
    form.append('service[name]', 'Подключение (технологическое присоединение)');
    form.append('service[passport]', new File([file], 'Паспорт.pdf'));
    const res = await patch(form);
    expect(res.status).toBe(200);
    expect(res.body.data.attributes.passport.name).toBe('Паспорт.pdf');
    const [row] = await ctx.db.query<{ file_size: string; status: string; content_type: string }>(
      `SELECT a.file_size, a.status, a.content_type FROM attachments a
         JOIN services s ON s.passport_file_id = a.id WHERE s.id = $1`,
      [serviceId],
    );
    expect(row).toMatchObject({ status: 'complete', content_type: 'application/pdf' });
    expect(Number(row!.file_size)).toBe(file.length);
    const download = await ctx.app.inject({ url: `/v1/services/${serviceId}/passport` });
    expect(sha(download.rawPayload)).toBe(sha(file));
    // One new object; the upload's parts are gone.
    expect((await stored()).length).toBe(before.length + 1);
  });

  it('answers a passport over the limit with 413 and the size message, storing nothing', async () => {
    const before = await stored();
    const nameBefore = await name();
    const form = new FormData();
    form.append('service[name]', 'Не должно сохраниться');
    form.append('service[passport]', new File([pdf(LIMIT + 1)], 'big.pdf'));
    const res = await patch(form);
    expect(res.status).toBe(413);
    expect(res.body.errors![0]).toMatchObject({
      detail: fileTooLargeMessage(services.fields.passport, LIMIT),
      title: 'Паспорт услуги',
      source: { pointer: '/data/attributes/passport' },
    });
    expect(fileTooLargeMessage(services.fields.passport, LIMIT)).toMatch(
      /^Максимальный размер загружаемого файла не должен превышать \S+/,
    );
    expect(await stored()).toEqual(before);
    expect(await name()).toBe(nameBefore);
    expect(
      await ctx.db.query(`SELECT 1 FROM attachments WHERE original_filename = 'big.pdf'`),
    ).toEqual([]);
    // The connection is still usable: the next request is answered.
    expect((await ctx.app.inject({ url: `/v1/services/${serviceId}` })).statusCode).toBe(200);
  });

  it('deletes the streamed file when the form is refused after it (wrong format, 422)', async () => {
    const before = await stored();
    const form = new FormData();
    form.append('service[passport]', new File(['PK\u0003\u0004 not a pdf'], 'passport.pdf'));
    const res = await patch(form);
    expect(res.status).toBe(422);
    expect(res.body.errors![0].detail).toBe('Вы загрузили неверный формат документов');
    expect(await stored()).toEqual(before);
  });

  it('reads nothing for a caller who may not write: 401 / 403 before the body', async () => {
    const before = await stored();
    const form = new FormData();
    form.append('service[passport]', new File([pdf(1000)], 'p.pdf'));
    expect((await patch(form, {})).status).toBe(401);
    const eog = await tokenFor(ctx.app, 'eog@eog.test');
    const other = await encode(form);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/v1/admin/services',
      payload: other.payload,
      headers: { ...eog, 'content-type': other.contentType },
    });
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('refuses two passports, a file where none is taken and too many fields', async () => {
    const before = await stored();
    const two = new FormData();
    two.append('service[passport]', new File([pdf(100)], 'a.pdf'));
    two.append('service[passport]', new File([pdf(100)], 'b.pdf'));
    const twoRes = await patch(two);
    expect(twoRes.status).toBe(413);
    expect(twoRes.body.errors![0].detail).toBe(errorMessages.formTooManyFiles);

    const elsewhere = new FormData();
    elsewhere.append('service[description]', new File([pdf(100)], 'd.pdf'));
    const elsewhereRes = await patch(elsewhere);
    expect(elsewhereRes.status).toBe(400);
    expect(elsewhereRes.body.errors![0]).toMatchObject({
      detail: errorMessages.formFileNotAllowed,
      source: { pointer: '/data/attributes/description' },
    });

    // A reference write that takes no files at all (the registries on the engine take JSON).
    const source = new FormData();
    source.append('organization[name]', 'Организация');
    source.append('organization[logo]', new File(['x'], 'logo.png'));
    const { payload, contentType } = await encode(source);
    const sourceRes = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/organizations',
      payload,
      headers: { ...admin, 'content-type': contentType },
    });
    expect(sourceRes.status).toBe(400);
    expect(sourceRes.body.errors![0].detail).toBe(errorMessages.formFileNotAllowed);

    const many = new FormData();
    for (let i = 0; i < 201; i++) many.append(`service[x${i}]`, 'x');
    const manyRes = await patch(many);
    expect(manyRes.status).toBe(413);
    expect(manyRes.body.errors![0].detail).toBe(errorMessages.formTooManyFields);

    const long = new FormData();
    long.append('service[description]', 'я'.repeat(600_000));
    const longRes = await patch(long);
    expect(longRes.status).toBe(413);
    expect(longRes.body.errors![0].detail).toBe(errorMessages.payloadTooLarge);
    expect(await stored()).toEqual(before);
  });

  it('answers a malformed multipart body with 400, never 5xx', async () => {
    const boundary = '----eog';
    const bodies = [
      // no closing boundary: the part is cut short
      `--${boundary}\r\nContent-Disposition: form-data; name="service[name]"\r\n\r\nx`,
      // a file part cut short
      `--${boundary}\r\nContent-Disposition: form-data; name="service[passport]"; filename="p.pdf"\r\n\r\n%PDF-1.4`,
      // garbage
      'not multipart at all',
    ];
    for (const body of bodies) {
      const res = await call<Doc>(ctx.app, {
        method: 'PATCH',
        url: `/v1/admin/services/${serviceId}`,
        payload: body,
        headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors![0].detail).toBe(errorMessages.malformedBody);
    }
    const noBoundary = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/services/${serviceId}`,
      payload: 'x',
      headers: { ...admin, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    expect(await stored()).not.toContainEqual(expect.stringMatching(/\.tmp$/));
  });

  it('checks the text of the fields and the file name like any body (422)', async () => {
    const form = new FormData();
    form.append('service[name]', 'a\u0000b');
    const res = await patch(form);
    expect(res.status).toBe(422);
    expect(res.body.errors![0].source.pointer).toBe('/data/attributes/name');
    // FormData would re-encode the name: the part is written by hand, with a NUL in it.
    const before = await stored();
    const boundary = '----eog';
    const fileRes = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/services/${serviceId}`,
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="service[passport]"; ` +
        `filename="p\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`,
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(fileRes.status).toBe(422);
    expect(await stored()).toEqual(before);
    expect(fileRes.body.errors![0].source.pointer).toBe('/data/attributes/passport');
  });

  it('answers a storage failure as a server error (500), aborting the upload', async () => {
    const { storage, calls } = recordingStorage();
    storage.putPart = () => Promise.reject(new Error('disk full'));
    const app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      jwtSecret: ctx.app.jwtSecret,
      storage,
    });
    try {
      const form = new FormData();
      form.append('service[passport]', new File([pdf(uploadChunkBytes + 10)], 'p.pdf'));
      const { payload, contentType } = await encode(form);
      const res = await call<Doc>(app, {
        method: 'PATCH',
        url: `/v1/admin/services/${serviceId}`,
        payload,
        headers: { ...admin, 'content-type': contentType },
      });
      expect(res.status).toBe(500);
      expect(calls).toEqual([expect.stringMatching(/^create attachments\//), 'abort']);
    } finally {
      await app.close();
    }
  });

  it('still takes url-encoded forms', async () => {
    const res = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/services/${serviceId}`,
      payload: 'service[sla_period]=12',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes.sla_period).toBe(12);
  });
});
