/**
 * A background job as JSON:API: `{type: 'background_job', id, attributes: {kind, kind_title,
 * state, progress_done, progress_total, result, errors, error_message, attempts, created_at,
 * started_at, finished_at, owner_name, result_file, errors_file}, relationships: {owner}}`.
 * `result_file` / `errors_file` are `{id, original_filename, file_size, url}` or null; the url
 * answers the bytes, or a signed link with `?transfer=download_url`.
 */
import { jobKindLabel } from '../../src/domain/backgroundJobs';
import type { Queryable } from '../db';
import { ref, resource, type Resource } from '../jsonapi/serialize';
import { attachmentSize, type AttachmentRow } from '../storage/attachments';
import type { JobRow } from './queue';

export const JOBS_PATH = '/v1/admin/background_jobs';

export type JobWithNames = JobRow & { owner_name?: string | null };

function fileOf(job: JobRow, files: Map<string, AttachmentRow>, which: 'result' | 'errors') {
  const id = which === 'result' ? job.result_attachment_id : job.errors_attachment_id;
  const row = id ? files.get(String(id)) : undefined;
  if (!row || row.status !== 'complete') return null;
  return {
    id: String(row.id),
    original_filename: row.original_filename,
    file_size: attachmentSize(row),
    url: `${JOBS_PATH}/${job.id}/${which === 'result' ? 'result' : 'errors_file'}`,
  };
}

/** The attachments the jobs point at, by id. */
export async function jobFiles(db: Queryable, jobs: JobRow[]): Promise<Map<string, AttachmentRow>> {
  const ids = jobs
    .flatMap((j) => [j.result_attachment_id, j.errors_attachment_id])
    .filter((v): v is string => v !== null && v !== undefined)
    .map(String);
  if (!ids.length) return new Map();
  const rows = await db.query<AttachmentRow>(
    'SELECT * FROM attachments WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [String(r.id), r]));
}

/** What of the parameters the console may show (never an internal file id). */
function publicParams(params: Record<string, unknown>): Record<string, unknown> {
  const { registry, filters, format, filename } = params;
  return { registry, filters, format, filename };
}

/** `downloadable` false hides the files (a scoped reader looking at another's job). */
export function jobResource(
  job: JobWithNames,
  files: Map<string, AttachmentRow>,
  downloadable = true,
): Resource {
  return resource(
    'background_job',
    job.id,
    {
      kind: job.kind,
      kind_title: jobKindLabel(job.kind),
      state: job.state,
      params: publicParams(job.params ?? {}),
      progress_done: job.progress_done,
      progress_total: job.progress_total,
      result: job.result,
      errors: job.errors ?? [],
      error_message: job.error_message,
      attempts: job.attempts,
      owner_name: job.owner_name ?? null,
      created_at: job.created_at,
      started_at: job.started_at,
      finished_at: job.finished_at,
      result_file: downloadable ? fileOf(job, files, 'result') : null,
      errors_file: downloadable ? fileOf(job, files, 'errors') : null,
    },
    { owner: ref('admin', job.owner_admin_id) },
  );
}
