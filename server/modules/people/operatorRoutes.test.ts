/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { roles } from '../../../src/domain/roles';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[] };

// Reading the operators registry: every role's scope, the filters, one account, the statistic.
describe('operators: reading and scoping', () => {
  let ctx: TestContext;
  const ids: Record<string, string> = {};
  let pskov: string;
  let mosobl: string;
  let mfcId: string;
  let pskovRegion: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const one = async (sql: string, params: unknown[] = []) =>
      String((await ctx.db.query<{ id: string }>(sql, params))[0]!.id);
    pskov = await one("SELECT id FROM organizations WHERE name LIKE '%Псков»'");
    mosobl = await one("SELECT id FROM organizations WHERE name = 'АО «Мособлгаз»'");
    mfcId = await one('SELECT id FROM mfcs ORDER BY id LIMIT 1');
    pskovRegion = await one("SELECT id FROM regions WHERE code = '60'");
    for (const row of await ctx.db.query<{ id: string; email: string }>(
      'SELECT id, email FROM admin_users',
    )) {
      ids[row.email.replace('@eog.test', '')] = String(row.id);
    }
  });
  afterAll(() => ctx.close());

  const get = async (who: string, url: string) =>
    call<Doc>(ctx.app, { url, headers: await tokenFor(ctx.app, `${who}@eog.test`) });
  const all = async (who: string, query = '') => {
    const res = await get(who, `/v1/admin/admin_users?per=100${query}`);
    expect(res.status).toBe(200);
    return res.body.data as any[];
  };
  const total = async () =>
    Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM admin_users'))[0]!.n);

  it('shows etp_admin, the ЕОГ and the auditors every account', async () => {
    for (const who of ['etp_admin', 'eog', 'auditor', 'minenergo_auditor']) {
      expect((await all(who)).length).toBe(await total());
    }
  });

  it("shows a ГРО administrator its own organization's staff only", async () => {
    const rows = await all('senior_manager');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.relationships.organization.data.id === pskov)).toBe(true);
    const emails = rows.map((r) => r.attributes.email);
    expect(emails).toContain('operator@eog.test');
    expect(emails).not.toContain('operator_mosobl@eog.test');

    const other = await all('senior_manager_mosobl');
    expect(other.map((r) => r.attributes.email).sort()).toEqual([
      'operator_mosobl@eog.test',
      'senior_manager_mosobl@eog.test',
    ]);
    expect(other.every((r) => r.relationships.organization.data.id === mosobl)).toBe(true);
  });

  it("shows МФЦ staff their МФЦ's accounts and regional staff their region's", async () => {
    const mfc = await all('mfc');
    expect(mfc.map((r) => r.attributes.role).sort()).toEqual(['mfc', 'mfc_admin', 'mfc_operator']);
    expect(mfc.every((r) => r.relationships.mfc.data.id === mfcId)).toBe(true);
    const rgk = await all('rgk_operator');
    expect(rgk.length).toBeGreaterThan(5);
    expect(rgk.every((r) => r.relationships.region.data.id === pskovRegion)).toBe(true);
    expect(rgk.map((r) => r.attributes.email)).not.toContain('senior_manager_mosobl@eog.test');
  });

  it('refuses the roles without the read key', async () => {
    for (const who of ['operator', 'regional_head', 'services_manager']) {
      const res = await get(who, '/v1/admin/admin_users');
      expect(res.status).toBe(403);
      expect(res.body.errors![0].detail).toBe(errorMessages.forbidden);
    }
  });

  it('filters by role, organization, region, МФЦ, blocked and text, and sorts', async () => {
    const managers = await all('etp_admin', '&role=senior_manager');
    expect(managers.map((r) => r.attributes.email).sort()).toEqual([
      'senior_manager@eog.test',
      'senior_manager_mosobl@eog.test',
    ]);
    const byOrg = await all('etp_admin', `&organization_ids[]=${mosobl}`);
    expect(byOrg).toHaveLength(2);
    const byTwo = await all(
      'etp_admin',
      `&organization_ids[]=${mosobl}&organization_ids[]=${pskov}`,
    );
    expect(byTwo.length).toBe(byOrg.length + (await all('senior_manager')).length);
    expect(await all('etp_admin', `&mfc_id=${mfcId}`)).toHaveLength(3);
    expect((await all('etp_admin', `&region_id=${pskovRegion}`)).length).toBeGreaterThan(5);
    expect(await all('etp_admin', '&blocked=true')).toHaveLength(0);
    const found = await all('etp_admin', `&query=${encodeURIComponent('захарова')}`);
    expect(found.map((r) => r.attributes.full_name)).toEqual(['Захарова Людмила Геннадьевна']);
    const sorted = await all('etp_admin', '&order_by=email&order_type=desc');
    const emails = sorted.map((r) => r.attributes.email as string);
    expect(emails).toEqual([...emails].sort().reverse());
    const byName = await all('senior_manager_mosobl', '&order_by=full_name&order_type=asc');
    expect(byName.map((r) => r.attributes.last_name)).toEqual(['Захарова', 'Лебедев']);
    expect((await get('etp_admin', '/v1/admin/admin_users?role=root')).status).toBe(400);
    expect((await get('etp_admin', '/v1/admin/admin_users?mfc_id=1;drop')).status).toBe(400);
  });

  it('pages the list with meta counts and includes the relations asked for', async () => {
    const res = await get(
      'etp_admin',
      '/v1/admin/admin_users?per=5&page=2&included=organization,mfc',
    );
    expect(res.body.data).toHaveLength(5);
    expect(res.body.meta).toMatchObject({ total_count: await total(), current_page: 2, per: 5 });
    const types = new Set(res.body.included?.map((r: any) => r.type));
    expect([...types].every((t) => t === 'organization' || t === 'mfc')).toBe(true);
  });

  it('reads one account with its relations; outside the scope it does not exist', async () => {
    const res = await get('senior_manager', `/v1/admin/admin_users/${ids.operator}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'admin_user',
      id: ids.operator,
      attributes: {
        email: 'operator@eog.test',
        role: 'operator',
        role_label: 'Оператор',
        full_name: 'Кузнецов Дмитрий Андреевич',
        blocked: false,
        confirmed: true,
      },
    });
    const types = res.body.included!.map((r: any) => r.type).sort();
    expect(types).toEqual(['branch', 'organization', 'region']);
    expect(res.body.data.attributes).not.toHaveProperty('encrypted_password');
    expect(
      (await get('senior_manager', `/v1/admin/admin_users/${ids.operator_mosobl}`)).status,
    ).toBe(404);
    expect((await get('mfc', `/v1/admin/admin_users/${ids.operator}`)).status).toBe(404);
    expect((await get('etp_admin', '/v1/admin/admin_users/0')).status).toBe(404);
    expect((await get('etp_admin', '/v1/admin/admin_users/abc')).status).toBe(404);
  });

  it('counts the accounts of the caller’s scope in the statistic', async () => {
    const everyone = await get('etp_admin', '/v1/admin/admin_users/statistic');
    expect(everyone.status).toBe(200);
    const stats = everyone.body.data.attributes;
    expect(stats.total).toBe(await total());
    expect(stats.active + stats.blocked).toBe(stats.total);
    expect(Object.keys(stats.by_role).sort()).toEqual([...roles].sort());
    expect(stats.by_role.senior_manager).toBe(2);

    const own = (await get('senior_manager_mosobl', '/v1/admin/admin_users/statistic')).body.data
      .attributes;
    expect(own).toMatchObject({ total: 2, blocked: 0, confirmed: 2, unconfirmed: 0 });
    expect(own.by_role).toMatchObject({ senior_manager: 1, operator: 1, etp_admin: 0 });
    const filtered = await get('etp_admin', '/v1/admin/admin_users/statistic?role=mfc_admin');
    expect(filtered.body.data.attributes.total).toBe(1);
    // mfc_admin holds no report key
    expect((await get('mfc_admin', '/v1/admin/admin_users/statistic')).status).toBe(403);
  });
});
