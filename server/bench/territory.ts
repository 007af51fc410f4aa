/**
 * `npm run bench -- --territory [--settlements 150000 --homes 1000000]`: the territory registries
 * of issue 16 at the real volume ("Demo data and scale": 150 000 settlements and a million
 * homes in PostgreSQL; a list page p95 ≤ 50 ms, `find` p95 ≤ 20 ms, the import of a 100 000-row
 * XLSX and the export of a million rows each with the server's RSS growing by at most 200 MB).
 *
 * 1. Opens BENCH_DATABASE_URL like the lead bench (./leads.ts: the local `bench` database by
 *    default, never `test`), migrates, seeds the demo data and tops settlements, homes, СНТ and
 *    schedule plans up in SQL (./territoryData.ts).
 * 2. Captures the SQL of each call and times it directly (the "raw SQL" column).
 * 3. Starts the real server (`server/main.ts`) in a child process and drives each call with
 *    ./load.ts at 1, 8 and 32 clients.
 * 4. Exports every home as CSV over HTTP (streamed; time, rows/s) and imports a generated
 *    100 000-row settlements XLSX (exceljs' streaming writer to a temporary file, the multipart
 *    upload, `POST /v1/admin/settlements/import`, the job polled to its end), sampling the
 *    server child's VmRSS (/proc/<pid>/status) every 50 ms during each: the peak growth.
 *    The imported rows (district «Импортный район № …») and their audit are removed after.
 * 5. Prints the table and writes the "PostgreSQL, territory" section of docs/bench.md.
 *
 * Options: --settlements N, --homes N, --clients 1,8,32, --seconds 5, --requests 400,
 * --only <regexp> (calls whose name matches; `export` and `import` name the two big steps),
 * --import-rows 100000, --no-write, --generate-only.
 */
import { rmSync, statSync, mkdtempSync, openSync, readSync, closeSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gasStatusLabels, settlementKindLabels } from '../../src/domain/settlements';
import { settlements as settlementsRegistry } from '../../src/registries/settlements';
import type { Db } from '../db';
import {
  benchArgs,
  callHeader,
  levelCells,
  levelHeaders,
  loadAverage,
  machine,
  mb,
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
import { download, withRss, type LoadResult } from './load';
import { generateTerritory, settlementName, territoryCounts } from './territoryData';

export function parseTerritoryBenchArgs(argv: string[]) {
  const counts = { settlements: '150000', homes: '1000000', importRows: '100000' };
  return benchArgs(argv, '--territory', counts, '1,8,32', 400);
}

export type TerritoryOptions = NonNullable<ReturnType<typeof parseTerritoryBenchArgs>>;

/** Issue 16's targets, by the kind of call. */
const targets = { list: 50, find: 20 } as const;

interface TerritoryScenario extends Scenario {
  target: keyof typeof targets;
}

interface Fixtures {
  name: string;
  prefix: string;
  short: string;
  region: string;
  settlementWithHomes: string;
}

async function fixtures(db: Db): Promise<Fixtures> {
  const [s] = await db.query<{ name: string; region_id: string }>(
    `SELECT name, region_id FROM settlements TABLESAMPLE SYSTEM (1) REPEATABLE (7)
      WHERE name ~ '^(Ново|Старо)' LIMIT 1`,
  );
  const [h] = await db.query<{ settlement_id: string }>(
    `SELECT settlement_id FROM homes TABLESAMPLE SYSTEM (1) REPEATABLE (7)
      WHERE settlement_id IS NOT NULL LIMIT 1`,
  );
  const name = s?.name ?? 'Псков';
  return {
    name,
    // A prefix as typed into the address check: the first word's first 6 letters, and 3.
    prefix: name.slice(0, 6),
    short: name.slice(0, 3),
    region: String(s?.region_id ?? '1'),
    settlementWithHomes: String(h?.settlement_id ?? '1'),
  };
}

function scenarios(f: Fixtures): TerritoryScenario[] {
  const s = (qs: string) => () => `/v1/admin/settlements?${qs}`;
  const enc = encodeURIComponent;
  const homes = (qs: string) => () => `/v1/admin/inventory_objects/homes?${qs}`;
  const plans = (qs: string) => () => `/v1/admin/schedule_plans?kind=homes&${qs}`;
  return [
    { name: 'settlements page 1', as: 'etp_admin', target: 'list', path: s('page=1&per=20') },
    { name: 'settlements page 50', as: 'etp_admin', target: 'list', path: s('page=50&per=20') },
    {
      name: 'settlements region + gas_status',
      as: 'etp_admin',
      target: 'list',
      path: s(`region_id=${f.region}&gas_status=not_gasified&page=1&per=20`),
    },
    {
      name: 'settlements ГРО senior manager page 1',
      as: 'senior_manager',
      target: 'list',
      path: s('page=1&per=20'),
    },
    {
      name: `settlements query=${f.name}`,
      as: 'etp_admin',
      target: 'list',
      path: s(`query=${enc(f.name)}&page=1&per=20`),
    },
    {
      name: `admin find ${f.prefix}`,
      as: 'etp_admin',
      target: 'find',
      path: () => `/v1/admin/settlements/find?query=${enc(f.prefix)}`,
    },
    {
      name: `public find ${f.prefix}`,
      as: '',
      target: 'find',
      path: () => `/v1/settlements/find?query=${enc(f.prefix)}`,
    },
    {
      name: `public find ${f.short} (3 letters)`,
      as: '',
      target: 'find',
      path: () => `/v1/settlements/find?query=${enc(f.short)}`,
    },
    { name: 'homes page 1', as: 'etp_admin', target: 'list', path: homes('page=1&per=20') },
    {
      name: 'homes of a settlement',
      as: 'etp_admin',
      target: 'list',
      path: homes(`settlement_id=${f.settlementWithHomes}&page=1&per=20`),
    },
    { name: 'plans (homes) page 1', as: 'etp_admin', target: 'list', path: plans('page=1&per=20') },
    {
      name: 'plans (homes) status=connected',
      as: 'etp_admin',
      target: 'list',
      path: plans('status=connected&page=1&per=20'),
    },
  ];
}

async function api<T>(baseUrl: string, method: string, path: string, auth: string, body?: unknown) {
  const res = await fetch(new URL(path, baseUrl), {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

const IMPORT_DISTRICT = 'Импортный район № ';

/**
 * A settlements XLSX of `rows` new rows (exceljs' streaming writer: no workbook in memory).
 * Each row is a new settlement in a district of its own kind («Импортный район № k»), so the
 * file creates every row and the rows can be removed after.
 */
async function writeImportFile(path: string, rows: number, regions: string[]): Promise<void> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Населённые пункты');
  const f = settlementsRegistry.fields;
  sheet
    .addRow([
      f.name.label,
      f.kind.label,
      f.region_id.label,
      f.municipal_district.label,
      f.gas_status.label,
      f.in_programme.label,
      f.population.label,
      f.homes_count.label,
    ])
    .commit();
  const kinds = ['village', 'selo', 'settlement', 'khutor'] as const;
  const statuses = ['gasified', 'partially_gasified', 'not_gasified'] as const;
  // name × district unique: 1 500 names (10 × 50 × 3) per district.
  const names = 1500;
  for (let i = 0; i < rows; i++) {
    const n = i % names;
    const population = 20 + ((i * 7919) % 3000);
    sheet
      .addRow([
        settlementName(n % 10, Math.floor(n / 10) % 50, Math.floor(n / 500)),
        settlementKindLabels[kinds[i % kinds.length]!],
        regions[i % regions.length]!,
        `${IMPORT_DISTRICT}${Math.floor(i / names) + 1}`,
        gasStatusLabels[statuses[i % statuses.length]!],
        i % 7 === 0 ? 'Да' : 'Нет',
        population,
        Math.floor(population / 3),
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Removes the imported rows and their audit trail (no other record points at them). */
async function removeImported(db: Db): Promise<number> {
  const [su] = await db.query<{ su: boolean }>(
    'SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user',
  );
  return db.transaction(async (tx) => {
    // Nothing references these fresh rows: a superuser skips the foreign-key checks of the
    // tables that could (homes, plans …), which would otherwise each be looked up per row.
    if (su?.su) await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(
      `DELETE FROM action_histories WHERE record_type = $1 AND record_id IN (
         SELECT id FROM settlements WHERE municipal_district LIKE $2)`,
      [settlementsRegistry.type, `${IMPORT_DISTRICT}%`],
    );
    const gone = await tx.query<{ id: string }>(
      'DELETE FROM settlements WHERE municipal_district LIKE $1 RETURNING id',
      [`${IMPORT_DISTRICT}%`],
    );
    return gone.length;
  });
}

/** Uploads a file through the jobs' multipart protocol (5 MiB parts); answers its id. */
async function upload(baseUrl: string, auth: string, path: string): Promise<string> {
  const size = statSync(path).size;
  type Doc = { data: { id: string; attributes: Record<string, unknown> } };
  const base = '/v1/admin/background_jobs';
  const start = await api<Doc>(baseUrl, 'POST', `${base}/multipart_upload_start`, auth, {
    data: {
      type: 'attachment',
      attributes: { original_filename: 'Населённые пункты.xlsx', file_size: size },
    },
  });
  const uploadId = String(start.data.attributes.upload_id);
  const PART = 5 * 1024 * 1024;
  const parts: { part_number: number; etag: string }[] = [];
  const fd = openSync(path, 'r');
  try {
    for (let n = 1, at = 0; at < size; n++, at += PART) {
      const chunk = Buffer.alloc(Math.min(PART, size - at));
      readSync(fd, chunk, 0, chunk.length, at);
      const url = await api<Doc>(baseUrl, 'POST', `${base}/multipart_upload_url`, auth, {
        upload_id: uploadId,
        part_number: n,
      });
      const put = await fetch(new URL(String(url.data.attributes.upload_url), baseUrl), {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: chunk,
      });
      if (!put.ok) throw new Error(`PUT part ${n}: ${put.status} ${await put.text()}`);
      parts.push({ part_number: n, etag: put.headers.get('etag') ?? '' });
    }
  } finally {
    closeSync(fd);
  }
  const done = await api<Doc>(baseUrl, 'POST', `${base}/multipart_upload_complete`, auth, {
    upload_id: uploadId,
    parts,
  });
  return done.data.id;
}

interface JobAttributes {
  state: string;
  progress_done?: number;
  progress_total?: number | null;
  result?: Record<string, unknown> | null;
  errors?: unknown;
  error_message?: string | null;
}

async function importFile(baseUrl: string, auth: string, attachmentId: string) {
  type Doc = { data: { id: string; attributes: JobAttributes } };
  const started = await api<Doc>(baseUrl, 'POST', '/v1/admin/settlements/import', auth, {
    data: { type: 'import', attributes: { attachment_id: attachmentId } },
  });
  const id = started.data.id;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const job = await api<Doc>(baseUrl, 'GET', `/v1/admin/background_jobs/${id}`, auth);
    const a = job.data.attributes;
    if (a.state === 'done') return a;
    if (a.state === 'failed') throw new Error(`import failed: ${JSON.stringify(a).slice(0, 800)}`);
  }
}

interface BigStep {
  name: string;
  rows: number;
  seconds: number;
  before: number;
  peak: number;
  detail: string;
}

export async function benchTerritory(options: TerritoryOptions): Promise<void> {
  const log = (line: string) => console.log(line);
  const { db, env } = await openBenchDb(false, log);
  // A run stopped during its import leaves the imported rows: they go first.
  const leftover = await removeImported(db);
  if (leftover) {
    log(`removed ${leftover} settlements left by an interrupted import`);
    await db.query('VACUUM ANALYZE settlements');
  }
  const started = performance.now();
  await generateTerritory(db, options, log);
  log(`data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (options.generateOnly) {
    await db.close();
    return;
  }
  const counts = await territoryCounts(db);
  const fx = await fixtures(db);
  const list = scenarios(fx).filter((s) => !options.only || options.only.test(s.name));
  log(`capturing and timing the raw SQL of ${list.length} calls…`);
  const raw = await rawSqlTimes(db, list);
  const [version] = await db.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  const regions = (await db.query<{ name: string }>('SELECT name FROM regions ORDER BY id')).map(
    (r) => r.name,
  );
  const runExport = !options.only || options.only.test('export');
  const runImport = !options.only || options.only.test('import');
  const tmp = mkdtempSync(join(os.tmpdir(), 'eog-bench-import-'));
  const importPath = join(tmp, 'settlements.xlsx');
  if (runImport) {
    const t = performance.now();
    await writeImportFile(importPath, options.importRows, regions);
    log(
      `import file: ${options.importRows} rows, ${mb(statSync(importPath).size)} MB in ` +
        `${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  }

  const loadBefore = loadAverage();
  const { child, baseUrl, startupMs } = await startServer(env);
  const results: {
    s: TerritoryScenario;
    raw: number;
    statements: number;
    levels: LoadResult[];
  }[] = [];
  const big: BigStep[] = [];
  try {
    log(`server ready in ${ms(startupMs)} ms at ${baseUrl} (pid ${child.pid})`);
    const tokens = await signIn(
      baseUrl,
      new Set(['etp_admin', ...list.map((s) => s.as).filter(Boolean)]),
    );
    log(
      `\n${counts.settlements} settlements, ${counts.homes} homes, ${counts.plans} plans\n${callHeader(options.clients, 36)}`,
    );
    for (const s of list) {
      const r = raw.get(s.name) ?? { p50: 0, statements: 0 };
      const headers: Record<string, string> = s.as ? { authorization: tokens[s.as]! } : {};
      const levels = await measureCall(baseUrl, s, headers, r.p50, options, log, 36);
      results.push({ s, raw: r.p50, statements: r.statements, levels });
    }

    const pid = child.pid!;
    const auth = tokens.etp_admin!;
    if (runExport) {
      log('\nexport of every home (CSV, streamed)…');
      const r = await withRss(pid, () =>
        download(baseUrl, '/v1/admin/inventory_objects/homes/export?format=csv', {
          authorization: auth,
        }),
      );
      const rows = r.value.lines - 1;
      big.push({
        name: 'export homes CSV',
        rows,
        seconds: r.seconds,
        before: r.before,
        peak: r.peak,
        detail: `${mb(r.value.bytes)} MB`,
      });
    }
    if (runImport) {
      log(`import of ${options.importRows} settlements (XLSX, background job)…`);
      const r = await withRss(pid, async () => {
        const attachment = await upload(baseUrl, auth, importPath);
        return importFile(baseUrl, auth, attachment);
      });
      const result = r.value.result ?? {};
      big.push({
        name: 'import settlements XLSX',
        rows: Number(result.rows ?? 0),
        seconds: r.seconds,
        before: r.before,
        peak: r.peak,
        detail: `created ${String(result.created)}, updated ${String(result.updated)}, file ${mb(statSync(importPath).size)} MB`,
      });
    }
    for (const b of big)
      log(
        `${b.name.padEnd(26)} ${String(b.rows).padStart(8)} rows ${b.seconds.toFixed(1).padStart(7)} s ` +
          `${Math.round(b.rows / b.seconds)
            .toString()
            .padStart(
              7,
            )} rows/s  RSS ${mb(b.before)} → ${mb(b.peak)} MB (+${mb(b.peak - b.before)})  ${b.detail}`,
      );
  } finally {
    await stopServer(child);
    rmSync(tmp, { recursive: true, force: true });
    if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
    if (runImport) {
      const removed = await removeImported(db);
      await db.query('VACUUM ANALYZE settlements');
      log(`removed the ${removed} imported settlements`);
    }
    await db.close();
  }

  const verdict = (s: TerritoryScenario, levels: LoadResult[]) => {
    const limit = targets[s.target];
    const p95 = levels[0]?.p95 ?? 0;
    return `${p95 <= limit ? 'met' : 'missed'} (≤ ${limit})`;
  };
  if (options.write) {
    const lines = [
      `## PostgreSQL, territory: ${counts.settlements.toLocaleString('en-US')} settlements, ${counts.homes.toLocaleString('en-US')} homes`,
      '',
      `- date: ${new Date().toISOString()}`,
      `- machine: ${machine()}`,
      `- database: PostgreSQL ${version?.v ?? '?'} (local); ${counts.snt.toLocaleString('en-US')} СНТ, ${counts.plans.toLocaleString('en-US')} schedule plans (homes)`,
      `- command: \`npm run bench -- --territory --settlements ${options.settlements} --homes ${options.homes}\`` +
        ` (closed loop, ${options.seconds} s or ${options.requests} requests per call and level)`,
      `- server start-up on the existing database: ${ms(startupMs)} ms`,
      `- load average before / after the run: ${loadBefore} / ${loadAverage()} (the machine is shared: other processes' load shows in the numbers)`,
      `- targets (issue 16): a list page p95 ≤ ${targets.list} ms, \`find\` p95 ≤ ${targets.find} ms (judged at 1 client); import and export with the server's RSS growing by at most 200 MB`,
      '',
      `| call | raw SQL p50 (statements) | ${levelHeaders(options.clients)} | target |`,
      `|---|---|${options.clients.map(() => '---|').join('')}---|`,
      ...results.map(
        (r) =>
          `| ${r.s.name} | ${ms(r.raw)} ms (${r.statements}) | ${levelCells(r.levels)} | ${verdict(r.s, r.levels)} |`,
      ),
      '',
      ...(big.length
        ? [
            '| step | rows | time | rows/s | server RSS before → peak | growth | |',
            '|---|---|---|---|---|---|---|',
            ...big.map(
              (b) =>
                `| ${b.name} | ${b.rows.toLocaleString('en-US')} | ${b.seconds.toFixed(1)} s | ${Math.round(b.rows / b.seconds).toLocaleString('en-US')} | ${mb(b.before)} → ${mb(b.peak)} MB | +${mb(b.peak - b.before)} MB (${b.peak - b.before <= 200 * 2 ** 20 ? 'met' : 'missed'}) | ${b.detail} |`,
            ),
            '',
          ]
        : []),
    ];
    await writeBenchDoc(/^## PostgreSQL, territory/, lines.join('\n'));
    log('\nwritten to docs/bench.md');
  }
}
