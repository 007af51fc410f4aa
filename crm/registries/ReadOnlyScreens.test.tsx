/**
 * A record's edit route for a member who may read but not update it (seed 001 §6 keys, the real
 * access table): the read-only card, not the 403 page; and no 'Создать' without the create key
 * (docs/decisions.md "Console shell").
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { holdsKey, permissionsFor } from '../../src/access/canAccess';
import { admin } from '../../src/access/test/principals';
import type { Role } from '../../src/domain/roles';
import { registryByName, type RegistryDefinition } from '../../src/registries';
import { instructionScreens } from '../instructions';
import {
  ADMIN,
  emptyLists,
  listAnswer,
  oneAnswer,
  renderRegistry,
  setupRegistryApi,
  afterAccessChecks,
} from './testAdmin';

const api = setupRegistryApi();
const definition = (name: string) => registryByName(name) as RegistryDefinition;
const regions = definition('lead_dictionary/regions');

/** The keys a staff member of the role holds now (src/access), as getPermissions lists them. */
const keysOf = (role: Role) => {
  const principal = admin(role);
  return permissionsFor(principal).filter((k) => holdsKey(principal, k));
};

const readOnlyCases: {
  role: Role;
  name: string;
  record: Record<string, unknown>;
  shown: string;
}[] = [
  {
    role: 'auditor',
    name: 'connection_fee_kinds',
    record: { id: 3, name: 'Стандартная ставка', amount: 100 },
    shown: 'Стандартная ставка',
  },
  {
    role: 'operator',
    name: 'connection_fee_kinds',
    record: { id: 3, name: 'Стандартная ставка', amount: 100 },
    shown: 'Стандартная ставка',
  },
  {
    role: 'regional_head',
    name: 'connection_fee_kinds',
    record: { id: 3, name: 'Стандартная ставка', amount: 100 },
    shown: 'Стандартная ставка',
  },
  {
    role: 'auditor',
    name: 'info_banners',
    record: { id: 3, title: 'Плановые работы', content: 'Текст' },
    shown: 'Плановые работы',
  },
  {
    role: 'auditor',
    name: 'info_banners/advertising_banners',
    record: { id: 3, title: 'Газификация', content: 'Текст' },
    shown: 'Газификация',
  },
  {
    role: 'rgk_operator',
    name: 'lead_dictionary/sources',
    record: { id: 3, name: 'Госуслуги', slug: 'gosuslugi' },
    shown: 'Госуслуги',
  },
  {
    role: 'minenergo_auditor',
    name: 'instructions',
    record: { id: 3, name: 'Памятка оператора' },
    shown: 'Памятка оператора',
  },
];

describe('a reader without the update key', () => {
  it.each(readOnlyCases)(
    '$role opens $name/{id} read-only',
    async ({ role, name, record, shown }) => {
      const d = definition(name);
      api.server.use(
        http.get(`${ADMIN}/${d.path}/3`, () => HttpResponse.json(oneAnswer(d.type, record))),
        ...emptyLists('regions'),
      );
      renderRegistry({
        definitions: [d, regions],
        path: `/${name}/3`,
        overrides: { instructions: instructionScreens },
        keys: keysOf(role),
      });
      expect(await screen.findByText(shown, {}, { timeout: 5000 })).toBeInTheDocument();
      // react-admin sends a refused screen to the 403 page once its canAccess answers.
      await afterAccessChecks();
      expect(screen.queryByText('Доступ запрещён')).toBeNull();
      expect(screen.getByText(shown)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
    },
  );

  it('keeps the history tab for a reader with the history key (auditor)', async () => {
    const d = definition('connection_fee_kinds');
    api.server.use(
      http.get(`${ADMIN}/${d.path}/3`, () =>
        HttpResponse.json(oneAnswer(d.type, { id: 3, name: 'Стандартная ставка' })),
      ),
      ...emptyLists('regions'),
    );
    renderRegistry({
      definitions: [d, regions],
      path: '/connection_fee_kinds/3',
      keys: keysOf('auditor'),
    });
    await screen.findByText('Стандартная ставка', {}, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'История изменений' })).toBeInTheDocument();
  });

  it('still gets the edit form with the update key', async () => {
    const d = definition('connection_fee_kinds');
    api.server.use(
      http.get(`${ADMIN}/${d.path}/3`, () =>
        HttpResponse.json(oneAnswer(d.type, { id: 3, name: 'Стандартная ставка' })),
      ),
      ...emptyLists('regions'),
    );
    renderRegistry({
      definitions: [d, regions],
      path: '/connection_fee_kinds/3',
      keys: keysOf('eog'),
    });
    expect(
      await screen.findByRole('button', { name: 'Сохранить' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe('a member without the create key', () => {
  it.each([
    ['auditor', 'instructions'],
    ['regional_head', 'instructions'],
    ['services_manager', 'instructions'],
    ['operator', 'connection_fee_kinds'],
    ['auditor', 'info_banners'],
  ] as [Role, string][])('%s sees no «Создать» on %s', async (role, name) => {
    const d = definition(name);
    api.server.use(
      http.get(`${ADMIN}/${d.path}`, () =>
        HttpResponse.json(listAnswer(d.type, [{ id: 3, name: 'Запись', title: 'Запись' }])),
      ),
      ...emptyLists('regions', 'operators'),
    );
    renderRegistry({
      definitions: [d, regions],
      path: `/${name}`,
      overrides: { instructions: instructionScreens },
      keys: keysOf(role),
    });
    expect((await screen.findAllByText('Запись', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Создать' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Создать' })).toBeNull();
  });
});
