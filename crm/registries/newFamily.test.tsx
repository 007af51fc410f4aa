/**
 * Issue 37's "done", the console's half: the new family of server/registries/fixtures (one
 * definition, one migration) gets its list, create, edit and show screens — columns, filters,
 * the reference picker, the file input, the workflow panel — from the definition alone, and the
 * screens a role's keys do not open stay closed.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Registries from '../../src/registries/index';
import { boilerHouses } from '../../server/registries/fixtures/boilerHouses';
import {
  ADMIN,
  emptyLists,
  listAnswer,
  oneAnswer,
  setupRegistryApi,
  type RenderOptions,
} from './testAdmin';

const api = setupRegistryApi();

// The access table and the screens loaded afresh over the definitions plus the fixture's, as
// with it in the list (the workers share their modules between files).
let renderRegistry: (options: RenderOptions) => unknown;
let regions: Registries.RegistryDefinition;
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('../../src/registries/index', async (original) => {
    const real = await original<typeof Registries>();
    return { ...real, registries: [...real.registries, boilerHouses] };
  });
  ({ renderRegistry } = await import('./testAdmin'));
  ({ regions } = await import('../../src/registries/index'));
});
afterAll(() => {
  vi.doUnmock('../../src/registries/index');
  vi.resetModules();
});
const house = {
  id: 3,
  name: 'Котельная №1',
  fuel: 'coal',
  region_id: '60',
  capacity_mw: 12.5,
  passport: null,
  status: 'converting',
  created_at: '2026-12-01T09:00:00Z',
  updated_at: '2026-12-02T09:00:00Z',
};
const pskov = { id: 60, name: 'Псковская область', code: '60' };
const screens = () => ({ definitions: [boilerHouses, regions] });
/** The keys of the ГРО administrator the fixture grants: read, moves and their history. */
const managerKeys = [
  'admin_boiler_houses_read',
  'admin_boiler_houses_update_status',
  'admin_boiler_houses_history',
  'admin_regions_read',
];

function answers() {
  api.server.use(
    http.get(`${ADMIN}/boiler_houses`, () =>
      HttpResponse.json(listAnswer('boiler_house', [house])),
    ),
    http.get(`${ADMIN}/boiler_houses/3`, () => HttpResponse.json(oneAnswer('boiler_house', house))),
    http.get(`${ADMIN}/boiler_houses/3/history`, () =>
      HttpResponse.json(listAnswer('status_change', [])),
    ),
    http.get(`${ADMIN}/regions`, () => HttpResponse.json(listAnswer('region', [pskov]))),
    ...emptyLists('boiler_houses/3/changes'),
  );
}

describe('the screens of a new registry family', () => {
  it('lists its records with their labels', async () => {
    answers();
    renderRegistry({ ...screens(), path: '/boiler_houses' });
    const row = (await screen.findByText('Котельная №1', {}, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    for (const text of ['Уголь', '12,50', 'Переводится на газ'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    for (const label of ['Название', 'Топливо', 'Регион', 'Мощность, МВт', 'Состояние'])
      expect(screen.getByRole('columnheader', { name: new RegExp(label) })).toBeInTheDocument();
  });

  it('asks every writable field on the create form, the status left to the workflow', async () => {
    answers();
    renderRegistry({ ...screens(), path: '/boiler_houses/create' });
    expect(await screen.findByLabelText(/Название/, {}, { timeout: 5000 })).toBeInTheDocument();
    for (const label of [/Топливо/, /Регион/, /Мощность, МВт/])
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    expect(screen.getByText('Паспорт котельной')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Состояние/)).not.toBeInTheDocument();
  });

  it('offers a reader with the move key the moves, and no edit', async () => {
    answers();
    const user = userEvent.setup();
    renderRegistry({ ...screens(), path: '/boiler_houses/3/show', keys: managerKeys });
    const panel = await screen.findByRole('region', { name: 'Статус' }, { timeout: 5000 });
    expect(within(panel).getByTestId('record-status')).toHaveTextContent('Переводится на газ');
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Перевод завершён', 'Вернуть в план']);
    await user.click(within(panel).getByRole('button', { name: 'Вернуть в план' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /Комментарий/ })).toBeRequired();
    expect(screen.getByRole('tab', { name: 'История статусов' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
  });
});
