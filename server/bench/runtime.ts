/**
 * `npm run bench -- --runtime [--records 1000000]`: a registry an administrator publishes
 * (issue 38) against the code registry of the same shape, on the same rows — issue 38's "done":
 * a run-time registry with a million records lists, filters and exports as fast as a code
 * registry of the same shape, within 10 %.
 *
 * The code registry is settlements (src/registries/settlements.ts): strings, two enums, a
 * boolean, integers, references to regions and to organizations, a search over four strings, a
 * default order by name — the plain kinds a design has (no date: no code registry with a
 * table that size has one besides references the designs lack), and the one whose table the
 * territory bench already fills at scale (./territoryData.ts).
 *
 * 1. Opens BENCH_RUNTIME_DATABASE_URL (default: the local `bench_runtime` database, created
 *    when missing; never `test`), migrates, seeds the demo data and tops settlements up to N
 *    (./territoryData.ts, no homes).
 * 2. Removes the copy an earlier run published, starts the real server (`server/main.ts`) and
 *    publishes a design derived from the code definition (./runtimeData.ts `designLike`)
 *    through `POST /v1/admin/registry_designs` and `…/{id}/publish`: the planner makes its
 *    table and indexes as for any administrator.
 * 3. Copies the code table's rows into the new table (one statement, ids included), VACUUM
 *    ANALYZE; checks that both registries answer every call with the same records.
 * 4. Times each call's SQL directly (the "raw SQL" column, ./leads.ts `rawSqlTimes`) and drives
 *    both over HTTP as etp_admin at 1 and 8 clients, interleaved per level: four times code,
 *    run-time, run-time, code, so the shared machine's drift falls on both alike.
 * 5. Prints the table and the ratios run-time ÷ code, and writes the section "PostgreSQL,
 *    run-time registry vs code registry" of docs/bench.md.
 *
 * Options: --records N, --clients 1,8, --seconds 6 and --requests 1000 (per call, level and
 * registry), --rounds 4, --only <regexp>, --no-write, --generate-only, --reuse (keep the copy an
 * earlier run filled instead of publishing it again). The database is left in place: a second
 * run tops nothing up and only publishes and fills the copy again.
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { recordsPath, type SavedDesign } from '../../src/registries/design';
import { settlements } from '../../src/registries/settlements';
import type { Db } from '../db';
import {
  argValue,
  benchArgs,
  levelCells,
  levelHeaders,
  loadAverage,
  machine,
  ms,
  openBenchDb,
  rawSqlTimes,
  signIn,
  startServer,
  stopServer,
  writeBenchDoc,
  type RawSql,
  type Scenario,
} from './leads';
import { download, fetchJson, runLoad, sendJsonApi, type LoadResult } from './load';
import { designLike, filledCopy, fillRuntimeCopy, removeRuntimeCopy } from './runtimeData';
import { generateTerritory } from './territoryData';
import { rowCount } from './leadsData';
import { tableOf } from '../registries/runtime/plan';
import { benchTypeChange, typeChangeLines, type TypeChangeResult } from './typeChange';

export function parseRuntimeBenchArgs(argv: string[]) {
  const options = benchArgs(argv, '--runtime', { records: '1000000' }, '1,8', 1000);
  return (
    options && {
      ...options,
      seconds: Number(argValue(argv, '--seconds') ?? 6),
      rounds: Number(argValue(argv, '--rounds') ?? 4),
      reuse: argv.includes('--reuse'),
      typeChange: argv.includes('--type-change'),
    }
  );
}

export type RuntimeOptions = NonNullable<ReturnType<typeof parseRuntimeBenchArgs>>;

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_runtime';
/** The copy's code: its path is /v1/admin/registries/settlements_rt/records. */
const CODE = 'settlements_rt';
/** Issue 38: the run-time registry's time at most 10 % above the code registry's. */
const TARGET = 1.1;
const HEADING = 'PostgreSQL, run-time registry vs code registry';

interface Call {
  name: string;
  /** The list's query string (the export's filters). */
  query: string;
  export?: boolean;
}

interface Fixtures {
  region: string;
  /** Five letters inside a name (thousands of matches), and the start of a ФИАС code (one). */
  fragment: string;
  code: string;
}

/** A region of ordinary size, a fragment of a real name (the middle of «Новоивановка»). */
async function fixtures(db: Db): Promise<Fixtures> {
  const [s] = await db.query<{ name: string; region_id: string; fias_id: string | null }>(
    `SELECT name, region_id, fias_id FROM settlements TABLESAMPLE SYSTEM (5) REPEATABLE (7)
      WHERE name ~ '^(Ново|Старо)' LIMIT 1`,
  );
  const name = s?.name ?? 'Новоивановка';
  return {
    region: String(s?.region_id ?? '1'),
    fragment: name.slice(2, 7),
    code: (s?.fias_id ?? '0c5b2444').slice(0, 8),
  };
}

function calls(f: Fixtures): Call[] {
  const page = 'page=1&per=20';
  return [
    { name: 'page 1 (default order: name)', query: page },
    { name: 'page 50', query: 'page=50&per=20' },
    { name: 'filter enum gas_status', query: `gas_status=partially_gasified&${page}` },
    { name: 'filter reference region_id', query: `region_id=${f.region}&${page}` },
    // Fewer records than the capped count's cap: counted on every call, by a prepared statement.
    {
      name: 'filter region_id + gas_status',
      query: `region_id=${f.region}&gas_status=partially_gasified&${page}`,
    },
    { name: 'sort by population desc', query: `order_by=population&order_type=desc&${page}` },
    { name: `search «${f.fragment}»`, query: `query=${encodeURIComponent(f.fragment)}&${page}` },
    { name: `search ФИАС «${f.code}»`, query: `query=${f.code}&${page}` },
    {
      name: 'export CSV region + gas_status',
      query: `region_id=${f.region}&gas_status=gasified`,
      export: true,
    },
  ];
}

const registriesOf = ['code', 'runtime'] as const;
type Which = (typeof registriesOf)[number];

function pathOf(call: Call, which: Which): string {
  const base = `/v1/admin/${which === 'code' ? settlements.path : recordsPath(CODE)}`;
  return call.export ? `${base}/export?format=csv&${call.query}` : `${base}?${call.query}`;
}

const scenarioName = (call: Call, which: Which) => `${call.name} · ${which}`;

/** A POST to the API as `auth`; answers the JSON:API document's data, else throws. */
async function post<T>(baseUrl: string, auth: string, path: string, attributes: unknown) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const headers = { authorization: auth };
    return (await sendJsonApi<T>(agent, new URL(baseUrl), headers, 'POST', path, attributes)).data;
  } finally {
    agent.destroy();
  }
}

interface Published {
  registryId: string;
  design: SavedDesign;
  steps: { kind: string; text: string }[];
}

/**
 * The pair of filters the code table has a hand-made index for (settlements_gas_status_idx on
 * region and gas status), stated in the design as an administrator would (`filter_with`).
 */
const TOGETHER = { gas_status: 'region_id' };

/** Designs and publishes the copy through the API, as an administrator in the console would. */
async function publishCopy(baseUrl: string, auth: string): Promise<Published> {
  const draft = await post<{ id: string }>(
    baseUrl,
    auth,
    '/v1/admin/registry_designs',
    designLike(settlements, CODE, TOGETHER),
  );
  const plan = await fetchJson<{ data: { attributes: { steps: Published['steps'] } } }>(
    baseUrl,
    `/v1/admin/registry_designs/${draft.id}/plan`,
    { authorization: auth },
  );
  const published = await post<{ attributes: SavedDesign }>(
    baseUrl,
    auth,
    `/v1/admin/registry_designs/${draft.id}/publish`,
    {},
  );
  return {
    registryId: draft.id,
    design: published.attributes,
    steps: plan.data.attributes.steps,
  };
}

/** What a call answers, to compare the two registries: the page's ids and total, or the lines. */
async function answerOf(baseUrl: string, path: string, auth: string, isExport: boolean) {
  const headers = { authorization: auth };
  if (isExport) return `${(await download(baseUrl, path, headers)).lines} lines`;
  type Page = { data: { id: string }[]; meta: { total_count: number } };
  const page = await fetchJson<Page>(baseUrl, path, headers);
  const n = page.meta.total_count;
  return `${n} record${n === 1 ? '' : 's'}: ${page.data.map((r) => r.id).join(',')}`;
}

/** Both registries answer the call alike (the same shape and rows); else the run stops. */
async function checkSame(baseUrl: string, call: Call, auth: string): Promise<string> {
  const [code, runtime] = await Promise.all(
    registriesOf.map((which) => answerOf(baseUrl, pathOf(call, which), auth, !!call.export)),
  );
  if (code !== runtime)
    throw new Error(`${call.name}: the registries answer differently\n${code}\n${runtime}`);
  return code!.replace(/:.*/, '');
}

/**
 * Load runs of equal length as one: their requests, and the median of their percentiles — a
 * burst of the shared machine's other work in one part does not decide the call.
 */
function merged(runs: LoadResult[]): LoadResult {
  const median = (k: 'p50' | 'p95' | 'p99') => {
    const values = runs.map((r) => r[k]).sort((a, b) => a - b);
    const mid = Math.floor(values.length / 2);
    return values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
  };
  return {
    requests: runs.reduce((total, r) => total + r.requests, 0),
    seconds: runs.reduce((total, r) => total + r.seconds, 0),
    p50: median('p50'),
    p95: median('p95'),
    p99: median('p99'),
    max: Math.max(...runs.map((r) => r.max)),
  };
}

/**
 * One client level of a call: `rounds` times code, run-time, run-time, code, the call's time
 * and requests shared out among them, so the shared machine's drift and bursts fall on both.
 */
async function pairedLevel(
  baseUrl: string,
  call: Call,
  clients: number,
  options: RuntimeOptions,
  auth: string,
): Promise<Record<Which, LoadResult>> {
  const parts = 2 * options.rounds;
  const run = (which: Which) =>
    runLoad({
      baseUrl,
      clients,
      seconds: options.seconds / parts,
      maxRequests: Math.ceil(options.requests / parts),
      path: () => pathOf(call, which),
      headers: { authorization: auth },
    });
  const runs: Record<Which, LoadResult[]> = { code: [], runtime: [] };
  for (let round = 0; round < options.rounds; round++)
    for (const which of ['code', 'runtime', 'runtime', 'code'] as const)
      runs[which].push(await run(which));
  return { code: merged(runs.code), runtime: merged(runs.runtime) };
}

interface CallResult {
  call: Call;
  answer: string;
  raw: Record<Which, RawSql>;
  levels: Record<Which, LoadResult[]>;
}

const ratio = (r: CallResult, i: number, k: 'p50' | 'p95') =>
  r.levels.runtime[i]![k] / r.levels.code[i]![k];
const met = (r: CallResult) => r.levels.code.every((_, i) => ratio(r, i, 'p50') <= TARGET);

/** The indexes of a table, as `CREATE INDEX` says them less the table. */
async function indexesOf(db: Db, table: string): Promise<string[]> {
  const rows = await db.query<{ def: string }>(
    'SELECT indexdef AS def FROM pg_indexes WHERE tablename = $1 ORDER BY indexname',
    [table],
  );
  return rows.map((r) => r.def.replace(/^CREATE (UNIQUE )?INDEX (\S+) ON \S+ /, '$1$2 '));
}

export async function benchRuntime(options: RuntimeOptions): Promise<void> {
  const log = (line: string) => console.log(line);
  // The bench's own database: the leads' and the territory's stay as they are.
  process.env.BENCH_DATABASE_URL = process.env.BENCH_RUNTIME_DATABASE_URL ?? DEFAULT_URL;
  const { db, env } = await openBenchDb(false, log);
  const started = performance.now();
  await generateTerritory(db, { settlements: options.records, homes: 0 }, log);
  const kept = options.reuse ? await filledCopy(db, CODE, settlements) : undefined;
  if (kept) log(`reusing the copy '${CODE}' of an earlier run (registry ${kept.registryId})`);
  else if (await removeRuntimeCopy(db, CODE)) log(`removed the copy '${CODE}' of an earlier run`);

  const loadBefore = loadAverage();
  const { child, baseUrl, startupMs } = await startServer(env);
  const results: CallResult[] = [];
  let copy: { registryId: string; design: SavedDesign } | undefined = kept;
  try {
    log(`server ready in ${ms(startupMs)} ms at ${baseUrl}`);
    const auth = (await signIn(baseUrl, ['etp_admin'])).etp_admin!;
    if (!copy) {
      const published = await publishCopy(baseUrl, auth);
      log(`published '${CODE}' (registry ${published.registryId}), the planner's steps:`);
      for (const s of published.steps) log(`  ${s.kind.padEnd(11)} ${s.text}`);
      await fillRuntimeCopy(db, settlements, published.registryId, published.design, log);
      copy = published;
    }
    log(`data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (options.generateOnly) return;
    if (options.typeChange) {
      const result = await benchTypeChange(baseUrl, db, auth, copy.registryId, CODE, log);
      for (const line of typeChangeLines(result)) log(line);
      // The copy's shape changed: removed, the next run publishes it again.
      await writeTypeChange(
        db,
        { result, table: tableOf(copy.registryId) },
        options,
        loadBefore,
        log,
      );
      return;
    }

    const list = calls(await fixtures(db)).filter(
      (c) => !options.only || options.only.test(c.name),
    );
    const answers = new Map<Call, string>();
    for (const call of list) answers.set(call, await checkSame(baseUrl, call, auth));
    const scenarios: Scenario[] = list.flatMap((call) =>
      registriesOf.map((which) => ({
        name: scenarioName(call, which),
        as: 'etp_admin',
        path: () => pathOf(call, which),
      })),
    );
    log(`capturing and timing the raw SQL of ${scenarios.length} calls…`);
    const raw = await rawSqlTimes(db, scenarios);

    log(`\n${'call'.padEnd(34)} ${'registry'.padEnd(8)} SQL ms  p50/p95/p99 ms per level`);
    for (const call of list) {
      const levels: Record<Which, LoadResult[]> = { code: [], runtime: [] };
      // Plans, caches and the JIT warm up on both first.
      for (const which of registriesOf)
        await answerOf(baseUrl, pathOf(call, which), auth, !!call.export);
      for (const clients of options.clients) {
        const pair = await pairedLevel(baseUrl, call, clients, options, auth);
        for (const which of registriesOf) levels[which].push(pair[which]);
      }
      const rawOf = (which: Which) =>
        raw.get(scenarioName(call, which)) ?? { p50: 0, statements: 0 };
      const result = {
        call,
        answer: answers.get(call)!,
        raw: { code: rawOf('code'), runtime: rawOf('runtime') },
        levels,
      };
      results.push(result);
      for (const which of registriesOf)
        log(
          [
            call.name.padEnd(34),
            which.padEnd(8),
            ms(result.raw[which].p50).padStart(6),
            ...levels[which].map((l) => `${ms(l.p50)}/${ms(l.p95)}/${ms(l.p99)} (${l.requests})`),
          ].join(' '),
        );
      log(
        `${''.padEnd(34)} ratio    ${options.clients.map((c, i) => `${c}c p50 ${ratio(result, i, 'p50').toFixed(2)} p95 ${ratio(result, i, 'p95').toFixed(2)}`).join('  ')}  ${met(result) ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    await stopServer(child);
    if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
  if (!options.write || !results.length || !copy) {
    await db.close();
    return;
  }
  const records = await rowCount(db, tableOf(copy.registryId));
  const [version] = await db.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  const indexes = {
    code: await indexesOf(db, settlements.table),
    runtime: await indexesOf(db, tableOf(copy.registryId)),
  };
  await db.close();
  const lines = [
    `## ${HEADING}: ${records.toLocaleString('en-US')} records`,
    '',
    `- date: ${new Date().toISOString()}`,
    `- machine: ${machine()}`,
    `- database: PostgreSQL ${version?.v ?? '?'} (local), \`${new URL(process.env.BENCH_DATABASE_URL).pathname.slice(1)}\``,
    `- command: \`npm run bench -- ${process.argv.slice(2).join(' ')}\`` +
      ` (closed loop; per call and level ${options.rounds} × code, run-time, run-time, code, each ${options.seconds / (2 * options.rounds)} s or ${Math.ceil(options.requests / (2 * options.rounds))} requests; the median of the parts' percentiles)`,
    `- load average before / after the run: ${loadBefore} / ${loadAverage()} (the machine is shared: other processes' load shows in the numbers)`,
    `- code registry: \`settlements\` (\`${settlements.table}\`); run-time registry: \`${CODE}\`, its design derived from the code definition (server/bench/runtimeData.ts) and published through \`POST /v1/admin/registry_designs\` and \`…/publish\`, its table \`${tableOf(copy.registryId)}\` filled with the same rows (ids included); every call answers the same records from both`,
    `- indexes of \`${settlements.table}\` (its migrations): ${indexes.code.map((d) => `\`${d}\``).join(', ')}`,
    `- indexes of \`${tableOf(copy.registryId)}\` (the planner): ${indexes.runtime.map((d) => `\`${d}\``).join(', ')}`,
    `- target (issue 38): the run-time registry within 10 % of the code registry, judged on the p50 ratio at every client level (the p95 ratio is shown; on this shared machine it moves more than 10 % between two runs of the same call)`,
    `- each table answers with the plans PostgreSQL picks from its own statistics: where the raw SQL of a call differs much between the two, the plans differ (docs/decisions.md "Registry constructor", the benchmark)`,
    '',
    `| call | answer | registry | raw SQL p50 (statements) | ${levelHeaders(options.clients)} |`,
    `|---|---|---|---|${options.clients.map(() => '---|').join('')}`,
    ...results.flatMap((r) =>
      registriesOf.map(
        (which) =>
          `| ${r.call.name} | ${r.answer} | ${which === 'code' ? 'code' : 'run-time'} | ${ms(r.raw[which].p50)} ms (${r.raw[which].statements}) | ${levelCells(r.levels[which])} |`,
      ),
    ),
    '',
    `| call | ${options.clients.map((c) => `run-time ÷ code, ${c} client${c > 1 ? 's' : ''} p50 / p95`).join(' | ')} | within 10 % |`,
    `|---|${options.clients.map(() => '---|').join('')}---|`,
    ...results.map(
      (r) =>
        `| ${r.call.name} | ${options.clients.map((_, i) => `${ratio(r, i, 'p50').toFixed(2)} / ${ratio(r, i, 'p95').toFixed(2)}`).join(' | ')} | ${met(r) ? 'met' : 'missed'} |`,
    ),
    '',
  ];
  await writeBenchDoc(new RegExp(`^## ${HEADING}`), lines.join('\n'));
  log('\nwritten to docs/bench.md');
}

const TYPE_CHANGE_HEADING = 'PostgreSQL, a type change of a run-time registry';

/** The type change's section of docs/bench.md (--type-change), and the changed copy removed. */
async function writeTypeChange(
  db: Db,
  changed: { result: TypeChangeResult; table: string },
  options: RuntimeOptions,
  loadBefore: string,
  log: (line: string) => void,
) {
  const [version] = await db.query<{ v: string }>("SELECT current_setting('server_version') AS v");
  await removeRuntimeCopy(db, CODE);
  await db.close();
  log(`removed the copy '${CODE}': its shape changed`);
  if (!options.write) return;
  const lines = [
    `## ${TYPE_CHANGE_HEADING}: ${changed.result.records.toLocaleString('en-US')} records`,
    '',
    `- date: ${new Date().toISOString()}`,
    `- machine: ${machine()}`,
    `- database: PostgreSQL ${version?.v ?? '?'} (local), \`${new URL(process.env.BENCH_DATABASE_URL!).pathname.slice(1)}\``,
    `- command: \`npm run bench -- ${process.argv.slice(2).join(' ')}\` (server/bench/typeChange.ts), batches of REGISTRY_BACKFILL_BATCH (default 5,000), lock timeout REGISTRY_LOCK_TIMEOUT_MS (default 3,000 ms)`,
    `- load average before / after the run: ${loadBefore} / ${loadAverage()}`,
    `- the change: the field «ОКТМО» of \`${CODE}\` (table \`${changed.table}\`), text of digits, into a decimal, published through \`POST /v1/admin/registry_designs/{id}/publish\` and followed through \`GET /v1/admin/background_jobs/{id}\` every 100 ms`,
    ...typeChangeLines(changed.result),
    '',
  ];
  await writeBenchDoc(new RegExp(`^## ${TYPE_CHANGE_HEADING}`), lines.join('\n'));
  log('\nwritten to docs/bench.md');
}
