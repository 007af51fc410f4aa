/**
 * A seeded request fuzzer over the server's route table (issue 22): random path ids, query
 * strings and JSON:API bodies — wrong types, huge and odd strings, impossible dates, nested
 * junk, unknown keys — sent to every registered /v1 route as a staff member who holds every key,
 * as an applicant and anonymously. The server may refuse anything; it must never answer 5xx.
 * `server/fuzz.test.ts` sends a few hundred requests in `npm test`, `npm run soak` ten thousand.
 * With `snapshot` (`rowCounts`), a write it refuses must also leave the main tables and the
 * outbox as they were: no partial write.
 *
 * @example const failures = await fuzzRoutes(app, { requests: 500, seed: 1, headers })
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';
// A failure is replayed from its seed: the same generator as the console matrix's sample.
import { seededRandom as prng } from '../../src/access/test/consoleMatrix';

type Random = () => number;
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

const oddStrings = [
  '',
  ' ',
  '   \t\n ',
  'ё',
  'Ёлкино',
  '<script>alert(1)</script>',
  "'; DROP TABLE leads; --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '😀👍🏽',
  '\u202e\u200b',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  '9'.repeat(40),
  '2026-13-45',
  '31.02.2026',
  '1900-01-01',
  '9999-12-31T23:59:59Z',
  'a@b',
  '+7 (999) 999-99-99',
  '{"a":1}',
  '[]',
  'data:application/pdf;base64,JVBERi0=',
];

const ids = ['999999999', '1', '2', '0', '-1', 'abc', '1.5', '1e3', '9'.repeat(25), 'null'];

/** Keys the API reads somewhere, so the fuzz reaches past "unknown field". */
const attributeKeys = [
  'name',
  'email',
  'phone',
  'password',
  'status',
  'note',
  'region_id',
  'organization_id',
  'service_id',
  'user_id',
  'kind',
  'title',
  'description',
  'content',
  'active',
  'position',
  'date',
  'start_date',
  'end_date',
  'ids',
  'attributes',
  'first_name',
  'last_name',
  'snils',
  'inn',
  'ogrn',
  'extra_info',
  'gas_status',
  'in_programme',
  'homes_count',
  'year',
  'item_settlements',
  'file',
  'original_filename',
  'upload_id',
  'parts',
  'auth',
  'code',
  'comment',
  'rating',
  'zz_unknown',
];

const queryKeys = [
  'page',
  'per',
  'query',
  'order_by',
  'order_type',
  'status[]',
  'region_id',
  'region_ids[]',
  'organization_ids[]',
  'ids[]',
  'format',
  'included',
  'created_at_from',
  'created_at_to',
  'expired',
  'sla_days_remaining',
  'kind',
  'context',
  'transfer',
  'fias_id',
  'oktmo',
  'zz_unknown',
];

function value(r: Random, depth = 0): unknown {
  const roll = r();
  if (roll < 0.3) return pick(r, oddStrings);
  if (roll < 0.38) return 'x'.repeat(Math.floor(r() * 20_000));
  if (roll < 0.5) return pick(r, [0, -1, 1.5, 2 ** 53 + 1, -1e308, 1e308, 42]);
  if (roll < 0.58) return pick(r, [true, false, null]);
  if (roll < 0.68 && depth < 3)
    return Array.from({ length: Math.floor(r() * 4) }, () => value(r, depth + 1));
  if (roll < 0.78 && depth < 3) return object(r, depth + 1);
  return pick(r, ids);
}

function object(r: Random, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = Math.floor(r() * 5);
  for (let i = 0; i < n; i++) out[pick(r, attributeKeys)] = value(r, depth);
  return out;
}

/** A JSON:API-shaped body most of the time, junk otherwise. */
function body(r: Random): unknown {
  const roll = r();
  if (roll < 0.1) return value(r);
  if (roll < 0.2) return object(r, 1);
  const data: Record<string, unknown> = {
    type: pick(r, ['lead', 'user', 'admin_user', 'settlement', 'x', '', 1]),
    attributes: r() < 0.9 ? object(r, 1) : value(r),
  };
  if (r() < 0.3) data.id = pick(r, ids);
  if (r() < 0.2) data.ids = Array.from({ length: Math.floor(r() * 4) }, () => pick(r, ids));
  if (r() < 0.2) data.relationships = object(r, 2);
  return r() < 0.1 ? { auth: object(r, 1) } : { data };
}

function queryString(r: Random): string {
  const n = Math.floor(r() * 4);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = value(r);
    const text = typeof v === 'string' ? v.slice(0, 300) : JSON.stringify(v);
    parts.push(`${encodeURIComponent(pick(r, queryKeys))}=${encodeURIComponent(text ?? '')}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export interface FuzzFailure {
  method: string;
  url: string;
  status: number;
  body: string;
  payload?: string;
}

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** The callers, one picked per request: a staff token, an applicant token, nobody … */
  callers: Record<string, string>[];
  /** Only routes whose URL matches. */
  only?: RegExp;
  /**
   * The row counts a refused write must leave as they were (e.g. `rowCounts(db)`): taken before
   * and after every write answered 4xx; a difference is a partial write.
   */
  snapshot?: () => Promise<string>;
}

/** Sends `requests` fuzzed requests over the app's route table; returns every 5xx. */
export async function fuzzRoutes(
  app: FastifyInstance,
  options: FuzzOptions,
): Promise<{
  sent: number;
  failures: FuzzFailure[];
  statuses: Record<number, number>;
  partialWrites: FuzzFailure[];
}> {
  const r = prng(options.seed);
  // A logout would end the caller's session for the rest of the run.
  const logout = (route: { method: string; url: string }) =>
    route.method === 'DELETE' && /\/token$/.test(route.url);
  const routes = app.accessTable.filter(
    (route) => !logout(route) && (!options.only || options.only.test(route.url)),
  );
  const failures: FuzzFailure[] = [];
  const partialWrites: FuzzFailure[] = [];
  const statuses: Record<number, number> = {};
  for (let i = 0; i < options.requests; i++) {
    const route = pick(r, routes);
    const url =
      route.url.replace(/:(\w+)/g, () => encodeURIComponent(pick(r, ids))) + queryString(r);
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const payload = hasBody ? JSON.stringify(body(r)) : undefined;
    const before = route.method !== 'GET' ? await options.snapshot?.() : undefined;
    const res = await app.inject({
      method: route.method as HTTPMethods,
      url,
      headers: {
        ...pick(r, options.callers),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    const failure = () => ({
      method: route.method,
      url,
      status: res.statusCode,
      body: res.body.slice(0, 300),
      ...(payload === undefined ? {} : { payload: payload.slice(0, 500) }),
    });
    if (res.statusCode >= 500) failures.push(failure());
    if (before !== undefined && res.statusCode >= 400 && res.statusCode < 500) {
      const after = await options.snapshot!();
      if (after !== before) partialWrites.push({ ...failure(), body: `${before} → ${after}` });
    }
  }
  return { sent: options.requests, failures, statuses, partialWrites };
}

/** The tables a refused write must not touch: the records, their documents, the outbox. */
const watchedTables = [
  'leads',
  'lead_status_changes',
  'attachments',
  'rabbit_messages',
  'users',
  'admin_users',
  'organizations',
  'branches',
  'contracts',
  'appeal_rows',
  'settlements',
  'dictionaries',
  'services',
] as const;

/** One query: the row count of every watched table, as `leads=12 attachments=3 …`. */
export async function rowCounts(db: {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}): Promise<string> {
  const [row] = await db.query<{ counts: string }>(
    `SELECT concat_ws(' ', ${watchedTables
      .map((t) => `'${t}=' || (SELECT count(*) FROM ${t})`)
      .join(', ')}) AS counts`,
  );
  return row!.counts;
}
