/**
 * `npm run bench -- --leads 1000000` (PostgreSQL) and `npm run bench -- --leads 100000 --pglite`:
 * the lead console at scale, end to end.
 *
 * 1. Opens BENCH_DATABASE_URL (default: the local server's `bench` database, created when
 *    missing; the `test` database is refused) or, with --pglite, a PGlite directory
 *    (BENCH_PGLITE_DIR, default ./data/bench-pglite); migrates, seeds the demo data and tops
 *    the leads up to N in SQL (./leadsData.ts).
 * 2. Captures the SQL each call runs (one request through an in-process app whose database
 *    handle records every statement) and times that same SQL run directly through the driver
 *    (`pg` or PGlite): the "raw SQL" column, the floor the API is compared with.
 * 3. Starts the real server (`server/main.ts`) on that database in a child process, signs in
 *    over HTTP and drives every call with ./load.ts at 1, 8 and 32 clients.
 * 4. Downloads the report export of every lead as CSV and as XLSX ('report export csv', '…
 *    xlsx' for --only), sampling the server's RSS (the export streams: its memory must not
 *    grow with the rows).
 * 5. Prints p50 / p95 / p99 per call and the exports, and writes them to docs/bench.md with the
 *    machine and the date.
 *
 * Options: --leads N, --pglite, --clients 1,8,32, --seconds 5 (per call and level),
 * --requests 400 (cap per call and level), --only <regexp> (calls whose name matches),
 * --no-write (keep docs/bench.md), --generate-only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Db, type Queryable } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { startArgs } from '../startCommand';
import { generateExtras, generateLeads, rowCount } from './leadsData';
import { healthThroughput, perSecond, rowsThroughput } from './throughput';
import { download, fetchJson, percentile, runLoad, withRss, type LoadResult } from './load';

export const DEMO_PASSWORD = 'Gaz-Portal#2026';
const JWT_SECRET = 'bench-secret-'.padEnd(48, 'x');
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench';

type Options = ReturnType<typeof loadArgs> & { leads: number; pglite: boolean };

/** The value after `name` among the arguments. */
export function argValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** A count as typed: `1_000_000` or `1000000`. */
export const count = (text: string) => Number(text.replace(/_/g, ''));

/** The options of every load bench: --clients, --seconds, --requests, --only, --no-write, --generate-only. */
export function loadArgs(argv: string[], clients: string, requests: number) {
  const only = argValue(argv, '--only');
  return {
    clients: (argValue(argv, '--clients') ?? clients).split(',').map(Number),
    seconds: Number(argValue(argv, '--seconds') ?? 5),
    requests: Number(argValue(argv, '--requests') ?? requests),
    ...(only ? { only: new RegExp(only) } : {}),
    write: !argv.includes('--no-write'),
    generateOnly: argv.includes('--generate-only'),
  };
}

/**
 * The options of a load bench that `flag` picks, else undefined: each of `counts` from its own
 * argument (importRows from `--import-rows`), its default as typed, then loadArgs's.
 */
export function benchArgs<K extends string>(
  argv: string[],
  flag: string,
  counts: Record<K, string>,
  clients: string,
  requests: number,
): (Record<K, number> & ReturnType<typeof loadArgs>) | undefined {
  if (!argv.includes(flag)) return undefined;
  const given = (key: string) =>
    argValue(argv, `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
  const numbers = Object.fromEntries(
    Object.entries<string>(counts).map(([key, fallback]) => [key, count(given(key) ?? fallback)]),
  ) as Record<K, number>;
  return { ...numbers, ...loadArgs(argv, clients, requests) };
}

export function parseLeadBenchArgs(argv: string[]): Options | undefined {
  const leads = argValue(argv, '--leads');
  if (leads === undefined) return undefined;
  return {
    leads: count(leads),
    pglite: argv.includes('--pglite'),
    ...loadArgs(argv, '1,8,32', 400),
  };
}

export interface Scenario {
  name: string;
  /** Which account calls it (the local part of a demo account's e-mail; '' for nobody). */
  as: string;
  path: (i: number) => string;
  /** A write (a status move) instead of a GET; its raw SQL is not replayed. */
  write?: (i: number) => { method: string; path: string; json: unknown };
}

interface Fixtures {
  leadIds: string[];
  uid: string;
  epgu: string;
  name: string;
  phone: string;
  email: string;
  street: string;
  streetName: string;
  bigRegion: string;
  organization: string;
  /** Registered leads the status-move call walks, one client's lead never another's. */
  registered: string[];
}

async function fixtures(db: Queryable): Promise<Fixtures> {
  const leadIds = (
    await db.query<{ id: string }>(
      `SELECT id FROM leads TABLESAMPLE SYSTEM (1) REPEATABLE (7) LIMIT 200`,
    )
  ).map((r) => String(r.id));
  if (leadIds.length < 10) {
    leadIds.push(
      ...(await db.query<{ id: string }>('SELECT id FROM leads ORDER BY id LIMIT 200')).map((r) =>
        String(r.id),
      ),
    );
  }
  const mid = leadIds[Math.floor(leadIds.length / 2)]!;
  const [lead] = await db.query<{ uid: string; region_id: string; organization_id: string }>(
    'SELECT uid, region_id, organization_id FROM leads WHERE id = $1',
    [mid],
  );
  const [epgu] = await db.query<{ epgu_order_id: string }>(
    `SELECT epgu_order_id FROM leads WHERE epgu_order_id IS NOT NULL
      ORDER BY id DESC LIMIT 1 OFFSET 1000`,
  );
  const [user] = await db.query<{ name: string; phone: string; email: string }>(
    `SELECT u.last_name || ' ' || u.first_name AS name, u.phone, u.email
       FROM leads l JOIN users u ON u.id = l.user_id
      WHERE l.id = $1`,
    [leadIds[1]],
  );
  const [address] = await db.query<{ street: string; house: string }>(
    `SELECT a.street, a.house FROM leads l JOIN addresses a ON a.id = l.gas_object_address_id
      WHERE a.street IS NOT NULL ORDER BY l.id DESC LIMIT 1`,
  );
  const [big] = await db.query<{ region_id: string; organization_id: string }>(
    `SELECT region_id, organization_id FROM leads WHERE id = ANY($1::bigint[])
      GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    [leadIds],
  );
  const registered = (
    await db.query<{ id: string }>(
      `SELECT id FROM leads WHERE status = 'registered' ORDER BY id DESC LIMIT 4000`,
    )
  ).map((r) => String(r.id));
  return {
    registered,
    leadIds,
    uid: lead?.uid ?? '00-00-000000',
    epgu: epgu?.epgu_order_id ?? '3000000000',
    name: user?.name ?? 'Иванов Иван',
    phone: (user?.phone ?? '+79000000001').slice(2),
    email: user?.email ?? 'applicant1@bench.test',
    street: `ул. ${address?.street ?? 'Ленина'}, д. ${address?.house ?? '1'}`,
    streetName: address?.street ?? 'Ленина',
    bigRegion: String(big?.region_id ?? lead?.region_id ?? '1'),
    organization: String(big?.organization_id ?? lead?.organization_id ?? '1'),
  };
}

function scenarios(f: Fixtures): Scenario[] {
  const list = (qs: string) => () => `/v1/admin/leads?${qs}`;
  const q = (text: string) => list(`page=1&per=20&query=${encodeURIComponent(text)}`);
  return [
    { name: 'list page 1 (default order)', as: 'etp_admin', path: list('page=1&per=20') },
    { name: 'list page 50', as: 'etp_admin', path: list('page=50&per=20') },
    { name: 'list page 2000', as: 'etp_admin', path: list('page=2000&per=20') },
    { name: 'status[]=registered', as: 'etp_admin', path: list('status[]=registered') },
    {
      name: 'status[]=in_progress + region',
      as: 'etp_admin',
      path: list(`status[]=in_progress&region_ids[]=${f.bigRegion}`),
    },
    {
      name: 'organization + status[]=finished',
      as: 'etp_admin',
      path: list(`organization_ids[]=${f.organization}&status[]=finished`),
    },
    { name: 'region page 50', as: 'etp_admin', path: list(`region_ids[]=${f.bigRegion}&page=50`) },
    { name: 'service=dogasification', as: 'etp_admin', path: list('service[]=dogasification') },
    { name: 'expired=true', as: 'etp_admin', path: list('expired=true') },
    { name: 'sla_days_remaining=3', as: 'etp_admin', path: list('sla_days_remaining=3') },
    { name: 'home_in_schedule=true', as: 'etp_admin', path: list('home_in_schedule=true') },
    { name: 'ГРО operator (org scope) page 1', as: 'operator', path: list('page=1&per=20') },
    { name: 'search uid', as: 'etp_admin', path: q(f.uid) },
    { name: 'search ЕПГУ order id', as: 'etp_admin', path: q(f.epgu) },
    { name: 'search applicant name', as: 'etp_admin', path: q(f.name) },
    { name: 'search phone', as: 'etp_admin', path: q(f.phone) },
    { name: 'search e-mail', as: 'etp_admin', path: q(f.email) },
    { name: 'search address fragment', as: 'etp_admin', path: q(f.street) },
    // One word matching tens of thousands of leads: walked newest first, not collected.
    { name: 'search a street alone', as: 'etp_admin', path: q(f.streetName) },
    {
      name: 'lead card GET /leads/{id}',
      as: 'etp_admin',
      path: (i) => `/v1/admin/leads/${f.leadIds[i % f.leadIds.length]}`,
    },
    statusMoves(f.registered),
    { name: 'applicant: own leads (site)', as: 'ul', path: () => '/v1/leads?page=1&per=20' },
    { name: 'applicant: own ratings (site)', as: 'ul', path: () => '/v1/ratings?page=1&per=20' },
    ...(['all', 'contracts', 'agreements'] as const).map((tab) => ({
      name: `coordination tab=${tab}`,
      as: 'etp_admin',
      path: () => `/v1/admin/coordination_leads?tab=${tab}&page=1&per=20`,
    })),
    {
      name: 'coordination (ГРО operator)',
      as: 'operator',
      path: () => '/v1/admin/coordination_leads?page=1&per=20',
    },
    { name: 'contracts page 1', as: 'etp_admin', path: () => '/v1/admin/contracts?page=1&per=20' },
    {
      name: 'contracts (ГРО operator)',
      as: 'operator',
      path: () => '/v1/admin/contracts?page=1&per=20',
    },
    { name: 'ratings page 1', as: 'etp_admin', path: () => '/v1/admin/ratings?page=1&per=20' },
    { name: 'ratings page 50', as: 'etp_admin', path: () => '/v1/admin/ratings?page=50&per=20' },
    {
      name: 'ratings filter_by_rating=1',
      as: 'etp_admin',
      path: () => '/v1/admin/ratings?filter_by_rating[]=1&page=1&per=20',
    },
    {
      name: 'ratings (ГРО administrator)',
      as: 'senior_manager',
      path: () => '/v1/admin/ratings?page=1&per=20',
    },
  ];
}

/**
 * `PATCH /leads/{id}/update_status`, each lead moved registered → executor_selection and back
 * (a pair of staff moves without required fields). Request i moves lead i mod n, so with n far
 * above the clients in flight no two requests move one lead at once; the lead's next status is
 * counted per lead, across the load levels.
 */
function statusMoves(leads: string[]): Scenario {
  const moves = new Map<string, number>();
  return {
    name: 'status move PATCH update_status',
    as: 'etp_admin',
    path: (i) => `/v1/admin/leads/${leads[i % leads.length]}`,
    write: (i) => {
      const id = leads[i % leads.length]!;
      const n = moves.get(id) ?? 0;
      moves.set(id, n + 1);
      return {
        method: 'PATCH',
        path: `/v1/admin/leads/${id}/update_status`,
        json: {
          data: {
            type: 'lead',
            attributes: { status: n % 2 === 0 ? 'executor_selection' : 'registered' },
          },
        },
      };
    },
  };
}

/** A statement a call ran, with the rows it answered. */
export interface Statement {
  sql: string;
  params: unknown[];
  rows: number;
}

/** The database handle with every statement recorded while `recording` is set. */
function recordingDb(db: Db) {
  const state: { log: Statement[] | null } = { log: null };
  const wrap = (q: Queryable): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const entry = { sql, params, rows: 0 };
      state.log?.push(entry);
      const rows = await q.query<T>(sql, params);
      entry.rows = rows.length;
      return rows;
    },
    exec: (sql: string) => q.exec(sql),
  });
  const wrapped: Db = {
    ...db,
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
  };
  return { db: wrapped, state };
}

export interface RawSql {
  /** The call's statements, one after another, p50. */
  p50: number;
  statements: number;
  /** The statement that read the page's rows (throughput.ts runs it at the bench's clients). */
  rows?: Statement;
}

/** The SQL of each call, captured through an in-process app, timed when run directly. */
export async function rawSqlTimes(db: Db, list: Scenario[]): Promise<Map<string, RawSql>> {
  const { db: rec, state } = recordingDb(db);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'eog-bench-'));
  const config = loadConfig({
    DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    TOKEN_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const app = await buildApp({ config, db: rec, jwtSecret: JWT_SECRET });
  await app.ready();
  const tokens: Record<string, string> = {};
  for (const who of new Set(list.map((s) => s.as).filter(Boolean))) {
    const res = await app.inject({
      method: 'POST',
      url: tokenPath(who),
      payload: { auth: { email: `${who}@eog.test`, password: DEMO_PASSWORD } },
    });
    tokens[who] = `Bearer ${(res.json() as { jwt: string }).jwt}`;
  }
  const out = new Map<string, RawSql>();
  for (const s of list) {
    if (s.write) continue;
    state.log = [];
    const res = await app.inject({
      method: 'GET',
      url: s.path(0),
      headers: s.as ? { authorization: tokens[s.as]! } : {},
    });
    const statements = state.log;
    state.log = null;
    if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode} ${res.body}`);
    // Two warm-up runs, then up to 15 timed ones within about 5 seconds (at least 3).
    const sums: number[] = [];
    const budget = performance.now() + 5000;
    for (let i = 0; i < 17 && (i < 5 || performance.now() < budget); i++) {
      const started = performance.now();
      for (const st of statements) await db.query(st.sql, st.params);
      if (i >= 2) sums.push(performance.now() - started);
    }
    sums.sort((a, b) => a - b);
    // The page's rows: the statement answering the most rows (the last of equals).
    const rows = statements.reduce<Statement | undefined>(
      (best, st) => (!best || st.rows >= best.rows ? st : best),
      undefined,
    );
    out.set(s.name, {
      p50: percentile(sums, 50),
      statements: statements.length,
      ...(rows ? { rows } : {}),
    });
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return out;
}

/** Starts the server as `npm start` does, on the database; resolves with its base URL and start-up time. */
export function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; baseUrl: string; startupMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, startArgs(), {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SKIP_BUILD: 'true',
      DIST_DIR: '/nonexistent',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      TOKEN_RATE_LIMIT_PER_MINUTE: '100000',
      // The analytics summary is rebuilt at start and every few minutes: over a million leads
      // that is a minute of a core the measured calls would share (the analytics bench
      // measures the rebuild on its own).
      ANALYTICS_REFRESH_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /(http:\/\/localhost:\d+)/.exec(out);
      if (m) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ child, baseUrl: m[1]!, startupMs: performance.now() - started });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => process.stderr.write(c));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** Stops a server startServer started; one that already ended (a failed run's cause) is left. */
export async function stopServer(child: ChildProcess): Promise<void> {
  // An ended process never says 'exit' again: waiting for it would hang the bench silently.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The bench's database, migrated and seeded with the demo data, and the server's env for it. */
export async function openBenchDb(
  pglite: boolean,
  log: (line: string) => void,
): Promise<{ db: Db; env: Record<string, string> }> {
  const opened = await openUnseeded(pglite);
  const applied = await migrate(opened.db);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  await seed(opened.db, { demo: true, demoPassword: DEMO_PASSWORD });
  return opened;
}

async function openUnseeded(pglite: boolean): Promise<{ db: Db; env: Record<string, string> }> {
  if (pglite) {
    const dataDir = process.env.BENCH_PGLITE_DIR ?? join(process.cwd(), 'data', 'bench-pglite');
    return { db: await openPglite(join(dataDir, 'db')), env: { DATA_DIR: dataDir } };
  }
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (name === 'test' || name === '') {
    throw new Error(`BENCH_DATABASE_URL must name a database of its own, not '${name}'`);
  }
  // Create the database when it is missing.
  parsed.pathname = '/postgres';
  const admin = await openPostgres(parsed.toString());
  const [exists] = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists) await admin.exec(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await admin.close();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'eog-bench-data-'));
  return { db: await openPostgres(url), env: { DATABASE_URL: url, DATA_DIR: dataDir } };
}

export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
export const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The machine's line of a docs/bench.md section: cores, RAM, system and Node. */
export function machine(): string {
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

/** The console's header of `measureCall`'s lines. */
export function callHeader(clients: number[], width: number): string {
  return [
    'call'.padEnd(width),
    'SQL ms'.padStart(7),
    ...clients.map((c) => `${c}c p50/p95/p99 ms (n)`.padStart(26)),
  ].join(' ');
}

/** The load levels' columns of a docs/bench.md table: their headers, and a call's cells. */
export const levelHeaders = (clients: number[]) =>
  clients.map((c) => `${c} client${c > 1 ? 's' : ''} p50 / p95 / p99`).join(' | ');
export const levelCells = (levels: LoadResult[]) =>
  levels.map((l) => `${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.p99)} ms`).join(' | ');

/** Signs demo accounts in over HTTP; answers the `Bearer …` header value by login name. */
/** The demo applicants sign in on the site; everyone else in the console. */
const applicants = new Set(['fl', 'ul', 'ip']);
const tokenPath = (who: string) => (applicants.has(who) ? '/v1/user/token' : '/v1/admin/token');

export async function signIn(baseUrl: string, logins: Iterable<string>) {
  const tokens: Record<string, string> = {};
  for (const who of logins) {
    const res = await fetch(`${baseUrl}${tokenPath(who)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth: { email: `${who}@eog.test`, password: DEMO_PASSWORD } }),
    });
    if (!res.ok) throw new Error(`login ${who}: ${res.status}`);
    tokens[who] = `Bearer ${((await res.json()) as { jwt: string }).jwt}`;
  }
  return tokens;
}

/**
 * One call under load: two warm-up requests (plans, caches, the JIT), then each client level;
 * logs the call's line (name, raw SQL p50, p50/p95/p99 per level) and answers the levels.
 */
export async function measureCall(
  baseUrl: string,
  call: Pick<Scenario, 'name' | 'path' | 'write'>,
  headers: Record<string, string>,
  rawP50: number,
  options: { clients: number[]; seconds: number; requests: number },
  log: (line: string) => void,
  width = 34,
): Promise<LoadResult[]> {
  // A write warms up on its first level.
  if (!call.write) {
    await fetchJson(baseUrl, call.path(0), headers);
    await fetchJson(baseUrl, call.path(1), headers);
  }
  const levels: LoadResult[] = [];
  for (const clients of options.clients)
    levels.push(
      await runLoad({
        baseUrl,
        clients,
        seconds: options.seconds,
        maxRequests: options.requests,
        path: call.path,
        ...(call.write ? { write: call.write } : {}),
        headers,
      }),
    );
  log(
    [
      call.name.padEnd(width),
      (call.write ? '—' : ms(rawP50)).padStart(7),
      ...levels.map((l) => `${ms(l.p50)}/${ms(l.p95)}/${ms(l.p99)} (${l.requests})`.padStart(26)),
    ].join(' '),
  );
  return levels;
}

export async function benchLeads(options: Options): Promise<void> {
  const log = (line: string) => console.log(line);
  const { db, env } = await openBenchDb(options.pglite, log);
  const started = performance.now();
  await generateLeads(db, options.leads, log);
  await generateExtras(db, log);
  log(`data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (options.generateOnly) {
    await db.close();
    return;
  }
  const leads = await rowCount(db, 'leads');
  const fx = await fixtures(db);
  const list = scenarios(fx).filter((s) => !options.only || options.only.test(s.name));
  log(`capturing and timing the raw SQL of ${list.length} calls…`);
  const raw = await rawSqlTimes(db, list);
  const [version] = await db.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  await db.close();

  const loadBefore = loadAverage();
  const { child, baseUrl, startupMs } = await startServer(env);
  const results: {
    name: string;
    raw: number;
    statements: number;
    levels: LoadResult[];
    /** The page's rows straight from PostgreSQL at the top client level, per second. */
    rowsPerSecond?: number;
  }[] = [];
  const top = Math.max(...options.clients);
  const health: number[] = [];
  const exports: ExportResult[] = [];
  try {
    log(`server ready in ${ms(startupMs)} ms at ${baseUrl}`);
    const tokens = await signIn(baseUrl, new Set(['etp_admin', ...list.map((s) => s.as)]));
    health.push(await healthThroughput(baseUrl, top, options.seconds));
    log(`\n${leads} leads, ${db.kind}; /health at ${top} clients: ${perSecond(health[0]!)}/s`);
    log(callHeader(options.clients, 34));
    for (const s of list) {
      const r = raw.get(s.name) ?? { p50: 0, statements: 0 };
      const headers = { authorization: tokens[s.as]! };
      const levels = await measureCall(baseUrl, s, headers, r.p50, options, log);
      const rowsPerSecond =
        env.DATABASE_URL && r.rows
          ? await rowsThroughput(env.DATABASE_URL, r.rows, top, options.seconds)
          : undefined;
      results.push({ name: s.name, raw: r.p50, statements: r.statements, levels, rowsPerSecond });
    }
    health.push(await healthThroughput(baseUrl, top, options.seconds));
    log(throughputTable(results, health, top).join('\n'));
    const formats = (['csv', 'xlsx'] as const).filter(
      (format) => !options.only || options.only.test(`report export ${format}`),
    );
    if (formats.length) {
      log('');
      for (const format of formats) {
        const r = await withRss(child.pid!, () =>
          download(baseUrl, `/v1/admin/lead_reports/export?format=${format}`, {
            authorization: tokens.etp_admin!,
          }),
        );
        // A CSV row per line after the header; the workbook's rows are the same leads.
        const rows = format === 'csv' ? r.value.lines - 1 : leads;
        const result = { format, rows, bytes: r.value.bytes, ...r };
        exports.push(result);
        log(`export ${exportLine(result)}`);
      }
    }
  } finally {
    await stopServer(child);
    if (env.DATA_DIR && !options.pglite) rmSync(env.DATA_DIR, { recursive: true, force: true });
  }

  if (options.write) {
    const lines = [
      `## ${options.pglite ? 'PGlite' : 'PostgreSQL'}, ${leads.toLocaleString('en-US')} leads`,
      '',
      `- date: ${new Date().toISOString()}`,
      `- machine: ${machine()}`,
      `- database: ${options.pglite ? 'PGlite (in the server process)' : `PostgreSQL ${version?.v ?? '?'} (local)`}`,
      `- command: \`npm run bench -- --leads ${options.leads}${options.pglite ? ' --pglite' : ''}\`` +
        ` (closed loop, ${options.seconds} s or ${options.requests} requests per call and level)`,
      `- server start-up on the existing database: ${ms(startupMs)} ms`,
      `- load average before / after the run: ${loadBefore} / ${loadAverage()} (the machine is shared: other processes' load shows in the numbers)`,
      '',
      `| call | raw SQL p50 (statements) | ${levelHeaders(options.clients)} |`,
      `|---|---|${options.clients.map(() => '---|').join('')}`,
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.statements ? `${ms(r.raw)} ms (${r.statements})` : '—'} | ${levelCells(r.levels)} |`,
      ),
      '',
      ...throughputTable(results, health, top),
      '',
      ...(exports.length
        ? [
            'The report export of every lead (`GET /v1/admin/lead_reports/export`, streamed in',
            "keyset batches), the server's RSS sampled every 50 ms; targets (issue 21): the RSS",
            'growing by at most 200 MB, CSV at least 50,000 rows a second.',
            '',
            '| format | rows | size | time | rows/s | server RSS before → peak |',
            '|---|---|---|---|---|---|',
            ...exports.map(
              (e) =>
                `| ${e.format.toUpperCase()} | ${e.rows.toLocaleString('en-US')} | ${mb(e.bytes)} MB | ` +
                `${e.seconds.toFixed(1)} s | ${Math.round(e.rows / e.seconds).toLocaleString('en-US')} | ` +
                `${mb(e.before)} → ${mb(e.peak)} MB (+${mb(e.peak - e.before)}) |`,
            ),
            '',
          ]
        : []),
    ];
    const kind = options.pglite ? 'PGlite' : 'PostgreSQL';
    await writeBenchDoc(new RegExp(`^## ${kind}, [\\d,]+ leads`), lines.join('\n'));
    log('\nwritten to docs/bench.md');
  }
}

/**
 * Each call's answers per second at the top client level beside `/health`'s (measured before
 * and after the calls; their mean is the ratio's base) and beside its page rows read straight
 * from PostgreSQL (./throughput.ts). Issue 40's targets: the default list at least a quarter of
 * `/health`, every other list call at least a sixth.
 */
function throughputTable(
  results: { name: string; levels: LoadResult[]; rowsPerSecond?: number }[],
  health: number[],
  top: number,
): string[] {
  const base = health.reduce((a, b) => a + b, 0) / health.length;
  return [
    '',
    `Throughput at ${top} clients: \`/health\` ${health.map(perSecond).join(' before, ')} after ` +
      `the calls (${perSecond(base)}/s, the ratios' base); "rows" is the call's page read ` +
      `straight from PostgreSQL, prepared, on ${top} connections.`,
    '',
    '| call | answers/s | ÷ /health | rows/s | ÷ rows |',
    '|---|---|---|---|---|',
    ...results.map((r) => {
      const level = r.levels[r.levels.length - 1]!;
      const rate = level.requests / level.seconds;
      const rows = r.rowsPerSecond;
      return (
        `| ${r.name} | ${perSecond(rate)} | ${(rate / base).toFixed(3)} | ` +
        `${rows ? perSecond(rows) : '—'} | ${rows ? (rate / rows).toFixed(3) : '—'} |`
      );
    }),
  ];
}

interface ExportResult {
  format: 'csv' | 'xlsx';
  rows: number;
  bytes: number;
  seconds: number;
  before: number;
  peak: number;
}

function exportLine(e: ExportResult): string {
  return (
    `${e.format}: ${e.rows} rows, ${mb(e.bytes)} MB in ${e.seconds.toFixed(1)} s ` +
    `(${Math.round(e.rows / e.seconds)} rows/s), server RSS ${mb(e.before)} → ${mb(e.peak)} MB ` +
    `(+${mb(e.peak - e.before)})`
  );
}

/**
 * Replaces the sections of docs/bench.md whose heading matches `replaces` with `section` (keeps
 * the others: the other database kind, the other case, the baselines kept by hand), formatted
 * by prettier as `npm run lint` checks it.
 */
export async function writeBenchDoc(replaces: RegExp, section: string): Promise<void> {
  const path = join(import.meta.dirname, '..', '..', 'docs', 'bench.md');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    text = '';
  }
  const intro =
    '# Benchmark: the lead console and the territory registries at scale\n\n' +
    'Written by `npm run bench -- --leads N [--pglite]` (server/bench/leads.ts), the last run ' +
    'per database kind, and by `npm run bench -- --territory` (server/bench/territory.ts). ' +
    '"raw SQL" is the same statements the call ran, timed directly through the driver one ' +
    'after another (one client); the other columns are the HTTP calls to the real server ' +
    '(`server/main.ts`) under a closed-loop load of 1, 8 and 32 clients.\n\n';
  const sections = text.split(/^(?=## )/m).filter((s) => s.startsWith('## '));
  const kept = sections.filter((s) => !replaces.test(s));
  const next = intro + [...kept, `${section}\n`].join('\n').replace(/\n{3,}/g, '\n\n');
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(next, { ...options, filepath: path }));
}
