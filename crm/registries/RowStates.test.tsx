import { createTheme, getContrastRatio } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineRegistry } from '../../src/registries';
import { inactiveRow } from '../../src/registries/common';
import { rowStateLabels, rowStates } from '../../src/registries/rowStates';
import { rowStateColors } from './RowStates';
import { ADMIN, listAnswer, renderRegistry, setupRegistryApi } from './testAdmin';

/** A registry declared here only: its rows' states come from the definition alone. */
const permits = defineRegistry({
  name: 'test_section/permits',
  path: 'permits',
  type: 'permit',
  table: 'permits',
  title: ['Пропуск', 'Пропуска', 'Пропусков'],
  section: 'connection_fee_kinds',
  permissions: 'connection_fee_kinds',
  fields: {
    name: { kind: 'string', label: 'Название', list: true },
    valid_until: { kind: 'date', label: 'Действует до', list: true },
    active: { kind: 'boolean', label: 'Активен', list: true },
  },
  rowStates: [inactiveRow, { state: 'expired', field: 'valid_until', past: true }],
  audited: false,
  exportable: false,
});

const api = setupRegistryApi();

describe('row states in a registry list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-02T09:00:00+03:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks an inactive row and an expired one in colour, icon and words', async () => {
    api.server.use(
      http.get(`${ADMIN}/permits`, () =>
        HttpResponse.json(
          listAnswer('permit', [
            { id: 1, name: 'Пропуск в силе', valid_until: '2026-03-02', active: true },
            { id: 2, name: 'Пропуск истёк', valid_until: '2026-03-01', active: true },
            { id: 3, name: 'Пропуск отключён', valid_until: '2026-03-01', active: false },
          ]),
        ),
      ),
    );
    renderRegistry({ definitions: [permits], path: '/test_section/permits' });
    const row = async (name: string) =>
      (await screen.findByText(name, {}, { timeout: 5000 })).closest('tr') as HTMLElement;

    const valid = await row('Пропуск в силе');
    expect(valid).not.toHaveAttribute('data-state');
    expect(within(valid).queryByTestId(/^row-state-/)).toBeNull();

    const expired = await row('Пропуск истёк');
    expect(expired).toHaveAttribute('data-state', 'expired');
    const first = within(expired).getAllByRole('cell')[0] as HTMLElement;
    // The words come before the cell's text for a screen reader; the icon is for the eye.
    expect(first).toHaveTextContent(`${rowStateLabels.expired}: Пропуск истёк`);
    expect(within(first).getByTestId('row-state-expired')).toBeInTheDocument();
    expect(getComputedStyle(expired).backgroundColor).not.toBe(
      getComputedStyle(valid).backgroundColor,
    );

    // The first matching rule wins: inactive before expired.
    const off = await row('Пропуск отключён');
    expect(off).toHaveAttribute('data-state', 'disabled');
    expect(within(off).getAllByRole('cell')[0]).toHaveTextContent(
      `${rowStateLabels.disabled}: Пропуск отключён`,
    );
    // The other columns keep their places and values.
    expect(within(off).getAllByRole('cell')[1]).toHaveTextContent('01.03.2026');
  });
});

describe('row state colours', () => {
  it.each([
    ['light', defaultLightTheme],
    ['dark', defaultDarkTheme],
  ] as const)('keep text at WCAG AA contrast in the %s theme', (_mode, options) => {
    const theme = createTheme(options);
    for (const state of rowStates) {
      const { background, color } = rowStateColors(theme, state);
      expect(getContrastRatio(color, background), state).toBeGreaterThanOrEqual(4.5);
      // The tint is seen: the row differs from the table's own background.
      expect(background, state).not.toBe(theme.palette.background.paper);
    }
  });
});
