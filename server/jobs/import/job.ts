/**
 * The import as a background job:
 *
 *   const job = await enqueueImport(tx, ownerAdminId, {registry, call, attachment_id, filename});
 *
 * The file (an attachment) becomes the job's own (record_type 'BackgroundJob') in the same
 * transaction, so the orphan sweep keeps it while the job lives. The handler runs the engine
 * (./engine.ts) with the owner's rights and scope as they are when it runs.
 */
import type { Queryable } from '../../db';
import { jobOwner } from '../emailExport';
import { JOB_RECORD_TYPE } from '../files';
import { enqueueJob, type JobRow } from '../queue';
import { JobFailure, type JobHandler } from '../worker';
import { runImport } from './engine';
import { importMessages } from './messages';
import { importSpecOf } from './specs';

export const IMPORT_KIND = 'import';

export interface ImportParams {
  registry: string;
  /** The registry's import call ('import', 'import_snt'); 'import' when absent. */
  call?: string;
  attachment_id: string;
  filename: string;
}

/** Enqueues the import of `params.attachment_id` (in `tx`, which also hands the file to the job). */
export async function enqueueImport(
  tx: Queryable,
  ownerAdminId: string,
  params: Required<ImportParams>,
): Promise<JobRow> {
  const row = await enqueueJob(tx, {
    kind: IMPORT_KIND,
    ownerAdminId,
    // A bad file fails the same way every time: one attempt, unless the process dies.
    maxAttempts: 2,
    params: { ...params },
  });
  await tx.query('UPDATE attachments SET record_type = $2, record_id = $3 WHERE id = $1', [
    params.attachment_id,
    JOB_RECORD_TYPE,
    row.id,
  ]);
  return row;
}

export const importHandler: JobHandler = async (ctx) => {
  const params = ctx.job.params as unknown as ImportParams;
  const spec = importSpecOf(params.registry, params.call);
  if (!spec) throw new JobFailure(importMessages.noRights);
  const admin = await jobOwner(ctx.db, ctx.job.owner_admin_id);
  const result = await runImport(ctx, spec, {
    attachmentId: String(params.attachment_id),
    admin,
    jobId: ctx.job.id,
    progress: (done, total, background) => ctx.progress(done, total, { background }),
  });
  return { result: { ...result } };
};
