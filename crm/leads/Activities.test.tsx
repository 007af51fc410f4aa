import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { activityMessages as am } from '../../src/leads/activities';
import { ADMIN, renderRegistry, setupRegistryApi } from '../registries/testAdmin';
import { leads } from './index';

const api = setupRegistryApi();
const render = (keys?: readonly string[]) =>
  renderRegistry({
    definitions: [],
    path: '/leads/edit/1',
    keys,
    extra: <Resource name="leads" {...leads} />,
  });

// The server's answer: the type as the live API's relation (the dataProvider reads activity_type_id).
const activity = {
  type: 'activity',
  id: '7',
  relationships: { activity_type: { data: { type: 'dictionary', id: '3' } } },
  attributes: {
    activity_type_name: 'Проектирование сети газопотребления',
    plan_date: '2026-03-01',
    fact_date: '2026-03-05',
    finished: true,
    note: 'Проект согласован',
    admin_name: 'Иванов Иван',
  },
};

/** Lead 1 with its activities (the given list) and the dictionary of activity types. */
function card(list: unknown[]) {
  api.server.use(
    http.get(`${ADMIN}/leads/1`, () =>
      HttpResponse.json({
        data: {
          type: 'lead',
          id: '1',
          attributes: { uid: '60-ПС-000101', status: 'in_progress', is_complex: false },
          relationships: { documents: { data: [] } },
        },
      }),
    ),
    http.get(`${ADMIN}/leads/1/status_moves`, () =>
      HttpResponse.json({ data: null, meta: { allowed_statuses: [] } }),
    ),
    http.get(`${ADMIN}/leads/1/activities`, () =>
      HttpResponse.json({ data: list, meta: { total_count: list.length } }),
    ),
    http.get(`${ADMIN}/dictionaries`, () =>
      HttpResponse.json({
        data: [
          {
            type: 'dictionary',
            id: '3',
            attributes: { name: 'Проектирование сети газопотребления' },
          },
          { type: 'dictionary', id: '4', attributes: { name: 'Установка прибора учёта газа' } },
        ],
        meta: { total_count: 2 },
      }),
    ),
  );
}

async function openTab() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Мероприятия' }, { timeout: 20_000 }));
  return screen
    .findByRole('table', { name: 'Мероприятия' })
    .catch(() => screen.findByRole('alert'));
}

describe('lead activities tab', () => {
  it('lists the activities with type, dates, Да/Нет, note and author', async () => {
    card([
      activity,
      {
        ...activity,
        id: '8',
        attributes: { ...activity.attributes, finished: false, fact_date: null, note: null },
      },
    ]);
    render();
    const table = await openTab();
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(
      'МероприятиеПлановая датаФактическая датаЗавершеноПримечаниеАвтор',
    );
    expect(rows[1]).toHaveTextContent(
      'Проектирование сети газопотребления01.03.202605.03.2026ДаПроект согласованИванов Иван',
    );
    expect(rows[2]).toHaveTextContent('01.03.2026—Нет—');
  });

  it('adds an activity with the form’s body and shows the server’s 422 under its field', async () => {
    card([]);
    const bodies: unknown[] = [];
    api.server.use(
      http.post(`${ADMIN}/leads/1/activities`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) {
          return HttpResponse.json(
            {
              errors: [
                {
                  code: 'invalid',
                  detail: am.finishedWithoutFact,
                  source: { pointer: '/data/attributes/fact_date' },
                },
                {
                  code: 'invalid',
                  detail: am.typeMissing,
                  source: { pointer: '/data/attributes/activity_type' },
                },
              ],
            },
            { status: 422 },
          );
        }
        return HttpResponse.json({ data: activity }, { status: 201 });
      }),
    );
    render();
    expect(await openTab()).toHaveTextContent('Мероприятий по заявке нет');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить мероприятие' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Мероприятие' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Установка прибора учёта газа' }));
    fireEvent.change(within(dialog).getByLabelText('Плановая дата'), {
      target: { value: '01.03.2026' },
    });
    fireEvent.click(within(dialog).getByLabelText('Завершено'));
    fireEvent.change(within(dialog).getByLabelText('Примечание'), {
      target: { value: ' Монтаж ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(am.finishedWithoutFact)).toBeInTheDocument();
    // The relation's 422 (the live name) lands under the select, not above the form.
    expect(within(dialog).getByText(am.typeMissing)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(bodies[0]).toEqual({
      data: {
        type: 'activity',
        attributes: {
          plan_date: '2026-03-01',
          fact_date: null,
          finished: true,
          note: 'Монтаж',
        },
        relationships: { activity_type: { data: { type: 'dictionary', id: '4' } } },
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r === 'GET /v1/admin/leads/1/activities?page=1&per=100'),
      ).toHaveLength(2),
    );
  });

  it('edits an activity with PATCH, starting from its values', async () => {
    card([activity]);
    const bodies: unknown[] = [];
    api.server.use(
      http.patch(`${ADMIN}/leads/1/activities/7`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: activity });
      }),
    );
    render();
    const table = await openTab();
    fireEvent.click(within(table).getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Фактическая дата')).toHaveValue('05.03.2026');
    fireEvent.change(within(dialog).getByLabelText('Примечание'), { target: { value: 'Готово' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        data: {
          type: 'activity',
          attributes: {
            plan_date: '2026-03-01',
            fact_date: '2026-03-05',
            finished: true,
            note: 'Готово',
          },
          relationships: { activity_type: { data: { type: 'dictionary', id: '3' } } },
        },
      },
    ]);
  });

  it('deletes only after the confirmation', async () => {
    card([activity]);
    let deleted = 0;
    api.server.use(
      http.delete(`${ADMIN}/leads/1/activities/7`, () => {
        deleted++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render();
    const table = await openTab();
    fireEvent.click(within(table).getByRole('button', { name: 'Удалить' }));
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Удалить мероприятие «Проектирование сети газопотребления»?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(0);
    fireEvent.click(within(table).getByRole('button', { name: 'Удалить' }));
    confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(deleted).toBe(1));
  });

  it('shows no add, edit or delete without admin_leads_events', async () => {
    card([activity]);
    render(['admin_leads_read']);
    const table = await openTab();
    expect(table).toHaveTextContent('Проектирование сети газопотребления');
    expect(screen.queryByRole('button', { name: 'Добавить мероприятие' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Удалить' })).toBeNull();
  });

  it('opens a stage’s files: its acts listed, the kinds of a work stage offered', async () => {
    card([activity]);
    api.server.use(
      http.get(`${ADMIN}/leads/1/activities/7/attachments`, () =>
        HttpResponse.json({
          data: [
            {
              type: 'attachment',
              id: '90',
              attributes: {
                kind: 'act_gas_start',
                original_filename: 'Акт пуска газа.pdf',
                file_size: 2048,
                created_at: '2026-03-05T10:00:00Z',
              },
            },
          ],
          meta: { total_count: 1 },
        }),
      ),
    );
    render();
    await openTab();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Файлы: Проектирование сети газопотребления' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Файлы мероприятия «Проектирование сети газопотребления»'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Акт пуска газа.pdf')).toBeInTheDocument();
    expect(api.requests).toContain('GET /v1/admin/leads/1/activities/7/attachments?page=1&per=100');
  }, 60_000);
});
