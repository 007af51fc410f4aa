import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inventoryMessages,
  schedulePlanStatus,
  scheduleStages,
} from '../../../src/domain/inventory';
import { schedulePlans } from '../../../src/registries';
import { demoStageDates } from '../../db/seed/inventory';
import { tokenFor } from '../reference/testAuth';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { bulkMessages } from '../../registries/bulk';
import { schedulePlanMessages } from './routes';

type Doc = {
  data: { id: string; attributes: Record<string, unknown>; relationships?: object }[];
  included?: { type: string; id: string; attributes: Record<string, unknown> }[];
  meta: { total_count: number };
};
type One = { data: { id: string; attributes: Record<string, unknown> } };
type Errors = { errors: { detail: string; source?: { pointer: string } }[] };
type Report = { meta: { header: string[]; rows: (string | number)[][] } };

// Per-object schedule plans (issue 16) on the demo data of server/db/seed/inventory.ts: per
// demo region 80 home plans and 4 СНТ plans, plan n having its first n % 5 stages done.
describe('object schedule plans', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let pskov: string;
  let pskovGro: string;
  const url = `/v1/admin/${schedulePlans.path}`;
  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await ctx.db.query<T>(sql, params))[0]!;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    pskov = String((await one<{ id: string }>("SELECT id FROM regions WHERE code = '60'")).id);
    pskovGro = String(
      (
        await one<{ id: string }>(
          "SELECT id FROM organizations WHERE name = 'АО «Газпром газораспределение Псков»'",
        )
      ).id,
    );
  });
  afterAll(() => ctx.close());

  it('lists one kind per tab with the status derived from the stages', async () => {
    const get = (query: string) => call<Doc>(ctx.app, { url: `${url}?${query}`, headers: admin });
    const homes = await get('kind=homes&per=5&included=lead');
    expect(homes.status).toBe(200);
    expect(homes.body.meta.total_count).toBe(240);
    expect((await get('kind=snt')).body.meta.total_count).toBe(12);
    const started = await get(`kind=homes&region_id=${pskov}&status[]=gas_started&per=100`);
    expect(started.body.meta.total_count).toBe(16);
    for (const d of started.body.data)
      expect(d.attributes.gas_start_fact_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const linked = await get(`kind=homes&region_id=${pskov}&included=lead&per=100`);
    const withLead = linked.body.data.filter((d) => d.attributes.lead_id);
    expect(withLead).toHaveLength(1);
    expect(linked.body.included?.find((i) => i.type === 'lead')?.attributes.uid).toBe(
      '60-ПС-000101',
    );
    const titled = await get(`kind=homes&query=${encodeURIComponent('ул. Центральная')}&per=1`);
    expect(titled.body.meta.total_count).toBeGreaterThan(0);
  });

  it("stores the status the stages give, as src/domain's schedulePlanStatus says", async () => {
    const rows = await ctx.db.query<Record<string, string | null>>(
      `SELECT status, ${scheduleStages.map((s) => `${s}_fact_date`).join(', ')}
       FROM object_schedule_plans`,
    );
    expect(rows.length).toBe(252);
    for (const row of rows) expect(row.status).toBe(schedulePlanStatus(row));
    expect(new Set(rows.map((r) => r.status)).size).toBe(5);
  });

  it('queues the selected plans to the contact centre (resend_to_cc)', async () => {
    const ids = (
      await ctx.db.query<{ id: string }>(
        "SELECT id FROM object_schedule_plans WHERE kind = 'snt' ORDER BY id LIMIT 2",
      )
    ).map((r) => String(r.id));
    const sent = await call<{ meta: { queued: number } }>(ctx.app, {
      method: 'POST',
      url: `${url}/resend_to_cc`,
      headers: admin,
      payload: { data: { ids } },
    });
    expect(sent.status).toBe(202);
    expect(sent.body.meta.queued).toBe(2);
    const operator = await tokenFor(ctx.app, 'operator@eog.test');
    const denied = await call(ctx.app, {
      method: 'POST',
      url: `${url}/resend_to_cc`,
      headers: operator,
      payload: { data: { ids } },
    });
    expect(denied.status).toBe(403);
  });

  it('creates with stage rules, names the object, links a lead, audits updates', async () => {
    const [home] = await ctx.db.query<{ id: string; address: string; settlement_id: string }>(
      `SELECT h.id, h.address, h.settlement_id FROM homes h
       WHERE h.region_id = $1 AND NOT EXISTS (SELECT 1 FROM object_schedule_plans p
         WHERE p.home_id = h.id) ORDER BY h.id LIMIT 1`,
      [pskov],
    );
    const base = {
      kind: 'homes',
      home_id: String(home!.id),
      region_id: pskov,
      settlement_id: String(home!.settlement_id),
      organization_id: pskovGro,
      network_plan_date: '01.04.2026',
    };
    const bad = await call<Errors>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          type: 'schedule_plan',
          attributes: { ...base, notice_fact_date: '2026-05-01', home_id: null },
        },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ['/data/attributes/object_address', inventoryMessages.planObject],
      ['/data/attributes/notice_fact_date', inventoryMessages.previousStage],
    ]);
    const early = await call<Errors>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          type: 'schedule_plan',
          attributes: { ...base, network_fact_date: '2026-05-01', notice_fact_date: '2026-04-01' },
        },
      },
    });
    expect(early.body.errors.map((e) => e.detail)).toEqual([inventoryMessages.beforePrevious]);

    const lead = await one<{ id: string }>("SELECT id FROM leads WHERE uid = '60-ПС-000102'");
    const created = await call<One>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          type: 'schedule_plan',
          attributes: { ...base, lead_id: String(lead.id), network_fact_date: '2026-03-20' },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      object_title: home!.address,
      status: 'network_built',
      network_plan_date: '2026-04-01',
      lead_id: String(lead.id),
    });
    const id = created.body.data.id;

    const again = await call<Errors>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: { data: { type: 'schedule_plan', attributes: base } },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]!.source?.pointer).toBe('/data/attributes/home_id');

    const updated = await call<One>(ctx.app, {
      method: 'PATCH',
      url: `${url}/${id}`,
      headers: admin,
      payload: {
        data: {
          type: 'schedule_plan',
          attributes: { notice_fact_date: '2026-03-25', act_fact_date: '2026-04-02' },
        },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes.status).toBe('connected');
    const changes = await call<{ data: { attributes: { changes: Record<string, unknown> } }[] }>(
      ctx.app,
      { url: `${url}/${id}/changes`, headers: admin },
    );
    expect(changes.body.data).toHaveLength(2);
    expect(changes.body.data[0]!.attributes.changes).toMatchObject({
      notice_fact_date: [null, '2026-03-25'],
      act_fact_date: [null, '2026-04-02'],
      status: ['network_built', 'connected'],
    });

    // The object renamed: the plan's title follows.
    await ctx.db.query("UPDATE homes SET house = '99а' WHERE id = $1", [home!.id]);
    const reread = await call<{ data: { attributes: Record<string, unknown> } }>(ctx.app, {
      url: `${url}/${id}`,
      headers: admin,
    });
    expect(reread.body.data.attributes.object_title).toContain('д. 99а');

    // A plan for an address not inventoried yet.
    const byAddress = await call<One>(ctx.app, {
      method: 'POST',
      url,
      headers: admin,
      payload: {
        data: {
          type: 'schedule_plan',
          attributes: {
            ...base,
            kind: 'snt',
            home_id: null,
            object_address: 'Псковский р-н, СНТ «Юбилейное»',
          },
        },
      },
    });
    expect(byAddress.status).toBe(201);
    expect(byAddress.body.data.attributes.object_title).toBe('Псковский р-н, СНТ «Юбилейное»');
  });

  it('scopes: ГРО sees its plans, the region head its region, the auditor reads only', async () => {
    const manager = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const mine = await call<Doc>(ctx.app, { url: `${url}?kind=homes&per=1`, headers: manager });
    expect(mine.status).toBe(200);
    expect(mine.body.meta.total_count).toBe(81);
    const mosobl = await tokenFor(ctx.app, 'senior_manager_mosobl@eog.test');
    const theirs = await call<Doc>(ctx.app, { url: `${url}?kind=homes&per=1`, headers: mosobl });
    expect(theirs.body.meta.total_count).toBe(80);
    const pskovPlan = await one<{ id: string }>(
      'SELECT id FROM object_schedule_plans WHERE region_id = $1 ORDER BY id LIMIT 1',
      [pskov],
    );
    expect((await call(ctx.app, { url: `${url}/${pskovPlan.id}`, headers: mosobl })).status).toBe(
      404,
    );
    const head = await tokenFor(ctx.app, 'regional_head@eog.test');
    const region = await call<Doc>(ctx.app, { url: `${url}?kind=homes&per=1`, headers: head });
    expect(region.body.meta.total_count).toBe(81);
    const headWrite = await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/${pskovPlan.id}`,
      headers: head,
      payload: { data: { type: 'schedule_plan', attributes: { comment: 'x' } } },
    });
    expect(headWrite.status).toBe(403);
    const auditor = await tokenFor(ctx.app, 'auditor@eog.test');
    const all = await call<Doc>(ctx.app, { url: `${url}?kind=snt&per=1`, headers: auditor });
    expect(all.body.meta.total_count).toBe(13);
    const auditorWrite = await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/${pskovPlan.id}`,
      headers: auditor,
      payload: { data: { type: 'schedule_plan', attributes: { comment: 'x' } } },
    });
    expect(auditorWrite.status).toBe(403);
    // The ГРО operator works with the plans too (seed 001 §6), in its organization.
    const operator = await tokenFor(ctx.app, 'operator@eog.test');
    const edit = await call(ctx.app, {
      method: 'PATCH',
      url: `${url}/${pskovPlan.id}`,
      headers: operator,
      payload: { data: { type: 'schedule_plan', attributes: { comment: 'Проверено' } } },
    });
    expect(edit.status).toBe(200);
  });

  it('sets one field on the selected plans, all or nothing, in scope, audited', async () => {
    const ids = (
      await ctx.db.query<{ id: string }>(
        `SELECT id FROM object_schedule_plans WHERE region_id = $1 AND kind = 'homes'
         ORDER BY id DESC LIMIT 3`,
        [pskov],
      )
    ).map((r) => String(r.id));
    const massUrl = `${url}/mass_update`;
    const send = (headers: { authorization: string }, data: unknown) =>
      call<Errors & { meta: { updated: number } }>(ctx.app, {
        method: 'PATCH',
        url: massUrl,
        headers,
        payload: { data },
      });
    const wrong = await send(admin, { ids, attributes: { comment: 'x' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]!.detail).toBe(bulkMessages.field(schedulePlans));
    expect(
      (await send(admin, { ids: [], attributes: { network_plan_date: '2026-06-01' } })).status,
    ).toBe(422);

    const manager = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const done = await send(manager, { ids, attributes: { gas_start_plan_date: '31.12.2026' } });
    expect(done.status).toBe(200);
    expect(done.body.meta.updated).toBe(3);
    const dates = await ctx.db.query<{ d: string }>(
      `SELECT to_char(gas_start_plan_date, 'YYYY-MM-DD') AS d FROM object_schedule_plans
       WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    expect(dates.map((r) => r.d)).toEqual(['2026-12-31', '2026-12-31', '2026-12-31']);
    const changes = await call<{ data: unknown[] }>(ctx.app, {
      url: `${url}/${ids[0]}/changes`,
      headers: admin,
    });
    expect(changes.body.data.length).toBeGreaterThanOrEqual(1);

    // Another ГРО's plan in the selection is not found in scope: nothing is written.
    const foreign = await one<{ id: string }>(
      `SELECT p.id FROM object_schedule_plans p JOIN regions r ON r.id = p.region_id
       WHERE r.code = '47' LIMIT 1`,
    );
    const mixed = await send(manager, {
      ids: [...ids, String(foreign.id)],
      attributes: { gas_start_plan_date: '2027-01-15' },
    });
    expect(mixed.status).toBe(404);
    const unchanged = await ctx.db.query(
      `SELECT 1 FROM object_schedule_plans WHERE gas_start_plan_date = '2027-01-15'`,
    );
    expect(unchanged).toEqual([]);
    // The operator holds no mass update key.
    const operator = await tokenFor(ctx.app, 'operator@eog.test');
    expect(
      (await send(operator, { ids, attributes: { gas_start_plan_date: '2027-01-15' } })).status,
    ).toBe(403);
  });

  it('reports per region and ГРО: planned vs done by stage', async () => {
    const report = await call<Report>(ctx.app, {
      url: `${url}/summary_report?format=json&region_id=${pskov}`,
      headers: admin,
    });
    expect(report.status).toBe(200);
    const [row, total] = report.body.meta.rows;
    expect(report.body.meta.header.slice(0, 5)).toEqual([
      'Регион',
      'ГРО',
      'Объектов в плане',
      'Сеть до границы участка: запланировано',
      'Сеть до границы участка: выполнено',
    ]);
    // 80 seeded + 1 created above; the created one has the first three stages done.
    expect(row).toEqual([
      'Псковская область',
      'АО «Газпром газораспределение Псков»',
      81,
      81,
      65,
      80,
      49,
      80,
      33,
      81,
      16,
    ]);
    expect(total![0]).toBe('Итого');
    const snt = await call<Report>(ctx.app, {
      url: `${url}/summary_report_snt?format=json`,
      headers: admin,
    });
    expect(snt.body.meta.rows.map((r) => r[2])).toEqual([4, 4, 5, 13]);

    const csv = await ctx.app.inject({ url: `${url}/summary_report?format=csv`, headers: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Итого;;');
    const xlsx = await ctx.app.inject({ url: `${url}/summary_report?format=xlsx`, headers: admin });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // The ГРО's report covers its own plans only.
    const manager = await tokenFor(ctx.app, 'senior_manager@eog.test');
    const own = await call<Report>(ctx.app, {
      url: `${url}/summary_report?format=json`,
      headers: manager,
    });
    expect(own.body.meta.rows.map((r) => r[1])).toEqual([
      'АО «Газпром газораспределение Псков»',
      '',
    ]);
  });

  it('counts stages planned, done and overdue per ГРО for a period', async () => {
    const period = `${url}/organization_statistics_for_period_export`;
    const missing = await call<Errors>(ctx.app, { url: `${period}?format=json`, headers: admin });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]!.detail).toBe(schedulePlanMessages.period);
    const from = '2025-04-01';
    const to = '2025-06-30';
    const report = await call<Report>(ctx.app, {
      url: `${period}?format=json&date_from=01.04.2025&date_to=30.06.2025&region_id=${pskov}`,
      headers: admin,
    });
    expect(report.status).toBe(200);
    // The seeded Псков home plans are n = 0…79 (the plan created above lies in 2026).
    const plans = Array.from({ length: 80 }, (_, n) => demoStageDates(n));
    const within = (d: string | null | undefined) => !!d && d >= from && d <= to;
    const expected = scheduleStages.flatMap((s) => [
      plans.filter((p) => within(p[`${s}_plan_date`])).length,
      plans.filter((p) => within(p[`${s}_fact_date`])).length,
    ]);
    const row = report.body.meta.rows.find((r) => r[1] === 'АО «Газпром газораспределение Псков»')!;
    const numbers = row.slice(2) as number[];
    expect(scheduleStages.flatMap((_, i) => [numbers[i * 4], numbers[i * 4 + 1]])).toEqual(
      expected,
    );
    // On time never exceeds done; overdue only among the planned.
    scheduleStages.forEach((_, i) => {
      expect(numbers[i * 4 + 2]!).toBeLessThanOrEqual(numbers[i * 4 + 1]!);
      expect(numbers[i * 4 + 3]!).toBeLessThanOrEqual(numbers[i * 4]!);
    });
    const xlsx = await ctx.app.inject({
      url: `${period}_snt?format=xlsx&date_from=2025-01-01&date_to=2026-12-31`,
      headers: admin,
    });
    expect(xlsx.statusCode).toBe(200);
  });

  it('exports each kind, streamed, with the list columns', async () => {
    const homes = await ctx.app.inject({
      url: `${url}/export?format=csv&region_id=${pskov}`,
      headers: admin,
    });
    expect(homes.statusCode).toBe(200);
    const lines = homes.body.trim().split('\r\n');
    expect(lines[0]).toContain(schedulePlans.fields.status.label);
    // header + 81 home plans of the region
    expect(lines).toHaveLength(82);
    expect(homes.body).toContain('Газ пущен');
    expect(homes.body).toContain('60-ПС-000101');
    const snt = await ctx.app.inject({ url: `${url}/export_snt?format=xlsx`, headers: admin });
    expect(snt.statusCode).toBe(200);
    expect(snt.headers['content-disposition']).toContain('schedule_plans_snt.xlsx');
    const operator = await tokenFor(ctx.app, 'operator@eog.test');
    const scoped = await ctx.app.inject({
      url: `${url}/export?format=csv`,
      headers: operator,
    });
    expect(scoped.body.trim().split('\r\n')).toHaveLength(82);
  });

  it('finds the leads a plan links with the lead list filter home_in_schedule', async () => {
    const list = (flag: string) =>
      call<Doc>(ctx.app, {
        url: `/v1/admin/leads?home_in_schedule=${flag}&per=100`,
        headers: admin,
      });
    const linked = await list('true');
    expect(linked.status).toBe(200);
    const uids = linked.body.data.map((d) => d.attributes.uid).sort();
    // Seeded links in Псков and Москва, and the lead linked by the plan created above.
    expect(uids).toEqual(['50-МО-000103', '60-ПС-000101', '60-ПС-000102']);
    const others = await list('false');
    expect(others.body.data.map((d) => d.attributes.uid)).not.toContain('60-ПС-000101');
  });

  it("answers the site's plan card without personal data", async () => {
    const plan = await one<{ id: string }>(
      'SELECT id FROM object_schedule_plans WHERE lead_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const site = await call<One>(ctx.app, { url: `/v1/schedule_plans/${plan.id}` });
    expect(site.status).toBe(200);
    expect(Object.keys(site.body.data.attributes).sort()).toEqual(
      [
        'kind',
        'status',
        'region_name',
        'settlement_name',
        'organization_name',
        ...scheduleStages.flatMap((s) => [`${s}_plan_date`, `${s}_fact_date`]),
      ].sort(),
    );
    expect(site.body.data.attributes.region_name).toBe('Псковская область');
    expect((await call(ctx.app, { url: '/v1/schedule_plans/999999999' })).status).toBe(404);
  });
});
