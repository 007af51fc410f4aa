import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers';
import { claimJob, enqueueJob, findJob, jobMessages } from './queue';
import { JobFailure, JobWorker, type JobDeps } from './worker';

// The queue on the test database (PGlite, or PostgreSQL under TEST_DATABASE_URL): claims,
// leases, restart survival, retries, and two workers never sharing a job.
describe('background job queue', () => {
  let ctx: TestContext;
  let deps: JobDeps;
  beforeAll(async () => {
    ctx = await createTestApp({}, { seed: false });
    deps = {
      db: ctx.db,
      storage: ctx.app.storage,
      mailer: ctx.app.mailer,
      config: ctx.config,
      log: ctx.app.log,
    };
  });
  afterAll(() => ctx.close());
  afterEach(async () => {
    vi.useRealTimers();
    await ctx.db.query('DELETE FROM background_jobs');
  });

  it('runs a queued job to the end and keeps its progress and result', async () => {
    const worker = new JobWorker(deps, { workerId: 'w1' });
    worker.register('sum', async ({ job, progress }) => {
      const n = Number(job.params.n);
      await progress(n, n);
      return { result: { sum: (n * (n + 1)) / 2 } };
    });
    const job = await enqueueJob(ctx.db, { kind: 'sum', params: { n: 4 } });
    expect(job.state).toBe('queued');
    expect(await worker.runPending()).toBe(1);
    const done = (await findJob(ctx.db, job.id))!;
    expect(done).toMatchObject({
      state: 'done',
      progress_done: 4,
      progress_total: 4,
      result: { sum: 10 },
      attempts: 1,
      locked_by: null,
    });
    expect(done.started_at).not.toBeNull();
    expect(done.finished_at).not.toBeNull();
    expect(await worker.runPending()).toBe(0);
  });

  it('re-runs a job left running by a dead process once its lease expired', async () => {
    const job = await enqueueJob(ctx.db, { kind: 'echo' });
    // A worker claims it and "dies": the lease stays, the state stays running.
    const claimed = await claimJob(ctx.db, 'dead-worker', 60_000, ['echo']);
    expect(claimed?.id).toBe(job.id);
    const worker = new JobWorker(deps, { workerId: 'after-restart' });
    const ran: string[] = [];
    worker.register('echo', async ({ job: j }) => {
      ran.push(j.id);
    });
    // The lease still holds: nobody else takes it.
    expect(await worker.runPending()).toBe(0);
    await ctx.db.query(
      `UPDATE background_jobs SET locked_until = now() - interval '1 second' WHERE id = $1`,
      [job.id],
    );
    expect(await worker.runPending()).toBe(1);
    expect(ran).toEqual([job.id]);
    expect(await findJob(ctx.db, job.id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('fails a job for good when its lease expired after the last attempt', async () => {
    const job = await enqueueJob(ctx.db, { kind: 'echo', maxAttempts: 1 });
    await claimJob(ctx.db, 'dead-worker', 60_000, ['echo']);
    await ctx.db.query(
      `UPDATE background_jobs SET locked_until = now() - interval '1 second' WHERE id = $1`,
      [job.id],
    );
    const worker = new JobWorker(deps);
    worker.register('echo', async () => undefined);
    expect(await worker.runPending()).toBe(0);
    expect(await findJob(ctx.db, job.id)).toMatchObject({
      state: 'failed',
      error_message: jobMessages.interrupted,
    });
  });

  it('never gives one job to two workers (SKIP LOCKED)', async () => {
    const a = await enqueueJob(ctx.db, { kind: 'echo' });
    const b = await enqueueJob(ctx.db, { kind: 'echo' });
    const claims = await Promise.all(
      ['w1', 'w2', 'w3'].map((w) => claimJob(ctx.db, w, 60_000, ['echo'])),
    );
    const ids = claims.filter(Boolean).map((j) => j!.id);
    expect(ids.sort()).toEqual([a.id, b.id].sort());
    expect(claims.filter((c) => c === undefined)).toHaveLength(1);
    const owners = await ctx.db.query<{ locked_by: string }>(
      'SELECT locked_by FROM background_jobs ORDER BY id',
    );
    expect(new Set(owners.map((o) => o.locked_by)).size).toBe(2);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips a job another connection holds locked (PostgreSQL)',
    async () => {
      const job = await enqueueJob(ctx.db, { kind: 'echo' });
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = ctx.db.transaction(async (tx) => {
        await tx.query('SELECT id FROM background_jobs WHERE id = $1 FOR UPDATE', [job.id]);
        locked();
        await held;
      });
      await isLocked;
      expect(await claimJob(ctx.db, 'w2', 60_000, ['echo'])).toBeUndefined();
      release();
      await holder;
      expect((await claimJob(ctx.db, 'w2', 60_000, ['echo']))?.id).toBe(job.id);
    },
  );

  it('keeps the message and errors of a JobFailure without retrying', async () => {
    const worker = new JobWorker(deps);
    worker.register('bad', async () => {
      throw new JobFailure('Файл пустой', { errors: [{ row: 2, column: 'A', message: 'x' }] });
    });
    const job = await enqueueJob(ctx.db, { kind: 'bad' });
    await worker.runPending();
    expect(await findJob(ctx.db, job.id)).toMatchObject({
      state: 'failed',
      error_message: 'Файл пустой',
      errors: [{ row: 2, column: 'A', message: 'x' }],
      attempts: 1,
    });
  });

  it('retries an unexpected failure later, then fails with the internal message', async () => {
    const worker = new JobWorker(deps, { retryDelayMs: 0 });
    let calls = 0;
    worker.register('flaky', async () => {
      calls++;
      throw new Error('boom');
    });
    const job = await enqueueJob(ctx.db, { kind: 'flaky', maxAttempts: 2 });
    await worker.runPending();
    expect(calls).toBe(2);
    expect(await findJob(ctx.db, job.id)).toMatchObject({
      state: 'failed',
      error_message: jobMessages.internal,
      attempts: 2,
    });
  });

  it('extends the lease while a long job works', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const worker = new JobWorker(deps, { leaseMs: 3000, workerId: 'long' });
    let finish!: () => void;
    const gate = new Promise<void>((r) => (finish = r));
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    worker.register('long', async () => {
      started();
      await gate;
    });
    const job = await enqueueJob(ctx.db, { kind: 'long' });
    const run = worker.runPending();
    await running;
    const before = (await findJob(ctx.db, job.id))!.locked_until!;
    await vi.advanceTimersByTimeAsync(1000);
    // The heartbeat's UPDATE runs on the database's clock: wait until it landed.
    await vi.waitFor(async () => {
      const after = (await findJob(ctx.db, job.id))!.locked_until!;
      expect(after.getTime()).toBeGreaterThan(before.getTime());
    });
    finish();
    await run;
    expect((await findJob(ctx.db, job.id))!.state).toBe('done');
  });

  it('polls when started and stops cleanly', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const worker = new JobWorker(deps, { pollMs: 5000 });
    const ran: string[] = [];
    worker.register('echo', async ({ job }) => {
      ran.push(job.id);
    });
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    const job = await enqueueJob(ctx.db, { kind: 'echo' });
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(ran).toEqual([job.id]));
    await worker.stop();
    await enqueueJob(ctx.db, { kind: 'echo' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ran).toHaveLength(1);
  });
});
