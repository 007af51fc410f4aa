/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[] };

describe('organization lookups, reports and the site list', () => {
  let ctx: TestContext;
  const tokens: Record<string, { authorization: string }> = {};
  const region: Record<string, string> = {};
  const org: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ['etp_admin', 'senior_manager', 'operator', 'auditor', 'regional_head'])
      tokens[role] = await tokenFor(ctx.app, `${role}@eog.test`);
    for (const r of await ctx.db.query<{ id: string; code: string }>(
      'SELECT id, code FROM regions',
    ))
      region[r.code] = String(r.id);
    for (const o of await ctx.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM organizations',
    ))
      org[o.name] = String(o.id);
  });
  afterAll(() => ctx.close());

  const get = (url: string, role?: string) =>
    call<Doc>(ctx.app, { url, headers: role ? tokens[role] : {} });
  const names = (doc: Doc) => doc.data.map((o: any) => o.attributes.name).sort();
  const serviceId = async (kind: string) =>
    String(
      (await ctx.db.query<{ id: string }>('SELECT id FROM services WHERE kind = $1', [kind]))[0]!
        .id,
    );

  it('lists the organizations a lead may be assigned to in a region, by service', async () => {
    const all = await get(
      `/v1/admin/organizations/assignable?region_id=${region['60']}`,
      'operator',
    );
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual([
      'АО «Газпром газораспределение Псков»',
      'ООО «Псковская газовая компания»',
    ]);
    const dogas = await serviceId('dogasification');
    const one = await get(
      `/v1/admin/organizations/assignable?region_id=${region['60']}&service_id=${dogas}`,
      'operator',
    );
    expect(names(one.body)).toEqual(['АО «Газпром газораспределение Псков»']);
    // An organization switched off for applications in its settings is not offered.
    await ctx.db.query(
      `INSERT INTO organization_settings (organization_id, accepts_applications) VALUES ($1, false)`,
      [org['ООО «Псковская газовая компания»']],
    );
    const after = await get(
      `/v1/admin/organizations/assignable?region_id=${region['60']}`,
      'operator',
    );
    expect(names(after.body)).toEqual(['АО «Газпром газораспределение Псков»']);
    await ctx.db.query('DELETE FROM organization_settings WHERE organization_id = $1', [
      org['ООО «Псковская газовая компания»'],
    ]);
    expect((await get('/v1/admin/organizations/assignable', 'operator')).status).toBe(400);
    expect((await get('/v1/admin/organizations/assignable?region_id=x', 'operator')).status).toBe(
      400,
    );
  });

  it('counts organizations by activity and affiliation', async () => {
    const all = await get('/v1/admin/organizations/statistic', 'auditor');
    expect(all.status).toBe(200);
    expect(all.body.data.attributes).toMatchObject({
      total: 5,
      active: 5,
      inactive: 0,
      branches: 10,
      by_affiliation: { gro: 3, ngro: 1, rog: 3, eog: 1, eog_agent: 0, authority: 0 },
    });
    const pskov = await get(
      `/v1/admin/organizations/statistic?region_id=${region['60']}`,
      'auditor',
    );
    expect(pskov.body.data.attributes).toMatchObject({
      total: 3,
      by_affiliation: { gro: 1, ngro: 1, rog: 1, eog: 1 },
    });
  });

  it('streams the organizations × administrators report in the caller’s scope', async () => {
    const res = await ctx.app.inject({
      url: '/v1/admin/organizations_admins_report?format=csv',
      headers: tokens.auditor,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('organizations_admins_report.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Организация;ИНН;Роль;ФИО;Электронная почта;Телефон;Филиал;Заблокирован;Последний вход',
    );
    expect(
      lines.some(
        (l) => l.includes('senior_manager@eog.test') && l.includes('Иванова Ольга Сергеевна'),
      ),
    ).toBe(true);
    expect(lines.some((l) => l.includes('operator@eog.test'))).toBe(true);
    // Other roles are not in the report.
    expect(lines.some((l) => l.includes('rgk_operator@eog.test'))).toBe(false);

    const own = await ctx.app.inject({
      url: '/v1/admin/organizations_admins_report',
      headers: tokens.senior_manager,
    });
    expect(own.statusCode).toBe(200);
    expect(
      own.body
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .every((l) => l.startsWith('АО «Газпром газораспределение Псков»')),
    ).toBe(true);

    const xlsx = await ctx.app.inject({
      url: '/v1/admin/organizations_admins_report?format=xlsx',
      headers: tokens.auditor,
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get('/v1/admin/organizations_admins_report?format=pdf', 'auditor')).status).toBe(
      400,
    );
    expect((await get('/v1/admin/organizations_admins_report', 'operator')).status).toBe(403);
  });

  it('reports regions × affiliation kinds, a regional head seeing its region only', async () => {
    const res = await ctx.app.inject({
      url: '/v1/admin/organizations/region_affiliation_report',
      headers: tokens.auditor,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Регион;Код;ГРО;НГРО;РОГ;ЕОГ');
    const pskov = lines.find((l) => l.includes(';60;'))!;
    expect(pskov.split(';')).toEqual([
      'Псковская область',
      '60',
      'АО «Газпром газораспределение Псков»',
      'ООО «Псковская газовая компания»',
      'АО «Газпром газораспределение Псков»',
      'ООО «Газпром газификация»',
    ]);
    const head = await ctx.app.inject({
      url: '/v1/admin/organizations/region_affiliation_report',
      headers: tokens.regional_head,
    });
    expect(head.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('lists the organizations giving social assistance on the site', async () => {
    const pskov = await get(`/v1/organizations/social_assistance?region_id=${region['60']}`);
    expect(pskov.status).toBe(200);
    expect(names(pskov.body)).toEqual(['АО «Газпром газораспределение Псков»']);
    expect(
      (await get(`/v1/organizations/social_assistance?region_id=${region['50']}`)).body.data,
    ).toEqual([]);
    // A regional authority is listed through its affiliation.
    await ctx.db.query(
      "INSERT INTO organization_regions (organization_id, region_id, kind) VALUES ($1, $2, 'authority')",
      [org['АО «Мособлгаз»'], region['50']],
    );
    expect(
      names((await get(`/v1/organizations/social_assistance?region_id=${region['50']}`)).body),
    ).toEqual(['АО «Мособлгаз»']);
  });
});
