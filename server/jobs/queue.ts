/**
 * The background job queue (migration 0016): a `background_jobs` table claimed with
 * `FOR UPDATE SKIP LOCKED`, the same SQL on PGlite and PostgreSQL. A claimed job is 'running'
 * under a lease (`locked_until`) its worker extends while it works; a job whose lease ran out
 * (the process died, the machine restarted) is claimed again, until `max_attempts` claims were
 * spent. Timestamps come from the database's clock, so several instances agree on leases.
 *
 *   const job = await enqueueJob(db, {kind: 'import', ownerAdminId, params: {...}});
 *   const claimed = await claimJob(db, 'worker-1', 60_000);   // undefined when none is due
 */
import type { Queryable } from '../db';

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobError {
  /** The file's row number (1 is the header), when the error is about a row. */
  row?: number;
  /** The column's label as the file has it. */
  column?: string;
  message: string;
}

export interface JobRow {
  id: string;
  kind: string;
  owner_admin_id: string | null;
  params: Record<string, unknown>;
  state: JobState;
  progress_done: number;
  progress_total: number | null;
  result: Record<string, unknown> | null;
  result_attachment_id: string | null;
  errors: JobError[] | null;
  errors_attachment_id: string | null;
  error_message: string | null;
  attempts: number;
  max_attempts: number;
  run_after: Date;
  locked_by: string | null;
  locked_until: Date | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
}

export interface NewJob {
  kind: string;
  ownerAdminId?: string | null;
  params?: Record<string, unknown>;
  /** Claims allowed before the job is failed for good (default 3). */
  maxAttempts?: number;
}

/** Messages a job's owner reads in the console. */
export const jobMessages = {
  interrupted: 'Задание прерывалось несколько раз и остановлено. Запустите его заново.',
  internal: 'Внутренняя ошибка при выполнении задания. Попробуйте позже.',
} as const;

export async function enqueueJob(db: Queryable, job: NewJob): Promise<JobRow> {
  const [row] = await db.query<JobRow>(
    `INSERT INTO background_jobs (kind, owner_admin_id, params, max_attempts)
     VALUES ($1, $2, $3, $4) RETURNING *`,
    [job.kind, job.ownerAdminId ?? null, JSON.stringify(job.params ?? {}), job.maxAttempts ?? 3],
  );
  return row!;
}

export async function findJob(db: Queryable, id: string): Promise<JobRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<JobRow>('SELECT * FROM background_jobs WHERE id = $1', [id]);
  return row;
}

/**
 * Takes the oldest due job for `workerId` with a lease of `leaseMs`: a queued one, or a running
 * one whose lease expired (its worker is gone). Jobs that already spent their attempts are
 * failed first. Concurrent claims never return the same job (SKIP LOCKED).
 */
export async function claimJob(
  db: Queryable,
  workerId: string,
  leaseMs: number,
  kinds?: readonly string[],
): Promise<JobRow | undefined> {
  await db.query(
    `UPDATE background_jobs
        SET state = 'failed', error_message = $1, finished_at = now(), updated_at = now(),
            locked_by = NULL, locked_until = NULL
      WHERE state = 'running' AND locked_until < now() AND attempts >= max_attempts`,
    [jobMessages.interrupted],
  );
  const [row] = await db.query<JobRow>(
    `UPDATE background_jobs
        SET state = 'running', attempts = attempts + 1, locked_by = $1,
            locked_until = now() + make_interval(secs => $2::float8 / 1000),
            started_at = now(), finished_at = NULL, updated_at = now()
      WHERE id = (
        SELECT id FROM background_jobs
         WHERE ((state = 'queued' AND run_after <= now())
                OR (state = 'running' AND locked_until < now()))
           AND ($3::text[] IS NULL OR kind = ANY($3::text[]))
         ORDER BY id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
     RETURNING *`,
    [workerId, leaseMs, kinds ? [...kinds] : null],
  );
  return row;
}

/** Extends the lease of a job this worker still holds; false when it lost the job. */
export async function extendLease(db: Queryable, id: string, workerId: string, leaseMs: number) {
  const rows = await db.query(
    `UPDATE background_jobs
        SET locked_until = now() + make_interval(secs => $3::float8 / 1000), updated_at = now()
      WHERE id = $1 AND locked_by = $2 AND state = 'running' RETURNING id`,
    [id, workerId, leaseMs],
  );
  return rows.length > 0;
}

export async function reportProgress(
  db: Queryable,
  id: string,
  done: number,
  total?: number | null,
): Promise<void> {
  await db.query(
    `UPDATE background_jobs
        SET progress_done = $2, progress_total = COALESCE($3, progress_total), updated_at = now()
      WHERE id = $1 AND state = 'running'`,
    [id, Math.max(0, Math.floor(done)), total ?? null],
  );
}

export interface JobFinish {
  result?: Record<string, unknown> | null;
  resultAttachmentId?: string | null;
}

export async function completeJob(db: Queryable, id: string, workerId: string, finish: JobFinish) {
  await db.query(
    `UPDATE background_jobs
        SET state = 'done', result = $3, result_attachment_id = $4, finished_at = now(),
            updated_at = now(), locked_by = NULL, locked_until = NULL,
            progress_done = GREATEST(progress_done, COALESCE(progress_total, 0))
      WHERE id = $1 AND locked_by = $2`,
    [
      id,
      workerId,
      finish.result ? JSON.stringify(finish.result) : null,
      finish.resultAttachmentId ?? null,
    ],
  );
}

export interface JobFailureRecord {
  message: string;
  errors?: JobError[];
  errorsAttachmentId?: string | null;
  result?: Record<string, unknown> | null;
}

export async function failJob(
  db: Queryable,
  id: string,
  workerId: string,
  failure: JobFailureRecord,
): Promise<void> {
  await db.query(
    `UPDATE background_jobs
        SET state = 'failed', error_message = $3, errors = $4, errors_attachment_id = $5,
            result = $6, finished_at = now(), updated_at = now(), locked_by = NULL,
            locked_until = NULL
      WHERE id = $1 AND locked_by = $2`,
    [
      id,
      workerId,
      failure.message,
      failure.errors ? JSON.stringify(failure.errors) : null,
      failure.errorsAttachmentId ?? null,
      failure.result ? JSON.stringify(failure.result) : null,
    ],
  );
}

/** An unexpected failure: queued again after `delayMs` while attempts remain, else failed. */
export async function retryOrFail(db: Queryable, job: JobRow, workerId: string, delayMs: number) {
  if (job.attempts >= job.max_attempts) {
    await failJob(db, job.id, workerId, { message: jobMessages.internal });
    return 'failed';
  }
  await db.query(
    `UPDATE background_jobs
        SET state = 'queued', run_after = now() + make_interval(secs => $3::float8 / 1000),
            locked_by = NULL, locked_until = NULL, updated_at = now()
      WHERE id = $1 AND locked_by = $2`,
    [job.id, workerId, delayMs],
  );
  return 'queued';
}
