import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { feeKindOptions } from '../../src/domain/feeKinds';
import { defineRegistry } from '../../src/registries';
import { validationMessages } from '../../src/validation/messages';
import {
  ADMIN,
  emptyLists,
  listAnswer,
  oneAnswer,
  renderRegistry,
  setupRegistryApi,
} from './testAdmin';

/** A registry declared here only: the generic screens must work from the definition alone. */
const gadgets = defineRegistry({
  name: 'test_section/gadgets',
  path: 'gadgets',
  type: 'gadget',
  table: 'gadgets',
  title: ['Гаджет', 'Гаджеты', 'Гаджетов'],
  section: 'connection_fee_kinds',
  permissions: 'connection_fee_kinds',
  fields: {
    name: { kind: 'string', label: 'Название', required: true, max: 50, list: true, sort: true },
    kind: { kind: 'enum', label: 'Вид', options: feeKindOptions, list: true, filter: true },
    amount: { kind: 'decimal', label: 'Сумма', min: 0, list: true },
    active: { kind: 'boolean', label: 'Работает', list: true, default: true },
    starts_on: { kind: 'date', label: 'Начало', list: true },
    note: { kind: 'text', label: 'Заметка' },
    created_at: { kind: 'datetime', label: 'Создан', readOnly: true, list: true, sort: true },
  },
  search: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  audited: true,
  exportable: true,
});

const row = (i: number) => ({
  id: i,
  name: `Гаджет ${i}`,
  kind: i % 2 ? 'standard' : 'preferential',
  amount: 1234.5,
  active: i % 2 === 1,
  starts_on: '2024-03-01',
  note: null,
  created_at: '2024-03-01T09:30:00Z',
});

const api = setupRegistryApi();

/** 95 gadgets, answered page by page. */
function listHandler() {
  return http.get(`${ADMIN}/gadgets`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const page = Number(q.get('page') ?? 1);
    const per = Number(q.get('per') ?? 20);
    const rows = Array.from({ length: 95 }, (_, i) => row(i + 1)).slice(
      (page - 1) * per,
      page * per,
    );
    return HttpResponse.json(listAnswer('gadget', rows, 95));
  });
}

const lastList = () =>
  [...api.requests].reverse().find((r) => r.startsWith('GET /v1/admin/gadgets?'));

describe('the generic list of a throwaway registry', () => {
  it('shows the list fields as columns with formatted values', async () => {
    api.server.use(listHandler());
    renderRegistry({ definitions: [gadgets], path: '/test_section/gadgets' });
    expect(await screen.findByText('Гаджет 1', {}, { timeout: 5000 })).toBeInTheDocument();
    for (const label of ['Название', 'Вид', 'Сумма', 'Работает', 'Начало', 'Создан'])
      expect(screen.getByRole('columnheader', { name: new RegExp(label) })).toBeInTheDocument();
    const first = screen.getByText('Гаджет 1').closest('tr') as HTMLElement;
    expect(within(first).getByText('Стандартизированная плата')).toBeInTheDocument();
    expect(within(first).getByText('1234,50')).toBeInTheDocument();
    expect(within(first).getByText('Да')).toBeInTheDocument();
    expect(within(first).getByText('01.03.2024')).toBeInTheDocument();
    expect(within(first).getByText('01.03.2024 12:30')).toBeInTheDocument();
    // default order from the definition, page size 20
    expect(lastList()).toContain('order_by=name');
    expect(lastList()).toContain('order_type=asc');
    expect(lastList()).toContain('per=20');
    // edit and remove icons, an export button (fee kinds: no export key, so the read key)
    expect(within(first).getByRole('button', { name: 'Редактировать' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Экспорт' })).toBeInTheDocument();
  });

  it('shows the current page ± 1 and changes the page size', async () => {
    api.server.use(listHandler());
    const user = userEvent.setup();
    renderRegistry({ definitions: [gadgets], path: '/test_section/gadgets' });
    await screen.findByText('Гаджет 1', {}, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Страницы списка' });
    const pages = () =>
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => /^\d+$/.test(t ?? ''));
    expect(pages()).toEqual(['1', '2']);
    await user.click(within(nav).getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByText('Гаджет 21', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(pages()).toEqual(['1', '2', '3']);
    expect(lastList()).toContain('page=2');
    await user.click(within(nav).getByRole('button', { name: 'Страница 3' }));
    await screen.findByText('Гаджет 41', {}, { timeout: 5000 });
    expect(pages()).toEqual(['2', '3', '4']);

    await user.click(within(nav).getByRole('combobox'));
    expect(screen.getByRole('option', { name: 'Выводить по 20 строк' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Выводить по 50 строк' }));
    await waitFor(() => expect(lastList()).toContain('per=50'));
    await screen.findByText('Гаджет 50', {}, { timeout: 5000 });
    expect(pages()).toEqual(['1', '2']);
  });

  it('filters by the search and clears the filter form', async () => {
    api.server.use(listHandler());
    const user = userEvent.setup();
    renderRegistry({ definitions: [gadgets], path: '/test_section/gadgets' });
    await screen.findByText('Гаджет 1', {}, { timeout: 5000 });
    const search = screen.getByRole('textbox', { name: 'Поиск' });
    // Fake time that still runs, to jump over the filter form's and the list's debounces.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.type(search, 'лампа');
      await vi.advanceTimersByTimeAsync(1100);
      await waitFor(() => expect(lastList()).toContain('query=лампа'));
      await user.click(screen.getByRole('button', { name: 'Очистить' }));
      await waitFor(() => expect(search).toHaveValue(''));
      await vi.advanceTimersByTimeAsync(1100);
      await waitFor(() => expect(lastList()).not.toContain('query='));
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the row icons and the export without the keys', async () => {
    api.server.use(listHandler());
    renderRegistry({
      definitions: [gadgets],
      path: '/test_section/gadgets',
      keys: permissionKeys.filter((k) => k === 'admin_connection_fee_kinds_create'),
    });
    await screen.findByText('Гаджет 1', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Редактировать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Экспорт' })).toBeNull();
  });

  it('asks before removing a record', async () => {
    let removed = '';
    api.server.use(
      listHandler(),
      http.delete(`${ADMIN}/gadgets/:id`, ({ params }) => {
        removed = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderRegistry({ definitions: [gadgets], path: '/test_section/gadgets' });
    const first = (await screen.findByText('Гаджет 1', {}, { timeout: 5000 })).closest('tr');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(removed).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(removed).toBe('1'));
  });
});

describe('the generic create and edit screens', () => {
  it('shows the required message and sends nothing', async () => {
    const user = userEvent.setup();
    renderRegistry({ definitions: [gadgets], path: '/test_section/gadgets/create' });
    const save = await screen.findByRole('button', { name: 'Сохранить' }, { timeout: 5000 });
    // defaults of the definition
    expect(screen.getByRole('checkbox', { name: 'Работает' })).toBeChecked();
    await user.click(save);
    expect(await screen.findByText(validationMessages.required)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('creates with the comma decimal as a number and the JSON:API type of the definition', async () => {
    let body: unknown;
    api.server.use(
      listHandler(),
      http.post(`${ADMIN}/gadgets`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(oneAnswer('gadget', { ...row(100) }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRegistry({ definitions: [gadgets], path: '/test_section/gadgets/create' });
    await user.type(
      await screen.findByRole('textbox', { name: /Название/ }, { timeout: 5000 }),
      'Лампа',
    );
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      data: { type: 'gadget', attributes: { name: 'Лампа', amount: 12.5, active: true } },
    });
  });

  it("puts the server's 422 field errors on the fields", async () => {
    api.server.use(
      http.post(`${ADMIN}/gadgets`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'taken',
                title: 'Название',
                detail: 'Элемент с таким название уже существует',
                source: { pointer: '/data/attributes/name' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRegistry({ definitions: [gadgets], path: '/test_section/gadgets/create' });
    const name = await screen.findByRole('textbox', { name: /Название/ }, { timeout: 5000 });
    await user.type(name, 'Лампа');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const message = await screen.findByText('Элемент с таким название уже существует');
    expect(name.closest('.MuiFormControl-root')).toContainElement(message);
  });

  it("lists the record's changes in the history tab", async () => {
    api.server.use(
      http.get(`${ADMIN}/gadgets/7`, () => HttpResponse.json(oneAnswer('gadget', row(7)))),
      http.get(`${ADMIN}/gadgets/7/changes`, () =>
        HttpResponse.json({
          data: [
            {
              type: 'change',
              id: '31',
              attributes: {
                action: 'update',
                admin_name: 'Иванов Пётр',
                created_at: '2024-05-02T07:05:00Z',
                changes: { kind: ['standard', 'custom'], active: [true, false] },
              },
            },
          ],
          meta: { total_count: 1 },
        }),
      ),
    );
    const user = userEvent.setup();
    renderRegistry({ definitions: [gadgets], path: '/test_section/gadgets/7' });
    await user.click(
      await screen.findByRole('tab', { name: 'История изменений' }, { timeout: 5000 }),
    );
    const kind = (await screen.findByRole('cell', { name: 'Вид' })).closest('tr') as HTMLElement;
    expect(within(kind).getByText('Иванов Пётр')).toBeInTheDocument();
    expect(within(kind).getByText('02.05.2024 10:05')).toBeInTheDocument();
    expect(within(kind).getByText('Изменение')).toBeInTheDocument();
    expect(within(kind).getByText('Стандартизированная плата')).toBeInTheDocument();
    expect(within(kind).getByText('Плата по индивидуальному проекту')).toBeInTheDocument();
    const active = screen.getByRole('cell', { name: 'Работает' }).closest('tr') as HTMLElement;
    expect(
      within(active)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(-2),
    ).toEqual(['Да', 'Нет']);
  });
});

describe('references', () => {
  const withRegion = defineRegistry({
    ...gadgets,
    name: 'test_section/stations',
    path: 'stations',
    type: 'station',
    fields: {
      name: gadgets.fields.name,
      region_id: {
        kind: 'reference',
        label: 'Регион',
        resource: 'lead_dictionary/regions',
        list: true,
        filter: true,
      },
    },
    defaultSort: undefined,
  });

  it('asks the list with the relationships included and shows the included names', async () => {
    api.server.use(
      http.get(`${ADMIN}/stations`, () =>
        HttpResponse.json({
          data: [
            {
              type: 'station',
              id: '1',
              attributes: { name: 'ГРС-1' },
              relationships: { region: { data: { type: 'region', id: '71' } } },
            },
          ],
          included: [{ type: 'region', id: '71', attributes: { name: 'Тульская область' } }],
          meta: { total_count: 1 },
        }),
      ),
      ...emptyLists('lead_dictionary/regions'),
    );
    renderRegistry({ definitions: [withRegion], path: '/test_section/stations' });
    expect(await screen.findByText('Тульская область', {}, { timeout: 5000 })).toBeInTheDocument();
    const list = api.requests.find((r) => r.startsWith('GET /v1/admin/stations?'));
    expect(list).toContain('included=region');
    expect(list).toContain('order_type=desc');
    expect(list).not.toContain('order_by');
  });

  it('shows, not picks, a reference the role may not list, embedded in the record', async () => {
    const withSettlement = defineRegistry({
      ...withRegion,
      fields: {
        ...withRegion.fields,
        settlement_id: { kind: 'reference', label: 'Населённый пункт', resource: 'settlements' },
      },
    });
    api.server.use(
      http.get(`${ADMIN}/stations/1`, () =>
        HttpResponse.json({
          data: {
            type: 'station',
            id: '1',
            attributes: { name: 'ГРС-1' },
            relationships: {
              region: { data: { type: 'region', id: '71' } },
              settlement: { data: { type: 'settlement', id: '5' } },
            },
          },
          included: [
            { type: 'region', id: '71', attributes: { name: 'Тульская область' } },
            { type: 'settlement', id: '5', attributes: { name: 'Алексин' } },
          ],
        }),
      ),
      ...emptyLists('lead_dictionary/regions'),
    );
    renderRegistry({
      definitions: [withSettlement],
      path: '/test_section/stations/1',
      keys: permissionKeys.filter((k) => k !== 'admin_settlements_read'),
    });
    expect(await screen.findByText('Алексин')).toBeInTheDocument();
    expect(screen.getByText('Населённый пункт')).toBeInTheDocument();
    const one = api.requests.find((r) => r.startsWith('GET /v1/admin/stations/1'));
    expect(one).toBe('GET /v1/admin/stations/1?included=region,settlement');
    expect(api.requests.filter((r) => r.includes('/settlements'))).toEqual([]);
  });
});
