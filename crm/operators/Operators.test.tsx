import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuthProvider } from 'ra-core';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { jsonApiDataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n';
import { permissionsFor } from '../../src/access/canAccess';
import { createHttpClient } from '../../src/api';
import { type Role } from '../../src/domain/roles';
import { mfcs, operators, regions, registryByName } from '../../src/registries';
import { adminPrincipal } from '../../authProvider/canAccess';
import { withRegistryAccess } from '../registries/access';
import { registryResource } from '../registries/resource';
import {
  ADMIN,
  keysCanAccess,
  listAnswer,
  origin,
  setupRegistryApi,
  afterAccessChecks,
} from '../registries/testAdmin';
import { createNewOperatorRoute, operatorScreens } from './index';
import { operatorTexts } from './texts';

const api = setupRegistryApi();
const definitions = [operators, registryByName('organizations')!, regions, mfcs];

/** The signed-in staff member: an account as /v1/admin/current flattens it. */
function account(role: Role, extra: Record<string, unknown> = {}) {
  return {
    id: '1',
    role,
    organization_id: '10',
    mfc_id: null,
    region_id: '30',
    executor_selection: false,
    social_assistance: false,
    ...extra,
  };
}

/** react-admin over msw with the account's real keys (src/access), or the keys given. */
function renderAs(path: string, me: Record<string, unknown>, keys?: readonly string[]) {
  const principal = adminPrincipal(me)!;
  const held = keys ?? permissionsFor(principal);
  const auth: AuthProvider = withRegistryAccess({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: String(me.id), fullName: 'Сотрудник', account: me }),
    getPermissions: async () => ({ role: me.role, permissions: held }),
    canAccess: keysCanAccess(held),
  });
  const dataProvider = jsonApiDataProvider('/v1/admin', createHttpClient({ baseUrl: origin }), {
    paths: Object.fromEntries(definitions.map((d) => [d.name, d.path])),
    types: Object.fromEntries(definitions.map((d) => [d.name, d.type])),
    saveBlob: () => undefined,
    openWindow: () => undefined,
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={dataProvider}
        authProvider={auth}
        i18nProvider={i18nProvider}
        disableTelemetry
      >
        {definitions.map((d) => (
          <Resource
            key={d.name}
            {...registryResource(d, d === operators ? operatorScreens : undefined)}
          />
        ))}
        <CustomRoutes>{createNewOperatorRoute}</CustomRoutes>
      </Admin>
    </MemoryRouter>,
  );
}

const lookups = () => [
  http.get(`${ADMIN}/organizations`, () =>
    HttpResponse.json(
      listAnswer('organization', [{ id: 10, name: 'АО «Газпром газораспределение Псков»' }]),
    ),
  ),
  http.get(`${ADMIN}/organizations/10/branches`, () =>
    HttpResponse.json(listAnswer('branch', [{ id: 7, name: 'Псковский филиал' }])),
  ),
  http.get(`${ADMIN}/regions`, () =>
    HttpResponse.json(listAnswer('region', [{ id: 30, name: 'Псковская область', code: '60' }])),
  ),
  http.get(`${ADMIN}/mfcs`, () =>
    HttpResponse.json(listAnswer('mfc', [{ id: 20, name: 'МФЦ Пскова' }])),
  ),
  http.get(`${ADMIN}/admin_users`, () => HttpResponse.json(listAnswer('admin_user', []))),
];

const operatorRecord = {
  id: 5,
  last_name: 'Кузнецов',
  first_name: 'Дмитрий',
  middle_name: 'Андреевич',
  full_name: 'Кузнецов Дмитрий Андреевич',
  email: 'operator@eog.test',
  phone: '79000000003',
  role: 'operator',
  executor_selection: false,
  social_assistance: false,
  citizen_category_approval: false,
  specification_approvement: false,
  blocked: false,
  confirmed: true,
  confirmed_at: '2025-01-01T10:00:00Z',
  created_at: '2025-01-01T10:00:00Z',
  updated_at: '2025-01-01T10:00:00Z',
};

/** The detail answer with the organization relationship the server sends. */
function detail(attrs: Record<string, unknown> = {}) {
  const { id, ...attributes } = { ...operatorRecord, ...attrs };
  return {
    data: {
      type: 'admin_user',
      id: String(id),
      attributes,
      relationships: {
        organization: { data: { type: 'organization', id: '10' } },
        branch: { data: null },
        region: { data: { type: 'region', id: '30' } },
        mfc: { data: null },
      },
    },
  };
}

const roleSelect = () => screen.findByRole('combobox', { name: /^Роль/ }, { timeout: 5000 });

async function roleOptionsOf(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await roleSelect());
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((o) => o.textContent?.trim())
    .filter(Boolean);
}

describe('the operator form', () => {
  it('offers a ГРО administrator only the roles it may give, its organization fixed', async () => {
    api.server.use(...lookups());
    const user = userEvent.setup();
    renderAs('/operators/create', account('senior_manager'));
    expect(await roleOptionsOf(user)).toEqual([
      'Администратор ГРО',
      'Оператор',
      'Админ по доп. услугам',
    ]);
    await user.click(screen.getByRole('option', { name: 'Оператор' }));
    const organization = await screen.findByRole('combobox', { name: /^Организация/ });
    await waitFor(() => expect(organization).toHaveValue('АО «Газпром газораспределение Псков»'));
    expect(organization).toBeDisabled();
    expect(await screen.findByRole('combobox', { name: /^Филиал/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Регион/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^МФЦ/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Выбор исполнителя' })).toBeNull();
  });

  it('shows a regional head the region and, with the form-fields key, the flags', async () => {
    api.server.use(...lookups());
    const user = userEvent.setup();
    const view = renderAs('/operators/create', account('etp_admin', { organization_id: null }));
    const offered = await roleOptionsOf(user);
    expect(offered).toHaveLength(12);
    await user.click(screen.getByRole('option', { name: 'Аудитор регионального штаба' }));
    expect(await screen.findByRole('combobox', { name: /^Регион/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Организация/ })).toBeNull();
    for (const flag of [
      'Выбор исполнителя',
      'Меры социальной поддержки',
      'Согласование категорий граждан',
      'Согласование спецификации',
    ]) {
      expect(screen.getByRole('checkbox', { name: flag })).toBeInTheDocument();
    }
    await user.click(await roleSelect());
    await user.click(await screen.findByRole('option', { name: 'Администратор МФЦ' }));
    expect(await screen.findByRole('combobox', { name: /^МФЦ/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Регион/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Выбор исполнителя' })).toBeNull();
    view.unmount();

    // Without admin_operators_form_fields the flags are not offered.
    const keys = permissionsFor(adminPrincipal(account('etp_admin'))!).filter(
      (k) => k !== 'admin_operators_form_fields',
    );
    renderAs('/create_new_operator', account('etp_admin'), keys);
    await user.click(await roleSelect());
    await user.click(await screen.findByRole('option', { name: 'Аудитор регионального штаба' }));
    expect(await screen.findByRole('combobox', { name: /^Регион/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Выбор исполнителя' })).toBeNull();
  });

  it('sends a new operator of its organization with the fields of its role', async () => {
    const bodies: unknown[] = [];
    api.server.use(
      ...lookups(),
      http.post(`${ADMIN}/admin_users`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(detail({ id: 9 }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAs('/create_new_operator', account('senior_manager'));
    await user.click(await roleSelect());
    await user.click(await screen.findByRole('option', { name: 'Оператор' }));
    await user.type(screen.getByRole('textbox', { name: /^Фамилия/ }), 'Петров');
    await user.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Пётр');
    await user.type(
      screen.getByRole('textbox', { name: /^Электронная почта/ }),
      'petrov@example.test',
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const attributes = (bodies[0] as { data: { attributes: Record<string, unknown> } }).data
      .attributes;
    expect(attributes).toMatchObject({
      last_name: 'Петров',
      first_name: 'Пётр',
      email: 'petrov@example.test',
      role: 'operator',
      organization_id: '10',
    });
    expect(attributes.mfc_id ?? null).toBeNull();
  });
});

describe('the operator edit screen', () => {
  it('shows block, letters and history to a ГРО administrator for its operator', async () => {
    const calls: string[] = [];
    api.server.use(
      ...lookups(),
      http.get(`${ADMIN}/admin_users/5`, () => HttpResponse.json(detail())),
      http.post(`${ADMIN}/admin_users/5/block`, () => {
        calls.push('block');
        return HttpResponse.json(detail({ blocked: true }));
      }),
      http.post(`${ADMIN}/admin_users/5/send_recovery`, () => {
        calls.push('send_recovery');
        return HttpResponse.json({ meta: { sent: true } });
      }),
      http.get(`${ADMIN}/admin_users/5/changes`, () => HttpResponse.json(listAnswer('change', []))),
    );
    const user = userEvent.setup();
    renderAs('/operators/5', account('senior_manager'));
    const block = await screen.findByRole(
      'button',
      { name: operatorTexts.block },
      { timeout: 5000 },
    );
    // Confirmed already: no invitation, a recovery link instead.
    expect(screen.queryByRole('button', { name: operatorTexts.sendConfirmation })).toBeNull();
    await user.click(screen.getByRole('button', { name: operatorTexts.sendRecovery }));
    expect(await screen.findByText(operatorTexts.letterSent)).toBeInTheDocument();
    await user.click(block);
    await waitFor(() => expect(calls).toEqual(['send_recovery', 'block']));
    expect(screen.getByRole('tab', { name: 'История изменений' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
  });

  it('hides the actions and the history without their keys, and Save beyond reach', async () => {
    api.server.use(
      ...lookups(),
      http.get(`${ADMIN}/admin_users/5`, () =>
        HttpResponse.json(detail({ confirmed: false, confirmed_at: null })),
      ),
    );
    // An МФЦ administrator holds block and the letters, but this ГРО operator is beyond reach.
    renderAs('/operators/5', account('mfc_admin', { organization_id: null, mfc_id: '20' }));
    expect(await screen.findByRole('textbox', { name: /^Фамилия/ }, { timeout: 5000 })).toHaveValue(
      'Кузнецов',
    );
    expect(screen.queryByRole('button', { name: operatorTexts.block })).toBeNull();
    expect(screen.queryByRole('button', { name: operatorTexts.sendConfirmation })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    // mfc_admin has no history key
    expect(screen.queryByRole('tab', { name: 'История изменений' })).toBeNull();
  });

  it('shows an auditor the account read-only with its history, and no actions', async () => {
    api.server.use(
      ...lookups(),
      http.get(`${ADMIN}/admin_users/5`, () => HttpResponse.json(detail())),
      http.get(`${ADMIN}/admin_users/5/changes`, () => HttpResponse.json(listAnswer('change', []))),
    );
    renderAs('/operators/5/show', account('auditor', { organization_id: null }));
    const name = await screen.findByRole('textbox', { name: /^Фамилия/ }, { timeout: 5000 });
    expect(name).toHaveValue('Кузнецов');
    expect(name).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'История изменений' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: operatorTexts.block })).toBeNull();
    expect(screen.queryByRole('button', { name: operatorTexts.sendRecovery })).toBeNull();
  });

  it.each([
    ['auditor', {}],
    ['minenergo_auditor', { organization_id: null }],
    ['rgk_operator', { organization_id: null }],
    ['mfc', { organization_id: null, mfc_id: '20' }],
    ['mfc_operator', { organization_id: null, mfc_id: '20' }],
  ] as [Role, Record<string, unknown>][])(
    'opens /operators/{id} read-only for %s (read key, no update key), not the 403 page',
    async (role, extra) => {
      api.server.use(
        ...lookups(),
        http.get(`${ADMIN}/admin_users/5`, () => HttpResponse.json(detail())),
        http.get(`${ADMIN}/admin_users/5/changes`, () =>
          HttpResponse.json(listAnswer('change', [])),
        ),
      );
      renderAs('/operators/5', account(role, extra));
      const name = await screen.findByRole('textbox', { name: /^Фамилия/ }, { timeout: 5000 });
      expect(name).toBeDisabled();
      // react-admin sends a refused screen to the 403 page once its canAccess answers.
      await afterAccessChecks();
      expect(screen.queryByText('Доступ запрещён')).toBeNull();
      expect(screen.getByRole('textbox', { name: /^Фамилия/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    },
  );

  it('offers no «Создать» on the list without the create key', async () => {
    api.server.use(
      http.get(`${ADMIN}/admin_users`, () =>
        HttpResponse.json(listAnswer('admin_user', [operatorRecord])),
      ),
      ...lookups(),
    );
    renderAs('/operators', account('rgk_operator', { organization_id: null }));
    expect((await screen.findAllByText(/Кузнецов/, {}, { timeout: 5000 })).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByRole('link', { name: 'Создать' })).toBeNull();
  });

  it('lets nobody block themselves or change their own role', async () => {
    api.server.use(
      ...lookups(),
      http.get(`${ADMIN}/admin_users/1`, () =>
        HttpResponse.json(
          detail({ id: 1, role: 'senior_manager', confirmed: false, confirmed_at: null }),
        ),
      ),
    );
    renderAs('/operators/1', account('senior_manager'));
    const role = await roleSelect();
    expect(role).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: operatorTexts.block })).toBeNull();
    // Its own invitation it may resend.
    expect(
      screen.getByRole('button', { name: operatorTexts.sendConfirmation }),
    ).toBeInTheDocument();
  });
});
