/* eslint-disable @typescript-eslint/no-explicit-any */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { maxUploadBytes } from '../../src/domain/uploads';
import { maxFileSize } from '../../src/validation/files';
import { validationMessages } from '../../src/validation/messages';
import { tokenFor } from '../modules/reference/testAuth';
import { deriveStorageKey, sign } from '../storage/signing';
import { createTestApp, type TestContext } from '../test/helpers';
import { uploadFile } from '../test/upload';
import { sampleFile } from '../test/sampleFiles';

type Headers = Record<string, string>;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('registry files: multipart upload, download, site rules', () => {
  let ctx: TestContext;
  let dataDir: string;
  let admin: Headers;
  let operator: Headers;
  let user: Headers;
  const file = sampleFile('Инструкция.pdf', 12 * 1024 * 1024);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-files-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    operator = await tokenFor(ctx.app, 'operator@eog.test');
    user = await tokenFor(ctx.app, 'fl@eog.test');
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const inject = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: unknown,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload: payload as object } : {}) });

  async function createInstruction(fileId: string, attributes: Record<string, unknown> = {}) {
    const res = await inject('POST', '/v1/admin/instructions', admin, {
      data: {
        type: 'instruction',
        attributes: {
          name: 'Как подать заявку',
          for_crm: true,
          for_portal: true,
          shown_for_kind: 'everyone',
          file_id: fileId,
          ...attributes,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  let instruction: any;

  it('uploads 12 MiB in three 5 MiB parts and creates an instruction with file_id', async () => {
    const up = await uploadFile(
      ctx.app,
      admin,
      '/v1/admin/instructions/single_multipart_upload',
      'Инструкция по подключению.pdf',
      file,
    );
    expect(up.start.json().data).toMatchObject({
      type: 'attachment',
      attributes: { kind: 'instruction', original_filename: 'Инструкция по подключению.pdf' },
    });
    expect(up.parts).toHaveLength(3);
    expect(up.parts![0]!.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(up.complete!.statusCode).toBe(200);
    expect(up.complete!.json().data.attributes).toMatchObject({ file_size: file.length });

    instruction = await createInstruction(up.id!);
    expect(instruction.attributes.file).toEqual({
      id: up.id,
      original_filename: 'Инструкция по подключению.pdf',
      file_size: file.length,
      url: `/v1/admin/instructions/${instruction.id}/file`,
    });
  });

  it('downloads the same bytes with the Russian name, whole or by range', async () => {
    const res = await inject('GET', `/v1/admin/instructions/${instruction.id}/file`, admin);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(sha256(file));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${'Инструкция по подключению.pdf'.replace(/[^ -~]/g, '_')}"; ` +
        `filename*=UTF-8''${encodeURIComponent('Инструкция по подключению.pdf')}`,
    );
    const ranged = await ctx.app.inject({
      method: 'GET',
      url: `/v1/admin/instructions/${instruction.id}/file`,
      headers: { ...admin, range: 'bytes=100-199' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(ranged.rawPayload.equals(file.subarray(100, 200))).toBe(true);
    expect((await inject('GET', `/v1/admin/instructions/${instruction.id}/file`)).statusCode).toBe(
      401,
    );
  });

  it('answers transfer=download_url with a short-lived signed URL that needs no token', async () => {
    const res = await inject(
      'GET',
      `/v1/admin/instructions/${instruction.id}/file?transfer=download_url`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    const url = res.json().data.attributes.download_url as string;
    expect(url).toMatch(/^\/v1\/storage\/objects\/attachments\/.+\?.*signature=/);
    expect(url).not.toMatch(/transfer=binary/); // the client opens it in a new tab
    const bytes = await inject('GET', url);
    expect(bytes.statusCode).toBe(200);
    expect(sha256(bytes.rawPayload)).toBe(sha256(file));
    expect(
      (await inject('GET', url.replace(/signature=[^&]+/, 'signature=forged'))).statusCode,
    ).toBe(403);
    expect(
      (await inject('GET', `/v1/admin/instructions/${instruction.id}/file?transfer=download_url`))
        .statusCode,
    ).toBe(401);
    expect(
      (await inject('GET', `/v1/admin/instructions/${instruction.id}/file?transfer=zip`, admin))
        .statusCode,
    ).toBe(400);
  });

  it('serves the site: GET /v1/instructions/{id}?transfer=… and /file, without a token', async () => {
    const res = await inject('GET', `/v1/instructions/${instruction.id}?transfer=download_url`);
    expect(res.statusCode).toBe(200);
    const bytes = await inject('GET', res.json().data.attributes.download_url);
    expect(sha256(bytes.rawPayload)).toBe(sha256(file));
    const binary = await inject('GET', `/v1/instructions/${instruction.id}?transfer=binary`);
    expect(sha256(binary.rawPayload)).toBe(sha256(file));
    const record = await inject('GET', `/v1/instructions/${instruction.id}`);
    expect(record.json().data.attributes.file.url).toBe(`/v1/instructions/${instruction.id}/file`);
    const direct = await inject('GET', record.json().data.attributes.file.url);
    expect(sha256(direct.rawPayload)).toBe(sha256(file));
  });

  it('hides inactive, CRM-only and other-audience instructions from site downloads (404)', async () => {
    const paths = (id: string) => [
      `/v1/instructions/${id}?transfer=download_url`,
      `/v1/instructions/${id}?transfer=binary`,
      `/v1/instructions/${id}/file`,
    ];
    const patch = (attributes: object) =>
      inject('PATCH', `/v1/admin/instructions/${instruction.id}`, admin, {
        data: { type: 'instruction', id: instruction.id, attributes },
      });
    expect((await patch({ active: false })).statusCode).toBe(200);
    for (const url of paths(instruction.id))
      expect((await inject('GET', url)).statusCode).toBe(404);
    // The console still downloads it.
    expect(
      (await inject('GET', `/v1/admin/instructions/${instruction.id}/file`, admin)).statusCode,
    ).toBe(200);

    expect((await patch({ active: true, for_portal: false })).statusCode).toBe(200);
    for (const url of paths(instruction.id))
      expect((await inject('GET', url)).statusCode).toBe(404);

    expect((await patch({ for_portal: true, shown_for_kind: 'authenticated' })).statusCode).toBe(
      200,
    );
    for (const url of paths(instruction.id)) {
      expect((await inject('GET', url)).statusCode).toBe(404);
      expect((await inject('GET', url, user)).statusCode).toBe(200);
    }
    expect((await patch({ shown_for_kind: 'everyone' })).statusCode).toBe(200);
  });

  it('refuses part URLs with a bad signature, another part number or a past expiry (403)', async () => {
    const start = await inject(
      'POST',
      '/v1/admin/instructions/single_multipart_upload_start',
      admin,
      {
        data: {
          type: 'attachment',
          attributes: { kind: 'instruction', original_filename: 'a.pdf' },
        },
      },
    );
    const uploadId = start.json().data.attributes.upload_id as string;
    const url = await inject('POST', '/v1/admin/instructions/single_multipart_upload_url', admin, {
      upload_id: uploadId,
      part_number: 1,
    });
    const href = url.json().data.attributes.upload_url as string;
    const put = (target: string) =>
      ctx.app.inject({ method: 'PUT', url: target, payload: Buffer.from('%PDF-') });
    expect((await put(href.replace(/signature=[^&]+/, 'signature=AAAA'))).statusCode).toBe(403);
    expect((await put(href.replace('/1?', '/2?'))).statusCode).toBe(403);
    const secret = deriveStorageKey(ctx.app.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = `/v1/storage/parts/${uploadId}/1?expires=${past}&signature=${sign(secret, ['PUT', uploadId, '1'], past)}`;
    const refused = await put(expired);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].detail).toBe(errorMessages.forbidden);
    // Another staff member cannot continue someone else's upload.
    const eog = await tokenFor(ctx.app, 'eog@eog.test');
    const foreign = await inject(
      'POST',
      '/v1/admin/instructions/single_multipart_upload_url',
      eog,
      {
        upload_id: uploadId,
        part_number: 2,
      },
    );
    expect(foreign.statusCode).toBe(404);
    const ok = await put(href);
    expect(ok.statusCode).toBe(200);
    const wrongEtag = await inject(
      'POST',
      '/v1/admin/instructions/single_multipart_upload_complete',
      admin,
      {
        upload_id: uploadId,
        parts: ['"0123"'],
      },
    );
    expect(wrongEtag.statusCode).toBe(422);
    expect(wrongEtag.json().errors[0].detail).toBe(errorMessages.uploadFailed);
    const done = await inject(
      'POST',
      '/v1/admin/instructions/single_multipart_upload_complete',
      admin,
      {
        upload_id: uploadId,
        parts: [ok.headers.etag],
      },
    );
    expect(done.json().data.attributes.file_size).toBe(5);
  });

  it('checks a file by its bytes, not its name: a program named .pdf is refused and not kept', async () => {
    const fake = await uploadFile(
      ctx.app,
      admin,
      '/v1/admin/instructions/single_multipart_upload',
      'Инструкция.pdf',
      Buffer.concat([Buffer.from('MZ'), randomBytes(6000)]),
    );
    expect(fake.complete!.statusCode).toBe(422);
    expect(fake.complete!.json().errors[0].detail).toBe(validationMessages.fileFormat);
    expect(await ctx.db.query('SELECT 1 FROM attachments WHERE id = $1', [fake.id])).toEqual([]);
  });

  it("refuses a wrong extension and a file over the limit with the seeds' messages (422)", async () => {
    const start = (attributes: object) =>
      inject('POST', '/v1/admin/instructions/single_multipart_upload_start', admin, {
        data: { type: 'attachment', attributes: { kind: 'instruction', ...attributes } },
      });
    const exe = await start({ original_filename: 'setup.exe' });
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors[0]).toMatchObject({
      detail: validationMessages.fileFormat,
      source: { pointer: '/data/attributes/original_filename' },
    });
    const huge = await start({ original_filename: 'фильм.mp4', file_size: maxUploadBytes + 1 });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors[0].detail).toBe(
      maxFileSize(maxUploadBytes)({ name: 'a', size: maxUploadBytes + 1 }),
    );

    // The real size is checked at complete: a 12 MiB banner image is over its 10 MB.
    const banner = await uploadFile(
      ctx.app,
      admin,
      '/v1/admin/advertising_banners/single_multipart_upload',
      'баннер.png',
      file,
      'advertising_banner',
    );
    expect(banner.complete!.statusCode).toBe(422);
    expect(banner.complete!.json().errors[0].detail).toBe(
      maxFileSize(10_485_760)({ name: 'a', size: file.length }),
    );
    const gone = await ctx.db.query('SELECT 1 FROM attachments WHERE id = $1', [banner.id]);
    expect(gone).toEqual([]);
    const pdfForBanner = await uploadFile(
      ctx.app,
      admin,
      '/v1/admin/advertising_banners/single_multipart_upload',
      'баннер.pdf',
      Buffer.from('x'),
    );
    expect(pdfForBanner.start.statusCode).toBe(422);
  });

  it('lets only writers upload; file_id must be a complete, unowned attachment of the right kind', async () => {
    const denied = await inject(
      'POST',
      '/v1/admin/instructions/single_multipart_upload_start',
      operator,
      {
        data: { type: 'attachment', attributes: { original_filename: 'a.pdf' } },
      },
    );
    expect(denied.statusCode).toBe(403);

    const fieldError = async (fileId: string) => {
      const res = await inject('POST', '/v1/admin/instructions', admin, {
        data: {
          type: 'instruction',
          attributes: { name: 'Дубль', for_crm: true, file_id: fileId },
        },
      });
      expect(res.statusCode).toBe(422);
      return res.json().errors.find((e: any) => /file/.test(e.source.pointer)).detail;
    };
    // Already the file of another instruction.
    expect(await fieldError(instruction.attributes.file.id)).toBe(validationMessages.invalid);
    // Started but never completed.
    const started = await inject(
      'POST',
      '/v1/admin/instructions/single_multipart_upload_start',
      admin,
      {
        data: { type: 'attachment', attributes: { original_filename: 'b.pdf' } },
      },
    );
    expect(await fieldError(started.json().data.id)).toBe(errorMessages.uploadFailed);
    expect(await fieldError('999999999')).toBe(validationMessages.invalid);
    // Replacing the file with a fresh upload is fine.
    const fresh = await uploadFile(
      ctx.app,
      admin,
      '/v1/admin/instructions/single_multipart_upload',
      'новая.docx',
      Buffer.concat([sampleFile('x.docx', 4), Buffer.from('docx')]),
    );
    const res = await inject('PATCH', `/v1/admin/instructions/${instruction.id}`, admin, {
      data: { type: 'instruction', id: instruction.id, attributes: { file_id: fresh.id } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.file).toMatchObject({
      original_filename: 'новая.docx',
      file_size: 8,
    });
    const again = await inject('GET', `/v1/admin/instructions/${instruction.id}/file`, admin);
    expect(again.rawPayload.subarray(4).toString()).toBe('docx');
  });

  it('keeps a 20 MB file byte-identical from upload to site download (acceptance)', async () => {
    const big = randomBytes(20 * 1000 * 1000);
    Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42')]).copy(big); // an MP4's signature
    const up = await uploadFile(
      ctx.app,
      admin,
      '/v1/admin/instructions/single_multipart_upload',
      'Большая инструкция.mp4',
      big,
    );
    expect(up.parts).toHaveLength(4);
    const created = await createInstruction(up.id!, { name: 'Видеоинструкция' });
    const link = await inject('GET', `/v1/instructions/${created.id}?transfer=download_url`);
    const res = await inject('GET', link.json().data.attributes.download_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.length).toBe(big.length);
    expect(sha256(res.rawPayload)).toBe(sha256(big));
  });

  it('manages the list of files of a knowledge question, read by the site when active', async () => {
    const category = await inject('POST', '/v1/admin/knowledge/categories', admin, {
      data: { type: 'knowledge_category', attributes: { name: 'Подключение' } },
    });
    expect(category.statusCode, category.body).toBe(201);
    const question = await inject('POST', '/v1/admin/knowledge/questions', admin, {
      data: {
        type: 'knowledge_question',
        attributes: {
          question: 'Какие нужны документы?',
          answer: '<p>Паспорт и СНИЛС</p>',
          category_id: category.json().data.id,
        },
      },
    });
    expect(question.statusCode, question.body).toBe(201);
    const id = question.json().data.id as string;
    const base = `/v1/admin/knowledge/questions/${id}/attachments`;
    const up = await uploadFile(
      ctx.app,
      admin,
      `${base}/multipart_upload`,
      'Перечень.xlsx',
      sampleFile('Перечень.xlsx', 4),
    );
    expect(up.complete!.json().data.attributes.url).toBe(`${base}/${up.id}?transfer=binary`);

    const listed = await inject('GET', base, admin);
    expect(listed.json().data.map((a: any) => a.attributes.original_filename)).toEqual([
      'Перечень.xlsx',
    ]);
    expect(listed.json().meta.total_count).toBe(1);
    const site = await inject('GET', `/v1/knowledge/questions/${id}/attachments`);
    expect(site.statusCode).toBe(200);
    const siteUrl = site.json().data[0].attributes.url as string;
    expect(siteUrl).toBe(`/v1/knowledge/questions/${id}/attachments/${up.id}?transfer=binary`);
    expect((await inject('GET', siteUrl)).rawPayload).toEqual(sampleFile('Перечень.xlsx', 4));
    const record = await inject('GET', `${base}/${up.id}`, admin);
    expect(record.json().data.attributes.original_filename).toBe('Перечень.xlsx');

    // Uploads under a record need the update key and a record that exists.
    expect(
      (
        await inject('POST', `${base}/multipart_upload_start`, operator, {
          data: { type: 'attachment', attributes: { original_filename: 'x.pdf' } },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await inject(
          'POST',
          '/v1/admin/knowledge/questions/999999999/attachments/multipart_upload_start',
          admin,
          {
            data: { type: 'attachment', attributes: { original_filename: 'x.pdf' } },
          },
        )
      ).statusCode,
    ).toBe(404);

    await inject('PATCH', `/v1/admin/knowledge/questions/${id}`, admin, {
      data: { type: 'knowledge_question', id, attributes: { active: false } },
    });
    expect((await inject('GET', `/v1/knowledge/questions/${id}/attachments`)).statusCode).toBe(404);
    expect((await inject('GET', siteUrl)).statusCode).toBe(404);

    expect((await inject('DELETE', `${base}/${up.id}`, admin)).statusCode).toBe(204);
    expect((await inject('GET', base, admin)).json().data).toEqual([]);
    expect((await inject('DELETE', `${base}/${up.id}`, admin)).statusCode).toBe(404);
  });
});
