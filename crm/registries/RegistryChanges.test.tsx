import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defineRegistry } from '../../src/registries';
import { ADMIN, oneAnswer, renderRegistry, setupRegistryApi } from './testAdmin';

/** A registry declared here only; the history's answers say whether it is versioned. */
const stations = defineRegistry({
  name: 'test_section/gas_stations',
  path: 'gas_stations',
  type: 'gas_stations',
  table: 'rt_1',
  title: ['Газовая станция', 'Газовые станции', 'Газовых станций'],
  section: 'connection_fee_kinds',
  permissions: 'connection_fee_kinds',
  fields: {
    name: { kind: 'string', label: 'Наименование', list: true },
    power: { kind: 'string', label: 'Мощность, МВт', list: true },
  },
  audited: true,
  exportable: false,
});

const api = setupRegistryApi();

const change = (id: string, version: number, changes: object, labels: object) => ({
  type: 'change',
  id,
  attributes: {
    action: 'update',
    admin_name: 'Иванов Пётр',
    created_at: '2026-12-07T09:30:00Z',
    changes,
    schema_version: version,
    labels,
  },
});

describe('a run-time record’s history', () => {
  it('shows each change beside its version, its fields named as that version named them', async () => {
    const records = `${ADMIN}/gas_stations`;
    api.server.use(
      http.get(`${records}/7`, () =>
        HttpResponse.json(oneAnswer('gas_stations', { id: 7, name: 'АГРС-1', power: '3' })),
      ),
      http.get(`${records}/7/changes`, () =>
        HttpResponse.json({
          data: [
            change('32', 3, { power: ['2 МВт', '3'] }, { power: 'Мощность, МВт' }),
            change('31', 2, { capacity: ['1 МВт', '2 МВт'] }, { capacity: 'Мощность' }),
          ],
          meta: { total_count: 2 },
        }),
      ),
    );
    renderRegistry({ definitions: [stations], path: '/test_section/gas_stations/7' });
    await userEvent
      .setup()
      .click(await screen.findByRole('tab', { name: 'История изменений' }, { timeout: 5000 }));
    const table = await screen.findByRole('table', { name: 'История изменений' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Дата', 'Пользователь', 'Действие', 'Версия', 'Поле', 'Было', 'Стало']);
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', 'Мощность, МВт', '2 МВт', '3'],
      ['2', 'Мощность', '1 МВт', '2 МВт'],
    ]);
  });

  it('has no version column where changes have none (a code registry’s)', async () => {
    const records = `${ADMIN}/gas_stations`;
    const {
      schema_version: _,
      labels: __,
      ...plain
    } = change('33', 1, { name: ['А', 'Б'] }, {}).attributes;
    api.server.use(
      http.get(`${records}/8`, () =>
        HttpResponse.json(oneAnswer('gas_stations', { id: 8, name: 'Б', power: null })),
      ),
      http.get(`${records}/8/changes`, () =>
        HttpResponse.json({
          data: [{ type: 'change', id: '33', attributes: plain }],
          meta: { total_count: 1 },
        }),
      ),
    );
    renderRegistry({ definitions: [stations], path: '/test_section/gas_stations/8' });
    await userEvent
      .setup()
      .click(await screen.findByRole('tab', { name: 'История изменений' }, { timeout: 5000 }));
    const table = await screen.findByRole('table', { name: 'История изменений' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Дата', 'Пользователь', 'Действие', 'Поле', 'Было', 'Стало']);
    expect(within(table).getByRole('cell', { name: 'Наименование' })).toBeInTheDocument();
  });
});
