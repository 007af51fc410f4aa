/**
 * The background jobs' verbs (issue 16 "Background jobs"; server/jobs), the console's only way
 * to them:
 *
 * emailCsvExport   POST /<resource>/email_csv_export?<the list's filters> → the queued job
 * startImport      POST /<resource>/import (or another import call, `import_snt`)
 *                  {data: {type: import, attributes: {attachment_id}}}
 *                  → the queued job (the file is uploaded first: `upload` with
 *                  basePath 'background_jobs', see ./upload.ts)
 * getJob           GET  /background_jobs/<id>                              → the job
 * downloadJobFile  GET  /background_jobs/<id>/result | /errors_file?transfer=download_url
 *                  → the file saved or opened (see ./download.ts)
 *
 * The list of jobs is plain `getList('background_jobs')`.
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { BackgroundJobAttributes } from '../src/domain/backgroundJobSchema';
import type { RequestOptions } from '../src/api';
import type { QueryParams } from '../src/api/query';
import { downloadVerb, type DownloadResult } from './download';
import type { VerbContext } from './files';
import { toDocument } from './jsonapi';

/** The resource of the jobs (GET /background_jobs). */
export const JOBS_RESOURCE = 'background_jobs';

/** A job as the server answers it: its type comes from the API's own schema of the shape. */
export type BackgroundJob = RaRecord & BackgroundJobAttributes;

export interface JobVerbs {
  emailCsvExport(
    resource: string,
    params: { filter?: Record<string, unknown> },
  ): Promise<{ data: BackgroundJob }>;
  startImport(
    resource: string,
    params: {
      attachmentId: Identifier;
      /** The registry's import call: 'import' (default) or another, e.g. 'import_snt'. */
      call?: string;
    },
  ): Promise<{ data: BackgroundJob }>;
  getJob(params: { id: Identifier; signal?: AbortSignal }): Promise<{ data: BackgroundJob }>;
  downloadJobFile(params: {
    id: Identifier;
    file: 'result' | 'errors_file';
    filename?: string;
  }): Promise<DownloadResult>;
}

export function jobVerbs(ctx: VerbContext): JobVerbs {
  const { url, record } = ctx;
  const job = async (path: string, request?: RequestOptions) => ({
    data: (await record(path, request)) as BackgroundJob,
  });
  const download = downloadVerb(ctx);
  return {
    emailCsvExport: (resource, { filter = {} }) =>
      job(`${url(resource)}/email_csv_export`, { method: 'POST', query: filter as QueryParams }),

    startImport: (resource, { attachmentId, call = 'import' }) =>
      job(`${url(resource)}/${call}`, {
        method: 'POST',
        body: toDocument('import', { attachment_id: String(attachmentId) }),
      }),

    getJob: ({ id, signal }) => job(url(JOBS_RESOURCE, id), { signal }),

    downloadJobFile: ({ id, file, filename }) =>
      download(`${url(JOBS_RESOURCE, id)}/${file}`, { filename }),
  };
}
