/**
 * Background jobs (ARCHITECTURE.md "background jobs"; issue 16): the queue (./queue.ts), the
 * in-process worker (./worker.ts) with every kind the portal runs, and the routes.
 *
 *   app.jobs                      the app's worker: `register`, `runPending`, `start`, `stop`
 *   enqueueJob(db, {kind, …})     ./queue.ts
 *   enqueueImport(tx, {…})        ./import/job.ts; runImport(…) ./import/engine.ts
 */
import { emailExportHandler, EMAIL_EXPORT_KIND } from './emailExport';
import { importHandler, IMPORT_KIND } from './import/job';
import { JobWorker, type JobDeps, type WorkerOptions } from './worker';
import { analyticsRefreshHandler, ANALYTICS_REFRESH_KIND } from '../modules/analytics/refresh';

/** The app's worker with every job kind registered. */
export function createJobWorker(deps: JobDeps, options?: WorkerOptions): JobWorker {
  const worker = new JobWorker(deps, options);
  worker.register(EMAIL_EXPORT_KIND, emailExportHandler);
  worker.register(IMPORT_KIND, importHandler);
  worker.register(ANALYTICS_REFRESH_KIND, analyticsRefreshHandler);
  return worker;
}
