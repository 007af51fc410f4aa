/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryKinds } from '../../../src/domain/dictionaryKinds';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from './testAuth';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[] };

describe('sources, dictionaries and SNILS', () => {
  let ctx: TestContext;
  const tokens: Record<string, { authorization: string }> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const who of ['etp_admin', 'eog', 'operator', 'auditor']) {
      tokens[who] = await tokenFor(ctx.app, `${who}@eog.test`);
    }
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers = {}) => call<Doc>(ctx.app, { method: 'GET', url, headers });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
    call<Doc>(ctx.app, { method, url, headers: tokens[who], ...(payload ? { payload } : {}) });

  it('lists the seven sources on the site (page 0 means the first page)', async () => {
    const res = await get('/v1/sources?per=100&page=0');
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: any) => s.attributes.slug)).toEqual([
      'api',
      'epgu',
      'operator',
      'portal',
      'stek',
      'mfc',
      'archive',
    ]);
    const mfc = await get('/v1/admin/sources?slug=mfc', tokens.auditor);
    expect(mfc.body.data[0].attributes.name).toBe('МФЦ');
    const one = await get(`/v1/admin/sources/${mfc.body.data[0].id}`, tokens.auditor);
    expect(one.body.data.attributes.slug).toBe('mfc');
  });

  it('gates source writes by permission', async () => {
    const payload = { data: { attributes: { name: 'Горячая линия', slug: 'hotline' } } };
    expect((await send('POST', '/v1/admin/sources', 'operator', payload)).status).toBe(403);
    expect((await send('POST', '/v1/admin/sources', 'eog', payload)).status).toBe(403);
    expect((await send('POST', '/v1/admin/sources', 'etp_admin', payload)).status).toBe(201);
    const dup = await send('POST', '/v1/admin/sources', 'etp_admin', payload);
    expect(dup.status).toBe(422);
    expect(dup.body.errors![0].detail).toBe('Источник с таким кодом уже существует');
  });

  it('keeps the rules sources had before the registry engine served them (issue 37)', async () => {
    // Codes match whole, several at once; the seeds' page of 100, oldest first.
    const two = await get('/v1/admin/sources?slug[]=mfc&slug[]=epgu', tokens.etp_admin);
    expect(two.body.data.map((s: any) => s.attributes.slug)).toEqual(['epgu', 'mfc']);
    expect((await get('/v1/admin/sources?slug=mf', tokens.etp_admin)).body.data).toEqual([]);
    const page = await get('/v1/admin/sources', tokens.etp_admin);
    expect(page.body.meta.per).toBe(100);
    const ids = page.body.data.map((s: any) => Number(s.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // A code is a lower-case Latin word; a source leads point at stays.
    const bad = await send('POST', '/v1/admin/sources', 'etp_admin', {
      data: { attributes: { name: 'Плохой код', slug: 'Bad code' } },
    });
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ detail: 'Поле заполнено некорректно', title: 'Код' }),
    ]);
    const mfc = two.body.data.find((s: any) => s.attributes.slug === 'mfc');
    const removal = await send('DELETE', `/v1/admin/sources/${mfc.id}`, 'etp_admin');
    expect(removal.status).toBe(422);
    expect(removal.body.errors![0].detail).toBe(
      'Источник используется в других разделах и не может быть удалён',
    );
    // An applicant's included source is the whole record, as its own read answers it.
    const applicant = await tokenFor(ctx.app, 'fl@eog.test');
    const account = await get('/v1/users/current?included=source', applicant);
    const included = (account.body.included ?? []).filter((r: any) => r.type === 'source');
    expect(included).toHaveLength(1);
    const own = await get(`/v1/admin/sources/${included[0].id}`, tokens.etp_admin);
    expect(included[0]).toEqual(own.body.data);
  });

  it('filters dictionaries by type, query and active; the site sees active entries only', async () => {
    const res = await get('/v1/dictionaries?dictionary_type=cancellation_reason&per=200');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    expect(
      res.body.data.every((d: any) => d.attributes.dictionary_type === 'cancellation_reason'),
    ).toBe(true);
    // Each dictionary in its own order: by type, then position (then name, by the collation).
    const all = (await get('/v1/dictionaries?per=100')).body.data.map((d: any) => d.attributes);
    const key = (d: any) => `${d.dictionary_type} ${String(d.position).padStart(6, '0')}`;
    expect(all.length).toBe(100);
    expect(all.map(key)).toEqual(all.map(key).sort());
    const both = await get(
      '/v1/dictionaries?dictionary_type[]=energy_resource&dictionary_type[]=livestock_kind&without_relations=true',
    );
    expect(new Set(both.body.data.map((d: any) => d.attributes.dictionary_type))).toEqual(
      new Set(['energy_resource', 'livestock_kind']),
    );
    const found = await get('/v1/dictionaries?query=газ&dictionary_type=energy_resource');
    expect(found.body.data.map((d: any) => d.attributes.name)).toContain('Природный газ');
    const kinds = await get('/v1/dictionaries/kinds');
    expect(kinds.body.data).toHaveLength(dictionaryKinds.length);
  });

  it('creates, deactivates and deletes a dictionary entry with the right permissions', async () => {
    const payload = {
      data: { attributes: { dictionary_type: 'livestock_kind', name: 'Кролики', position: 50 } },
    };
    expect((await send('POST', '/v1/admin/dictionaries', 'operator', payload)).status).toBe(403);
    const created = await send('POST', '/v1/admin/dictionaries', 'eog', payload);
    expect(created.status).toBe(201);
    const dup = await send('POST', '/v1/admin/dictionaries', 'eog', {
      data: { attributes: { dictionary_type: 'livestock_kind', name: 'кролики' } },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors![0].detail).toBe('Элемент с таким названием уже существует');
    const id = created.body.data.id;
    await send('PATCH', `/v1/admin/dictionaries/${id}`, 'eog', {
      data: { attributes: { active: false } },
    });
    expect((await get(`/v1/dictionaries/${id}`)).status).toBe(404);
    const admin = await get(
      '/v1/admin/dictionaries?dictionary_type=livestock_kind&active=false',
      tokens.auditor,
    );
    expect(admin.body.data.map((d: any) => d.id)).toEqual([id]);
    expect((await send('DELETE', `/v1/admin/dictionaries/${id}`, 'eog')).status).toBe(403);
    expect((await send('DELETE', `/v1/admin/dictionaries/${id}`, 'etp_admin')).status).toBe(204);
  });

  it('gives an entry the slug of its name on create and keeps it on rename', async () => {
    // The seeded entries carry theirs, the live portal's among them.
    for (const [kind, slug, name] of [
      ['connection_time_to_gas_network', '30_dniei', '30 дней'],
      ['current_problem', 'probliem_niet', 'Проблем нет'],
      ['lead_category', 'nie_triebuietsia_sushchiestvuiushchii', 'Не требуется (существующий)'],
    ]) {
      const found = await get(`/v1/dictionaries?dictionary_type=${kind}&per=100`);
      expect(found.body.data.find((d: any) => d.attributes.slug === slug)?.attributes.name).toBe(
        name,
      );
    }
    const create = (name: string) =>
      send('POST', '/v1/admin/dictionaries', 'etp_admin', {
        // A slug sent along is the server's to set: ignored.
        data: { attributes: { dictionary_type: 'livestock_kind', name, slug: 'mine' } },
      });
    const goats = await create('Козы (молочные)');
    expect(goats.status).toBe(201);
    expect(goats.body.data.attributes.slug).toBe('kozy_molochnyie');
    const renamed = await send('PATCH', `/v1/admin/dictionaries/${goats.body.data.id}`, 'eog', {
      data: { attributes: { name: 'Козы', slug: 'kozy' } },
    });
    expect(renamed.body.data.attributes).toMatchObject({ name: 'Козы', slug: 'kozy_molochnyie' });
    // A new entry under the old name meets the kept slug: it takes the next one.
    const again = await create('Козы — молочные');
    expect(again.body.data.attributes.slug).toBe('kozy_molochnyie_2');
    expect((await create('«—»')).body.data.attributes.slug).toBeNull();
  });

  it('refuses unknown dictionary types and bad filters', async () => {
    const res = await send('POST', '/v1/admin/dictionaries', 'etp_admin', {
      data: { attributes: { dictionary_type: 'weather', name: 'Дождь', position: 'x' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e: any) => e.source.pointer)).toEqual([
      '/data/attributes/dictionary_type',
      '/data/attributes/position',
    ]);
    expect((await get('/v1/admin/dictionaries?active=maybe', tokens.auditor)).status).toBe(400);
    expect((await get("/v1/dictionaries?dictionary_type=x'%20OR%20'1'='1")).body.data).toEqual([]);
  });

  it('checks SNILS checksums', async () => {
    const ok = await get(`/v1/validate/snils/${encodeURIComponent('112-233-445 95')}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes.valid).toBe(true);
    const wrong = await get(`/v1/validate/snils/${encodeURIComponent('112-233-445 96')}`);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors![0]).toMatchObject({
      detail: 'СНИЛС содержит неверное контрольное число',
      source: { pointer: '/data/attributes/snils' },
    });
    expect((await get('/v1/validate/snils/abc')).status).toBe(422);
    expect((await get(`/v1/validate/snils/${'1'.repeat(60)}`)).status).toBe(422);
    // Beyond Fastify's path-parameter limit the router answers 414 itself: still not a 500.
    expect((await get(`/v1/validate/snils/${'1'.repeat(500)}`)).status).toBeLessThan(500);
  });
});
