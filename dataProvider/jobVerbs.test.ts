import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../src/api';
import { jsonApiDataProvider } from './index';

const origin = window.location.origin;
const API = `${origin}/v1/admin`;
const seen: { method: string; url: string; body?: unknown }[] = [];
const job = (id: string, state: string) => ({
  data: { type: 'background_job', id, attributes: { state, kind: 'import', errors: [] } },
});
const server = setupServer(
  http.post(`${API}/settlements/email_csv_export`, ({ request }) => {
    seen.push({ method: 'POST', url: request.url });
    return HttpResponse.json(job('1', 'queued'), { status: 202 });
  }),
  http.post(`${API}/settlements/import`, async ({ request }) => {
    seen.push({ method: 'POST', url: request.url, body: await request.json() });
    return HttpResponse.json(job('2', 'queued'), { status: 202 });
  }),
  http.get(`${API}/background_jobs/2`, () => HttpResponse.json(job('2', 'running'))),
  http.get(`${API}/background_jobs/2/errors_file`, ({ request }) => {
    seen.push({ method: 'GET', url: request.url });
    return HttpResponse.json({
      data: {
        type: 'attachment',
        id: '9',
        attributes: { original_filename: 'Ошибки.csv', download_url: 'https://s3.example/9' },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('job verbs', () => {
  const opened: string[] = [];
  const dataProvider = jsonApiDataProvider('/v1/admin', createHttpClient({ baseUrl: origin }), {
    openWindow: (url) => opened.push(url),
    saveBlob: () => undefined,
  });

  it('starts the e-mailed export with the filters as the list sends them', async () => {
    const { data } = await dataProvider.emailCsvExport('settlements', {
      filter: { gas_status: 'gasified', region_id: ['60', '50'], query: '' },
    });
    expect(data).toMatchObject({ id: '1', state: 'queued' });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('gas_status')).toBe('gasified');
    expect(url.searchParams.getAll('region_id[]')).toEqual(['60', '50']);
    expect(url.searchParams.has('query')).toBe(false);
  });

  it('starts an import of an uploaded file, reads the job and downloads its report', async () => {
    const started = await dataProvider.startImport('settlements', { attachmentId: 12 });
    expect(started.data.state).toBe('queued');
    expect(seen[0]!.body).toEqual({
      data: { type: 'import', attributes: { attachment_id: '12' } },
    });
    expect((await dataProvider.getJob({ id: 2 })).data.state).toBe('running');
    await dataProvider.downloadJobFile({ id: 2, file: 'errors_file' });
    expect(new URL(seen.at(-1)!.url).searchParams.get('transfer')).toBe('download_url');
    expect(opened).toEqual(['https://s3.example/9']);
  });
});
