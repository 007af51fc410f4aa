import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { programmeItemMessages as msg } from '../../src/domain/gasificationProgramItems';
import { dictionaries, gasificationProgramItems, regions, settlements } from '../../src/registries';
import {
  ADMIN,
  emptyLists,
  listAnswer,
  oneAnswer,
  renderRegistry,
  setupRegistryApi,
} from '../registries/testAdmin';
import { programmeItemScreens } from './index';

// The programme item form (issue 16): two item settlements picked through the settlements
// autocomplete, the preview the server computes from the form's payload, and the nested rows
// in the saved payload (a removed saved row goes out with _destroy).
const api = setupRegistryApi();
const render = (path: string) =>
  renderRegistry({
    definitions: [gasificationProgramItems, settlements, regions, dictionaries],
    path,
    overrides: { gasification_programs_items: programmeItemScreens },
  });

const towns = [
  { id: 11, name: 'Бежаницы', region_id: '60', organization_id: null, kind: 'village' },
  { id: 12, name: 'Псков', region_id: '60', organization_id: '5', kind: 'city' },
];
type Body = { data: { id?: string; attributes: Record<string, unknown> } };

function handlers(saved: Body[], previews: Body[]) {
  return [
    http.get(`${ADMIN}/regions`, () =>
      HttpResponse.json(listAnswer('region', [{ id: 60, name: 'Псковская область', code: '60' }])),
    ),
    http.get(`${ADMIN}/settlements`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const ids = q.getAll('ids[]');
      const text = q.get('query') ?? '';
      const rows = towns.filter((t) =>
        ids.length ? ids.includes(String(t.id)) : t.name.startsWith(text),
      );
      return HttpResponse.json(listAnswer('settlement', rows));
    }),
    http.get(`${ADMIN}/settlements/:id`, ({ params }) =>
      HttpResponse.json(
        oneAnswer(
          'settlement',
          towns.find((t) => String(t.id) === params.id)!,
        ),
      ),
    ),
    // The server's preview: the promising counts summed, the rows without a ГРО counted.
    http.post(`${ADMIN}/gasification_programs/items/preview`, async ({ request }) => {
      const body = (await request.json()) as Body;
      previews.push(body);
      const a = body.data.attributes;
      const sum = [
        'promising_home_ownerships_count',
        'promising_apartment_houses_count',
        'promising_boiler_rooms_count',
        'promising_other_customers_count',
      ].reduce((s, k) => s + (Number(a[k]) || 0), 0);
      const rows = (a.item_settlements as { settlement_id: string | null; _destroy: boolean }[])
        .filter((r) => r.settlement_id && !r._destroy)
        .map((r) => towns.find((t) => String(t.id) === String(r.settlement_id))!);
      return HttpResponse.json({
        data: {
          type: 'gasification_program_item_preview',
          id: body.data.id ?? 'new',
          attributes: {
            perspective_consumers_count: sum,
            ungasified_settlements_count: rows.filter((t) => !t.organization_id).length,
            settlements_count: rows.length,
          },
        },
      });
    }),
    http.post(`${ADMIN}/gasification_programs/items`, async ({ request }) => {
      const body = (await request.json()) as Body;
      saved.push(body);
      return HttpResponse.json(
        oneAnswer('gasification_program_item', { id: 7, ...body.data.attributes }),
        {
          status: 201,
        },
      );
    }),
    http.patch(`${ADMIN}/gasification_programs/items/:id`, async ({ request }) => {
      const body = (await request.json()) as Body;
      saved.push(body);
      return HttpResponse.json(
        oneAnswer('gasification_program_item', { id: 7, ...body.data.attributes }),
      );
    }),
    http.get(`${ADMIN}/gasification_programs/items`, () =>
      HttpResponse.json(listAnswer('gasification_program_item', [])),
    ),
    ...emptyLists('organizations', 'dictionaries', 'operators'),
  ];
}

async function pick(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.type(box, text.slice(0, 4));
  await user.click(await screen.findByRole('option', { name: text }, { timeout: 15_000 }));
}

describe('the programme item form', () => {
  it('takes two settlements, shows the preview numbers and saves the nested rows', async () => {
    const saved: Body[] = [];
    const previews: Body[] = [];
    api.server.use(...handlers(saved, previews));
    const user = userEvent.setup();
    render('/gasification_programs_items/create');

    const name = await screen.findByRole('textbox', { name: /Наименование объекта/ });
    await user.type(name, 'Межпоселковый газопровод Бежаницы — Псков');
    await pick(user, screen.getByRole('combobox', { name: /^Регион/ }), 'Псковская область');
    const count = (label: string) => screen.getByRole('textbox', { name: new RegExp(label) });
    await user.type(count('домовладения'), '100');
    await user.type(count('многоквартирные дома'), '20');
    await user.type(count('котельные'), '2');
    await user.type(count('прочие'), '8');

    expect(screen.getByText(msg.noSettlements)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: msg.addSettlement }));
    await user.click(screen.getByRole('button', { name: msg.addSettlement }));
    const table = screen.getByRole('table', { name: msg.settlementsTitle });
    const boxes = within(table).getAllByRole('combobox', { name: /Населённый пункт/ });
    await pick(user, boxes[0]!, 'Бежаницы');
    await pick(user, boxes[1]!, 'Псков');
    const homes = within(table).getAllByRole('textbox', { name: /Домовладений/ });
    await user.type(homes[0]!, '640');
    await user.type(homes[1]!, '35');

    // The ГРО column: Бежаницы has none, Псков has its ГРО.
    const rows = within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows[0]).toHaveTextContent('Нет'));
    await waitFor(() => expect(rows[1]).toHaveTextContent('Да'));

    await waitFor(
      () => {
        expect(screen.getByLabelText(msg.perspectiveConsumers)).toHaveTextContent('130');
        expect(screen.getByLabelText(msg.ungasifiedSettlements)).toHaveTextContent('1');
      },
      { timeout: 15_000 },
    );
    // Typing settles before the preview goes out: fewer calls than the 11 changes of what it
    // depends on (7 keystrokes in the counts, 2 rows added, 2 settlements picked). The bound
    // leaves room for a loaded machine, where the test's own pauses outlast the delay.
    expect(previews.length).toBeLessThan(11);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const attributes = saved[0]!.data.attributes;
    expect(attributes.name).toBe('Межпоселковый газопровод Бежаницы — Псков');
    expect(attributes.region_id).toBe('60');
    expect(attributes.promising_home_ownerships_count).toBe(100);
    expect(attributes.item_settlements).toEqual([
      expect.objectContaining({
        settlement_id: '11',
        home_ownerships_count: '640',
        _destroy: false,
      }),
      expect.objectContaining({
        settlement_id: '12',
        home_ownerships_count: '35',
        _destroy: false,
      }),
    ]);
  }, 60_000);

  it('removes a saved row with _destroy and an unsaved one outright', async () => {
    const saved: Body[] = [];
    const previews: Body[] = [];
    api.server.use(
      ...handlers(saved, previews),
      http.get(`${ADMIN}/gasification_programs/items/7`, () =>
        HttpResponse.json(
          oneAnswer('gasification_program_item', {
            id: 7,
            name: 'Газопровод Бежаницы — Псков',
            region_id: '60',
            promising_home_ownerships_count: 50,
            item_settlements: [
              { id: '101', settlement_id: '11', name: 'Бежаницы', settlement_connected: false },
              { id: '102', settlement_id: '12', name: 'Псков', settlement_connected: true },
            ],
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    render('/gasification_programs_items/7');
    const table = await screen.findByRole('table', { name: msg.settlementsTitle });
    await waitFor(
      () => expect(screen.getByLabelText(msg.ungasifiedSettlements)).toHaveTextContent('1'),
      { timeout: 15_000 },
    );
    expect(previews.at(-1)!.data.id).toBe('7');
    const removes = within(table).getAllByRole('button', { name: msg.removeSettlement });
    expect(removes).toHaveLength(2);
    await user.click(removes[0]!);
    expect(within(table).getAllByRole('button', { name: msg.removeSettlement })).toHaveLength(1);
    await waitFor(
      () => expect(screen.getByLabelText(msg.ungasifiedSettlements)).toHaveTextContent('0'),
      { timeout: 15_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.data.attributes.item_settlements).toEqual([
      expect.objectContaining({ id: '101', _destroy: true }),
      expect.objectContaining({ id: '102', _destroy: false }),
    ]);
  }, 60_000);

  it("puts the server's message for a nested row on that row's input", async () => {
    const saved: Body[] = [];
    // The first matching handler answers: the refusal goes before the others.
    api.server.use(
      http.post(`${ADMIN}/gasification_programs/items`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'invalid',
                title: 'Населённые пункты, строка 1: Населённый пункт',
                title_i18n: 'errors.invalid',
                detail: msg.otherRegion,
                source: { pointer: '/data/attributes/item_settlements/0/settlement_id' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
      ...handlers(saved, []),
    );
    const user = userEvent.setup();
    render('/gasification_programs_items/create');
    const name = await screen.findByRole('textbox', { name: /Наименование объекта/ });
    await user.type(name, 'Газопровод');
    await pick(user, screen.getByRole('combobox', { name: /^Регион/ }), 'Псковская область');
    await user.click(screen.getByRole('button', { name: msg.addSettlement }));
    const table = screen.getByRole('table', { name: msg.settlementsTitle });
    await pick(user, within(table).getByRole('combobox', { name: /Населённый пункт/ }), 'Псков');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(table).findByText(msg.otherRegion)).toBeInTheDocument();
    expect(saved).toEqual([]);
  }, 60_000);

  it('shows an auditor the item read-only with its settlements', async () => {
    api.server.use(
      http.get(`${ADMIN}/gasification_programs/items/7`, () =>
        HttpResponse.json(
          oneAnswer('gasification_program_item', {
            id: 7,
            name: 'Газопровод Бежаницы — Псков',
            region_id: '60',
            item_settlements: [
              {
                id: '101',
                settlement_id: '11',
                name: 'Бежаницы',
                home_ownerships_count: 640,
                settlement_connected: false,
              },
            ],
          }),
        ),
      ),
      ...handlers([], []),
    );
    renderRegistry({
      definitions: [gasificationProgramItems, settlements, regions, dictionaries],
      path: '/gasification_programs_items/7',
      overrides: { gasification_programs_items: programmeItemScreens },
      keys: ['admin_gasification_programs_items_read', 'admin_gasification_programs_items_export'],
    });
    const table = await screen.findByRole('table', { name: msg.settlementsTitle });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Бежаницы');
    expect(row).toHaveTextContent('640');
    expect(row).toHaveTextContent('Нет');
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: msg.addSettlement })).toBeNull();
  }, 60_000);
});
