/**
 * The set-up of the console tests that follow a background job through its polls: the registry
 * API of ../registries/testAdmin, the real timers back after each test (the polls are followed on
 * fake ones), and the job as `GET /v1/admin/background_jobs/{id}` answers it.
 */
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import { ADMIN, oneAnswer, setupRegistryApi } from '../registries/testAdmin';

export function setupJobApi() {
  const api = setupRegistryApi();
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  return api;
}

/** A queued e-mailed export of the settlements, nothing done yet; `attributes` on top. */
export const backgroundJob = (attributes: Record<string, unknown>) => ({
  id: 7,
  kind: 'email_csv_export',
  kind_title: 'Выгрузка на почту',
  state: 'queued',
  params: { registry: 'settlements' },
  progress_done: 0,
  progress_total: null,
  result: null,
  errors: [],
  error_message: null,
  attempts: 0,
  owner_name: 'Иванов Иван',
  created_at: '2026-11-26T09:00:00Z',
  started_at: null,
  finished_at: null,
  result_file: null,
  errors_file: null,
  ...attributes,
});

type Job = (attributes: Record<string, unknown>) => { id: number };

/**
 * The msw handlers of a job that `POST start` queues (202) and the console then polls: `running`
 * at the first poll, `done` at every later one. `polls()` counts the polls.
 */
export function polledJob(
  start: string,
  job: Job,
  running: Record<string, unknown>,
  done: Record<string, unknown>,
) {
  let polls = 0;
  return {
    handlers: [
      http.post(start, () =>
        HttpResponse.json(oneAnswer('background_job', job({})), { status: 202 }),
      ),
      http.get(`${ADMIN}/background_jobs/${job({}).id}`, () => {
        polls++;
        return HttpResponse.json(oneAnswer('background_job', job(polls === 1 ? running : done)));
      }),
    ],
    polls: () => polls,
  };
}
