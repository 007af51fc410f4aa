/**
 * The orphan sweep: uploads still 'uploading' a day after they started, and complete files
 * that no record has owned for a day (never attached, replaced, removed, or whose record was
 * deleted), are removed together with their bytes. `main.ts` runs it at start-up and hourly;
 * several instances sweeping at once is harmless (each row is deleted once).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db';
import { ownedCondition } from './references';
import type { Storage } from './types';

export const ORPHAN_AGE_HOURS = 24;
const SWEEP_EVERY_MS = 3600_000;

export interface SweepResult {
  uploads: number;
  files: number;
}

export async function sweepOrphans(
  db: Queryable,
  storage: Storage,
  options: { now?: Date; ageHours?: number; log?: FastifyBaseLogger } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.ageHours ?? ORPHAN_AGE_HOURS) * 3600_000);
  const drop = async (what: string, fn: () => Promise<void>) => {
    // The row is already gone: a storage failure only leaves bytes behind, logged.
    await fn().catch((err: unknown) => options.log?.warn({ err }, `orphan sweep: ${what}`));
  };

  const stale = await db.query<{ storage_key: string; upload_id: string | null }>(
    `DELETE FROM attachments WHERE status = 'uploading' AND created_at < $1
     RETURNING storage_key, upload_id`,
    [cutoff],
  );
  for (const row of stale) {
    await drop(row.storage_key, () =>
      row.upload_id
        ? storage.abortUpload(row.storage_key, row.upload_id)
        : storage.delete(row.storage_key),
    );
  }

  const owned = await ownedCondition(db, 'a');
  const unowned = await db.query<{ storage_key: string }>(
    `DELETE FROM attachments a
      WHERE a.status = 'complete' AND coalesce(a.completed_at, a.created_at) < $1
        AND NOT ${owned}
     RETURNING a.storage_key`,
    [cutoff],
  );
  for (const row of unowned) await drop(row.storage_key, () => storage.delete(row.storage_key));
  return { uploads: stale.length, files: unowned.length };
}

/** Sweeps now and then every hour; the timer does not keep the process alive. */
export function startOrphanSweep(db: Queryable, storage: Storage, log: FastifyBaseLogger) {
  const run = () => {
    sweepOrphans(db, storage, { log })
      .then((r) => {
        if (r.uploads || r.files) log.info(r, 'orphan sweep: removed unfinished and unowned files');
      })
      .catch((err: unknown) => log.warn({ err }, 'orphan sweep failed'));
  };
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
