/**
 * `npm run soak`: the long part of the harness (issue 22), one table at the end.
 *   matrix  every route × every demo actor against the access table (./soak/matrix.ts)
 *   fuzz    seeded fuzzed requests over every route (./fuzz.ts): no 5xx, no partial write
 *   load    virtual users × seconds of the realistic mix, PostgreSQL and PGlite (./soak/load.ts)
 *   crash   kill -9 of the server during writes, PGlite and PostgreSQL (./soak/crash.ts)
 *   outage  PostgreSQL stopped and RabbitMQ cut under load (./soak/outage.ts); S3 and SMTP
 *           cut while files and letters are asked for (./soak/outageServices.ts)
 * Options: --only load,crash (parts), --requests 10000 --seed N --routes <regexp> (fuzz),
 * --users 200 --pglite-users 50 --seconds 60 --think-ms 5000 (load: a user's mean pause between
 * two actions; 0 makes each user a closed loop without pauses, a stress test), --rounds 50 (crash), --databases
 * postgres,pglite (load and crash), --base-url http://… (load a server already running, e.g.
 * under `node --cpu-prof`; one database), --write (the table into docs/bench.md).
 * The matrix and the fuzz run in process on a fresh seeded in-memory PGlite; the others start
 * `server/main.ts` as a child on PostgreSQL databases of their own (SOAK_DATABASE_URL's server,
 * default the local one) or PGlite data directories. Exits non-zero when a bar is missed.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { writeBenchDoc } from '../bench/leads';
import { loadConfig } from '../config';
import { openPglite } from '../db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { signToken } from '../auth/tokens';
import { fuzzRoutes, rowCounts } from './fuzz';
import { runCrashPart } from './soak/crash';
import { runLoadPart } from './soak/load';
import { runMatrix } from './soak/matrix';
import { runOutagePart } from './soak/outage';
import { runServiceOutages } from './soak/outageServices';
import { markdownTable, ms, type Row } from './soak/table';

const parts = ['matrix', 'fuzz', 'load', 'crash', 'outage'] as const;
type Part = (typeof parts)[number];
type Database = 'postgres' | 'pglite';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const num = (name: string, fallback: number) => {
  const v = Number(arg(name) ?? fallback);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name}: a positive number`);
  return v;
};
const list = <T extends string>(name: string, all: readonly T[]): T[] => {
  const raw = arg(name);
  if (!raw) return [...all];
  const picked = raw.split(',').map((p) => p.trim());
  const unknown = picked.filter((p) => !all.includes(p as T));
  if (unknown.length) throw new Error(`${name}: ${unknown.join(', ')}? (${all.join(', ')})`);
  return picked as T[];
};

const log = (line: string) => console.log(line);
/** The first few findings, each cut short (a fuzzed URL may be 20 kB). */
const sample = (items: string[]) =>
  items.slice(0, 10).forEach((i) => log(`  ${i.length > 600 ? `${i.slice(0, 600)}…` : i}`));

/** The matrix and the fuzz: in process, on a fresh seeded in-memory PGlite. */
async function inProcess(only: Part[], rows: Row[]): Promise<void> {
  const db = await openPglite();
  await migrate(db);
  await seed(db, { demo: true, demoPassword: 'Gaz-Portal#2026' });
  const config = loadConfig({
    DIST_DIR: '/nonexistent',
    DATA_DIR: '/nonexistent-soak-data',
    LOG_LEVEL: 'silent',
    TOKEN_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const jwtSecret = 'soak-secret-'.padEnd(48, 'x');
  const app = await buildApp({ config, db, jwtSecret });
  await app.ready();
  try {
    if (only.includes('matrix')) {
      const started = performance.now();
      const m = await runMatrix(app);
      log(
        `matrix: ${m.cells} cells in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
          `${m.leaks.length} leaks, ${m.overRestricted.length} over-restricted, ` +
          `${m.serverErrors.length} 5xx`,
      );
      sample([...m.leaks, ...m.serverErrors, ...m.overRestricted]);
      rows.push({
        check: 'access matrix: cells checked / leaks',
        figures: `${m.cells} / ${m.leaks.length} (5xx ${m.serverErrors.length})`,
        bar: '0 leaks, 0 5xx',
        ok: m.leaks.length === 0 && m.serverErrors.length === 0,
      });
    }
    if (only.includes('fuzz')) {
      const requests = num('--requests', 10_000);
      const seedValue = Number(arg('--seed') ?? Date.now() % 1_000_000);
      const routes = arg('--routes');
      const bearer = async (email: string, table: 'admin_users' | 'users') => {
        const [row] = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE email = $1`, [
          email,
        ]);
        const scope = table === 'users' ? 'v1_user' : 'v1_admin';
        return { authorization: `Bearer ${signToken(jwtSecret, String(row!.id), scope, 3600)}` };
      };
      const callers = [
        await bearer('etp_admin@eog.test', 'admin_users'),
        await bearer('operator@eog.test', 'admin_users'),
        await bearer('fl@eog.test', 'users'),
        {},
      ];
      const started = performance.now();
      const f = await fuzzRoutes(app, {
        requests,
        seed: seedValue,
        callers,
        snapshot: () => rowCounts(db),
        ...(routes ? { only: new RegExp(routes) } : {}),
      });
      log(
        `fuzz: ${requests} requests over ${app.accessTable.length} routes in ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s (seed ${seedValue}): ` +
          `${f.failures.length} 5xx, ${f.partialWrites.length} partial writes; ` +
          `statuses ${JSON.stringify(f.statuses)}`,
      );
      sample([...f.failures, ...f.partialWrites].map((x) => JSON.stringify(x)));
      rows.push({
        check: 'fuzz: requests / 5xx / partial writes',
        figures: `${requests} / ${f.failures.length} / ${f.partialWrites.length} (seed ${seedValue})`,
        bar: '≥ 10,000 / 0 / 0',
        ok: requests >= 10_000 && f.failures.length === 0 && f.partialWrites.length === 0,
      });
    }
  } finally {
    await app.close();
    await db.close();
  }
}

/** A person's mean pause between two actions: reading a card, typing (docs/decisions.md). */
const THINK_MS = 5000;

async function load(databases: Database[], rows: Row[]): Promise<void> {
  const seconds = num('--seconds', 60);
  const thinkMs = Number(arg('--think-ms') ?? THINK_MS);
  if (!Number.isFinite(thinkMs) || thinkMs < 0) throw new Error('--think-ms: 0 or more');
  for (const database of databases) {
    const users =
      database === 'postgres' ? num('--users', 200) : num('--pglite-users', num('--users', 50));
    const full = database === 'postgres' ? 200 : 50;
    const baseUrl = arg('--base-url');
    const f = await runLoadPart({
      database,
      users,
      seconds,
      thinkMs,
      log,
      ...(baseUrl ? { baseUrl } : {}),
    });
    log(
      `load ${database}: ${users} users × ${f.seconds.toFixed(0)} s (pause ${thinkMs} ms), ` +
        `${f.requests} requests ` +
        `(${(f.requests / f.seconds).toFixed(0)}/s), ${f.errors} errors, ` +
        `p50/p95/p99/max ${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)} / ${ms(f.max)}`,
    );
    for (const [kind, k] of Object.entries(f.byKind))
      log(
        `  ${kind.padEnd(18)} n ${String(k.n).padStart(6)}  p50 ${ms(k.p50)}  p99 ${ms(k.p99)}  errors ${k.errors}`,
      );
    sample(f.errorSamples);
    rows.push({
      check: `load ${database}: p99 / errors`,
      figures:
        `${ms(f.p99)} / ${f.errors} (${users} users × ${seconds} s, pause ${thinkMs} ms, ` +
        `${f.requests} requests, ` +
        `p50 ${ms(f.p50)}, p95 ${ms(f.p95)})`,
      bar: `p99 ≤ 250 ms / 0 at ${full} users × 60 s`,
      ok: f.p99 <= 250 && f.errors === 0 && users >= full && seconds >= 60,
    });
  }
}

async function crash(databases: Database[], rows: Row[]): Promise<void> {
  const rounds = num('--rounds', 50);
  for (const database of databases) {
    const f = await runCrashPart({ database, rounds, log });
    sample([...f.lost, ...f.halfWritten]);
    rows.push({
      check: `crash ${database}: kills / lost writes`,
      figures:
        `${f.rounds} / ${f.lost.length} of ${f.acknowledged} acknowledged; half-written ` +
        `${f.halfWritten.length ? f.halfWritten.join(', ') : 0}; failed starts ${f.failedStarts}; ` +
        `restart p50 ${(f.startP50Ms / 1000).toFixed(1)} s, max ${(f.startMaxMs / 1000).toFixed(1)} s; ` +
        `interrupted uploads resumed ${f.resumedUploads}/${f.interruptedUploads}`,
      bar: '50 / 0, nothing half-written, every start',
      ok:
        f.rounds >= 50 &&
        f.lost.length === 0 &&
        f.halfWritten.length === 0 &&
        f.failedStarts === 0 &&
        f.resumedUploads === f.interruptedUploads,
    });
  }
}

async function outage(rows: Row[]): Promise<void> {
  const f = await runOutagePart({
    log,
    amqpUrl: process.env.SOAK_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
  });
  sample(f.wrongAnswers);
  rows.push({
    check: 'outage PostgreSQL: time-to-503 / time-to-recover',
    figures:
      `${ms(f.timeTo503Ms)} / ${ms(f.timeToRecoverMs)} (${f.answeredDuringOutage} answers while ` +
      `down, ${f.wrongAnswers.length} not 503; /health names the database down: ` +
      `${f.healthSaysDown ? 'yes' : 'no'}; server survived: ${f.serverSurvived ? 'yes' : 'no'})`,
    bar: '≤ 2 s / ≤ 5 s',
    ok:
      f.timeTo503Ms <= 2000 &&
      f.timeToRecoverMs <= 5000 &&
      f.wrongAnswers.length === 0 &&
      f.healthSaysDown &&
      f.serverSurvived,
  });
  if (f.amqp) {
    const a = f.amqp;
    rows.push({
      check: 'outage RabbitMQ: kept / relayed after / lost',
      figures:
        `${a.keptWhileCut} kept while cut / ${ms(a.relayedAfterMs)} after it mended / ` +
        `${a.lost} lost of ${a.messages} (duplicates ${a.duplicates})`,
      bar: 'all kept, 0 lost',
      ok: a.lost === 0 && a.keptWhileCut > 0,
    });
  }
  const { s3, smtp } = await runServiceOutages(log);
  sample(s3.wrongAnswers);
  rows.push({
    check: 'outage S3: time-to-503 / time-to-recover',
    figures:
      `${ms(s3.timeTo503Ms)} / ${ms(s3.timeToRecoverMs)} (${s3.answeredWhileCut} downloads and ` +
      `upload starts while cut, ${s3.wrongAnswers.length} not 503)`,
    bar: '≤ 2 s / ≤ 5 s',
    ok: s3.timeTo503Ms <= 2000 && s3.timeToRecoverMs <= 5000 && s3.wrongAnswers.length === 0,
  });
  rows.push({
    check: 'outage SMTP: slowest answer / delivered after / lost',
    figures:
      `${ms(smtp.slowestAnswerMs)} / ${ms(smtp.deliveredAfterMs)} after it mended / ` +
      `${smtp.lost} lost of ${smtp.askedWhileCut} letters (duplicates ${smtp.duplicates}; ` +
      `sent again under the same Message-ID ${smtp.resent})`,
    bar: 'answers ≤ 2 s, 0 lost, 0 duplicates beyond at least once with a key',
    ok: smtp.slowestAnswerMs <= 2000 && smtp.lost === 0 && smtp.duplicates === 0,
  });
}

async function main(): Promise<void> {
  const only = list('--only', parts);
  const databases = list<Database>('--databases', ['postgres', 'pglite']);
  const rows: Row[] = [];
  const loadBefore = os.loadavg().map((l) => l.toFixed(1));
  const started = new Date();
  if (only.includes('matrix') || only.includes('fuzz')) await inProcess(only, rows);
  if (only.includes('load')) await load(databases, rows);
  if (only.includes('crash')) await crash(databases, rows);
  if (only.includes('outage')) await outage(rows);
  const table = markdownTable(rows);
  log(`\n${table}`);
  if (process.argv.includes('--write')) {
    const cpu = os.cpus();
    await writeBenchDoc(
      /^## Soak \(issue 22\)/,
      [
        '## Soak (issue 22)',
        '',
        `- date: ${started.toISOString()}`,
        `- machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}; load average before / after ${loadBefore.join(' ')} / ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} (a shared machine: other work ran at the same time)`,
        `- command: \`npm run soak -- ${process.argv.slice(2).join(' ')}\``,
        '',
        'Everything at full size is `npm run soak`: 10,000 fuzzed requests, 200 users × 60 s on',
        'PostgreSQL and 50 on PGlite (each pausing 5 s on average between two actions), 50 kills',
        'on each database, the four outages. One part: `--only matrix|fuzz|load|crash|outage`;',
        'sizes: `--requests`, `--users`, `--pglite-users`, `--seconds`, `--think-ms`, `--rounds`,',
        '`--databases postgres,pglite`; `--base-url` loads a server already running (e.g. under',
        '`node --cpu-prof`).',
        '',
        table,
        '',
      ].join('\n'),
    );
    log('written to docs/bench.md');
  }
  process.exit(rows.every((r) => r.ok) ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
