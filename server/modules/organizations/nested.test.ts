/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import { nestedMessages } from '../../../src/registries/organizations';

type Doc = { data: any; included?: any[]; meta?: any; errors?: any[] };
const who = ['etp_admin', 'eog', 'senior_manager', 'operator', 'auditor', 'services_manager'];

describe('the registries nested under an organization', () => {
  let ctx: TestContext;
  const tokens: Record<string, { authorization: string }> = {};
  let pskov: string;
  let mosobl: string;
  let mosoblBranch: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of who) tokens[role] = await tokenFor(ctx.app, `${role}@eog.test`);
    const one = (sql: string) => ctx.db.query<{ id: string }>(sql).then((r) => String(r[0]!.id));
    pskov = await one("SELECT id FROM organizations WHERE name LIKE '%Псков»'");
    mosobl = await one("SELECT id FROM organizations WHERE name = 'АО «Мособлгаз»'");
    mosoblBranch = await one(`SELECT id FROM branches WHERE organization_id = ${mosobl} LIMIT 1`);
  });
  afterAll(() => ctx.close());

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    role: string,
    attributes?: unknown,
  ) =>
    call<Doc>(ctx.app, {
      method,
      url,
      headers: tokens[role],
      ...(attributes ? { payload: { data: { attributes } } } : {}),
    });
  const count = async (table: string, org: string) =>
    Number(
      (
        await ctx.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM ${table} WHERE organization_id = $1`,
          [org],
        )
      )[0]!.n,
    );
  const errorsOf = (doc: Doc) =>
    Object.fromEntries(doc.errors!.map((e: any) => [e.source.pointer.split('/').pop(), e.detail]));

  it('lists the demo reception hours to every reader, in weekday order, also on the site', async () => {
    const res = await send('GET', `/v1/admin/organizations/${pskov}/schedule`, 'auditor');
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: any) => r.attributes.weekday)).toEqual(['1', '2', '3', '4', '5']);
    expect(res.body.data[0].attributes).toMatchObject({
      time_from: '08:00',
      time_to: '17:00',
      branch_id: null,
    });
    const site = await call<Doc>(ctx.app, { url: `/v1/organizations/${pskov}/schedule` });
    expect(site.body.meta.total_count).toBe(5);
    expect((await send('GET', '/v1/admin/organizations/999999/schedule', 'auditor')).status).toBe(
      404,
    );
  });

  it('lets a ГРО administrator write its own organization only; ЕОГ any; readers none', async () => {
    const day = { weekday: '6', time_from: '09:00', time_to: '13:00' };
    const own = await send(
      'POST',
      `/v1/admin/organizations/${pskov}/schedule`,
      'senior_manager',
      day,
    );
    expect(own.status).toBe(201);
    expect(own.body.data.relationships.organization.data.id).toBe(pskov);
    const before = await count('organization_schedules', mosobl);
    const other = await send(
      'POST',
      `/v1/admin/organizations/${mosobl}/schedule`,
      'senior_manager',
      day,
    );
    expect(other.status).toBe(403);
    expect(await count('organization_schedules', mosobl)).toBe(before);
    for (const role of ['auditor', 'operator']) {
      expect(
        (await send('POST', `/v1/admin/organizations/${pskov}/schedule`, role, day)).status,
      ).toBe(403);
    }
    const id = own.body.data.id;
    expect(
      (
        await send('PATCH', `/v1/admin/organizations/${pskov}/schedule/${id}`, 'auditor', {
          note: 'x',
        })
      ).status,
    ).toBe(403);
    const eog = await send('POST', `/v1/admin/organizations/${mosobl}/schedule`, 'eog', day);
    expect(eog.status).toBe(201);
    // The record must be read under its own organization.
    expect(
      (await send('GET', `/v1/admin/organizations/${mosobl}/schedule/${id}`, 'auditor')).status,
    ).toBe(404);
    const patched = await send(
      'PATCH',
      `/v1/admin/organizations/${pskov}/schedule/${id}`,
      'senior_manager',
      {
        note: 'По предварительной записи',
      },
    );
    expect(patched.body.data.attributes.note).toBe('По предварительной записи');
    const changes = await send(
      'GET',
      `/v1/admin/organizations/${pskov}/schedule/${id}/changes`,
      'auditor',
    );
    expect(changes.body.data.map((c: any) => c.attributes.action)).toEqual(['update', 'create']);
    expect(
      (
        await send(
          'DELETE',
          `/v1/admin/organizations/${mosobl}/schedule/${eog.body.data.id}`,
          'senior_manager',
        )
      ).status,
    ).toBe(403);
    expect(
      (await send('DELETE', `/v1/admin/organizations/${pskov}/schedule/${id}`, 'senior_manager'))
        .status,
    ).toBe(204);
  });

  it('refuses bad hours, a second row for a weekday and another organization’s branch, saving nothing', async () => {
    const before = await count('organization_schedules', pskov);
    const bad = await send('POST', `/v1/admin/organizations/${pskov}/schedule`, 'senior_manager', {
      weekday: '8',
      time_from: '18:00',
      time_to: '09:00',
      break_from: '25:00',
      branch_id: mosoblBranch,
    });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad.body)).toEqual({
      weekday: 'Поле заполнено некорректно',
      time_to: 'Поле заполнено некорректно',
      break_from: 'Поле заполнено некорректно',
      branch_id: nestedMessages.foreignBranch,
    });
    const taken = await send(
      'POST',
      `/v1/admin/organizations/${pskov}/schedule`,
      'senior_manager',
      {
        weekday: '1',
        time_from: '09:00',
        time_to: '12:00',
      },
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors![0]).toMatchObject({
      detail: nestedMessages.scheduleDay,
      source: { pointer: '/data/attributes/weekday' },
    });
    const missing = await send(
      'POST',
      `/v1/admin/organizations/${pskov}/schedule`,
      'senior_manager',
      {},
    );
    expect(errorsOf(missing.body)).toMatchObject({ weekday: 'Поле обязательно для заполнения' });
    expect(await count('organization_schedules', pskov)).toBe(before);
  });

  it('keeps a branch’s own hours apart from the organization’s', async () => {
    const [branch] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM branches WHERE organization_id = $1 AND NOT is_head LIMIT 1',
      [pskov],
    );
    const res = await send('POST', `/v1/admin/organizations/${pskov}/schedule`, 'senior_manager', {
      weekday: '1',
      time_from: '10:00',
      time_to: '15:00',
      branch_id: String(branch!.id),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.attributes.branch_id).toBe(String(branch!.id));
  });

  it('validates representatives (phone, e-mail, power of attorney dates) and stores phones as 11 digits', async () => {
    const url = `/v1/admin/organizations/${pskov}/gro_auth_representatives`;
    const before = await count('organization_representatives', pskov);
    const bad = await send('POST', url, 'senior_manager', {
      last_name: 'Петров',
      first_name: 'Пётр',
      position: 'Инженер',
      attorney_number: '1-Д',
      attorney_date: '10.02.2025',
      attorney_valid_until: '01.02.2025',
      phone: '12345',
      email: 'petrov@',
    });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad.body)).toEqual({
      attorney_valid_until: 'Минимальное значение - 10.02.2025',
      phone: 'Некорректно заполнен телефон',
      email: 'Некорректный адрес электронной почты',
    });
    expect(await count('organization_representatives', pskov)).toBe(before);
    const ok = await send('POST', url, 'senior_manager', {
      last_name: 'Петров',
      first_name: 'Пётр',
      position: 'Инженер',
      attorney_number: '1-Д',
      attorney_date: '10.02.2025',
      phone: '+7 (811) 200-00-99',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.attributes).toMatchObject({
      phone: '78112000099',
      attorney_date: '2025-02-10',
      active: true,
    });
    expect(
      (
        await send(
          'POST',
          `/v1/admin/organizations/${mosobl}/gro_auth_representatives`,
          'senior_manager',
          {},
        )
      ).status,
    ).toBe(403);
  });

  it('takes tariff rates of the tariff_rate_type dictionary only', async () => {
    const url = `/v1/admin/organizations/${pskov}/tariff_rates`;
    const [other] = await ctx.db.query<{ id: string }>(
      "SELECT id FROM dictionaries WHERE dictionary_type <> 'tariff_rate_type' LIMIT 1",
    );
    const bad = await send('POST', url, 'senior_manager', {
      tariff_rate_type_id: String(other!.id),
      value: '-1',
      unit: '₽',
      valid_from: '2025-01-01',
    });
    expect(errorsOf(bad.body)).toEqual({
      tariff_rate_type_id: 'Поле заполнено некорректно',
      value: 'Минимальное значение — 0',
    });
    const list = await send('GET', url, 'auditor');
    expect(list.body.meta.total_count).toBe(2);
    const type = list.body.data[0].attributes.tariff_rate_type_id;
    const ok = await send('POST', url, 'senior_manager', {
      tariff_rate_type_id: type,
      value: '1234,5',
      unit: '₽',
      valid_from: '01.07.2025',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.attributes.value).toBe(1234.5);
  });

  it('shows only active regional benefits of active organizations on the site', async () => {
    const url = `/v1/admin/organizations/${pskov}/regional_benefits`;
    const region = String(
      (await ctx.db.query<{ id: string }>("SELECT id FROM regions WHERE code = '60'"))[0]!.id,
    );
    const off = await send('POST', url, 'senior_manager', {
      region_id: region,
      name: 'Архивная льгота',
      active: false,
    });
    expect(off.status).toBe(201);
    const site = await call<Doc>(ctx.app, { url: `/v1/organizations/${pskov}/regional_benefits` });
    expect(site.body.data.map((b: any) => b.attributes.name)).toEqual([
      'Субсидия на догазификацию для льготных категорий граждан',
    ]);
    expect((await send('GET', url, 'auditor')).body.meta.total_count).toBe(2);
  });
});
