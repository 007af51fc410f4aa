import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Form } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { JOB_POLL_MS } from '../backgroundJobs/JobProgress';
import { backgroundJob, polledJob, setupJobApi } from '../backgroundJobs/testJobs';
import { ADMIN, listAnswer, oneAnswer } from '../registries/testAdmin';
import { PublishButton } from './PublishButton';
import { designTexts } from './texts';
import { renderInRecord } from './testRecord';

// A publication whose values move runs as a background job (issue 38): the dialog follows it.
const { server, requests } = setupJobApi();

const job = (attributes: Record<string, unknown>) =>
  backgroundJob({
    id: 77,
    kind: 'registry_publication',
    kind_title: 'Публикация реестра',
    params: { registry: 'meters' },
    owner_name: null,
    created_at: '2026-12-08T09:00:00Z',
    ...attributes,
  });

const render = (record: Record<string, unknown>) =>
  renderInRecord(
    '/publish',
    { id: 5, code: 'meters', draft_version: 2, ...record },
    <Form>
      <PublishButton />
    </Form>,
  );

describe('publishing a design whose values move', () => {
  it('follows the job to the publication', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const publication = polledJob(
      `${ADMIN}/registry_designs/5/publish`,
      job,
      { state: 'running', progress_done: 5000, progress_total: 12000 },
      { state: 'done', progress_done: 12000, progress_total: 12000 },
    );
    server.use(
      http.get(`${ADMIN}/registry_designs/5/plan`, () =>
        HttpResponse.json(
          oneAnswer('registry_plan', {
            id: 5,
            steps: [{ kind: 'backfill', text: 'Перенести значения поля «Мощность»' }],
            refusals: [],
            conversions: [],
          }),
        ),
      ),
      ...publication.handlers,
      http.get(`${ADMIN}/*`, () => HttpResponse.json(listAnswer('x', []))),
    );
    render({});
    fireEvent.click(await screen.findByRole('button', { name: designTexts.publish }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Перенести значения поля «Мощность»')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: designTexts.publish }));

    expect(await screen.findByText(designTexts.publishing)).toBeInTheDocument();
    expect(await screen.findByText('5000 из 12000')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      designTexts.published,
    );
    expect(requests).toContain('POST /v1/admin/registry_designs/5/publish');
  });

  it('opens on the job of a publication in progress, and shows why it failed', async () => {
    const refusal =
      'Поле «Мощность»: 1 из 6 записей не переводятся в «Дробное число» (№6: «много»)';
    server.use(
      http.get(`${ADMIN}/background_jobs/77`, () =>
        HttpResponse.json(
          oneAnswer('background_job', job({ state: 'failed', error_message: refusal })),
        ),
      ),
      http.get(`${ADMIN}/*`, () => HttpResponse.json(listAnswer('x', []))),
    );
    render({ publication_job_id: '77' });
    fireEvent.click(await screen.findByRole('button', { name: designTexts.publish }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByText(designTexts.publishFailed)).toBeInTheDocument();
    expect(requests.some((r) => r.includes('/plan') || r.includes('/publish'))).toBe(false);
  });
});

describe('a type change whose values do not all convert', () => {
  it('lists each value with its records and saves its replacement into the draft', async () => {
    const power = { field_id: '2', key: 'power', kind: 'decimal', label: 'Мощность' };
    let sent: unknown;
    let plans = 0;
    const conversion = (failing: unknown[]) => ({
      key: 'power',
      label: 'Мощность',
      to: 'Дробное число',
      total: 4,
      converting: failing.length ? 1 : 4,
      failing,
      failing_values: failing.length,
    });
    server.use(
      http.get(`${ADMIN}/registry_designs/5/plan`, () => {
        plans++;
        const mapped = plans > 1;
        return HttpResponse.json(
          oneAnswer('registry_plan', {
            id: 5,
            steps: [{ kind: 'backfill', text: 'Перенести значения поля «Мощность»' }],
            refusals: mapped
              ? []
              : [{ pointer: '/fields/0/kind', message: 'Поле «Мощность»: 3 из 4 записей …' }],
            conversions: [
              conversion(mapped ? [] : [{ value: '10 МВт', count: 3, ids: ['1', '2'] }]),
            ],
          }),
        );
      }),
      http.patch(`${ADMIN}/registry_designs/5`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          oneAnswer('registry_design', {
            id: 5,
            code: 'meters',
            draft_version: 2,
            fields: [{ ...power, convert_map: [{ from: '10 МВт', to: '10' }] }],
          }),
        );
      }),
      http.get(`${ADMIN}/*`, () => HttpResponse.json(listAnswer('x', []))),
    );
    render({ fields: [power] });
    fireEvent.click(await screen.findByRole('button', { name: designTexts.publish }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/«10 МВт» — 3 записи/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '№2' })).toHaveAttribute(
      'href',
      '/crm/registries/meters/records/2',
    );
    expect(within(dialog).getByText(designTexts.andMore(1), { exact: false })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(designTexts.mapToFor('10 МВт')), {
      target: { value: ' 10 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: designTexts.mapApply }));
    expect(
      await within(dialog).findByText(designTexts.converting('Мощность', 'Дробное число', 4, 4)),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      data: {
        attributes: { fields: [{ key: 'power', convert_map: [{ from: '10 МВт', to: '10' }] }] },
      },
    });
    expect(within(dialog).getByRole('button', { name: designTexts.publish })).toBeEnabled();
  });
});
