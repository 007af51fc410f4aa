import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CustomRoutes } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  dictionaryKindTitle,
  serviceDictionaryKinds,
  subpageDictionaryKinds,
} from '../../src/domain/dictionaryKinds';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { registries } from '../../src/registries';
import {
  ADMIN,
  emptyLists,
  listAnswer,
  oneAnswer,
  renderRegistry,
  setupRegistryApi,
} from '../registries/testAdmin';
import { leadDictionaryRoute } from './index';

const api = setupRegistryApi();
const render = (path: string, keys?: readonly string[]) =>
  renderRegistry({
    definitions: registries,
    path,
    keys,
    extra: <CustomRoutes>{leadDictionaryRoute}</CustomRoutes>,
  });

const entry = {
  id: 31,
  name: 'Установка прибора учёта газа',
  dictionary_type: 'additional_activities',
  position: 10,
  active: true,
};

/** The dictionaries list answering `entries`, whatever the filter. */
function dictionariesApi(entries: Record<string, unknown>[] = [entry]) {
  api.server.use(
    http.get(`${ADMIN}/dictionaries`, () => HttpResponse.json(listAnswer('dictionary', entries))),
  );
}

const dictionaryRequests = () =>
  api.requests.filter((r) => r.startsWith('GET /v1/admin/dictionaries?'));

describe('the lead dictionary landing', () => {
  it("links every subpage in the seed's order, the service dictionaries under theirs", async () => {
    render('/lead_dictionary');
    const first = await screen.findByRole(
      'link',
      { name: 'Дополнительные мероприятия' },
      { timeout: 5000 },
    );
    const links = screen.getAllByRole('link').filter((a) => a.closest('.MuiCard-root'));
    const shown = links.map((a) => [a.textContent, a.getAttribute('href')]);
    const kind = (k: string) => [dictionaryKindTitle(k as never), `/lead_dictionary/${k}`];
    expect(shown.slice(0, 16)).toEqual([
      kind('additional_activities'),
      kind('appeals_categories'),
      kind('appeals_subjects'),
      kind('applicant_categories'),
      kind('connection_features'),
      kind('connection_point_pressures'),
      kind('documents_category'),
      ['ГРС', '/lead_dictionary/gas_distribution_stations'],
      kind('gro_request_source'),
      kind('notification_subjects'),
      ['Регионы', '/lead_dictionary/regions'],
      ['Услуги', '/lead_dictionary/services'],
      ['Источники', '/lead_dictionary/sources'],
      [
        registries.find((r) => r.name === 'lead_dictionary/state_investment_programs')!.title[1],
        '/lead_dictionary/state_investment_programs',
      ],
      ['Программы газификации', '/lead_dictionary/gasification_program'],
      ['Служебные справочники', '/lead_dictionary/service_dictionaries'],
    ]);
    expect(shown.slice(16, 16 + serviceDictionaryKinds.length)).toEqual(
      serviceDictionaryKinds.map((k) => [
        dictionaryKindTitle(k),
        `/lead_dictionary/service_dictionaries/${k}`,
      ]),
    );
    // the whole list of entries, which the seed does not name, comes last
    expect(shown.at(-1)).toEqual(['Справочники', '/lead_dictionary/dictionaries']);
    expect(shown).toHaveLength(16 + serviceDictionaryKinds.length + 1);
    expect(first).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Инструкции' })).toBeNull();
  });

  it('hides the dictionary pages from a reader without the dictionaries key', async () => {
    const keys = permissionKeys.filter((k) => !k.startsWith('admin_dictionaries_'));
    render('/lead_dictionary', keys);
    await screen.findByRole('link', { name: 'Регионы' }, { timeout: 5000 });
    for (const kind of subpageDictionaryKinds) {
      expect(screen.queryByRole('link', { name: dictionaryKindTitle(kind) })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Служебные справочники' })).toBeNull();
    // The programme items have keys of their own.
    expect(screen.getByRole('link', { name: 'Программы газификации' })).toBeInTheDocument();
  });

  it('links the gasification programme only for a reader of the programme items', async () => {
    const keys = permissionKeys.filter((k) => !k.startsWith('admin_gasification_programs_items_'));
    render('/lead_dictionary', keys);
    await screen.findByRole('link', { name: 'Регионы' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Программы газификации' })).toBeNull();
  });

  it('is also the page of service_dictionaries without a name', async () => {
    render('/lead_dictionary/service_dictionaries');
    expect(
      await screen.findByRole('link', { name: 'Служебные справочники' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('a dictionary kind page', () => {
  it("lists one kind's entries under its title and name label, without the kind column", async () => {
    dictionariesApi();
    render('/lead_dictionary/additional_activities');
    expect(await screen.findByText(entry.name, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      dictionaryRequests().every((r) => r.includes('dictionary_type=additional_activities')),
    ).toBe(true);
    expect(screen.getAllByText('Дополнительные мероприятия').length).toBeGreaterThan(0);
    const heads = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(heads).toContain('Мероприятие');
    expect(heads).not.toContain('Справочник');
    expect(within(screen.getByRole('search')).queryByLabelText('Справочник')).toBeNull();
  });

  it('opens the create form with the kind filled in', async () => {
    dictionariesApi();
    const user = userEvent.setup();
    render('/lead_dictionary/connection_point_pressures');
    await screen.findByText(entry.name, {}, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: 'Создать' }));
    const kind = await screen.findByRole('combobox', { name: /Справочник/ });
    expect(kind).toHaveTextContent('Давление в точке подключения');
  });

  it('serves every kind by its key and by service_dictionaries/<name>', async () => {
    dictionariesApi([]);
    render('/lead_dictionary/service_dictionaries/livestock_kind');
    await waitFor(() => expect(dictionaryRequests().length).toBeGreaterThan(0), { timeout: 5000 });
    expect(dictionaryRequests()[0]).toContain('dictionary_type=livestock_kind');
    expect(
      (await screen.findAllByText('Виды сельскохозяйственных животных')).length,
    ).toBeGreaterThan(0);
  });

  it('says the page is not found for an unknown kind', async () => {
    render('/lead_dictionary/no_such_kind');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Страница не найдена' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(dictionaryRequests()).toEqual([]);
  });

  it('leaves the registries of the section on their own screens', async () => {
    api.server.use(...emptyLists('regions', 'organizations'));
    render('/lead_dictionary/regions');
    await waitFor(
      () => expect(api.requests.some((r) => r.startsWith('GET /v1/admin/regions?'))).toBe(true),
      { timeout: 5000 },
    );
    expect(dictionaryRequests()).toEqual([]);
  });
});

describe('gasification_program', () => {
  const programmeItems = () =>
    api.requests.filter((r) => r.startsWith('GET /v1/admin/gasification_programs/items'));

  it('leads to the gasification programme items', async () => {
    api.server.use(
      http.get(`${ADMIN}/gasification_programs/items`, () =>
        HttpResponse.json(listAnswer('gasification_program_item', [])),
      ),
      ...emptyLists('regions', 'organizations', 'dictionaries'),
    );
    render('/lead_dictionary/gasification_program');
    await waitFor(() => expect(programmeItems().length).toBeGreaterThan(0), { timeout: 5000 });
    expect(window.location.pathname).not.toContain('gasification_program_kind');
    expect(
      await screen.findByRole(
        'heading',
        { name: /Объекты программы газификации/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('with an id, to that item', async () => {
    api.server.use(
      http.get(`${ADMIN}/gasification_programs/items/12`, () =>
        HttpResponse.json(
          oneAnswer('gasification_program_item', {
            id: 12,
            name: 'Межпоселковый газопровод Бежаницы — Локня',
            region_id: '60',
          }),
        ),
      ),
      ...emptyLists('regions', 'organizations', 'dictionaries', 'settlements'),
    );
    render('/lead_dictionary/gasification_program/12');
    expect(
      await screen.findByDisplayValue(
        'Межпоселковый газопровод Бежаницы — Локня',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('/lead_dictionary/{id} opens the dictionary entry with that id', async () => {
    api.server.use(
      http.get(`${ADMIN}/dictionaries/12`, () =>
        HttpResponse.json(
          oneAnswer('dictionary', {
            id: 12,
            name: 'Давление до 0,005 МПа',
            dictionary_type: 'connection_point_pressures',
            position: 1,
            active: true,
          }),
        ),
      ),
    );
    render('/lead_dictionary/12');
    expect(
      await screen.findByDisplayValue('Давление до 0,005 МПа', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).toBeNull();
  });
});
