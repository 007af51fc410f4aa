import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AppModule from '../App';
import type * as Providers from '../providers';
import { listAnswer } from '../registries/testAdmin';

// In the real console, /crm/action_histories/background_jobs is the jobs screen, no longer the
// event log it used to fall through to.
const origin = window.location.origin;
const requests: string[] = [];
const server = setupServer(
  http.get(`${origin}/v1/admin/current`, () =>
    HttpResponse.json({
      data: {
        type: 'admin',
        id: '1',
        attributes: { user_full_name: 'Сотрудник', role: 'etp_admin', region_id: '60' },
      },
    }),
  ),
  http.get(`${origin}/v1/admin/background_jobs`, ({ request }) => {
    requests.push(new URL(request.url).pathname);
    return HttpResponse.json(
      listAnswer('background_job', [
        {
          id: 5,
          kind: 'import',
          kind_title: 'Загрузка из файла',
          state: 'queued',
          progress_done: 0,
          progress_total: null,
          errors: [],
          owner_name: 'Петров Пётр',
          created_at: '2026-11-26T09:00:00Z',
          result_file: null,
          errors_file: null,
        },
      ]),
    );
  }),
  http.get(`${origin}/v1/admin/action_histories`, ({ request }) => {
    requests.push(new URL(request.url).pathname);
    return HttpResponse.json(listAnswer('action_history', []));
  }),
  http.get(`${origin}/v1/admin/*`, () => HttpResponse.json(listAnswer('x', []))),
);
// Fresh modules for this file: web files share a worker (isolate: false), and another file's
// late work on the shared token store signed this console out in full runs.
let App: typeof AppModule.App;
let tokenStore: typeof Providers.tokenStore;
beforeAll(async () => {
  vi.resetModules();
  ({ App } = await import('../App'));
  ({ tokenStore } = await import('../providers'));
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  tokenStore.clear();
  requests.length = 0;
});
afterAll(() => server.close());

describe('/crm/action_histories/background_jobs', () => {
  it('opens the background jobs list', async () => {
    tokenStore.set('jwt-background-jobs');
    window.history.pushState({}, '', '/crm/action_histories/background_jobs');
    render(<App />);
    expect(await screen.findByText('Петров Пётр', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Загрузка из файла')).toBeInTheDocument();
    expect(requests).toContain('/v1/admin/background_jobs');
    expect(requests).not.toContain('/v1/admin/action_histories');
  }, 40_000);

  it('is linked from the event log', async () => {
    tokenStore.set('jwt-background-jobs-link');
    window.history.pushState({}, '', '/crm/action_histories');
    render(<App />);
    const link = await screen.findByRole('link', { name: 'Фоновые задания' }, { timeout: 30_000 });
    fireEvent.click(link);
    expect(await screen.findByText('Петров Пётр')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/crm/action_histories/background_jobs');
  }, 40_000);
});
