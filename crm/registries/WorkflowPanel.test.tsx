import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { defineRegistry } from '../../src/registries';
import { ADMIN, oneAnswer, renderRegistry, setupRegistryApi } from './testAdmin';

/** A registry declared here only, with a workflow: the generic screens offer its moves. */
const tasks = defineRegistry({
  name: 'test_section/tasks',
  path: 'tasks',
  type: 'task',
  table: 'tasks',
  title: ['Задача', 'Задачи', 'Задач'],
  section: 'connection_fee_kinds',
  permissions: 'connection_fee_kinds',
  fields: {
    name: { kind: 'string', label: 'Название', required: true, list: true },
    status: {
      kind: 'enum',
      label: 'Статус',
      options: [
        { value: 'new', title: 'Новая' },
        { value: 'in_work', title: 'В работе' },
        { value: 'rejected', title: 'Отклонена' },
      ],
      default: 'new',
      readOnly: true,
      list: true,
    },
  },
  workflow: {
    field: 'status',
    transitions: [
      { from: 'new', to: 'in_work', action: 'Взять в работу' },
      { from: 'new', to: 'rejected', action: 'Отклонить', requires: ['comment'] },
      { from: 'new', to: 'in_work', action: 'Только оператору', roles: ['operator'] },
    ],
  },
  audited: false,
  exportable: false,
});

const api = setupRegistryApi();

function recordApi(sent: unknown[]) {
  let status = 'new';
  return [
    http.get(`${ADMIN}/tasks/7`, () =>
      HttpResponse.json(oneAnswer('task', { id: 7, name: 'Проверить трассу', status })),
    ),
    http.put(`${ADMIN}/tasks/7/update_status`, async ({ request }) => {
      const body = (await request.json()) as { data: { attributes: { status: string } } };
      sent.push(body.data.attributes);
      status = body.data.attributes.status;
      return HttpResponse.json(oneAnswer('task', { id: 7, name: 'Проверить трассу', status }));
    }),
    http.get(`${ADMIN}/tasks/7/history`, () =>
      HttpResponse.json({
        data: [
          {
            type: 'status_change',
            id: '1',
            attributes: {
              from_status_label: null,
              to_status_label: 'Новая',
              admin_name: 'Иванов Пётр',
              comment: null,
              created_at: '2024-05-02T07:05:00Z',
            },
          },
          {
            type: 'status_change',
            id: '2',
            attributes: {
              from_status_label: 'Новая',
              to_status_label: status === 'new' ? 'Новая' : 'Отклонена',
              admin_name: 'Иванов Пётр',
              comment: 'Дубль',
              created_at: '2024-05-03T07:05:00Z',
            },
          },
        ],
        meta: { total_count: 2 },
      }),
    ),
  ];
}

describe('a record with a declared workflow', () => {
  it('offers the moves the role may make, asks the required comment and sends the move', async () => {
    const sent: unknown[] = [];
    api.server.use(...recordApi(sent));
    const user = userEvent.setup();
    renderRegistry({ definitions: [tasks], path: '/test_section/tasks/7' });
    const panel = await screen.findByRole('region', { name: 'Статус' }, { timeout: 5000 });
    expect(within(panel).getByTestId('record-status')).toHaveTextContent('Новая');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Взять в работу', 'Отклонить']);

    await user.click(within(panel).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить: «Новая» → «Отклонена»' });
    const comment = within(dialog).getByRole('textbox', { name: /Комментарий/ });
    expect(comment).toBeRequired();
    await user.type(comment, 'Дубль');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'rejected', comment: 'Дубль' }]));
    expect(await screen.findByText('Статус изменён: «Отклонена»')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('record-status')).toHaveTextContent('Отклонена'));

    await user.click(screen.getByRole('tab', { name: 'История статусов' }));
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Новая',
      'Новая → Отклонена',
    ]);
    expect(within(rows[1]!).getByText('Дубль')).toBeInTheDocument();
  });

  it('shows the status without moves to a reader without the update key', async () => {
    api.server.use(...recordApi([]));
    const keys = permissionKeys.filter((k) => k !== 'admin_connection_fee_kinds_update');
    renderRegistry({ definitions: [tasks], path: '/test_section/tasks/7/show', keys });
    const panel = await screen.findByRole('region', { name: 'Статус' }, { timeout: 5000 });
    expect(within(panel).getByTestId('record-status')).toHaveTextContent('Новая');
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('tab', { name: 'История статусов' })).toBeInTheDocument();
  });
});
