/**
 * `npm run bench -- --runtime --reuse --type-change`: a type change of the run-time copy's
 * million records (issue 38: "backfill in batches as a background job with progress"; "ALTER
 * locks that stall a live table" is what its anchors' users complain of). Measured as the
 * administrator and the registry's users get it, over HTTP on the real server:
 *
 *   - the plan the publish dialog shows (`GET …/plan`: the conversion's counts over the table);
 *   - the publish call (202 with the job), the job's fill in batches, and its last pass under a
 *     SHARE lock until the new version is served (from the job's progress, polled);
 *   - a writer editing records all along, one at a time: its p50 / p99 / max, and its longest
 *     wait after the fill (the check without locks, then the last pass under the lock) — the
 *     stall a user saving a record sees.
 *
 * The changed field is the ОКТМО, text of digits in the copy, into a decimal: every value
 * converts, so the job runs to the end. The copy's shape changes, so it is removed afterwards
 * (the next `--runtime` run publishes and fills it again).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Db } from '../db';
import { tableOf } from '../registries/runtime/plan';
import { fetchJson, percentile, send, sendJsonApi } from './load';
import { ms } from './leads';

const FIELD = 'oktmo';

/** The members of the answers read here: a design's, a plan's. */
interface Attributes {
  fields: { key: string; kind: string; field_id: string }[];
  conversions: { converting: number; total: number }[];
  search?: string[];
}

interface Job {
  state: string;
  progress_done: number;
  progress_total: number | null;
  error_message: string | null;
}

export interface TypeChangeResult {
  records: number;
  planMs: number;
  publishMs: number;
  fillS: number;
  lastPassS: number;
  totalS: number;
  writes: { count: number; failed: number; p50: number; p99: number; max: number };
  /** The writer's longest call after the fill (both passes). */
  stallMs: number;
  converted: number;
}

export async function benchTypeChange(
  baseUrl: string,
  db: Db,
  auth: string,
  registryId: string,
  code: string,
  log: (line: string) => void,
): Promise<TypeChangeResult> {
  const headers = { authorization: auth };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const base = new URL(baseUrl);
  const designPath = `/v1/admin/registry_designs/${registryId}`;
  const call = async (method: string, path: string, attributes?: unknown) => {
    const { ms, data } = await sendJsonApi<{ id: string; attributes: Attributes }>(
      agent,
      base,
      headers,
      method,
      path,
      attributes,
    );
    return { ms, body: { data } };
  };

  const design = (await call('GET', designPath)).body.data.attributes;
  const fields = design.fields.map((f) => (f.key === FIELD ? { ...f, kind: 'decimal' } : f));
  // A number is not searched by substring: the field leaves the search.
  const search = design.search?.filter((key) => key !== FIELD);
  await call('PATCH', designPath, { ...design, fields, search });
  const plan = await call('GET', `${designPath}/plan`);
  const conversion = plan.body.data.attributes.conversions[0]!;
  log(`plan: ${ms(plan.ms)} ms, ${conversion.converting} of ${conversion.total} records convert`);
  const records = conversion.total;

  // The writer: one record after another across the table, its population changed.
  const table = tableOf(registryId);
  const ids = (
    await db.query<{ id: string }>(
      `SELECT id::text AS id FROM ${table} TABLESAMPLE SYSTEM (1) REPEATABLE (3) LIMIT 2000`,
    )
  ).map((r) => r.id);
  const writes: { start: number; end: number; ms: number; status: number }[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const start = performance.now();
      const res = await send(agent, base, {
        method: 'PATCH',
        path: `/v1/admin/registries/${code}/records/${ids[i % ids.length]}`,
        headers,
        json: { data: { attributes: { population: i % 1000 } } },
      });
      writes.push({ start, end: performance.now(), ms: res.ms, status: res.status });
    }
  })();

  const started = performance.now();
  const published = await call('POST', `${designPath}/publish`, { confirm: false });
  const jobId = published.body.data.id;
  log(`publish: ${ms(published.ms)} ms, job ${jobId}`);
  let filledAt = 0;
  let job: Job;
  for (;;) {
    job = (
      await fetchJson<{ data: { attributes: Job } }>(
        baseUrl,
        `/v1/admin/background_jobs/${jobId}`,
        headers,
      )
    ).data.attributes;
    if (!filledAt && job.progress_total && job.progress_done >= job.progress_total)
      filledAt = performance.now();
    if (job.state === 'done' || job.state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ended = performance.now();
  writing = false;
  await writer;
  agent.destroy();
  if (job.state !== 'done') throw new Error(`the publication failed: ${job.error_message}`);

  const after = (
    await fetchJson<{ data: { attributes: { fields: { key: string; field_id: string }[] } } }>(
      baseUrl,
      designPath,
      headers,
    )
  ).data.attributes.fields.find((f) => f.key === FIELD)!;
  const [converted] = await db.query<{ n: number }>(
    `SELECT count(f_${after.field_id})::int AS n FROM ${table}`,
  );
  const times = writes.map((w) => w.ms).sort((a, b) => a - b);
  const lastPass = writes.filter((w) => w.end >= filledAt && w.start <= ended);
  return {
    records,
    planMs: plan.ms,
    publishMs: published.ms,
    fillS: ((filledAt || ended) - started) / 1000,
    lastPassS: filledAt ? (ended - filledAt) / 1000 : 0,
    totalS: (ended - started) / 1000,
    writes: {
      count: writes.length,
      failed: writes.filter((w) => w.status !== 200).length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times[times.length - 1] ?? 0,
    },
    stallMs: Math.max(0, ...lastPass.map((w) => w.ms)),
    converted: converted!.n,
  };
}

/** The section of docs/bench.md. */
export function typeChangeLines(r: TypeChangeResult): string[] {
  return [
    '',
    `| step | time |`,
    `|---|---|`,
    `| the plan the publish dialog shows (counts over the table) | ${ms(r.planMs)} ms |`,
    `| publish: new column added, job queued (202) | ${ms(r.publishMs)} ms |`,
    `| the job's fill in batches, to its progress' end | ${r.fillS.toFixed(1)} s |`,
    `| after the fill: the check without locks, then the last pass under the lock, to the new version served | ${r.lastPassS.toFixed(1)} s |`,
    `| in all | ${r.totalS.toFixed(1)} s |`,
    '',
    `A writer saved records one after another meanwhile: ${r.writes.count} saves, ${r.writes.failed} refused, p50 ${ms(r.writes.p50)} / p99 ${ms(r.writes.p99)} / max ${ms(r.writes.max)} ms; the longest save after the fill (both passes) took ${ms(r.stallMs)} ms. Records converted: ${r.converted.toLocaleString('en-US')} of ${r.records.toLocaleString('en-US')} (the rest had no value).`,
  ];
}
