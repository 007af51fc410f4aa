/**
 * The background jobs of the console (issue 16 "Background jobs"):
 *
 *   GET  /v1/admin/background_jobs                 the caller's jobs, newest first; holders of
 *                                                  admin_background_jobs_read see everyone's
 *                                                  (filters: state, kind, owner_admin_id)
 *   GET  /v1/admin/background_jobs/:id             one job (its owner or a reader), else 404
 *   GET  /v1/admin/background_jobs/:id/result      the result file (`?transfer=download_url`
 *   GET  /v1/admin/background_jobs/:id/errors_file  → a signed link; default the bytes): the
 *                                                  owner's, or anyone's for an unscoped reader
 *   POST /v1/admin/background_jobs/multipart_upload_{start,url,complete}
 *                                                  the upload of a file to import (XLSX, CSV),
 *                                                  the shared multipart protocol
 *
 * The per-registry calls that start jobs (`<path>/email_csv_export`, `<path>/import`) are
 * registered by ./registryRoutes.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holdsKey } from '../../src/access/canAccess';
import { scopeFor } from '../../src/access/scoping';
import {
  importFileExtensions,
  importFileMaxBytes,
  jobStates,
} from '../../src/domain/backgroundJobs';
import { adminOf } from '../auth/guard';
import { pathId, rawQuery } from '../http/request';
import { NotFound } from '../jsonapi/errors';
import { filterIds, filterList, parseListQuery } from '../jsonapi/query';
import { list, single } from '../jsonapi/serialize';
import { Where } from '../db/sql';
import { adminFullNameSql } from '../registries/references';
import { findAttachment } from '../storage/attachments';
import { uploadRoutes, type UploadTarget } from '../storage/multipart';
import { answerTransfer, transferOf } from '../storage/transfer';
import type { JobRow } from './queue';
import { registerJobControls } from './control';
import { Type } from 'typebox';
import { BackgroundJobAttributes } from '../../src/domain/backgroundJobSchema';
import {
  FileAnswer,
  listDocument,
  listQuery,
  QueryList,
  resourceDocument,
  responses,
  TransferQuery,
  uploadSchemas,
} from '../http/schemas';
import { jobFiles, jobResource, JOBS_PATH, type JobWithNames } from './resource';

/** What an import accepts: the formats the engine reads, 50 MB at most. */
export const importFileRules = {
  extensions: importFileExtensions,
  maxBytes: importFileMaxBytes,
};
export const IMPORT_FILE_KIND = 'import_file';

/** One job's answer, described by the shared shape (the console's type comes from it too). */
export const JobDocument = resourceDocument(BackgroundJobAttributes);

/** A job's id; another spelling is a job not found (`visibleJob`). */
export const JobIdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });
const listQuerySchema = listQuery({
  owner_admin_id: Type.Optional(QueryList),
  'owner_admin_id[]': Type.Optional(QueryList),
  state: Type.Optional(QueryList),
  'state[]': Type.Optional(QueryList),
  kind: Type.Optional(QueryList),
  'kind[]': Type.Optional(QueryList),
});

function canReadAll(request: FastifyRequest): boolean {
  return holdsKey(adminOf(request), 'admin_background_jobs_read');
}

const SELECT = `SELECT j.*, ${adminFullNameSql('a')} AS owner_name
  FROM background_jobs j LEFT JOIN admin_users a ON a.id = j.owner_admin_id`;

/** The job if the caller may see it: their own, or anyone's for a reader; else 404. */
export async function visibleJob(request: FastifyRequest, id: string): Promise<JobWithNames> {
  const [job] = await request.server.db.query<JobWithNames>(`${SELECT} WHERE j.id = $1`, [
    pathId(id),
  ]);
  if (!job) throw new NotFound();
  if (!canReadAll(request) && String(job.owner_admin_id) !== adminOf(request).id)
    throw new NotFound();
  return job;
}

/** The caller's own job, or any job for a reader with an unscoped view. */
function mayDownload(request: FastifyRequest, job: JobRow): boolean {
  const admin = adminOf(request);
  return String(job.owner_admin_id) === admin.id || scopeFor(admin).kind === 'all';
}

/** `{data: job}` with its files. */
export async function jobDocument(request: FastifyRequest, job: JobWithNames) {
  const files = await jobFiles(request.server.db, [job]);
  return single(jobResource(job, files, mayDownload(request, job)));
}

export default async function backgroundJobRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  registerJobControls(app);

  app.get(
    JOBS_PATH,
    {
      config: { access: 'admin' },
      schema: {
        querystring: listQuerySchema,
        response: responses({ 200: listDocument(BackgroundJobAttributes) }),
      },
    },
    async (request) => {
      const q = parseListQuery(rawQuery(request));
      const where = new Where();
      if (canReadAll(request)) {
        const owners = filterIds(q.filters, 'owner_admin_id');
        if (owners.length) where.and(`j.owner_admin_id = ANY(${where.p(owners)}::bigint[])`);
      } else {
        where.and(`j.owner_admin_id = ${where.p(adminOf(request).id)}`);
      }
      const states = filterList(q.filters, 'state').filter((s) =>
        (jobStates as readonly string[]).includes(s),
      );
      if (states.length) where.and(`j.state = ANY(${where.p(states)}::text[])`);
      const kinds = filterList(q.filters, 'kind');
      if (kinds.length) where.and(`j.kind = ANY(${where.p(kinds)}::text[])`);
      const order = q.orderType === 'asc' ? 'ASC' : 'DESC';
      const [count] = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM background_jobs j ${where}`,
        where.params,
      );
      const rows = await db.query<JobWithNames>(
        `${SELECT} ${where} ORDER BY j.id ${order} LIMIT ${q.per} OFFSET ${q.offset}`,
        where.params,
      );
      const files = await jobFiles(db, rows);
      return list(
        rows.map((r) => jobResource(r, files, mayDownload(request, r))),
        { ...q, total: Number(count?.n ?? 0) },
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    `${JOBS_PATH}/:id`,
    {
      config: { access: 'admin' },
      schema: {
        params: JobIdParams,
        response: responses({ 200: JobDocument }),
      },
    },
    async (request) => jobDocument(request, await visibleJob(request, request.params.id)),
  );

  for (const [route, column] of [
    ['result', 'result_attachment_id'],
    ['errors_file', 'errors_attachment_id'],
  ] as const) {
    app.get<{ Params: { id: string } }>(
      `${JOBS_PATH}/:id/${route}`,
      {
        config: { access: 'admin' },
        schema: {
          params: JobIdParams,
          querystring: TransferQuery,
          response: responses({ 200: FileAnswer }),
        },
      },
      async (request, reply) => {
        const job = await visibleJob(request, request.params.id);
        // Another's file may hold records outside a scoped reader's region or organization:
        // readers see every job, but download others' files only with an unscoped view.
        if (!mayDownload(request, job)) throw new NotFound();
        const fileId = job[column];
        const file = fileId ? await findAttachment(db, String(fileId)) : undefined;
        return answerTransfer(request, reply, file, transferOf(request) ?? 'binary', {
          url: `${JOBS_PATH}/${job.id}/${route}`,
        });
      },
    );
  }

  const target: UploadTarget = { rules: importFileRules, kind: IMPORT_FILE_KIND };
  uploadRoutes(
    app,
    `${JOBS_PATH}/multipart_upload`,
    (step) => ({ config: { access: 'admin' }, schema: uploadSchemas[step] }),
    async (request) => [adminOf(request), target],
  );
}
