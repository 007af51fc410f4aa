/**
 * The schedule plans' list at scale (issue 16: more than a million homes in the real plans): on
 * some 40 000 generated plans, VACUUM ANALYZE'd, every page statement the engine runs for the
 * console's tabs, scopes and filters is EXPLAINed and none may read object_schedule_plans with a
 * sequential scan; the count may (reading most of a table is honestly cheapest), but an index
 * must serve it too when sequential scans are off (migration 0018's indexes).
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../../src/access/scoping';
import { schedulePlans } from '../../../src/registries';
import type { Queryable } from '../../db';
import { parseListQuery } from '../../jsonapi/query';
import { listPage } from '../../registries/read';
import { createTestApp, type TestContext } from '../../test/helpers';

const PLANS = 40_000;
let ctx: TestContext;
let ids: { region: string; organization: string; settlement: string };

beforeAll(async () => {
  ctx = await createTestApp();
  const [row] = await ctx.db.query<{ region: string; organization: string; settlement: string }>(
    `SELECT region_id AS region, organization_id AS organization, settlement_id AS settlement
     FROM object_schedule_plans WHERE settlement_id IS NOT NULL ORDER BY id LIMIT 1`,
  );
  ids = {
    region: String(row!.region),
    organization: String(row!.organization),
    settlement: String(row!.settlement),
  };
  // Spread over the seeded regions, ГРО and settlements; nine in ten are homes.
  await ctx.db.exec(`
    WITH refs AS (
      SELECT array_agg(DISTINCT region_id) AS regions,
             array_agg(DISTINCT organization_id) AS orgs,
             array_agg(DISTINCT settlement_id) FILTER (WHERE settlement_id IS NOT NULL) AS places
      FROM object_schedule_plans
    )
    INSERT INTO object_schedule_plans (kind, object_address, region_id, organization_id,
      settlement_id, network_plan_date, network_fact_date)
    SELECT CASE WHEN n % 10 = 0 THEN 'snt' ELSE 'homes' END, 'Адрес ' || n,
      regions[1 + n % array_length(regions, 1)], orgs[1 + n % array_length(orgs, 1)],
      places[1 + n % array_length(places, 1)], DATE '2025-01-01' + (n % 365),
      CASE WHEN n % 3 = 0 THEN DATE '2025-02-01' + (n % 365) END
    FROM refs, generate_series(1, ${PLANS}) AS n;
  `);
  await ctx.db.exec('VACUUM ANALYZE object_schedule_plans');
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

async function statementsOf(raw: Record<string, string | string[]>, scope: Scope) {
  const seen: { sql: string; params: unknown[] }[] = [];
  const recording: Queryable = {
    query: (sql, params = []) => {
      seen.push({ sql, params });
      return ctx.db.query(sql, params);
    },
    exec: (sql) => ctx.db.exec(sql),
  };
  const request = { query: raw } as unknown as FastifyRequest;
  await listPage(recording, schedulePlans, request, parseListQuery(raw), { site: false, scope });
  return seen;
}

async function planOf(sql: string, params: unknown[], noSeqScan = false): Promise<string> {
  const rows = await ctx.db.transaction(async (tx) => {
    if (noSeqScan) await tx.query('SET LOCAL enable_seqscan = off');
    return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  });
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const all: Scope = { kind: 'all', readOnly: false };

describe('the schedule plans list on tens of thousands of plans', () => {
  const cases: [string, () => Record<string, string>, () => Scope][] = [
    ['homes tab, page 1', () => ({ kind: 'homes', page: '1', per: '20' }), () => all],
    ['СНТ tab, page 5', () => ({ kind: 'snt', page: '5', per: '20' }), () => all],
    [
      'ГРО scope',
      () => ({ kind: 'homes' }),
      () => ({ kind: 'organization', id: ids.organization, readOnly: false }),
    ],
    [
      'region scope + status',
      () => ({ kind: 'homes', 'status[]': 'network_built' }),
      () => ({ kind: 'region', id: ids.region, readOnly: false }),
    ],
    ['settlement filter', () => ({ kind: 'homes', 'settlement_id[]': ids.settlement }), () => all],
  ];

  it.each(cases)('%s: the page without a sequential scan', async (_, raw, scope) => {
    const seen = await statementsOf(raw(), scope());
    const page = seen.find((s) => /OFFSET/.test(s.sql));
    const count = seen.find((s) => /count\(\*\)/.test(s.sql));
    expect(page && count).toBeTruthy();
    const pagePlan = await planOf(page!.sql, page!.params);
    expect(pagePlan, pagePlan).not.toMatch(/Seq Scan on object_schedule_plans/);
    const countPlan = await planOf(count!.sql, count!.params, true);
    expect(countPlan, countPlan).not.toMatch(/Seq Scan on object_schedule_plans/);
  });
});
