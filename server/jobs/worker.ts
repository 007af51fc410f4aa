/**
 * The in-process worker of the job queue (./queue.ts). `app.jobs` is one per app; `main.ts`
 * starts its polling once the server listens and the app's close stops it (the running job
 * finishes or, if the process dies, its lease runs out and another start picks it up). Tests
 * never poll: `await app.jobs.runPending()` runs every due job to its end, one after another.
 *
 *   app.jobs.register('my_kind', async ({job, progress}) => { …; return {result: {…}} });
 *   await enqueueJob(app.db, {kind: 'my_kind', ownerAdminId, params});
 *
 * A handler throws `JobFailure` for a failure its owner must read (a bad file: the message and
 * the error report are kept, no retry); anything else is retried with a delay until the job's
 * attempts are spent.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Mailer } from '../mail';
import type { RegistryStore } from '../registries/runtime/store';
import type { Storage } from '../storage/types';
import {
  claimJob,
  completeJob,
  extendLease,
  failJob,
  reportProgress,
  retryOrFail,
  type JobFailureRecord,
  type JobFinish,
  type JobRow,
} from './queue';

export const LEASE_MS = 60_000;
export const POLL_MS = 2_000;
export const RETRY_DELAY_MS = 30_000;

export interface JobDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  /** The published run-time registries, whose imports and exports are jobs too (none: unknown). */
  registryStore?: RegistryStore;
}

export interface JobContext extends JobDeps {
  job: JobRow;
  /**
   * Records progress. Awaited it writes at once; with `{background: true}` it is sent without
   * waiting (inside a PGlite transaction an awaited write outside it would wait forever).
   */
  progress(done: number, total?: number | null, options?: { background?: boolean }): Promise<void>;
}

export type JobHandler = (ctx: JobContext) => Promise<JobFinish | void>;

/** A failure the job's owner reads: the message, and the error report when there is one. */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly details: Omit<JobFailureRecord, 'message'> = {},
  ) {
    super(message);
  }
}

export interface WorkerOptions {
  leaseMs?: number;
  pollMs?: number;
  retryDelayMs?: number;
  workerId?: string;
}

export class JobWorker {
  readonly workerId: string;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly retryDelayMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(
    private readonly deps: JobDeps,
    options: WorkerOptions = {},
  ) {
    this.workerId = options.workerId ?? `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.pollMs = options.pollMs ?? POLL_MS;
    this.retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  }

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /** Claims and runs one due job; false when none was due. */
  async runOne(): Promise<boolean> {
    const job = await claimJob(this.deps.db, this.workerId, this.leaseMs, this.kinds);
    if (!job) return false;
    await this.run(job);
    return true;
  }

  /** Runs due jobs until none is left; answers how many ran. */
  async runPending(limit = 1000): Promise<number> {
    let count = 0;
    while (count < limit && (await this.runOne())) count++;
    return count;
  }

  private async run(job: JobRow): Promise<void> {
    const { db, log } = this.deps;
    const handler = this.handlers.get(job.kind)!;
    // The lease is renewed while the handler works; a lost job stops nothing here, but its
    // completion is then ignored (the UPDATEs check locked_by).
    const beat = setInterval(
      () => {
        extendLease(db, job.id, this.workerId, this.leaseMs).catch((err: unknown) =>
          log.warn({ err, job: job.id }, 'background job: lease not extended'),
        );
      },
      Math.max(1000, Math.floor(this.leaseMs / 3)),
    );
    beat.unref();
    const progress: JobContext['progress'] = async (done, total, options) => {
      const write = reportProgress(db, job.id, done, total);
      if (options?.background) {
        write.catch((err: unknown) => log.warn({ err }, 'background job: progress not saved'));
        return;
      }
      await write;
    };
    try {
      const finish = await handler({ ...this.deps, job, progress });
      await completeJob(db, job.id, this.workerId, finish ?? {});
    } catch (err) {
      if (err instanceof JobFailure) {
        await failJob(db, job.id, this.workerId, { message: err.message, ...err.details });
      } else {
        log.error({ err, job: job.id, kind: job.kind }, 'background job failed');
        await retryOrFail(db, job, this.workerId, this.retryDelayMs);
      }
    } finally {
      clearInterval(beat);
    }
  }

  /** Polls every `pollMs` (at once when a job just ran); the timer keeps nothing alive. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runPending(10)
        .catch((err: unknown) => {
          this.deps.log.warn({ err }, 'background jobs: polling failed');
          return 0;
        })
        .then((ran) => {
          if (this.stopped) return;
          this.timer = setTimeout(tick, ran ? 0 : this.pollMs);
          this.timer.unref();
        });
    };
    this.timer = setTimeout(tick, 0);
    this.timer.unref();
  }

  /** Stops polling and waits for the job in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running.catch(() => undefined);
  }
}
