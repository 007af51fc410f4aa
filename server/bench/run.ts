/**
 * `npm run bench`: latency of the hot paths through the whole Fastify stack (routing, auth,
 * SQL, serialization) on a seeded in-memory PGlite, or on PostgreSQL when DATABASE_URL is set.
 * Prints p50 / p95 / p99 per scenario; a scenario answering anything but 200 aborts the run.
 * Then the registry export's time and heap growth for two row counts (./exportMemory.ts).
 * With `--leads N [--pglite]`: the lead console on N generated leads instead (./leads.ts);
 * with `--territory`: settlements, homes and schedule plans at the real volume (./territory.ts);
 * with `--analytics`: the analytical report's calls on N leads (./analytics.ts);
 * with `--runtime [--records N]`: a run-time registry against the code registry of its shape
 * on N records (./runtime.ts);
 * with `--form-upload [--size N]`: a 1 GiB multipart form and the server's RSS (./formUpload.ts);
 * with `--bundle`: the public site's JavaScript per route, gzip (./bundle.ts);
 * with `--lighthouse`: Lighthouse's mobile scores of the five public pages (./lighthouse.ts).
 */
import { performance } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { benchAnalytics, parseAnalyticsBenchArgs } from './analytics';
import { benchBundle } from './bundle';
import { benchExportMemory } from './exportMemory';
import { benchFormUpload, parseFormUploadBenchArgs } from './formUpload';
import { benchLeads, parseLeadBenchArgs } from './leads';
import { benchLighthouse } from './lighthouse';
import { percentile } from './load';
import { benchRuntime, parseRuntimeBenchArgs } from './runtime';
import { benchTerritory, parseTerritoryBenchArgs } from './territory';

const DEMO_PASSWORD = 'Gaz-Portal#2026';

interface Scenario {
  name: string;
  iterations: number;
  request: (auth: string) => InjectOptions;
}

const scenarios: Scenario[] = [
  { name: 'GET /health', iterations: 500, request: () => ({ method: 'GET', url: '/health' }) },
  {
    name: 'POST /v1/admin/token (argon2id)',
    iterations: 30,
    request: () => ({
      method: 'POST',
      url: '/v1/admin/token',
      payload: { auth: { email: 'etp_admin@eog.test', password: DEMO_PASSWORD } },
    }),
  },
  {
    name: 'GET /v1/admin/current',
    iterations: 300,
    request: (auth) => ({
      method: 'GET',
      url: '/v1/admin/current',
      headers: { authorization: auth },
    }),
  },
  {
    name: 'GET /v1/regions (89 rows)',
    iterations: 300,
    request: () => ({ method: 'GET', url: '/v1/regions?per=100' }),
  },
  {
    name: 'GET /v1/services?account_type=individual_person',
    iterations: 300,
    request: () => ({ method: 'GET', url: '/v1/services?account_type=individual_person' }),
  },
];

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const db = url ? await openPostgres(url) : await openPglite();
  await migrate(db);
  await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
  const config = loadConfig({ DIST_DIR: '/nonexistent', TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
  const app = await buildApp({ config, db, jwtSecret: 'bench-secret-'.padEnd(48, 'x') });
  await app.ready();

  const login = await app.inject(scenarios[1]!.request(''));
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const auth = `Bearer ${(login.json() as { jwt: string }).jwt}`;

  console.log(`database: ${db.kind}`);
  console.log(
    'scenario'.padEnd(52),
    'n'.padStart(5),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
  );
  for (const s of scenarios) {
    const times: number[] = [];
    for (let i = 0; i < s.iterations + 5; i++) {
      const started = performance.now();
      const res = await app.inject(s.request(auth));
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode} ${res.body}`);
      if (i >= 5) times.push(elapsed); // the first few warm up the JIT and the query plans
    }
    times.sort((a, b) => a - b);
    const fmt = (n: number) => n.toFixed(2).padStart(8);
    console.log(
      s.name.padEnd(52),
      String(s.iterations).padStart(5),
      fmt(percentile(times, 50)),
      fmt(percentile(times, 95)),
      fmt(percentile(times, 99)),
    );
  }
  await benchExportMemory(app, db, auth);
  await app.close();
  await db.close();
}

const argv = process.argv.slice(2);
const analyticsOptions = parseAnalyticsBenchArgs(argv);
const leadOptions = analyticsOptions ? undefined : parseLeadBenchArgs(argv);
const territoryOptions = parseTerritoryBenchArgs(argv);
const formUploadOptions = parseFormUploadBenchArgs(argv);
const runtimeOptions = parseRuntimeBenchArgs(argv);
(argv.includes('--bundle')
  ? benchBundle()
  : argv.includes('--lighthouse')
    ? benchLighthouse()
    : runtimeOptions
      ? benchRuntime(runtimeOptions)
      : formUploadOptions
        ? benchFormUpload(formUploadOptions)
        : analyticsOptions
          ? benchAnalytics(analyticsOptions)
          : territoryOptions
            ? benchTerritory(territoryOptions)
            : leadOptions
              ? benchLeads(leadOptions)
              : main()
).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
