import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from './testAuth';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('regions', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let operator: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    operator = await tokenFor(ctx.app, 'operator@eog.test');
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers = {}) => call<Doc>(ctx.app, { method: 'GET', url, headers });

  it('lists all 89 regions for anonymous visitors with per=100, ordered by code', async () => {
    const res = await get('/v1/regions?per=100&page=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(89);
    expect(res.body.meta).toMatchObject({ total_count: 89, total_pages: 1 });
    expect(res.body.data[0]).toMatchObject({ type: 'region', id: expect.any(String) });
    expect(res.body.data[0].attributes).toMatchObject({ code: '01', name: 'Республика Адыгея' });
  });

  it('filters by query and includes the main organization', async () => {
    const res = await get('/v1/regions?query=Псков&included=main_organization');
    expect(res.body.data).toHaveLength(1);
    const region = res.body.data[0];
    expect(region.attributes.code).toBe('60');
    const orgId = region.relationships.main_organization.data.id;
    expect(res.body.included).toEqual([
      expect.objectContaining({ type: 'organization', id: orgId }),
    ]);
    expect(res.body.included![0].attributes.name).toBe('АО «Газпром газораспределение Псков»');
  });

  it('reads one region, 404 for unknown or malformed ids', async () => {
    const list = await get('/v1/regions?code=77');
    const id = list.body.data[0].id;
    expect((await get(`/v1/regions/${id}`)).body.data.attributes.name).toBe('Москва');
    expect((await get('/v1/regions/999999')).status).toBe(404);
    expect((await get("/v1/regions/1'%20OR%201=1")).status).toBe(404);
  });

  it('answers the submitted leads of each region, as counted in SQL', async () => {
    const res = await get('/v1/regions/lead_counts');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(89);
    const rows = await ctx.db.query<{ code: string; n: string }>(
      `SELECT r.code, count(l.id) AS n FROM regions r
         LEFT JOIN leads l ON l.region_id = r.id AND l.status <> 'draft' GROUP BY r.code`,
    );
    const expected = Object.fromEntries(rows.map((r) => [r.code, Number(r.n)]));
    const answered = Object.fromEntries(
      (res.body.data as { attributes: { code: string; leads_count: number } }[]).map((d) => [
        d.attributes.code,
        d.attributes.leads_count,
      ]),
    );
    expect(answered).toEqual(expected);
    expect(Object.values(answered).some((n) => n > 0)).toBe(true);
  });

  it('never fails on bad list input', async () => {
    expect((await get('/v1/regions?page=-1')).status).toBe(400);
    const big = await get('/v1/regions?per=100000');
    expect(big.status).toBe(200);
    expect(big.body.meta.per).toBe(100);
    for (const q of ["'; DROP TABLE regions; --", '%', '_', '\\', 'ё'.repeat(300)]) {
      const res = await get(`/v1/regions?query=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
    expect((await get('/v1/regions?ids[]=1%20OR%201=1')).status).toBe(400);
    expect((await get('/v1/regions?order_type=asc&order_by=name;drop')).status).toBe(200);
  });

  it('requires an admin token for the admin twin and sorts by order_type', async () => {
    expect((await get('/v1/admin/regions')).status).toBe(401);
    const res = await get('/v1/admin/regions?per=5&order_type=desc&order_by=code', admin);
    expect(res.status).toBe(200);
    expect(res.body.data[0].attributes.code).toBe('92');
    expect(res.body.meta).toMatchObject({ total_count: 89, total_pages: 18 });
  });

  it('lets only etp_admin create regions; operator gets 403', async () => {
    const payload = {
      data: { type: 'region', attributes: { name: 'Тестовый регион', code: '199' } },
    };
    const denied = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/regions',
      headers: operator,
      payload,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.errors![0].detail).toBe('Не хватает прав для данного действия');
    const created = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/regions',
      headers: admin,
      payload,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({ name: 'Тестовый регион', code: '199' });

    const dup = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/regions',
      headers: admin,
      payload,
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors![0]).toMatchObject({
      detail: 'Регион с таким кодом уже существует',
      source: { pointer: '/data/attributes/code' },
    });

    const id = created.body.data.id;
    const patched = await call<Doc>(ctx.app, {
      method: 'PATCH',
      url: `/v1/admin/regions/${id}`,
      headers: admin,
      payload: { data: { attributes: { name: 'Переименованный регион' } } },
    });
    expect(patched.body.data.attributes).toMatchObject({
      name: 'Переименованный регион',
      code: '199',
    });
    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `/v1/admin/regions/${id}`,
      headers: admin,
    });
    expect(removed.status).toBe(204);
    expect((await get(`/v1/regions/${id}`)).status).toBe(404);
  });

  it('validates writes with field errors', async () => {
    const res = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/regions',
      headers: admin,
      payload: {
        data: { attributes: { name: '', code: 'AB', main_organization_id: '999999', extra: 1 } },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors!.map((e) => [e.source.pointer, e.detail])).toEqual([
      ['/data/attributes/main_organization_id', 'Организация не найдена'],
      ['/data/attributes/name', 'Поле обязательно для заполнения'],
      ['/data/attributes/code', 'Поле должно содержать только цифры'],
    ]);
    const bad = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/regions',
      headers: admin,
      payload: '[1]',
    });
    expect(bad.status).toBe(400);
  });
});
