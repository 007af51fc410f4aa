/**
 * `npm run bench -- --analytics [--leads 1000000] [--clients 1,8] [--seconds 5]`: the analytical
 * report's calls (issue 19) on PostgreSQL (BENCH_DATABASE_URL, default the local `bench`
 * database) with N leads: tops the leads up (./leadsData.ts), rebuilds the summary once (timed:
 * what the `analytics_refresh` job costs), then measures every analytics call through the real
 * server like the lead case (./leads.ts) and writes the table to docs/bench.md.
 * Target (issue 19): p95 ≤ 300 ms per call.
 */
import { performance } from 'node:perf_hooks';
import { rmSync } from 'node:fs';
import { refreshAnalytics } from '../modules/analytics/refresh';
import { generateLeads, rowCount } from './leadsData';
import {
  benchArgs,
  levelCells,
  levelHeaders,
  loadAverage,
  measureCall,
  ms,
  openBenchDb,
  rawSqlTimes,
  signIn,
  startServer,
  stopServer,
  writeBenchDoc,
  type Scenario,
} from './leads';
import type { LoadResult } from './load';

export function parseAnalyticsBenchArgs(argv: string[]) {
  return benchArgs(argv, '--analytics', { leads: '1000000' }, '1,8', 200);
}

type AnalyticsOptions = NonNullable<ReturnType<typeof parseAnalyticsBenchArgs>>;

/**
 * A different period on every request of the run, across the load levels too: never a kept
 * answer (./cache.ts), the SQL each time. The periods start between 2021 and 2025 and end on
 * one of the days before today.
 */
function uncached(path: string, filter = ''): () => string {
  let n = 0;
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return () => {
    const from = Date.UTC(2021, 0, 4) + (n % 1500) * 864e5;
    const to = Date.now() - Math.floor(n / 1500) * 864e5;
    n++;
    return `${path}?submitted_from=${day(from)}&submitted_to=${day(to)}${filter}`;
  };
}

function scenarios(region: string, organization: string, source: string): Scenario[] {
  const a = (qs: string) => () => `/v1/admin/analytics${qs}`;
  const lastYear = `submitted_from=${new Date(Date.now() - 365 * 864e5).toISOString().slice(0, 10)}`;
  return [
    { name: 'report, national, all time', as: 'etp_admin', path: a('') },
    {
      name: 'report, national, last year, weeks',
      as: 'etp_admin',
      path: a(`?${lastYear}&interval=week`),
    },
    {
      name: 'report, national, uncached periods',
      as: 'etp_admin',
      path: uncached('/v1/admin/analytics'),
    },
    {
      name: 'regions, uncached periods',
      as: 'etp_admin',
      path: uncached('/v1/admin/analytics/regions'),
    },
    {
      name: 'report, source, uncached periods',
      as: 'etp_admin',
      path: uncached('/v1/admin/analytics', `&source_ids[]=${source}`),
    },
    { name: 'report, one region', as: 'etp_admin', path: a(`?region_ids[]=${region}`) },
    { name: 'report, one ГРО', as: 'etp_admin', path: a(`?organization_ids[]=${organization}`) },
    {
      name: 'report, source filter (full grain)',
      as: 'etp_admin',
      path: a(`?source_ids[]=${source}`),
    },
    {
      name: 'report, applicant type + last year',
      as: 'etp_admin',
      path: a(`?account_types[]=legal_entity&${lastYear}`),
    },
    { name: 'report, ГРО operator (scoped)', as: 'operator', path: a('') },
    { name: 'regions, national', as: 'etp_admin', path: a('/regions') },
    {
      name: 'regions, last year + service',
      as: 'etp_admin',
      path: a(`/regions?${lastYear}&service[]=dogasification`),
    },
    {
      name: 'dogasification/statistic',
      as: 'etp_admin',
      path: () => '/v1/admin/dogasification/statistic',
    },
    {
      name: 'region leads (drill-down list)',
      as: 'etp_admin',
      path: () => `/v1/admin/leads?region_ids[]=${region}&${lastYear}&per=20`,
    },
  ];
}

export async function benchAnalytics(options: AnalyticsOptions): Promise<void> {
  const log = (line: string) => console.log(line);
  const { db, env } = await openBenchDb(false, log);
  await generateLeads(db, options.leads, log);
  const leads = await rowCount(db, 'leads');
  const started = performance.now();
  const rows = await refreshAnalytics(db);
  const refreshMs = performance.now() - started;
  log(`summary rebuilt: ${rows} rows in ${ms(refreshMs)} ms`);
  for (const table of [
    'analytics_lead_summary',
    'analytics_lead_rollup',
    'analytics_lead_rollup_month',
    'analytics_lead_totals',
    'analytics_lead_totals_month',
    'analytics_dogasification_rollup',
  ])
    await db.query(`VACUUM ANALYZE ${table}`);
  const [rollup] = await db.query<{ n: string }>('SELECT count(*) AS n FROM analytics_lead_rollup');
  const [big] = await db.query<{ region_id: string; organization_id: string; source_id: string }>(
    `SELECT region_id, organization_id, source_id FROM analytics_lead_summary
      GROUP BY 1, 2, 3 ORDER BY sum(leads) DESC LIMIT 1`,
  );
  const list = scenarios(
    String(big?.region_id ?? 1),
    String(big?.organization_id ?? 1),
    String(big?.source_id ?? 1),
  );
  log(`capturing and timing the raw SQL of ${list.length} calls…`);
  const raw = await rawSqlTimes(db, list);
  await db.close();

  const { child, baseUrl } = await startServer(env);
  const results: { name: string; raw: number; levels: LoadResult[] }[] = [];
  try {
    const tokens = await signIn(baseUrl, ['etp_admin', 'operator']);
    log(`\n${leads} leads, postgres`);
    for (const s of list) {
      const r = raw.get(s.name) ?? { p50: 0, statements: 0 };
      const headers = { authorization: tokens[s.as]! };
      const levels = await measureCall(baseUrl, s, headers, r.p50, options, log, 40);
      results.push({ name: s.name, raw: r.p50, levels });
    }
  } finally {
    await stopServer(child);
    if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
  const worst = Math.max(...results.map((r) => r.levels[0]?.p95 ?? 0));
  log(`\nworst p95 at ${options.clients[0]} client(s): ${ms(worst)} ms (target ≤ 300 ms)`);
  if (!options.write) return;
  const lines = [
    `## Analytics, PostgreSQL, ${leads.toLocaleString('en-US')} leads`,
    '',
    `- date: ${new Date().toISOString()}`,
    `- command: \`npm run bench -- --analytics --leads ${options.leads}\` (closed loop, ${options.seconds} s or ${options.requests} requests per call and level)`,
    `- summary rebuild (the \`analytics_refresh\` job): ${ms(refreshMs)} ms, ${rows} summary rows, ${rollup?.n ?? '?'} rollup rows`,
    `- load average after the run: ${loadAverage()} (the machine is shared)`,
    '',
    `| call | raw SQL p50 | ${levelHeaders(options.clients)} |`,
    `|---|---|${options.clients.map(() => '---|').join('')}`,
    ...results.map((r) => `| ${r.name} | ${ms(r.raw)} ms | ${levelCells(r.levels)} |`),
    '',
  ];
  await writeBenchDoc(/^## Analytics, /, lines.join('\n'));
  log('\nwritten to docs/bench.md');
}
