import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { HttpError, type DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { errorMessages } from '../../i18n/messages';
import { defineRegistry } from '../../src/registries';
import { emptyListsOnFailure } from './EmptyListsOnFailure';
import { ADMIN, listAnswer, renderRegistry, setupRegistryApi } from './testAdmin';

const kinds = defineRegistry({
  name: 'test_section/kinds',
  path: 'kinds',
  type: 'kind',
  table: 'kinds',
  title: ['Вид', 'Виды', 'Видов'],
  section: 'connection_fee_kinds',
  permissions: 'connection_fee_kinds',
  fields: { name: { kind: 'string', label: 'Название', list: true } },
  audited: false,
  exportable: false,
});

/** A list whose rows name a kind (a lookup, like a dictionary or an organization). */
const tools = defineRegistry({
  name: 'test_section/tools',
  path: 'tools',
  type: 'tool',
  table: 'tools',
  title: ['Инструмент', 'Инструменты', 'Инструментов'],
  section: 'connection_fee_kinds',
  permissions: 'connection_fee_kinds',
  fields: {
    name: { kind: 'string', label: 'Название', list: true },
    kind_id: {
      kind: 'reference',
      label: 'Вид',
      resource: 'test_section/kinds',
      list: true,
      filter: true,
    },
  },
  audited: false,
  exportable: false,
});

const api = setupRegistryApi();
const failed = () => HttpResponse.json({ errors: [{ title: 'boom' }] }, { status: 500 });
const noResults = () =>
  i18nProvider.translate('ra.navigation.no_results', { name: tools.title[1] }) as string;

describe('a list that fails to load (seed 001 §8)', () => {
  it('is an empty list with one page, without an error notice', async () => {
    api.server.use(http.get(`${ADMIN}/tools`, failed), http.get(`${ADMIN}/kinds`, failed));
    renderRegistry({ definitions: [tools, kinds], path: '/test_section/tools' });
    expect(await screen.findByText(noResults(), {}, { timeout: 5000 })).toBeInTheDocument();
    const current = await screen.findByRole('button', { current: 'page' });
    expect(current).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: /2/ })).toBeNull();
    expect(screen.queryByText(errorMessages.serverError)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives a lookup that fails no choices and no error, in the filter and in the cells', async () => {
    api.server.use(
      http.get(`${ADMIN}/tools`, () =>
        HttpResponse.json(listAnswer('tool', [{ id: 1, name: 'Молоток', kind_id: '7' }])),
      ),
      http.get(`${ADMIN}/kinds`, failed),
    );
    const user = userEvent.setup();
    renderRegistry({ definitions: [tools, kinds], path: '/test_section/tools' });
    const row = (await screen.findByText('Молоток', {}, { timeout: 5000 })).closest('tr');
    // The kind the lookup did not bring shows the table's dash.
    await waitFor(() =>
      expect(within(row as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('—'),
    );
    await user.click(within(screen.getByRole('search')).getByRole('combobox', { name: 'Вид' }));
    await waitFor(() =>
      expect(
        api.requests.filter((r) => r.startsWith('GET /v1/admin/kinds')).length,
      ).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByText(errorMessages.serverError)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('emptyListsOnFailure', () => {
  const failing = (error: unknown) =>
    ({
      getList: vi.fn().mockRejectedValue(error),
      getMany: vi.fn().mockRejectedValue(error),
      getManyReference: vi.fn().mockRejectedValue(error),
      getOne: vi.fn().mockRejectedValue(error),
    }) as unknown as DataProvider;
  const listParams = {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'id', order: 'DESC' as const },
    filter: {},
  };

  it('answers an empty page for a server or network failure of a list read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const error of [
      new HttpError('x', 500),
      new HttpError('x', 404),
      new TypeError('fetch'),
    ]) {
      const provider = emptyListsOnFailure(failing(error));
      await expect(provider.getList('tools', listParams)).resolves.toEqual({ data: [], total: 0 });
      await expect(provider.getMany('tools', { ids: [1] })).resolves.toEqual({ data: [] });
      await expect(
        provider.getManyReference('tools', { ...listParams, target: 'kind_id', id: 1 }),
      ).resolves.toEqual({ data: [], total: 0 });
      // A record's read is not a list: its failure still shows.
      await expect(provider.getOne('tools', { id: 1 })).rejects.toBe(error);
    }
    vi.mocked(console.warn).mockRestore();
  });

  it('lets 401, 403 and a cancelled request fail, for the authProvider and react-query', async () => {
    for (const status of [401, 403]) {
      const error = new HttpError('x', status);
      await expect(emptyListsOnFailure(failing(error)).getList('tools', listParams)).rejects.toBe(
        error,
      );
    }
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('aborted', 'AbortError');
    await expect(
      emptyListsOnFailure(failing(aborted)).getList('tools', {
        ...listParams,
        signal: controller.signal,
      }),
    ).rejects.toBe(aborted);
  });
});
