/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsInWorkExcluded } from '../../../src/domain/analytics';
import { closedLeadStatuses } from '../../../src/domain/sla';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from '../reference/testAuth';
import { parseAnalyticsFilters } from './filters';
import {
  analyticsRegions,
  dogasificationStatistic,
  isNational,
  splitPeriod,
  summaryGroups,
  totalsGroups,
} from './queries';
import { ANALYTICS_REFRESH_KIND, refreshAnalytics } from './refresh';

type Doc = { data: any; meta?: any; errors?: any[] };

// The analytical report (issue 19): every number equals a direct SQL count over the leads, in
// the caller's scope and the filters given.
describe('analytics', () => {
  let ctx: TestContext;
  const tokens: Record<string, { authorization: string }> = {};
  const submitted = `l.status <> 'draft' AND l.submitted_at IS NOT NULL`;
  const count = async (where: string, params: unknown[] = [], from = 'leads l') =>
    Number(
      (
        await ctx.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM ${from} WHERE ${where}`,
          params,
        )
      )[0]!.n,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const role of ['etp_admin', 'operator', 'regional_head', 'minenergo_auditor', 'mfc'])
      tokens[role] = await tokenFor(ctx.app, `${role}@eog.test`);
    // Spread the demo leads over regions, sources and dates so the filters have work to do.
    await ctx.db.query(
      `UPDATE leads SET submitted_at = COALESCE(submitted_at, created_at) - (id % 5) * interval '20 days'
        WHERE status <> 'draft'`,
    );
    await refreshAnalytics(ctx.db);
  });
  afterAll(() => ctx.close());

  const get = (url: string, role = 'etp_admin') =>
    call<Doc>(ctx.app, { url, headers: tokens[role] });

  it('counts the leads by status and in total as the leads table does', async () => {
    const res = await get('/v1/admin/analytics');
    expect(res.status).toBe(200);
    const a = res.body.data.attributes;
    const total = await count(submitted);
    expect(total).toBeGreaterThan(0);
    expect(a.totals.leads).toBe(total);
    expect(a.funnel[0]).toMatchObject({ key: 'submitted', leads: total });
    const byStatus = await ctx.db.query<{ status: string; n: string }>(
      `SELECT status, count(*) AS n FROM leads l WHERE ${submitted} GROUP BY status`,
    );
    expect(Object.fromEntries(a.by_status.map((s: any) => [s.status, s.leads]))).toEqual(
      Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])),
    );
    expect(a.funnel.at(-1)).toMatchObject({
      key: 'gas_start',
      leads: await count(`${submitted} AND l.status IN ('gas_start', 'finished')`),
    });
    expect(a.timeline.reduce((n: number, p: any) => n + p.leads, 0)).toBe(total);
    expect(a.refreshed_at).toBeTruthy();
  });

  it('counts the late leads by region with the lead list’s SLA arithmetic', async () => {
    const a = (await get('/v1/admin/analytics')).body.data.attributes;
    const rows = await ctx.db.query<{ region_id: string; leads: string; late: string }>(
      `SELECT l.region_id::text AS region_id, count(*) AS leads,
              count(*) FILTER (WHERE lead_sla_days_left(l.submitted_at, sv.sla_kind, sv.sla_period,
                CASE WHEN l.status = ANY($1::text[]) THEN l.status_changed_at ELSE now() END) < 0)
                AS late
         FROM leads l LEFT JOIN services sv ON sv.id = l.service_id
        WHERE ${submitted} GROUP BY 1`,
      [closedLeadStatuses],
    );
    for (const r of rows) {
      const got = a.sla_by_region.find((x: any) => x.id === r.region_id);
      expect(got).toMatchObject({ leads: Number(r.leads), sla_late: Number(r.late) });
    }
    expect(a.sla_by_region).toHaveLength(rows.length);
  });

  it('answers inside the caller’s scope: a ГРО its organization, a regional head its region', async () => {
    const [op] = await ctx.db.query<{ organization_id: string }>(
      `SELECT organization_id FROM admin_users WHERE email = 'operator@eog.test'`,
    );
    const [head] = await ctx.db.query<{ region_id: string }>(
      `SELECT region_id FROM admin_users WHERE email = 'regional_head@eog.test'`,
    );
    const operator = (await get('/v1/admin/analytics', 'operator')).body.data.attributes;
    expect(operator.totals.leads).toBe(
      await count(`${submitted} AND l.organization_id = $1`, [op!.organization_id]),
    );
    // Seed 001 §6 gives regional heads no analytics section; a region's scope still narrows.
    expect((await get('/v1/admin/analytics', 'regional_head')).status).toBe(403);
    const scope = { kind: 'region' as const, id: String(head!.region_id), readOnly: false };
    const regional = await analyticsRegions(ctx.db, parseAnalyticsFilters({}), scope);
    expect(regional.map((r) => r.region_id)).toEqual([String(head!.region_id)]);
    expect(regional[0]!.leads).toBe(
      await count(`${submitted} AND l.region_id = $1`, [head!.region_id]),
    );
    const ministry = (await get('/v1/admin/analytics', 'minenergo_auditor')).body.data.attributes;
    expect(ministry.totals.leads).toBe(await count(submitted));
    // МФЦ staff have no analytics section.
    expect((await get('/v1/admin/analytics', 'mfc')).status).toBe(403);
  });

  it('applies the filters: region, applicant type, source and the period', async () => {
    const [big] = await ctx.db.query<{ region_id: string }>(
      `SELECT region_id FROM leads l WHERE ${submitted} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const region = String(big!.region_id);
    const byRegion = (await get(`/v1/admin/analytics?region_ids[]=${region}`)).body.data.attributes;
    expect(byRegion.totals.leads).toBe(await count(`${submitted} AND l.region_id = $1`, [region]));

    const people = (await get('/v1/admin/analytics?account_types[]=individual_person')).body.data
      .attributes;
    expect(people.totals.leads).toBe(
      await count(
        `${submitted} AND u.account_type = 'individual_person'`,
        [],
        'leads l JOIN users u ON u.id = l.user_id',
      ),
    );
    const [src] = await ctx.db.query<{ source_id: string }>(
      `SELECT source_id FROM leads l WHERE ${submitted} AND source_id IS NOT NULL LIMIT 1`,
    );
    const bySource = (await get(`/v1/admin/analytics?source_ids[]=${src!.source_id}`)).body.data
      .attributes;
    expect(bySource.totals.leads).toBe(
      await count(`${submitted} AND l.source_id = $1`, [src!.source_id]),
    );

    // A period counts whole Moscow weeks, from the Monday of its first day.
    const from = '2020-01-01';
    const to = new Date().toISOString().slice(0, 10);
    const period = (await get(`/v1/admin/analytics?submitted_from=${from}&submitted_to=${to}`)).body
      .data.attributes;
    const week = `date_trunc('week', l.submitted_at AT TIME ZONE 'Europe/Moscow')::date`;
    expect(period.totals.leads).toBe(
      await count(
        `${submitted} AND ${week} >= date_trunc('week', $1::date) AND ${week} <= $2::date`,
        [from, to],
      ),
    );
    // A period with partial months at both ends (whole months come from the monthly rollup,
    // the edge weeks from the weekly one): the same leads, by report, by period and by region.
    const day = (ago: number) => new Date(Date.now() - ago * 864e5).toISOString().slice(0, 10);
    for (const [a, b] of [
      [95, 12],
      [40, 33],
      [200, 0],
    ] as const) {
      const q = `submitted_from=${day(a)}&submitted_to=${day(b)}`;
      const expected = await count(
        `${submitted} AND ${week} >= date_trunc('week', $1::date) AND ${week} <= $2::date`,
        [day(a), day(b)],
      );
      const report = (await get(`/v1/admin/analytics?${q}`)).body.data.attributes;
      expect(report.totals.leads).toBe(expected);
      expect(report.timeline.reduce((n: number, p: any) => n + p.leads, 0)).toBe(expected);
      const weekly = (await get(`/v1/admin/analytics?${q}&interval=week`)).body.data.attributes;
      expect(weekly.totals.leads).toBe(expected);
      const regions = (await get(`/v1/admin/analytics/regions?${q}`)).body.data;
      expect(regions.reduce((n: number, r: any) => n + r.attributes.leads, 0)).toBe(expected);
    }
    expect((await get('/v1/admin/analytics?interval=year')).status).toBe(400);
    expect((await get('/v1/admin/analytics?submitted_from=вчера')).status).toBe(400);
  });

  it('splits a period into whole months and the weeks at either end', () => {
    expect(splitPeriod('2026-11-26', '2027-02-10')).toEqual({
      months: { from: '2026-12-01', to: '2027-01-01' },
      before: { from: '2026-11-23', to: '2026-11-30' },
      after: { from: '2027-02-01', to: '2027-02-10' },
    });
    // A period starting on its month's first Monday and ending after its last one: no edges.
    expect(splitPeriod('2026-11-02', '2026-11-30')).toEqual({
      months: { from: '2026-11-01', to: '2026-11-01' },
      before: { from: '2026-11-02', to: '2026-10-31' },
      after: { from: '2026-12-01', to: '2026-11-30' },
    });
    expect(splitPeriod('2026-11-10', '2026-11-20')).toBeUndefined();
    expect(splitPeriod()).toEqual({ months: {}, before: undefined, after: undefined });
  });

  it('gives a row per region and the догазификация statistic from the same layer', async () => {
    const regions = await get('/v1/admin/analytics/regions');
    const rows = await ctx.db.query<{ region_id: string; n: string }>(
      `SELECT region_id::text AS region_id, count(*) AS n FROM leads l WHERE ${submitted} GROUP BY 1`,
    );
    expect(
      Object.fromEntries(regions.body.data.map((r: any) => [r.id, r.attributes.leads])),
    ).toEqual(Object.fromEntries(rows.map((r) => [r.region_id ?? '0', Number(r.n)])));

    const stat = await get('/v1/admin/dogasification/statistic');
    expect(stat.status).toBe(200);
    expect(stat.body.data.attributes.leads).toBe(
      await count(
        `${submitted} AND s.kind IN ('dogasification', 'social_dogasification', 'snt_dogasification')`,
        [],
        'leads l JOIN services s ON s.id = l.service_id',
      ),
    );
    expect(stat.body.data.attributes.plans).toBe(
      await count('true', [], 'object_schedule_plans p'),
    );
  });

  it('answers a national call from the totals with the rollup’s numbers', async () => {
    const all = { kind: 'all' as const, readOnly: true };
    const day = (ago: number) => new Date(Date.now() - ago * 864e5).toISOString().slice(0, 10);
    const sorted = (rows: Record<string, unknown>[]) =>
      rows
        .map((r) =>
          JSON.stringify(
            Object.entries(r)
              .map(([k, v]) => [k, v === null ? v : String(v)])
              .sort(),
          ),
        )
        .sort();
    const [src] = await ctx.db.query<{ source_id: string }>(
      `SELECT source_id::text AS source_id FROM leads l WHERE ${submitted}
          AND source_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const dogas = `${submitted} AND l.service_id IN (SELECT id FROM services
      WHERE kind IN ('dogasification', 'social_dogasification', 'snt_dogasification'))`;
    const week = `date_trunc('week', l.submitted_at AT TIME ZONE 'Europe/Moscow')::date`;
    for (const [query, leads] of [
      [{}, submitted],
      [{ submitted_from: day(95), submitted_to: day(12) }, null],
      [{ submitted_from: day(200), interval: 'week' }, null],
      [{ source_ids: src!.source_id, submitted_from: day(95) }, null],
      [{ 'service[]': 'dogasification' }, null],
      [{ 'account_types[]': ['legal_entity', 'individual_person'] }, null],
    ] as [Record<string, string | string[]>, string | null][]) {
      const f = parseAnalyticsFilters(query);
      expect(isNational(f, all)).toBe(true);
      const totals = await totalsGroups(ctx.db, f);
      expect(totals.length).toBeGreaterThan(0);
      expect(sorted(totals)).toEqual(sorted(await summaryGroups(ctx.db, f, all)));
      // The report's догазификация leads, as the leads table has them.
      const period = [f.from ?? '2000-01-01', f.to ?? '2100-01-01'];
      const inPeriod = `${week} >= date_trunc('week', $1::date) AND ${week} <= $2::date`;
      const facet = f.sourceIds.length
        ? `AND l.source_id = ${Number(f.sourceIds[0])}`
        : f.accountTypes.length
          ? `AND l.user_id IN (SELECT id FROM users WHERE account_type IN ('legal_entity', 'individual_person'))`
          : '';
      const stat = await dogasificationStatistic(ctx.db, f, all);
      expect(stat.leads).toBe(await count(`${dogas} AND ${inPeriod} ${facet}`, period));
      if (leads) expect(stat.leads).toBeGreaterThan(0);
    }
    // More than one kind of filter, a region or a scope: the rollup or the full grain.
    expect(isNational(parseAnalyticsFilters({ region_ids: '1' }), all)).toBe(false);
    expect(
      isNational(
        parseAnalyticsFilters({ source_ids: '1', 'account_types[]': 'legal_entity' }),
        all,
      ),
    ).toBe(false);
    expect(isNational(parseAnalyticsFilters({}), { kind: 'region', id: '1', readOnly: true })).toBe(
      false,
    );
    // The per-region table's leads in work and past gas start, as the leads table has them.
    const regions = await analyticsRegions(ctx.db, parseAnalyticsFilters({}), all);
    const rows = await ctx.db.query<Record<string, string>>(
      `SELECT region_id::text AS region_id, count(*) AS leads,
              count(*) FILTER (WHERE NOT status = ANY($1::text[])) AS in_work,
              count(*) FILTER (WHERE status IN ('gas_start', 'finished')) AS gas_start
         FROM leads l WHERE ${submitted} GROUP BY 1`,
      [leadsInWorkExcluded],
    );
    const pick = (r: Record<string, unknown>) =>
      [r.region_id ?? null, Number(r.leads), Number(r.in_work), Number(r.gas_start)].join();
    expect(regions.map(pick).sort()).toEqual(rows.map(pick).sort());
  });

  it('opens the same leads in the lead list behind a region’s number', async () => {
    const rows = (
      await get(
        '/v1/admin/analytics/regions?submitted_from=2000-01-03&account_types[]=individual_person',
      )
    ).body.data;
    const row = rows.sort((a: any, b: any) => b.attributes.leads - a.attributes.leads)[0];
    const leads = await get(
      `/v1/admin/leads?region_ids[]=${row.id}&submitted_from=2000-01-03&account_types[]=individual_person&per=1`,
    );
    expect(leads.status).toBe(200);
    expect(leads.body.meta.total_count).toBe(row.attributes.leads);
    expect((await get('/v1/admin/leads?submitted_to=завтра')).status).toBe(400);
  });

  it('exports what the report shows as XLSX', async () => {
    const res = await ctx.app.inject({
      url: '/v1/admin/analytics/export?format=xlsx&view=regions',
      headers: tokens.etp_admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await ctx.app.inject({
      url: '/v1/admin/analytics/export?format=csv',
      headers: tokens.etp_admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Воронка заявок');
  });

  it('rebuilds the summary in a background job queued once', async () => {
    const first = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/analytics/refresh',
      headers: tokens.etp_admin,
    });
    const second = await call<Doc>(ctx.app, {
      method: 'POST',
      url: '/v1/admin/analytics/refresh',
      headers: tokens.etp_admin,
    });
    expect(first.status).toBe(202);
    expect(second.body.data.id).toBe(first.body.data.id);
    await ctx.db.query(`UPDATE leads SET status = 'gas_start' WHERE id = (SELECT min(id) FROM leads
      WHERE status = 'registered' AND submitted_at IS NOT NULL)`);
    await ctx.app.jobs.runPending();
    const [job] = await ctx.db.query<{ state: string }>(
      'SELECT state FROM background_jobs WHERE kind = $1',
      [ANALYTICS_REFRESH_KIND],
    );
    expect(job!.state).toBe('done');
    const a = (await get('/v1/admin/analytics')).body.data.attributes;
    expect(a.funnel.at(-1).leads).toBe(
      await count(`${submitted} AND l.status IN ('gas_start', 'finished')`),
    );
  });
});
