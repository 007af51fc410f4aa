import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../src/domain/roles';
import { schedulePlanStatusLabels } from '../../src/domain/inventory';
import { schedulePlans } from '../../src/registries';
import { App } from '../App';
import { queryClient, tokenStore } from '../providers';
import { listAnswer, oneAnswer } from '../registries/testAdmin';

// /crm/object_schedule_plans?kind=homes|snt (issue 16) in the real console: the homes / СНТ
// tabs over the registry table, the bulk change on selected rows, the report buttons, and the
// create form taking its kind from the tab.
const origin = window.location.origin;
let account: Record<string, unknown> = {};
const lists: URLSearchParams[] = [];
const reports: string[] = [];
let posted: unknown;
const server = setupServer(
  http.get(`${origin}/v1/admin/current`, () =>
    HttpResponse.json({ data: { type: 'admin', id: '1', attributes: account } }),
  ),
  http.get(`${origin}/v1/admin/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/admin/schedule_plans`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    lists.push(query);
    const snt = query.get('kind') === 'snt';
    return HttpResponse.json(
      listAnswer('schedule_plan', [
        {
          id: snt ? 2 : 1,
          kind: snt ? 'snt' : 'homes',
          object_title: snt ? 'СНТ «Рассвет»' : 'Псковский район, д. Неёлово, ул. Лесная, д. 5',
          region_id: null,
          settlement_id: null,
          organization_id: null,
          status: snt ? 'planned' : 'gas_started',
          network_plan_date: '2025-04-01',
          network_fact_date: snt ? null : '2025-04-03',
          lead_id: null,
        },
      ]),
    );
  }),
  http.get(`${origin}/v1/admin/schedule_plans/summary_report`, ({ request }) => {
    reports.push(new URL(request.url).search);
    return new HttpResponse('Регион;ГРО\r\n', {
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="s.csv"',
      },
    });
  }),
  http.post(`${origin}/v1/admin/schedule_plans`, async ({ request }) => {
    posted = await request.json();
    return HttpResponse.json(oneAnswer('schedule_plan', { id: 9, kind: 'snt' }), { status: 201 });
  }),
  http.get(`${origin}/v1/admin/regions`, () =>
    HttpResponse.json(listAnswer('region', [{ id: 60, name: 'Псковская область' }])),
  ),
  http.get(`${origin}/v1/admin/organizations`, () =>
    HttpResponse.json(
      listAnswer('organization', [{ id: 7, name: 'АО «Газпром газораспределение Псков»' }]),
    ),
  ),
  http.get(`${origin}/v1/admin/leads/suggestions/:uid`, () =>
    HttpResponse.json(listAnswer('lead', [{ id: 31, uid: '60-ПС-000101', status: 'registered' }])),
  ),
  http.get(`${origin}/v1/admin/*`, () => HttpResponse.json(listAnswer('x', []))),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // A saved report is an <a download> click: not a navigation here.
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  tokenStore.clear();
  // The console's query cache outlives a render: another role's permissions must not show.
  queryClient.clear();
  lists.length = 0;
  reports.length = 0;
  posted = undefined;
});
afterAll(() => server.close());

function openAs(role: Role, path: string) {
  account = { user_full_name: 'Сотрудник', role, organization_id: '7', region_id: '60' };
  tokenStore.set(`jwt-plans-${role}-${path}`);
  window.history.pushState({}, '', path);
  render(<App />);
}

describe('/crm/object_schedule_plans', () => {
  it('lists the homes tab, switches to СНТ, offers the bulk change and reports', async () => {
    openAs('etp_admin', '/crm/object_schedule_plans?kind=homes');
    const cell = await screen.findByText(
      'Псковский район, д. Неёлово, ул. Лесная, д. 5',
      {},
      { timeout: 30_000 },
    );
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText(schedulePlanStatusLabels.gas_started)).toBeInTheDocument();
    expect(lists[0]!.get('kind')).toBe('homes');
    expect(
      screen.getByRole('columnheader', { name: new RegExp(schedulePlans.fields.status.label) }),
    ).toBeInTheDocument();
    // The tab is the kind: no kind filter input.
    expect(screen.queryByLabelText(schedulePlans.fields.kind.label)).toBeNull();

    // A selected row offers the bulk change.
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByText('Изменить выбранные')).toBeInTheDocument();

    // The summary report of the homes tab, with the list's filters.
    fireEvent.click(screen.getByRole('button', { name: 'Сводный отчёт' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(reports).toHaveLength(1));
    // The homes call itself: the tab's kind is the path (`summary_report_snt` for СНТ).
    expect(reports[0]).toContain('format=csv');

    fireEvent.click(screen.getByRole('tab', { name: 'СНТ' }));
    expect(await screen.findByText('СНТ «Рассвет»')).toBeInTheDocument();
    expect(lists.at(-1)!.get('kind')).toBe('snt');
    expect(window.location.search).toBe('?kind=snt');
  }, 60_000);

  it('imports a file into the tab kind: import_snt on the СНТ tab, the rows written', async () => {
    const imported: string[] = [];
    const done = {
      id: 12,
      kind: 'import',
      kind_title: 'Загрузка из файла',
      state: 'done',
      params: { registry: 'object_schedule_plans', call: 'import_snt' },
      progress_done: 2,
      progress_total: 2,
      result: { rows: 2, created: 1, updated: 1, unchanged: 0 },
      errors: [],
      error_message: null,
      attempts: 1,
      owner_name: 'Сотрудник',
      created_at: '2026-11-26T09:00:00Z',
      started_at: '2026-11-26T09:00:01Z',
      finished_at: '2026-11-26T09:00:02Z',
      result_file: null,
      errors_file: null,
    };
    server.use(
      http.post(`${origin}/v1/admin/background_jobs/multipart_upload_start`, () =>
        HttpResponse.json(oneAnswer('attachment', { id: 44, upload_id: 'u-1' }), { status: 201 }),
      ),
      http.post(`${origin}/v1/admin/background_jobs/multipart_upload_url`, () =>
        HttpResponse.json(
          oneAnswer('attachment', { id: 44, upload_url: `${origin}/v1/storage/parts/u-1/1` }),
        ),
      ),
      http.put(`${origin}/v1/storage/parts/u-1/1`, () =>
        HttpResponse.text('', { headers: { ETag: '"abc"' } }),
      ),
      http.post(`${origin}/v1/admin/background_jobs/multipart_upload_complete`, () =>
        HttpResponse.json(oneAnswer('attachment', { id: 44, original_filename: 'p.csv' })),
      ),
      http.post(`${origin}/v1/admin/schedule_plans/:call`, ({ params }) => {
        imported.push(String(params.call));
        return HttpResponse.json(oneAnswer('background_job', done), { status: 202 });
      }),
      http.get(`${origin}/v1/admin/background_jobs/12`, () =>
        HttpResponse.json(oneAnswer('background_job', done)),
      ),
    );
    openAs('etp_admin', '/crm/object_schedule_plans?kind=snt');
    await screen.findByText('СНТ «Рассвет»', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Загрузить из файла' }));
    const file = new File(['Регион;ГРО\n'], 'p.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByTestId('import-file'), { target: { files: [file] } });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(imported).toEqual(['import_snt']));
    expect(await within(dialog).findByText(/Добавлено: 1 · Изменено: 1/)).toBeInTheDocument();
  }, 60_000);

  it('offers no import without the plans\u2019 import or update key', async () => {
    openAs('operator', '/crm/object_schedule_plans?kind=homes');
    await screen.findByText(
      'Псковский район, д. Неёлово, ул. Лесная, д. 5',
      {},
      { timeout: 30_000 },
    );
    // The ГРО operator edits plans but holds no import key.
    expect(screen.queryByRole('button', { name: 'Загрузить из файла' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Выгрузить' })).toBeInTheDocument();
  }, 60_000);

  it('creates a plan of the tab kind: the СНТ input, not the home', async () => {
    openAs('etp_admin', '/crm/object_schedule_plans/new?kind=snt');
    expect(
      await screen.findByLabelText(schedulePlans.fields.snt_id.label, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(schedulePlans.fields.home_id.label)).toBeNull();
    expect(screen.getByLabelText(schedulePlans.fields.lead_id.label)).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: schedulePlans.fields.kind.label }),
    ).toHaveTextContent('СНТ');
  }, 60_000);

  it('saves a plan by address with its ГРО and the lead found by its number', async () => {
    const user = userEvent.setup();
    openAs('etp_admin', '/crm/object_schedule_plans/new?kind=snt');
    await user.type(
      await screen.findByRole('textbox', { name: /Адрес объекта/ }, { timeout: 30_000 }),
      'Псковский р-н, СНТ «Юбилейное»',
    );
    await user.type(screen.getByRole('combobox', { name: /Регион/ }), 'Пско');
    await user.click(await screen.findByRole('option', { name: 'Псковская область' }));
    await user.type(screen.getByRole('combobox', { name: /ГРО/ }), 'Псков');
    await user.click(
      await screen.findByRole('option', { name: 'АО «Газпром газораспределение Псков»' }),
    );
    await user.type(screen.getByRole('combobox', { name: 'Заявка' }), '60-ПС');
    await user.click(
      await screen.findByRole('option', { name: /60-ПС-000101/ }, { timeout: 5000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posted).toBeDefined(), { timeout: 10_000 });
    expect(posted).toMatchObject({
      data: {
        type: 'schedule_plan',
        attributes: {
          kind: 'snt',
          object_address: 'Псковский р-н, СНТ «Юбилейное»',
          region_id: '60',
          organization_id: '7',
          lead_id: '31',
        },
      },
    });
  }, 60_000);

  it.each<Role>(['mfc', 'services_manager'])(
    'answers 403 to %s',
    async (role) => {
      openAs(role, '/crm/object_schedule_plans');
      const denied = await screen.findAllByText('Не хватает прав для данного действия', undefined, {
        timeout: 30_000,
      });
      expect(denied.length).toBeGreaterThan(0);
    },
    60_000,
  );
});
