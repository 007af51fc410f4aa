/**
 * A publication whose values move to new columns (a type change), as a background job: the
 * route has added the new columns and queued it; the registry keeps serving its published
 * version meanwhile, and the design answers that a publication is in progress.
 *
 *   1. each new column is filled in batches of `REGISTRY_BACKFILL_BATCH` records by id, each
 *      batch one statement and its own transaction (row locks held for a batch, not the
 *      table), with the job's progress in records;
 *   2. a pass without locks converts again the records changed since their batch and checks
 *      every value: one that does not convert fails the job naming its record, nothing is
 *      published and the draft stays the draft;
 *   3. a last short transaction takes the registry's row (writes wait for it there,
 *      ./served.ts) and the table in SHARE mode (readers go on), and does the same for the
 *      records written since the pass began alone (`updated_at`, ./queries.ts
 *      `writtenFromNow`), then publishes the draft as the route would (./publication.ts).
 *
 * A lock not got in time, or any other error, is retried by the worker (its attempts and
 * delay), from the batch the last attempt reached (its progress). A job cancelled in the
 * console stops at its next batch. On PGlite, one connection, the same job runs between the
 * requests; the SHARE lock changes nothing there.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { SavedDesign } from '../../../src/registries/design';
import type { Queryable } from '../../db';
import { enqueueJob } from '../../jobs/queue';
import { JobFailure, type JobHandler } from '../../jobs/worker';
import type { Backfill, Plan } from './plan';
import {
  applyPlan,
  limitLockWait,
  planOf,
  planSettings,
  publicationMessages,
  publicationProblems,
  runAfterCommit,
  transactionSql,
} from './publication';
import {
  countRecords,
  fillBatch,
  idAt,
  jobHeld,
  refill,
  registryRow,
  writtenFromNow,
  REGISTRY_PUBLICATION_KIND,
} from './queries';

export interface PublicationParams {
  registry_id: string;
  /** Its code, which the console's list of jobs shows. */
  registry: string;
  /** The new column's field id of each moved field, by the field's id in the draft. */
  columns: Record<string, string>;
  /** The draft as it was when published: a draft changed meanwhile is not published. */
  draft: SavedDesign;
  confirm: boolean;
}

export const fillsOf = (plan: Plan): Backfill[] =>
  plan.steps.flatMap((s) => (s.backfill ? [s.backfill] : []));

export function enqueuePublication(tx: Queryable, adminId: string, params: PublicationParams) {
  return enqueueJob(tx, {
    kind: REGISTRY_PUBLICATION_KIND,
    ownerAdminId: adminId,
    params: { ...params },
  });
}

/** The job's handler, with the app whose store reads the published version again. */
export function publicationHandler(app: FastifyInstance): JobHandler {
  return async ({ db, job, progress, log }) => {
    const params = job.params as unknown as PublicationParams;
    const columns = new Map(Object.entries(params.columns));
    // Cancelled in the console, or lost to another worker: it stops.
    const held = (tx: Queryable) => jobHeld(tx, job.id, job.locked_by);
    /** The registry's row while its draft is the one published; else the job fails. */
    const current = async (tx: Queryable, lock = false) => {
      const row = await registryRow(tx, params.registry_id, lock);
      if (!row?.draft || !isDeepStrictEqual(row.draft, params.draft))
        throw new JobFailure(publicationMessages.draftChanged);
      return row;
    };
    const fail = (problems: readonly { message: string }[]): never => {
      throw new JobFailure(problems.map((p) => p.message).join('; '), {
        errors: problems.map((p) => ({ message: p.message })),
      });
    };

    // The steps alone: the publish call checked the values before it queued the job, and the
    // passes below check them again ('false': no record's values are read here).
    const planned = await planOf(db, await current(db), planSettings(app), columns, 'false');
    const fills = fillsOf(planned);
    const perFill = fills.length ? await countRecords(db, fills[0]!.table) : 0;
    const total = perFill * fills.length;
    // A retried attempt goes on where the last one got to: the batches walk each fill's records
    // by id, so the records done are the first ones of the fills in turn. Should records have
    // been removed meanwhile, some are passed over here, and converted by the last pass.
    let done = Math.min(job.progress_done, total);
    await progress(done, total);
    for (const [i, fill] of fills.entries()) {
      const skipped = done - i * perFill;
      if (skipped >= perFill) continue;
      let after = skipped > 0 ? await idAt(db, fill.table, skipped) : '0';
      for (;;) {
        if (!(await held(db))) return;
        const batch = await fillBatch(db, fill, after, app.config.registryBackfillBatch);
        if (!batch.n || !batch.last) break;
        after = batch.last;
        done += batch.n;
        await progress(done);
      }
    }

    // A pass without locks over the whole table: the records changed since their batch
    // converted again, and every value checked (one that does not convert fails the job here,
    // before any lock). What is written from its start on is all the last pass reads again.
    const since = await writtenFromNow(db);
    for (const fill of fills) await refill(db, fill);
    const checked = await planOf(db, await current(db), planSettings(app), columns);
    if (checked.refusals.length) fail(checked.refusals);

    const published = await db.transaction(async (tx) => {
      const row = await current(tx, true);
      if (!(await held(tx))) return undefined;
      await limitLockWait(tx, app.config.registryLockTimeoutMs);
      // The strongest lock the pass needs, taken first: a SHARE lock raised to an exclusive one
      // by an ALTER TABLE deadlocks with any writer queued behind it meanwhile.
      const mode = transactionSql(planned).length ? 'ACCESS EXCLUSIVE' : 'SHARE';
      for (const table of new Set(fills.map((f) => f.table)))
        await tx.query(`LOCK TABLE ${table} IN ${mode} MODE`);
      const plan = await planOf(tx, row, planSettings(app), columns, since);
      const problems = await publicationProblems(tx, row.id, plan, params.confirm);
      if (problems.length) fail(problems);
      for (const fill of fillsOf(plan)) await refill(tx, fill, since);
      const version = await applyPlan(tx, row.id, plan, String(job.owner_admin_id));
      return { plan, version };
    });
    if (!published) return;
    await runAfterCommit(db, published.plan, log);
    await app.registryStore.reload();
    return { result: { published_version: published.version } };
  };
}
