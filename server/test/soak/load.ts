/**
 * The load part of the soak (issue 22): `users` virtual users, each a loop of actions with a
 * person's pause between them (`thinkMs` on average; 0 for a stress loop), for `seconds` of a
 * realistic mix against the real server in a child process — staff lists and
 * lead cards, the applicant's cabinet, a lead created with a document and submitted, a staff
 * status move — on PostgreSQL (a database of its own) or on PGlite (a temporary DATA_DIR). Every
 * request is timed; anything but a 2xx, a refused connection or a 30 s timeout is an error.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile, type Sent } from '../../bench/load';
import {
  Api,
  dataOf,
  finishUpload,
  leadBody,
  leadTarget,
  listOf,
  samplePdf,
  startUpload,
  type LeadTarget,
} from './client';
import { ownDatabase, start, stop, tempDir } from './server';

export interface LoadFigures {
  database: 'postgres' | 'pglite';
  users: number;
  seconds: number;
  thinkMs: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  startupMs: number;
  /** p99 and count per kind of request, to see where the time goes. */
  byKind: Record<string, { n: number; p50: number; p99: number; errors: number }>;
  errorSamples: string[];
}

const STAFF = ['operator', 'etp_admin', 'senior_manager', 'auditor'];
const APPLICANTS = ['fl', 'ul', 'ip'];
/** The two statuses a staff move swings a lead between (no reason or document needed). */
const SWING = { registered: 'executor_selection', executor_selection: 'registered' } as const;

interface Shared {
  api: Api;
  target: LeadTarget;
  tokens: Record<string, string>;
  /** Lead ids each staff account has seen in its lists (the cards it may open). */
  seen: Record<string, string[]>;
  record(kind: string, res: Sent): void;
  deadline: number;
  /** A person's pause between two actions, on average (0: none, a stress loop). */
  thinkMs: number;
}

/** 0.5–1.5 × the mean: people do not click in step. */
const think = (s: Shared) => sleep(s.thinkMs * (0.5 + Math.random()));

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One virtual user: a staff member and an applicant, each action one step of the mix. */
async function virtualUser(s: Shared, i: number): Promise<void> {
  const staff = STAFF[i % STAFF.length]!;
  const applicant = APPLICANTS[i % APPLICANTS.length]!;
  const staffAuth = s.tokens[staff]!;
  const userAuth = s.tokens[applicant]!;
  const own: { id: string; status: keyof typeof SWING }[] = [];
  // Users arrive spread over one pause, not all in the first millisecond.
  if (s.thinkMs) await sleep(s.thinkMs * Math.random());
  while (performance.now() < s.deadline) {
    if (s.thinkMs) await think(s);
    if (performance.now() >= s.deadline) break;
    const roll = Math.random();
    if (roll < 0.35) {
      const page = 1 + Math.floor(Math.random() * 3);
      const order = pick(['created_at', 'updated_at', 'uid']);
      const res = await s.api.call(
        'GET',
        `/v1/admin/leads?page=${page}&per=20&order_by=${order}&order_type=desc`,
        staffAuth,
      );
      s.record('staff list', res);
      if (res.status === 200) {
        const ids = listOf(res).map((l) => l.id);
        s.seen[staff] = [...ids, ...(s.seen[staff] ?? [])].slice(0, 200);
      }
    } else if (roll < 0.55) {
      const id = s.seen[staff]?.length ? pick(s.seen[staff]) : undefined;
      if (!id) continue;
      s.record('staff card', await s.api.call('GET', `/v1/admin/leads/${id}`, staffAuth));
      s.record(
        'staff history',
        await s.api.call('GET', `/v1/admin/leads/${id}/history`, staffAuth),
      );
    } else if (roll < 0.75) {
      const list = await s.api.call('GET', '/v1/leads?page=1&per=10', userAuth);
      s.record('cabinet list', list);
      const id = list.status === 200 ? listOf(list)[0]?.id : undefined;
      if (id) {
        s.record('cabinet lead', await s.api.call('GET', `/v1/leads/${id}`, userAuth));
        s.record(
          'cabinet documents',
          await s.api.call('GET', `/v1/leads/${id}/documents`, userAuth),
        );
      }
    } else if (roll < 0.9) {
      const id = await createLead(s, userAuth, i);
      if (id) own.push({ id, status: 'registered' });
    } else {
      const lead = own.length ? pick(own) : undefined;
      if (!lead) continue;
      const res = await s.api.call(
        'PATCH',
        `/v1/admin/leads/${lead.id}/update_status`,
        s.tokens.operator,
        {
          data: { type: 'lead', attributes: { status: SWING[lead.status] } },
        },
      );
      s.record('status move', res);
      if (res.status === 200) lead.status = SWING[lead.status];
    }
  }
}

/** A draft, a passport uploaded to it, then the submission: the applicant's wizard. */
async function createLead(s: Shared, auth: string, i: number): Promise<string | undefined> {
  const draft = await s.api.call('POST', '/v1/leads', auth, leadBody(s.target, false, `soak ${i}`));
  s.record('lead create', draft);
  if (draft.status !== 201) return undefined;
  const id = dataOf(draft).id;
  const step = (res: Sent, what: string) => s.record(what, res);
  const upload = await startUpload(s.api, auth, id, step);
  if (!upload || !(await finishUpload(s.api, auth, id, upload, samplePdf(), step)))
    return undefined;
  const submit = await s.api.call(
    'PATCH',
    `/v1/leads/${id}`,
    auth,
    leadBody(s.target, true, `soak ${i}`),
  );
  s.record('lead submit', submit);
  return submit.status === 200 ? id : undefined;
}

export async function runLoadPart(options: {
  database: 'postgres' | 'pglite';
  users: number;
  seconds: number;
  /** The mean pause of a user between actions (see `think`). */
  thinkMs: number;
  log: (line: string) => void;
  /** A server already running (e.g. under `node --cpu-prof`) instead of a child of its own. */
  baseUrl?: string;
}): Promise<LoadFigures> {
  const { users, seconds, log } = options;
  const dir = tempDir('eog-soak-load-');
  const own = !options.baseUrl;
  const pg = own && options.database === 'postgres' ? await ownDatabase('soak_load') : undefined;
  const child = own
    ? await start({ DATA_DIR: dir.dir, ...(pg ? { DATABASE_URL: pg.url } : {}) })
    : undefined;
  if (child)
    log(`load on ${options.database}: server ready in ${(child.startupMs / 1000).toFixed(1)} s`);
  const api = new Api(child?.baseUrl ?? options.baseUrl!, users);
  try {
    const tokens: Record<string, string> = {};
    for (const who of [...STAFF, ...APPLICANTS]) tokens[who] = await api.signIn(`${who}@eog.test`);
    const times: Record<string, number[]> = {};
    const errors: Record<string, number> = {};
    const errorSamples: string[] = [];
    const shared: Shared = {
      api,
      target: await leadTarget(api),
      tokens,
      seen: {},
      deadline: performance.now() + seconds * 1000,
      thinkMs: options.thinkMs,
      record(kind, res) {
        (times[kind] ??= []).push(res.ms);
        if (res.status >= 200 && res.status < 300) return;
        errors[kind] = (errors[kind] ?? 0) + 1;
        if (errorSamples.length < 10)
          errorSamples.push(`${kind}: ${res.status} ${res.body.slice(0, 200)}`);
      },
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: users }, (_, i) => virtualUser(shared, i)));
    const elapsed = (performance.now() - started) / 1000;
    const all = Object.values(times)
      .flat()
      .sort((a, b) => a - b);
    const byKind: LoadFigures['byKind'] = {};
    for (const [kind, list] of Object.entries(times)) {
      list.sort((a, b) => a - b);
      byKind[kind] = {
        n: list.length,
        p50: percentile(list, 50),
        p99: percentile(list, 99),
        errors: errors[kind] ?? 0,
      };
    }
    return {
      database: options.database,
      users,
      seconds: elapsed,
      thinkMs: options.thinkMs,
      requests: all.length,
      errors: Object.values(errors).reduce((a, b) => a + b, 0),
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
      max: all[all.length - 1] ?? 0,
      startupMs: child?.startupMs ?? 0,
      byKind,
      errorSamples,
    };
  } finally {
    api.close();
    if (child) await stop(child);
    await pg?.drop();
    dir.remove();
  }
}
