/**
 * Retry and cancel of background jobs (issue 19 "background jobs"), for the job's owner and for
 * readers of every job with an unscoped view (ЕОГ, etp_admin, the auditors):
 *
 *   POST /v1/admin/background_jobs/:id/cancel   a queued or running job → 'cancelled'; its
 *                                               worker's completion is then ignored (the
 *                                               completing UPDATE checks the lease holder)
 *   POST /v1/admin/background_jobs/:id/retry    a failed or cancelled job → queued again from
 *                                               the start, with its attempts renewed
 * Anything else is a 422 naming the job's state.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFor } from '../../src/access/scoping';
import { jobStateLabels, type JobState } from '../../src/domain/backgroundJobs';
import { adminOf } from '../auth/guard';
import { NotFound, Unprocessable } from '../jsonapi/errors';
import { JobDocument, JobIdParams, jobDocument, visibleJob } from './routes';
import { responses } from '../http/schemas';
import { JOBS_PATH } from './resource';

/** The job's owner, or a reader of everyone's jobs with an unscoped view. */
function mayControl(request: FastifyRequest, ownerId: string | null): boolean {
  const admin = adminOf(request);
  return String(ownerId) === admin.id || scopeFor(admin).kind === 'all';
}

const moves = {
  cancel: {
    from: ['queued', 'running'],
    sql: `UPDATE background_jobs SET state = 'cancelled', locked_by = NULL, locked_until = NULL,
            finished_at = now(), updated_at = now(), error_message = 'Задание отменено'
          WHERE id = $1 AND state IN ('queued', 'running')`,
  },
  retry: {
    from: ['failed', 'cancelled'],
    sql: `UPDATE background_jobs SET state = 'queued', attempts = 0, run_after = now(),
            progress_done = 0, error_message = NULL, errors = NULL, errors_attachment_id = NULL,
            result = NULL, result_attachment_id = NULL, started_at = NULL, finished_at = NULL,
            locked_by = NULL, locked_until = NULL, updated_at = now()
          WHERE id = $1 AND state IN ('failed', 'cancelled')`,
  },
} as const;

export function registerJobControls(app: FastifyInstance): void {
  // The params' type comes from the route's TypeBox schema, not a hand-written generic.
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const [verb, move] of Object.entries(moves)) {
    typed.post(
      `${JOBS_PATH}/:id/${verb}`,
      {
        config: { access: 'admin' },
        schema: { params: JobIdParams, response: responses({ 200: JobDocument }) },
      },
      async (request) => {
        const job = await visibleJob(request, request.params.id);
        if (!mayControl(request, job.owner_admin_id)) throw new NotFound();
        if (!(move.from as readonly string[]).includes(job.state)) {
          throw new Unprocessable([
            {
              field: 'state',
              code: 'invalid_state',
              title: 'Состояние',
              detail: `Задание в состоянии «${jobStateLabels[job.state as JobState] ?? job.state}»`,
            },
          ]);
        }
        await app.db.query(move.sql, [job.id]);
        // The response schema documents the answer (server/http/schemas.ts); the document is
        // built by the JSON:API serializer, whose type is wider than the schema's.
        return jobDocument(request, await visibleJob(request, job.id)) as never;
      },
    );
  }
}
