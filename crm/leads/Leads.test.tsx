import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadStatusLabel } from '../../src/domain/leadStatuses';
import { leadMoveMessages } from '../../src/domain/leadTransitions';
import { regions, services, sources } from '../../src/registries';
import { operators } from '../../src/registries/operators';
import { rowStateLabels } from '../../src/registries/rowStates';
import { organizations } from '../../src/registries/organizations';
import { users } from '../../src/registries/users';
import {
  ADMIN,
  emptyLists,
  listAnswer,
  renderRegistry,
  setupRegistryApi,
} from '../registries/testAdmin';
import { leads } from './index';
import { leadReportLabel } from './LeadList';

const api = setupRegistryApi();
// react-admin keeps the list's filters in its localStorage store between renders.
afterEach(() => localStorage.clear());
const render = (path: string, keys?: readonly string[]) =>
  renderRegistry({
    definitions: [users, operators, services, organizations, regions, sources],
    path,
    keys,
    extra: <Resource name="leads" {...leads} />,
  });
const lookups = () =>
  emptyLists('services', 'organizations', 'regions', 'sources', 'admin_users', 'users');

/** A lead as the server answers it: relations as identifiers, the related records included. */
function leadResource(id: string, attributes: Record<string, unknown>) {
  return {
    type: 'lead',
    id,
    attributes,
    relationships: {
      user: { data: { type: 'user', id: '7' } },
      service: { data: { type: 'service', id: '3' } },
      organization: { data: { type: 'organization', id: '2' } },
      branch: { data: { type: 'branch', id: '4' } },
      documents: { data: [{ type: 'attachment', id: '55' }] },
    },
  };
}
const included = [
  {
    type: 'user',
    id: '7',
    attributes: { user_full_name: 'Петров Иван Сергеевич', email: 'fl@eog.test' },
  },
  { type: 'service', id: '3', attributes: { name: 'Догазификация', sla_kind: 'business' } },
  { type: 'organization', id: '2', attributes: { name: 'АО «Газпром газораспределение Псков»' } },
  { type: 'branch', id: '4', attributes: { name: 'Филиал в г. Великие Луки' } },
  {
    type: 'attachment',
    id: '55',
    attributes: {
      kind: 'passport',
      original_filename: 'паспорт.pdf',
      file_size: 2048,
      created_at: '2026-03-02T09:00:00Z',
      url: '/v1/admin/leads/1/documents/55?transfer=binary',
    },
  },
];

const inCheck = {
  uid: '60-ПС-000101',
  status: 'document_check',
  created_at: '2026-03-02T09:00:00Z',
  submitted_at: '2026-03-02T09:05:00Z',
  sla_days_remaining: 3,
  expired: false,
  is_complex: false,
  has_confidant: false,
  gas_object_address: { city: 'Псков', street: 'Рижский пр-т', house: '10' },
};

/** The list of one lead in document check. */
const oneLeadList = () =>
  http.get(`${ADMIN}/leads`, () =>
    HttpResponse.json({ data: [leadResource('1', inCheck)], included, meta: { total_count: 1 } }),
  );

/**
 * Whether a list request with `param` has gone out. The filter form and the list each debounce
 * a change by 500 ms: fake time jumps over them instead of waiting.
 */
const sentList = async (param: string) => {
  await vi.advanceTimersByTimeAsync(1100);
  await waitFor(() =>
    expect(
      api.requests.some((r) => r.startsWith('GET /v1/admin/leads?') && r.includes(param)),
    ).toBe(true),
  );
};

/** Opens 'Ещё фильтры' and adds the filter named `name` to the form. */
const addFilter = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Ещё фильтры' }));
  fireEvent.click(await screen.findByRole('menuitemcheckbox', { name }));
  await waitFor(() => expect(screen.queryAllByRole('menuitemcheckbox')).toEqual([]));
};

/** The five filters always on the lead list (crm/leads/LeadFilters.tsx). */
const alwaysOn = ['Номер заявки', 'Статус', 'Регионы', 'Организации', 'Услуга'];

describe('leads list', () => {
  // Time still runs (msw, react-query), and the debounces can be skipped.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the rows with badge and SLA, the overdue one in the danger state', async () => {
    api.server.use(
      ...lookups(),
      http.get(`${ADMIN}/leads`, () =>
        HttpResponse.json({
          data: [
            leadResource('1', inCheck),
            leadResource('2', {
              ...inCheck,
              uid: '60-ПС-000102',
              status: 'pending',
              sla_days_remaining: -2,
              expired: true,
            }),
          ],
          included,
          meta: { total_count: 2 },
        }),
      ),
    );
    render('/leads');
    // The first screen of the file pays for the lazy imports.
    expect(await screen.findByText('60-ПС-000101', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Петров Иван Сергеевич')).toHaveLength(2);
    expect(screen.getAllByText('Догазификация')).toHaveLength(2);
    expect(screen.getAllByText('Филиал в г. Великие Луки')).toHaveLength(2);
    expect(screen.getByText(leadStatusLabel('pending'))).toBeInTheDocument();
    expect(screen.getAllByText('02.03.2026')).toHaveLength(2);
    expect(screen.getByText('3 рабочих дня')).toBeInTheDocument();
    const overdue = screen.getByText('Просрочено на 2 рабочих дня');
    expect(overdue).toHaveAttribute('data-state', 'danger');
    // The whole row is in the danger state, its words read before the number (seed 001 §4).
    const overdueRow = overdue.closest('tr') as HTMLElement;
    expect(overdueRow).toHaveAttribute('data-state', 'danger');
    expect(within(overdueRow).getAllByRole('cell')[0]).toHaveTextContent(
      `${rowStateLabels.danger}: 60-ПС-000102`,
    );
    expect(screen.getByText('60-ПС-000101').closest('tr')).not.toHaveAttribute('data-state');
    // Newest first, 20 a page, the relations asked for in the same call.
    expect(api.requests).toContain(
      'GET /v1/admin/leads?page=1&per=20&order_type=desc&included=user,service,organization,branch',
    );
    expect(screen.getByRole('link', { name: 'Создать заявку' })).toHaveAttribute(
      'href',
      '/leads/new',
    );
    // A row opens the card at the seed's /leads/edit/{id}.
    api.server.use(
      http.get(`${ADMIN}/leads/1`, () =>
        HttpResponse.json({ data: leadResource('1', inCheck), included }),
      ),
      http.get(`${ADMIN}/leads/1/status_moves`, () =>
        HttpResponse.json({ data: null, meta: { allowed_statuses: [] } }),
      ),
    );
    fireEvent.click(screen.getByText('60-ПС-000101'));
    expect(await screen.findByRole('heading', { name: 'Заявка № 60-ПС-000101' })).toBeTruthy();
  });

  it('filters by number and by several statuses with the seed keys', async () => {
    api.server.use(
      ...lookups(),
      http.get(`${ADMIN}/leads`, () => HttpResponse.json(listAnswer('lead', []))),
    );
    render('/leads');
    const search = await screen.findByRole('search');
    fireEvent.change(within(search).getByLabelText('Номер заявки'), {
      target: { value: '60-ПС' },
    });
    await waitFor(() =>
      expect(api.requests.some((r) => r.includes('/leads?') && r.includes('uid=60-ПС'))).toBe(true),
    );
    fireEvent.mouseDown(within(search).getByRole('combobox', { name: 'Статус' }));
    fireEvent.click(await screen.findByRole('option', { name: leadStatusLabel('pending') }));
    fireEvent.click(await screen.findByRole('option', { name: leadStatusLabel('denied') }));
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.includes('status[]=pending') && r.includes('status[]=denied')),
      ).toBe(true),
    );
    for (const label of alwaysOn)
      expect(within(search).getAllByLabelText(label).length).toBeGreaterThan(0);
  });

  it('keeps five filters on, the others behind «Ещё фильтры», remembered for the user', async () => {
    api.server.use(
      ...lookups(),
      http.get(`${ADMIN}/leads`, () => HttpResponse.json(listAnswer('lead', []))),
    );
    // Another user of the browser chose «Источники»: not this user's choice.
    localStorage.setItem('eog.crm.shown_filters.leads.2', JSON.stringify(['source_ids']));
    const first = render('/leads');
    const search = await screen.findByRole('search');
    const shown = () =>
      [...search.querySelectorAll('[data-source]')].map((e) => e.getAttribute('data-source'));
    expect(shown()).toEqual(['uid', 'status', 'region_ids', 'organization_ids', 'service']);
    expect(within(search).queryByLabelText('Источники')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ещё фильтры' }));
    const items = await screen.findAllByRole('menuitemcheckbox');
    const offered = items.map((item) => item.textContent);
    expect(offered).toHaveLength(19);
    expect(offered).toEqual(expect.arrayContaining(['Источники', 'Просрочена', 'Филиалы']));
    expect(offered).not.toEqual(expect.arrayContaining(alwaysOn));
    fireEvent.keyDown(items[0]!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryAllByRole('menuitemcheckbox')).toEqual([]));

    await addFilter('Просрочена');
    await addFilter('Источники');
    expect(shown().slice(5)).toEqual(['source_ids', 'expired']);
    expect(localStorage.getItem('eog.crm.shown_filters.leads.1')).toBe('["expired","source_ids"]');
    // Removed with its icon, it goes back to the menu.
    const sources = search.querySelector('[data-source="source_ids"]') as HTMLElement;
    fireEvent.click(within(sources).getByTitle('Убрать фильтр'));
    await waitFor(() => expect(shown()).not.toContain('source_ids'));

    // The next visit of the same user opens with the filter they added.
    first.unmount();
    render('/leads');
    const again = await screen.findByRole('search');
    expect(within(again).getByRole('combobox', { name: 'Просрочена' })).toBeInTheDocument();
    expect(within(again).queryByLabelText('Источники')).toBeNull();
  });

  it('shows a hidden filter that holds a value, and the clear button empties every one', async () => {
    api.server.use(
      ...lookups(),
      http.get(`${ADMIN}/leads`, () => HttpResponse.json(listAnswer('lead', []))),
    );
    render(`/leads?filter=${encodeURIComponent('{"expired":"true","uid":"60-ПС"}')}`);
    const search = await screen.findByRole('search');
    expect(within(search).getByRole('combobox', { name: 'Просрочена' })).toHaveTextContent('Да');
    await sentList('expired=true');
    fireEvent.click(within(search).getByRole('button', { name: 'Очистить' }));
    await waitFor(() =>
      expect(api.requests.at(-1)).toBe(
        'GET /v1/admin/leads?page=1&per=20&order_type=desc&included=user,service,organization,branch',
      ),
    );
    expect(within(search).getByLabelText('Номер заявки')).toHaveValue('');
    // Not added by the user: without its value it hides again.
    await waitFor(() => expect(within(search).queryByLabelText('Просрочена')).toBeNull());
    expect(within(search).getByRole('button', { name: 'Очистить' })).toBeDisabled();
  });

  it('offers neither create nor the filters without their keys', async () => {
    api.server.use(...lookups(), oneLeadList());
    render('/leads', ['admin_leads_read']);
    expect(await screen.findByText('60-ПС-000101')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Создать заявку' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('button', { name: leadReportLabel })).toBeNull();
  });

  it('downloads the report of the list as it is filtered', async () => {
    api.server.use(
      ...lookups(),
      oneLeadList(),
      http.get(`${ADMIN}/lead_reports/export`, () =>
        HttpResponse.text('uid;status', { headers: { 'content-type': 'text/csv' } }),
      ),
    );
    render('/leads', ['admin_leads_read', 'admin_leads_filter', 'admin_leads_report']);
    const search = await screen.findByRole('search');
    fireEvent.change(within(search).getByLabelText('Номер заявки'), {
      target: { value: '60-ПС' },
    });
    await waitFor(() =>
      expect(api.requests.some((r) => r.includes('/leads?') && r.includes('uid=60-ПС'))).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: leadReportLabel }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Экспорт в CSV' }));
    await waitFor(() =>
      expect(api.requests).toContain('GET /v1/admin/lead_reports/export?uid=60-ПС&format=csv'),
    );
  });

  it('filters by branch, personal manager and applicant through their pickers', async () => {
    // The first handler answering a path wins: these before the empty lookups.
    api.server.use(
      http.get(`${ADMIN}/organizations`, () =>
        HttpResponse.json(listAnswer('organization', [{ id: 2, name: 'АО «Газпром Псков»' }])),
      ),
      http.get(`${ADMIN}/organizations/2/branches`, () =>
        HttpResponse.json(listAnswer('branch', [{ id: 4, name: 'Великолукский филиал' }])),
      ),
      http.get(`${ADMIN}/admin_users`, () =>
        HttpResponse.json(listAnswer('admin_user', [{ id: 15, full_name: 'Оператор Псков' }])),
      ),
      http.get(`${ADMIN}/users`, () =>
        HttpResponse.json(listAnswer('user', [{ id: 7, user_full_name: 'Петров Иван Сергеевич' }])),
      ),
      ...lookups(),
      http.get(`${ADMIN}/leads`, () => HttpResponse.json(listAnswer('lead', []))),
    );
    render('/leads');
    const search = await screen.findByRole('search');
    const pick = async (label: string, option: string) => {
      const input = within(search).getByRole('combobox', { name: label });
      input.focus();
      fireEvent.change(input, { target: { value: option.slice(0, 4) } });
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };

    for (const name of ['Филиалы', 'Персональный менеджер', 'Заявитель']) await addFilter(name);
    // Branches are the chosen organization's.
    expect(within(search).getByRole('combobox', { name: 'Филиалы' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await pick('Организации', 'АО «Газпром Псков»');
    await sentList('organization_ids[]=2');
    await waitFor(() =>
      expect(within(search).getByRole('combobox', { name: 'Филиалы' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    fireEvent.mouseDown(within(search).getByRole('combobox', { name: 'Филиалы' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Великолукский филиал' }));
    await sentList('branch_ids[]=4');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    await pick('Персональный менеджер', 'Оператор Псков');
    await sentList('admin_id=15');
    expect(
      api.requests.some((r) => r.startsWith('GET /v1/admin/admin_users?') && r.includes('per=10')),
    ).toBe(true);
    await pick('Заявитель', 'Петров Иван Сергеевич');
    await sentList('user_id=7');
  });

  it('filters by object address, SLA days left, contract in writing and ТУ status', async () => {
    api.server.use(
      ...lookups(),
      http.get(`${ADMIN}/leads`, () => HttpResponse.json(listAnswer('lead', []))),
    );
    render('/leads');
    const search = await screen.findByRole('search');
    for (const name of [
      'Регион объекта',
      'Район объекта',
      'Адрес объекта',
      'Статус согласования ТУ',
      'Осталось дней по сроку, не более',
      'Договор в письменной форме',
    ])
      await addFilter(name);
    for (const [label, key, value] of [
      ['Регион объекта', 'gas_object_region', 'Псковская'],
      ['Район объекта', 'gas_object_area', 'Великолукский'],
      ['Адрес объекта', 'gas_object_title', 'Рижский'],
      ['Статус согласования ТУ', 'specification_agreement_status', 'agreed'],
    ] as const) {
      fireEvent.change(within(search).getByLabelText(label), { target: { value } });
      await sentList(`${key}=${value}`);
    }

    // Only what the server takes: up to four digits, negative for the overdue.
    const days = within(search).getByLabelText('Осталось дней по сроку, не более');
    fireEvent.change(days, { target: { value: 'три' } });
    fireEvent.blur(days);
    expect(await within(search).findByText('Поле заполнено некорректно')).toBeInTheDocument();
    fireEvent.change(days, { target: { value: '-2' } });
    await sentList('sla_days_remaining=-2');
    expect(api.requests.some((r) => r.includes('sla_days_remaining=три'))).toBe(false);

    fireEvent.mouseDown(
      within(search).getByRole('combobox', { name: 'Договор в письменной форме' }),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Да' }));
    await sentList('is_writing=true');
  });
});

describe('lead card', () => {
  const card = (allowed: string[]) =>
    api.server.use(
      http.get(`${ADMIN}/leads/1`, () =>
        HttpResponse.json({ data: leadResource('1', inCheck), included }),
      ),
      http.get(`${ADMIN}/leads/1/status_moves`, () =>
        HttpResponse.json({
          data: { type: 'lead', id: '1', attributes: { status: 'document_check' } },
          meta: { allowed_statuses: allowed },
        }),
      ),
    );

  it('shows only the allowed moves, each with its label', async () => {
    card(['pending', 'in_progress', 'denied']);
    render('/leads/edit/1');
    expect(await screen.findByRole('heading', { name: 'Заявка № 60-ПС-000101' })).toBeTruthy();
    const actions = await screen.findByRole('region', { name: 'Смена статуса' });
    const buttons = await within(actions).findAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      `Обновить: ${leadStatusLabel('pending')}`,
      `Обновить: ${leadStatusLabel('in_progress')}`,
      `Обновить: ${leadStatusLabel('denied')}`,
    ]);
    expect(within(actions).queryByText(leadStatusLabel('annulled'))).toBeNull();
    // The data tab groups the attributes.
    expect(screen.getByRole('region', { name: 'Адрес объекта газификации' })).toHaveTextContent(
      'Рижский пр-т',
    );
  });

  it('shows no status actions without admin_leads_update_status', async () => {
    card(['pending']);
    render('/leads/edit/1', ['admin_leads_read']);
    expect(await screen.findByRole('heading', { name: 'Заявка № 60-ПС-000101' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Смена статуса' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Интеграционные сообщения' })).toBeNull();
    expect(api.requests.some((r) => r.includes('status_moves'))).toBe(false);
  });

  it('refuses pending without a note, then sends {status, note}', async () => {
    card(['pending', 'in_progress']);
    let body: unknown;
    api.server.use(
      http.put(`${ADMIN}/leads/1/update_status`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: { type: 'lead', id: '1', attributes: { status: 'pending' } },
          meta: { allowed_statuses: [] },
        });
      }),
    );
    render('/leads/edit/1');
    fireEvent.click(
      await screen.findByRole('button', { name: `Обновить: ${leadStatusLabel('pending')}` }),
    );
    const dialog = await screen.findByRole('dialog');
    // Exactly the move's requirement: the note, nothing else.
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Обновить' }));
    expect(await within(dialog).findByText(leadMoveMessages.required)).toBeInTheDocument();
    expect(body).toBeUndefined();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Комментарий/ }), {
      target: { value: 'Нет выписки из ЕГРН' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Обновить' }));
    await waitFor(() =>
      expect(body).toEqual({
        data: { type: 'lead', attributes: { status: 'pending', note: 'Нет выписки из ЕГРН' } },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The lead and its moves are read again.
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.startsWith('GET /v1/admin/leads/1/status_moves')),
      ).toHaveLength(2),
    );
  });

  it('asks a refusal for its reason and kind, and shows the server’s 422 on the field', async () => {
    card(['denied']);
    api.server.use(
      http.get(`${ADMIN}/dictionaries`, ({ request }) => {
        const kind = new URL(request.url).searchParams.get('dictionary_type');
        return HttpResponse.json(
          listAnswer(
            'dictionary',
            kind === 'rejection_reason' ? [{ id: 31, name: 'Нет мощности' }] : [],
          ),
        );
      }),
      http.put(`${ADMIN}/leads/1/update_status`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'invalid',
                detail: leadMoveMessages.invalid,
                source: { pointer: '/data/attributes/rejection_reason_id' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    render('/leads/edit/1');
    fireEvent.click(
      await screen.findByRole('button', { name: `Обновить: ${leadStatusLabel('denied')}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Причина отказа/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Нет мощности' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Вид отказа/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Отказ в предоставлении услуги' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Обновить' }));
    expect(await within(dialog).findByText(leadMoveMessages.invalid)).toBeInTheDocument();
    expect(api.requests).toContain(
      'GET /v1/admin/dictionaries?page=1&per=100&dictionary_type=rejection_reason&active=true',
    );
  });

  it('renders the status history, the documents and the integration messages', async () => {
    card([]);
    api.server.use(
      http.get(`${ADMIN}/leads/1/history`, () =>
        HttpResponse.json(
          listAnswer('lead_status_change', [
            {
              id: 2,
              from_status: 'document_check',
              to_status: 'pending',
              from_status_label: leadStatusLabel('document_check'),
              to_status_label: leadStatusLabel('pending'),
              note: 'Нет выписки из ЕГРН',
              created_at: '2026-03-03T10:15:00Z',
              author_name: 'Оператор Псков',
            },
            {
              id: 1,
              from_status: null,
              to_status: 'registered',
              to_status_label: leadStatusLabel('registered'),
              created_at: '2026-03-02T09:05:00Z',
              author_name: 'Петров Иван Сергеевич',
            },
          ]),
        ),
      ),
      http.get(`${ADMIN}/rabbit_messages`, () =>
        HttpResponse.json(
          listAnswer('rabbit_message', [
            {
              id: 9,
              queue_name: 'leads.epgu',
              status: 'pending',
              message: { uid: '60-ПС-000101', status: 'pending', status_code: 1014 },
              created_at: '2026-03-03T10:15:00Z',
            },
          ]),
        ),
      ),
    );
    render('/leads/edit/1');
    fireEvent.click(await screen.findByRole('tab', { name: 'История статусов' }));
    const history = await screen.findByRole('table', { name: 'История статусов' });
    expect(history).toHaveTextContent(
      `${leadStatusLabel('document_check')} → ${leadStatusLabel('pending')}`,
    );
    expect(history).toHaveTextContent('03.03.2026 13:15');
    expect(history).toHaveTextContent('Оператор Псков');
    expect(history).toHaveTextContent('Нет выписки из ЕГРН');

    fireEvent.click(screen.getByRole('tab', { name: 'Документы' }));
    const documents = await screen.findByRole('table', { name: 'Документы' });
    expect(documents).toHaveTextContent('Паспорт');
    expect(documents).toHaveTextContent('паспорт.pdf');

    fireEvent.click(screen.getByRole('tab', { name: 'Интеграционные сообщения' }));
    const messages = await screen.findByRole('table', { name: 'Интеграционные сообщения' });
    expect(messages).toHaveTextContent('leads.epgu');
    expect(messages).toHaveTextContent('"status_code": 1014');
    expect(api.requests).toContain(
      'GET /v1/admin/rabbit_messages?page=1&per=100&messageable_type=Lead&messageable_id=1',
    );
  });
});

describe('new lead applicant picker', () => {
  it('searches applicants by name and continues to the chosen one', async () => {
    api.server.use(
      http.get(`${ADMIN}/users`, () =>
        HttpResponse.json(
          listAnswer('user', [
            { id: 7, user_full_name: 'Петров Иван Сергеевич', account_type: 'individual_person' },
          ]),
        ),
      ),
      http.get(`${ADMIN}/users/7`, () =>
        HttpResponse.json({
          data: { type: 'user', id: '7', attributes: { user_full_name: 'Петров Иван Сергеевич' } },
        }),
      ),
      http.get(`${ADMIN}/users/7/leads`, () => HttpResponse.json(listAnswer('lead', []))),
      ...emptyLists('regions', 'services'),
    );
    render('/leads/new');
    expect(await screen.findByRole('heading', { name: 'Создание новой заявки' })).toBeTruthy();
    const proceed = screen.getByRole('button', { name: 'Продолжить' });
    expect(proceed).toBeDisabled();
    const search = screen.getByRole('combobox', { name: 'Наименование организации или ФИО' });
    search.focus();
    fireEvent.change(search, { target: { value: 'Петров' } });
    fireEvent.click(await screen.findByRole('option', { name: /Петров Иван Сергеевич/ }));
    expect(
      api.requests.some((r) => r.startsWith('GET /v1/admin/users?') && r.includes('query=Петров')),
    ).toBe(true);
    fireEvent.click(proceed);
    // The new-lead wizard for the chosen applicant (/leads/new/7) reads them first.
    await waitFor(() => expect(api.requests).toContain('GET /v1/admin/users/7'));
  });
});
