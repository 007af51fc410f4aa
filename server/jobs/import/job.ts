/**
 * The import as a background job:
 *
 *   const job = await enqueueImport(tx, ownerAdminId, {registry, call, attachment_id, filename});
 *
 * The file (an attachment) becomes the job's own (record_type 'BackgroundJob') in the same
 * transaction, so the orphan sweep keeps it while the job lives. The handler runs the engine
 * (./engine.ts) with the owner's rights and scope as they are when it runs, on the registry as
 * it is then: a code registry's definition, or the version of a run-time registry published
 * then (its file is judged by that version's labels and rules, its records audited with it).
 */
import type { Queryable } from '../../db';
import { emailExportMessages, jobOwner } from '../emailExport';
import { JOB_RECORD_TYPE } from '../files';
import { publishedRegistryNamed } from '../published';
import { enqueueJob, type JobRow } from '../queue';
import { JobFailure, type JobContext, type JobHandler } from '../worker';
import { runImport, type ImportSpec } from './engine';
import { importMessages } from './messages';
import { importSpecOf, publishedImportSpec } from './specs';
import type { AdminPrincipal } from '../../auth/principal';

export const IMPORT_KIND = 'import';

export interface ImportParams {
  /** The registry's definition name (a run-time registry's: `registries/<code>/records`). */
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

/** The spec of the job's registry as it is now, for its owner; a failure when there is none. */
async function specNow(
  ctx: JobContext,
  params: ImportParams,
  admin: AdminPrincipal,
): Promise<ImportSpec> {
  const code = importSpecOf(params.registry, params.call);
  if (code) return code;
  const published = await publishedRegistryNamed(ctx.registryStore, params.registry);
  if (!published) throw new JobFailure(emailExportMessages.unknown);
  const spec = publishedImportSpec(published, admin.role, params.call);
  if (!spec) throw new JobFailure(importMessages.closed);
  return spec;
}

export const importHandler: JobHandler = async (ctx) => {
  const params = ctx.job.params as unknown as ImportParams;
  const admin = await jobOwner(ctx.db, ctx.job.owner_admin_id);
  const spec = await specNow(ctx, params, admin);
  const result = await runImport(ctx, spec, {
    attachmentId: String(params.attachment_id),
    admin,
    jobId: ctx.job.id,
    progress: (done, total, background) => ctx.progress(done, total, { background }),
  });
  return { result: { ...result } };
};
