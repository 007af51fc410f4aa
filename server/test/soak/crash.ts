/**
 * The crash part of the soak (issue 22): `rounds` times, the server child is killed with
 * SIGKILL while applicants create leads, upload their documents and submit them and staff move
 * their statuses; then it is started again on the same data (PGlite DATA_DIR or a PostgreSQL
 * database of its own) and timed. After every restart each acknowledged write (a 2xx received)
 * must be there: the lead, its status (or a later one whose answer the kill swallowed), its
 * completed documents; an upload the kill interrupted must be resumable. At the end the
 * database is read directly for anything half-written: an outbox row without its lead, a
 * document without its lead or its bytes, a submitted lead without its outbox messages, a
 * status that its history does not end with.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile, type Sent } from '../../bench/load';
import { openPglite, openPostgres, type Db } from '../../db';
import {
  Api,
  dataOf,
  finishUpload,
  leadBody,
  leadTarget,
  samplePdf,
  startUpload,
  type LeadTarget,
  type Upload,
} from './client';
import { ownDatabase, start, stop, tempDir, type Child } from './server';

export interface CrashFigures {
  database: 'postgres' | 'pglite';
  rounds: number;
  /** Rounds whose restart failed (the server did not answer). */
  failedStarts: number;
  startP50Ms: number;
  startMaxMs: number;
  acknowledged: number;
  lost: string[];
  halfWritten: string[];
  interruptedUploads: number;
  resumedUploads: number;
}

type Status = 'draft' | 'registered' | 'executor_selection';
const NEXT: Partial<Record<Status, Status>> = {
  registered: 'executor_selection',
  executor_selection: 'registered',
};

interface Lead {
  id: string;
  status: Status;
  /** Statuses a move whose answer was lost may have left (committed before the kill). */
  maybe: Set<Status>;
  docs: Map<string, number>;
}

interface State {
  leads: Map<string, Lead>;
  interrupted: { leadId: string; upload: Upload }[];
  acknowledged: number;
  /** Leads written since the last check. */
  touched: Set<Lead>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ok = (res: Sent) => res.status >= 200 && res.status < 300;

/** An applicant's lead from draft to submission, recording each acknowledgement. */
async function applicantWriter(
  api: Api,
  auth: string,
  target: LeadTarget,
  state: State,
  alive: () => boolean,
  round: number,
): Promise<void> {
  const ignore = () => undefined;
  while (alive()) {
    const draft = await api.call(
      'POST',
      '/v1/leads',
      auth,
      leadBody(target, false, `crash ${round}`),
    );
    if (draft.status !== 201) continue;
    const lead: Lead = { id: dataOf(draft).id, status: 'draft', maybe: new Set(), docs: new Map() };
    state.leads.set(lead.id, lead);
    state.touched.add(lead);
    state.acknowledged++;
    const upload = await startUpload(api, auth, lead.id, ignore);
    if (!upload) continue;
    state.acknowledged++;
    const bytes = samplePdf(2048 + Math.floor(Math.random() * 200_000));
    if (!(await finishUpload(api, auth, lead.id, upload, bytes, ignore))) {
      if (!alive()) state.interrupted.push({ leadId: lead.id, upload });
      continue;
    }
    lead.docs.set(upload.attachmentId, upload.size);
    state.acknowledged++;
    lead.maybe.add('registered');
    const submit = await api.call(
      'PATCH',
      `/v1/leads/${lead.id}`,
      auth,
      leadBody(target, true, `crash ${round}`),
    );
    if (ok(submit)) {
      lead.status = 'registered';
      lead.maybe.clear();
      state.acknowledged++;
    }
  }
}

/** A staff member swinging submitted leads between two statuses. */
async function staffWriter(
  api: Api,
  auth: string,
  state: State,
  alive: () => boolean,
): Promise<void> {
  while (alive()) {
    const movable = [...state.leads.values()].filter((l) => NEXT[l.status] && !l.maybe.size);
    const lead = movable[Math.floor(Math.random() * movable.length)];
    if (!lead) {
      await sleep(20);
      continue;
    }
    const to = NEXT[lead.status]!;
    lead.maybe.add(to);
    state.touched.add(lead);
    const res = await api.call('PATCH', `/v1/admin/leads/${lead.id}/update_status`, auth, {
      data: { type: 'lead', attributes: { status: to } },
    });
    if (ok(res)) {
      lead.status = to;
      lead.maybe.clear();
      state.acknowledged++;
    } else if (res.status !== 0) lead.maybe.delete(to); // refused: nothing changed
  }
}

/** Every acknowledged lead is there with its status (or a swallowed later one) and documents. */
async function verify(
  api: Api,
  auth: string,
  leads: Iterable<Lead>,
  lost: string[],
): Promise<void> {
  for (const lead of leads) {
    const res = await api.call('GET', `/v1/leads/${lead.id}`, auth);
    if (res.status !== 200) {
      lost.push(`lead ${lead.id}: ${res.status}`);
      continue;
    }
    const status = dataOf(res).attributes.status as Status;
    if (status !== lead.status && !lead.maybe.has(status)) {
      lost.push(`lead ${lead.id}: status ${status}, acknowledged ${lead.status}`);
    }
    // Settle what the kill left open: the status the database holds is now the known one.
    lead.status = status;
    lead.maybe.clear();
    if (!lead.docs.size) continue;
    const docs = await api.call('GET', `/v1/leads/${lead.id}/documents`, auth);
    const have = new Map(
      (
        JSON.parse(docs.body) as { data: { id: string; attributes: { file_size: number } }[] }
      ).data.map((d) => [d.id, d.attributes.file_size]),
    );
    for (const [id, size] of lead.docs) {
      if (have.get(id) !== size)
        lost.push(`lead ${lead.id}: document ${id} ${have.get(id) ?? 'missing'}`);
    }
  }
}

/** True when the lead lists the attachment as one of its documents. */
async function completed(api: Api, auth: string, leadId: string, attachmentId: string) {
  const res = await api.call('GET', `/v1/leads/${leadId}/documents`, auth);
  return res.status === 200 && res.body.includes(`"id":"${attachmentId}"`);
}

/** Reads the database directly (the server stopped) for anything half-written. */
async function halfWritten(db: Db, filesDir: string): Promise<string[]> {
  const found: string[] = [];
  const count = async (what: string, sql: string) => {
    const [row] = await db.query<{ n: string }>(sql);
    if (Number(row!.n)) found.push(`${row!.n} ${what}`);
  };
  await count(
    'outbox rows without their lead',
    `SELECT count(*) AS n FROM rabbit_messages m WHERE m.messageable_type = 'Lead'
        AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = m.messageable_id)`,
  );
  await count(
    'documents without their lead',
    `SELECT count(*) AS n FROM attachments a WHERE a.record_type = 'Lead' AND a.status = 'complete'
        AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = a.record_id)`,
  );
  await count(
    'submitted leads without their outbox message',
    `SELECT count(*) AS n FROM leads l WHERE l.extra_info LIKE 'crash %' AND l.status <> 'draft'
        AND NOT EXISTS (SELECT 1 FROM rabbit_messages m
                         WHERE m.messageable_type = 'Lead' AND m.messageable_id = l.id)`,
  );
  await count(
    'submitted leads without a number',
    `SELECT count(*) AS n FROM leads WHERE extra_info LIKE 'crash %' AND status <> 'draft'
        AND uid IS NULL`,
  );
  await count(
    'leads whose status history does not end with their status',
    `SELECT count(*) AS n FROM leads l WHERE l.extra_info LIKE 'crash %' AND l.status <> 'draft'
        AND l.status IS DISTINCT FROM (SELECT c.to_status FROM lead_status_changes c
                                        WHERE c.lead_id = l.id ORDER BY c.id DESC LIMIT 1)`,
  );
  if (filesDir) {
    const docs = await db.query<{ storage_key: string; file_size: string }>(
      `SELECT storage_key, file_size FROM attachments a
        WHERE a.status = 'complete' AND a.record_type = 'Lead'
          AND EXISTS (SELECT 1 FROM leads l WHERE l.id = a.record_id AND l.extra_info LIKE 'crash %')`,
    );
    const missing = docs.filter((d) => {
      const path = join(filesDir, 'objects', d.storage_key);
      return !existsSync(path) || statSync(path).size !== Number(d.file_size);
    });
    if (missing.length) found.push(`${missing.length} complete documents without their bytes`);
  }
  return found;
}

export async function runCrashPart(options: {
  database: 'postgres' | 'pglite';
  rounds: number;
  log: (line: string) => void;
}): Promise<CrashFigures> {
  const { rounds, log } = options;
  const dir = tempDir('eog-soak-crash-');
  const pg = options.database === 'postgres' ? await ownDatabase('soak_crash') : undefined;
  const env = { DATA_DIR: dir.dir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
  const state: State = { leads: new Map(), interrupted: [], acknowledged: 0, touched: new Set() };
  const lost: string[] = [];
  const starts: number[] = [];
  let failedStarts = 0;
  let resumed = 0;
  let interrupted = 0;
  let child: Child | undefined = await start(env);
  log(
    `crash on ${options.database}: first start (migrate, seed) ${(child.startupMs / 1000).toFixed(1)} s`,
  );
  try {
    for (let round = 1; round <= rounds; round++) {
      const api = new Api(child.baseUrl, 16, 20_000);
      const applicant = await api.signIn('fl@eog.test');
      const staff = await api.signIn('operator@eog.test');
      // What the last kill interrupted must be resumable now.
      for (const { leadId, upload } of state.interrupted.splice(0)) {
        interrupted++;
        const bytes = samplePdf(4096);
        let refusal = '';
        const note = (res: Sent, what: string) => {
          if (!ok(res)) refusal = `${what}: ${res.status} ${res.body.slice(0, 160)}`;
        };
        // A client repeats what it did not see answered: the completion when its part was
        // stored, else the part itself.
        if (await finishUpload(api, applicant, leadId, upload, bytes, note)) {
          resumed++;
          state.leads.get(leadId)?.docs.set(upload.attachmentId, upload.size);
        } else if (!(await completed(api, applicant, leadId, upload.attachmentId))) {
          lost.push(`upload ${upload.attachmentId} of lead ${leadId} not resumable (${refusal})`);
        } else resumed++; // its completion had committed; only the answer was lost
      }
      const target = await leadTarget(api);
      let killed = false;
      const alive = () => !killed;
      const writers = [
        ...Array.from({ length: 4 }, () =>
          applicantWriter(api, applicant, target, state, alive, round),
        ),
        staffWriter(api, staff, state, alive),
        staffWriter(api, staff, state, alive),
      ];
      // Killed a random moment after the round's first acknowledgement (a slow machine may
      // take seconds to answer at all), so every round has writes in flight.
      const before = state.acknowledged;
      for (let t = 0; t < 200 && state.acknowledged === before; t++) await sleep(100);
      await sleep(300 + Math.random() * 1500);
      killed = true;
      await stop(child, 'SIGKILL');
      await Promise.all(writers);
      api.close();
      child = undefined;
      const t0 = performance.now();
      try {
        child = await start(env);
      } catch (err) {
        failedStarts++;
        log(`crash round ${round}: the server did not start: ${String(err).slice(0, 300)}`);
        child = await start(env); // a second try, so the rounds go on; the failure is counted
      }
      starts.push(performance.now() - t0);
      const check = new Api(child.baseUrl, 4, 20_000);
      const all = round === rounds ? state.leads.values() : state.touched;
      await verify(check, await check.signIn('fl@eog.test'), all, lost);
      state.touched.clear();
      check.close();
      if (round % 5 === 0 || round === rounds)
        log(
          `crash round ${round}/${rounds}: ${state.acknowledged} acknowledged writes, ` +
            `${lost.length} lost, restart ${(starts[starts.length - 1]! / 1000).toFixed(1)} s`,
        );
    }
  } finally {
    if (child) await stop(child);
  }
  const db = pg ? await openPostgres(pg.url) : await openPglite(join(dir.dir, 'db'));
  const broken = await halfWritten(db, join(dir.dir, 'files'));
  await db.close();
  await pg?.drop();
  dir.remove();
  starts.sort((a, b) => a - b);
  return {
    database: options.database,
    rounds,
    failedStarts,
    startP50Ms: percentile(starts, 50),
    startMaxMs: starts[starts.length - 1] ?? 0,
    acknowledged: state.acknowledged,
    lost,
    halfWritten: broken,
    interruptedUploads: interrupted,
    resumedUploads: resumed,
  };
}
