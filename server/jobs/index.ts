/**
 * Background jobs (ARCHITECTURE.md "background jobs"; issue 16): the queue (./queue.ts), the
 * in-process worker (./worker.ts) with the generic kinds (a module registers its own), and the
 * routes.
 *
 *   app.jobs                      the app's worker: `register`, `runPending`, `start`, `stop`
 *   enqueueJob(db, {kind, …})     ./queue.ts
 *   enqueueImport(tx, owner, {…}) ./import/job.ts; runImport(…) ./import/engine.ts
 */
import { emailExportHandler, EMAIL_EXPORT_KIND } from './emailExport';
import { importHandler, IMPORT_KIND } from './import/job';
import { JobWorker, type JobDeps, type WorkerOptions } from './worker';

/** The app's worker with the generic job kinds; a module registers its own (analytics). */
export function createJobWorker(deps: JobDeps, options?: WorkerOptions): JobWorker {
  const worker = new JobWorker(deps, options);
  worker.register(EMAIL_EXPORT_KIND, emailExportHandler);
  worker.register(IMPORT_KIND, importHandler);
  return worker;
}
