/* eslint-disable @typescript-eslint/no-explicit-any */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxServicePassportBytes } from '../../../src/domain/uploads';
import { validationMessages } from '../../../src/validation/messages';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { services as servicesDefinition } from '../../../src/registries';
import { formFileError } from '../../registries/formFiles';
import { tokenFor } from './testAuth';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[] };

describe('services', () => {
  let ctx: TestContext;
  let dataDir: string;
  const tokens: Record<string, { authorization: string }> = {};
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-services-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    for (const who of ['etp_admin', 'eog', 'operator', 'mfc', 'services_manager', 'auditor']) {
      tokens[who] = await tokenFor(ctx.app, `${who}@eog.test`);
    }
    tokens.fl = await tokenFor(ctx.app, 'fl@eog.test');
    tokens.ul = await tokenFor(ctx.app, 'ul@eog.test');
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers = {}) => call<Doc>(ctx.app, { method: 'GET', url, headers });
  const kinds = (doc: Doc) => doc.data.map((s: any) => s.attributes.kind) as string[];
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
    call<Doc>(ctx.app, { method, url, headers: tokens[who], ...(payload ? { payload } : {}) });

  it('offers the site only non-additional services, by priority, never the two excluded types', async () => {
    const res = await get('/v1/services?per=100');
    expect(res.status).toBe(200);
    const list = kinds(res.body);
    expect(list).not.toContain('connection_agreement');
    expect(list).not.toContain('technical_specifications');
    expect(res.body.data.every((s: any) => !s.attributes.additional_service)).toBe(true);
    const priorities = res.body.data.map((s: any) => s.attributes.priority);
    expect(priorities).toEqual([...priorities].sort((a: number, b: number) => a - b));
    expect(list[0]).toBe('technical_connection');
    expect(list.at(-1)).toMatch(/dogasification/);
  });

  it('filters by the signed-in applicant account type', async () => {
    const fl = kinds((await get('/v1/services?per=100', tokens.fl)).body);
    const ul = kinds((await get('/v1/services?per=100', tokens.ul)).body);
    expect(fl).toContain('dogasification');
    expect(fl).not.toContain('net_net');
    expect(ul).toContain('net_net');
    expect(ul).not.toContain('dogasification');
    const anon = kinds((await get('/v1/services?per=100&account_type=legal_entity')).body);
    expect(anon).toEqual(ul);
    expect((await get('/v1/services?account_type=robot')).status).toBe(400);
  });

  it('offers additional services only to Admin, ServicesManager, Manager and Operator', async () => {
    const op = await get('/v1/admin/services?per=100&offered=true', tokens.operator);
    expect(kinds(op.body)).toContain('vdgo_repair');
    expect(kinds(op.body)).not.toContain('connection_agreement');
    const mfc = await get('/v1/admin/services?per=100&offered=true', tokens.mfc);
    expect(kinds(mfc.body)).not.toContain('vdgo_repair');
    const all = await get('/v1/admin/services?per=100', tokens.mfc);
    expect(all.body.meta.total_count).toBe(32);
    expect(kinds(all.body)[0]).toBe('connection_agreement');
  });

  it('reads a service with its organizations included; the site hides excluded ones', async () => {
    const list = await get('/v1/admin/services?kind=technical_connection', tokens.auditor);
    const id = list.body.data[0].id;
    const res = await get(`/v1/admin/services/${id}?included=organizations`, tokens.auditor);
    expect(res.body.data.relationships.organizations.data.length).toBeGreaterThan(0);
    expect(res.body.included!.every((r: any) => r.type === 'organization')).toBe(true);
    expect((await get(`/v1/services/${id}`)).status).toBe(200);
    const excluded = await get('/v1/admin/services?kind=connection_agreement', tokens.auditor);
    expect((await get(`/v1/services/${excluded.body.data[0].id}`)).status).toBe(404);
  });

  const form = {
    service: {
      code: '901',
      name: 'Опрессовка газопровода',
      short_name: 'Опрессовка',
      description: 'Испытание газопровода на герметичность',
      sla_kind: 'calendar',
      sla_period: '14',
      account_types: ['individual_person'],
      additional_service: 'true',
    },
  };

  it("counts the SLA in business days ('Рабочих дней') unless told otherwise", async () => {
    const { sla_kind: _calendar, ...rest } = form.service;
    const body = { service: { ...rest, code: '902' } };
    const created = await send('POST', '/v1/admin/services', 'etp_admin', body);
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.sla_kind).toBe('business');
    const id = created.body.data.id;
    expect((await send('DELETE', `/v1/admin/services/${id}`, 'etp_admin')).status).toBe(204);
  });

  it('lets only etp_admin create a service, from the console form body', async () => {
    expect((await send('POST', '/v1/admin/services', 'eog', form)).status).toBe(403);
    expect((await send('POST', '/v1/admin/services', 'services_manager', form)).status).toBe(403);
    const created = await send('POST', '/v1/admin/services', 'etp_admin', form);
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      code: '901',
      kind: 'service_901',
      sla_period: 14,
      sla_kind: 'calendar',
      additional_service: true,
      active: true,
    });
    const dup = await send('POST', '/v1/admin/services', 'etp_admin', form);
    expect(dup.status).toBe(422);
    expect(dup.body.errors![0]).toMatchObject({
      detail: 'Услуга с таким кодом уже существует',
      source: { pointer: '/data/attributes/code' },
    });
    const id = created.body.data.id;
    const orgs = await get('/v1/organizations?per=1');
    const patched = await send('PATCH', `/v1/admin/services/${id}`, 'eog', {
      data: { attributes: { name: 'Опрессовка', organization_ids: [orgs.body.data[0].id] } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.relationships.organizations.data).toHaveLength(1);
    expect(patched.body.included).toHaveLength(1);
    expect((await send('DELETE', `/v1/admin/services/${id}`, 'eog')).status).toBe(403);
    expect((await send('DELETE', `/v1/admin/services/${id}`, 'etp_admin')).status).toBe(204);
  });

  it('validates the service form with field errors', async () => {
    const res = await send('POST', '/v1/admin/services', 'etp_admin', {
      service: { code: '12a', sla_kind: 'weekly', sla_period: -1, account_types: ['alien'] },
    });
    expect(res.status).toBe(422);
    const byField = Object.fromEntries(
      res.body.errors!.map((e: any) => [e.source.pointer.split('/').pop(), e.detail]),
    );
    expect(byField).toMatchObject({
      code: 'Поле должно содержать только цифры',
      name: 'Поле обязательно для заполнения',
      short_name: 'Поле обязательно для заполнения',
      description: 'Поле обязательно для заполнения',
      sla_kind: 'Поле заполнено некорректно',
      sla_period: 'Минимальное значение — 0',
      account_types: 'Поле заполнено некорректно',
    });
  });

  async function multipart(form: FormData) {
    const req = new Request('http://local/', { method: 'POST', body: form });
    return {
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { ...tokens.etp_admin, 'content-type': req.headers.get('content-type')! },
    };
  }

  it('accepts the console form data under the key service, validating the passport PDF', async () => {
    const form = new FormData();
    form.append('service[code]', '902');
    form.append('service[name]', 'Проверка дымоходов');
    form.append('service[short_name]', 'Дымоходы');
    form.append('service[description]', 'Проверка дымовых и вентиляционных каналов');
    form.append('service[sla_kind]', 'business');
    form.append('service[sla_period]', '5');
    form.append('service[account_types][]', 'individual_person');
    form.append('service[account_types][]', 'entrepreneur');
    form.append('service[active]', 'false');
    const created = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/services',
      ...(await multipart(form)),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      code: '902',
      active: false,
      account_types: ['individual_person', 'entrepreneur'],
      passport: null,
    });

    const bad = new FormData();
    bad.append('service[name]', 'Проверка дымоходов (обновлено)');
    bad.append('service[passport]', new File(['not a pdf'], 'passport.docx'));
    const refused = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/services/${created.body.data.id}`,
      ...(await multipart(bad)),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors![0]).toMatchObject({
      detail: 'Вы загрузили неверный формат документов',
      source: { pointer: '/data/attributes/passport' },
    });
    const empty = new FormData();
    empty.append('service[passport]', new File([], 'passport.pdf', { type: 'application/pdf' }));
    const emptyRes = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/services/${created.body.data.id}`,
      ...(await multipart(empty)),
    });
    expect(emptyRes.body.errors![0].detail).toBe('Файл не должен быть пустым');

    const hostile = new FormData();
    hostile.append('service[__proto__][x]', '1');
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/v1/admin/services',
      ...(await multipart(hostile)),
    });
    expect(res.status).toBe(400);
  });

  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF`);

  it('stores the passport PDF: {url, name}, downloads on the site and in the console, removes', async () => {
    const form = new FormData();
    form.append('service[code]', '903');
    form.append('service[name]', 'Техническое обслуживание ВДГО');
    form.append('service[short_name]', 'ТО ВДГО');
    form.append('service[description]', 'Обслуживание внутридомового газового оборудования');
    form.append('service[sla_kind]', 'business');
    form.append('service[sla_period]', '10');
    form.append('service[passport]', new File([pdf('паспорт')], 'Паспорт услуги.pdf'));
    const created = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/services',
      ...(await multipart(form)),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.attributes.passport).toEqual({
      url: `/v1/services/${id}/passport`,
      name: 'Паспорт услуги.pdf',
    });
    const [row] = await ctx.db.query<{ passport_file_id: string }>(
      'SELECT passport_file_id FROM services WHERE id = $1',
      [id],
    );
    expect(row!.passport_file_id).toBeTruthy();

    const site = await ctx.app.inject({ method: 'GET', url: `/v1/services/${id}/passport` });
    expect(site.statusCode).toBe(200);
    expect(site.rawPayload.equals(pdf('паспорт'))).toBe(true);
    expect(site.headers['content-type']).toBe('application/pdf');
    expect(site.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Паспорт услуги.pdf')}`,
    );
    const link = await get(
      `/v1/admin/services/${id}/passport?transfer=download_url`,
      tokens.auditor,
    );
    expect(link.status).toBe(200);
    const signed = await ctx.app.inject({
      method: 'GET',
      url: link.body.data.attributes.download_url,
    });
    expect(signed.rawPayload.equals(pdf('паспорт'))).toBe(true);
    expect((await get(`/v1/admin/services/${id}/passport`)).status).toBe(401);

    // A new passport replaces the old one; remove_passport unlinks it.
    const replace = new FormData();
    replace.append('service[passport]', new File([pdf('новый')], 'passport-2.pdf'));
    const replaced = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/services/${id}`,
      ...(await multipart(replace)),
    });
    expect(replaced.body.data.attributes.passport.name).toBe('passport-2.pdf');
    const removed = await send('PATCH', `/v1/admin/services/${id}`, 'etp_admin', {
      service: { remove_passport: 'true' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.attributes.passport).toBeNull();
    expect((await get(`/v1/services/${id}/passport`)).status).toBe(404);
  });

  it('refuses a PDF over 70 MB with the seed message, a 413 that stores nothing', async () => {
    // The rule itself, without allocating 70 MB …
    const head = Buffer.from('%PDF-');
    const passportError = (file: { filename: string; size: number; head: Buffer }) =>
      formFileError(servicesDefinition.fields.passport, file);
    expect(passportError({ filename: 'p.pdf', size: maxServicePassportBytes, head })).toBe(
      undefined,
    );
    expect(passportError({ filename: 'p.pdf', size: maxServicePassportBytes + 1, head })).toBe(
      validationMessages.passportMaxSize,
    );
    expect(
      passportError({ filename: 'p.pdf', size: 10, head: Buffer.from('PK\u0003\u0004') }),
    ).toBe(validationMessages.fileFormat);
    // … and once for real, through the console's form body.
    const big = Buffer.alloc(maxServicePassportBytes + 1, 0x20);
    big.write('%PDF-1.4');
    const form = new FormData();
    form.append('service[passport]', new File([big], 'огромный.pdf'));
    const services = await get('/v1/admin/services?per=1', tokens.etp_admin);
    const res = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/services/${services.body.data[0].id}`,
      ...(await multipart(form)),
    });
    expect(res.status).toBe(413);
    expect(res.body.errors![0]).toMatchObject({
      detail: 'Максимальный размер загружаемого файла не должен превышать 70Мб',
      source: { pointer: '/data/attributes/passport' },
    });
    const stored = await ctx.db.query(`SELECT 1 FROM attachments WHERE kind = 'passport'
      AND original_filename = 'огромный.pdf'`);
    expect(stored).toEqual([]);
    // The parts streamed before the limit are gone with their upload.
    expect(await readdir(join(dataDir, 'files', 'uploads')).catch(() => [])).toEqual([]);
  });
});
