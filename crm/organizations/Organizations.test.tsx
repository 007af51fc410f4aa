import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { AuthProvider } from 'ra-core';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { canAccessAccount } from '../../authProvider/canAccess';
import { jsonApiDataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n';
import { holdsKey, permissionsFor } from '../../src/access/canAccess';
import { permissionsByRole } from '../../src/access/permissions';
import { admin } from '../../src/access/test/principals';
import type { Role } from '../../src/domain/roles';
import { createHttpClient } from '../../src/api';
import { regions } from '../../src/registries';
import { organizations } from '../../src/registries/organizations';
import { validationMessages } from '../../src/validation/messages';
import { withRegistryAccess } from '../registries/access';
import { registryResource } from '../registries/resource';
import { ADMIN, listAnswer, origin, setupRegistryApi } from '../registries/testAdmin';
import { organizationNestedRoutes, organizationScreens } from './index';
import { organizationTabKeys } from './labels';

const api = setupRegistryApi();

type Account = { role: string; organization_id?: string };

/** The console with the organizations screens for a staff member of `account` holding `keys`. */
function renderConsole(path: string, account: Account, keys: readonly string[]) {
  const auth: AuthProvider = withRegistryAccess({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: '9', fullName: 'Сотрудник', account: { id: '9', ...account } }),
    getPermissions: async () => ({ role: account.role, permissions: keys }),
    // The console's real rule (src/access), so screens of nested resources must not ask it.
    canAccess: async ({ action, resource }) =>
      canAccessAccount({ id: '9', ...account }, { action, resource }),
  });
  const definitions = [organizations, regions];
  const dataProvider = jsonApiDataProvider('/v1/admin', createHttpClient({ baseUrl: origin }), {
    paths: Object.fromEntries(definitions.map((d) => [d.name, d.path])),
    types: Object.fromEntries(definitions.map((d) => [d.name, d.type])),
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={dataProvider}
        authProvider={auth}
        i18nProvider={i18nProvider}
        disableTelemetry
      >
        <Resource {...registryResource(organizations, organizationScreens)} />
        <Resource {...registryResource(regions)} />
        <CustomRoutes>{organizationNestedRoutes}</CustomRoutes>
      </Admin>
    </MemoryRouter>,
  );
}

function organization(id: string, name: string): JsonBodyType {
  return {
    data: {
      type: 'organization',
      id,
      attributes: {
        name,
        full_name: `Акционерное общество «${name}»`,
        inn: '6027123459',
        ogrn: '1026000001235',
        kpp: '602701001',
        region_code: '60',
        unified_phone: '78112000104',
        phones: ['78112000105'],
        email: 'info@example.ru',
        active: true,
        legal_address_attributes: { zip_code: '180000', city: 'г. Псков' },
        postal_address_attributes: null,
      },
      relationships: {
        gro_regions: { data: [{ type: 'region', id: '60' }] },
        rog_regions: { data: [{ type: 'region', id: '60' }] },
        ngro_regions: { data: [] },
        eog_regions: { data: [] },
      },
    },
  } as JsonBodyType;
}

const lookups = [
  http.get(`${ADMIN}/regions`, () =>
    HttpResponse.json(listAnswer('region', [{ id: 60, name: 'Псковская область', code: '60' }])),
  ),
  http.get(`${ADMIN}/organizations/:id`, ({ params }) =>
    HttpResponse.json(
      organization(String(params.id), params.id === '1' ? 'Псковгаз' : 'Мособлгаз'),
    ),
  ),
  http.get(`${ADMIN}/organizations/:id/schedule`, () =>
    HttpResponse.json(
      listAnswer('organization_schedule', [
        { id: 5, weekday: '1', time_from: '08:00', time_to: '17:00', branch_id: null },
      ]),
    ),
  ),
  http.get(`${ADMIN}/organizations/:id/branches`, () =>
    HttpResponse.json(
      listAnswer('branch', [{ id: 7, name: 'Псковский филиал', is_head: true, active: true }]),
    ),
  ),
];

const tabTitles = organizationTabKeys.map(([, title]) => title);
const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);
const managerKeys = permissionsByRole.senior_manager;

describe('the organization edit screen', () => {
  it('shows each tab only to holders of its key', async () => {
    api.server.use(...lookups);
    renderConsole('/organizations/edit/1', { role: 'etp_admin' }, [
      'admin_organizations_read',
      'admin_organizations_update',
      'admin_organizations_schedule',
      'admin_branches_read',
    ]);
    await screen.findByRole('tab', { name: 'Режим работы' }, { timeout: 8000 });
    expect(tabs()).toEqual(['Основное', 'Филиалы', 'Режим работы']);
  });

  it('gives a ГРО administrator every tab, and its own organization editable but not its affiliations', async () => {
    api.server.use(...lookups);
    renderConsole(
      '/organizations/edit/1',
      { role: 'senior_manager', organization_id: '1' },
      managerKeys,
    );
    await screen.findByDisplayValue('Псковгаз', {}, { timeout: 8000 });
    expect(tabs()).toEqual(['Основное', ...tabTitles]);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Наименование/ })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'ГРО' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Активна' })).toBeDisabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Режим работы' }));
    expect(await screen.findByText('08:00', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeInTheDocument();
  });

  it('leaves another organization read-only for a ГРО administrator', async () => {
    const branchQueries: URLSearchParams[] = [];
    api.server.use(
      http.get(`${ADMIN}/organizations/:id/branches`, ({ request }) => {
        branchQueries.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          listAnswer('branch', [{ id: 7, name: 'Псковский филиал', is_head: true, active: true }]),
        );
      }),
      ...lookups,
    );
    renderConsole(
      '/organizations/edit/2',
      { role: 'senior_manager', organization_id: '1' },
      managerKeys,
    );
    await screen.findByDisplayValue('Мособлгаз', {}, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Наименование/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Режим работы' }));
    expect(await screen.findByText('08:00', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Филиалы' }));
    expect(await screen.findByText('Псковский филиал', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
    // the head branch first, as the definition's default order says
    expect(branchQueries.at(-1)?.get('order_by')).toBe('is_head');
    expect(branchQueries.at(-1)?.get('order_type')).toBe('desc');
  });

  it('shows an auditor no tabs of writing keys and nothing to save', async () => {
    api.server.use(...lookups);
    renderConsole('/organizations/edit/1', { role: 'auditor' }, permissionsByRole.auditor);
    await screen.findByDisplayValue('Псковгаз', {}, { timeout: 8000 });
    expect(tabs()).toEqual(['Основное', 'Филиалы']);
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });
});

describe('the organization list and the nested screens', () => {
  it('lists organizations with regions, affiliations and the hot-line phone; create only for the ЕОГ', async () => {
    api.server.use(
      http.get(`${ADMIN}/organizations`, () =>
        HttpResponse.json({
          ...(listAnswer('organization', [
            { id: 1, name: 'Псковгаз', unified_phone: '78112000104', active: true },
          ]) as object),
          data: [
            {
              type: 'organization',
              id: '1',
              attributes: { name: 'Псковгаз', unified_phone: '78112000104', active: true },
              relationships: {
                regions: { data: [{ type: 'region', id: '60' }] },
                gro_regions: { data: [{ type: 'region', id: '60' }] },
                ngro_regions: { data: [] },
              },
            },
            {
              type: 'organization',
              id: '2',
              attributes: { name: 'Старгаз', unified_phone: null, active: false },
              relationships: { regions: { data: [] } },
            },
          ],
          included: [{ type: 'region', id: '60', attributes: { name: 'Псковская область' } }],
        }),
      ),
      ...lookups,
    );
    renderConsole('/organizations', { role: 'senior_manager', organization_id: '1' }, managerKeys);
    const row = (await screen.findByText('Псковгаз', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('Псковская область')).toBeInTheDocument();
    expect(within(row).getByText('ГРО')).toBeInTheDocument();
    expect(within(row).getByText('+7 (811) 200-01-04')).toBeInTheDocument();
    // An organization switched off is the table's disabled row (seed 001 §4), named so.
    expect(row).not.toHaveAttribute('data-state');
    const off = screen.getByText('Старгаз').closest('tr')!;
    expect(off).toHaveAttribute('data-state', 'disabled');
    expect(within(off).getByText(/Неактивно/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Создать/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Отчёт по администраторам' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.requests.some(
          (r) => r.startsWith('GET /v1/admin/organizations?') && r.includes('included=regions'),
        ),
      ).toBe(true),
    );
  });

  it.each(['auditor', 'regional_head', 'minenergo_auditor', 'rgk_operator', 'services_manager'])(
    'offers %s (organizations read key, no create key) no link to /organizations/new',
    async (role) => {
      const principal = admin(role as Role, { organizationId: null });
      api.server.use(
        http.get(`${ADMIN}/organizations`, () =>
          HttpResponse.json(listAnswer('organization', [{ id: 1, name: 'Псковгаз' }])),
        ),
        ...lookups,
      );
      renderConsole(
        '/organizations',
        { role },
        permissionsFor(principal).filter((k) => holdsKey(principal, k)),
      );
      await screen.findByText('Псковгаз', {}, { timeout: 8000 });
      expect(screen.queryByRole('link', { name: /Создать/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Создать/ })).toBeNull();
    },
  );

  it('asks for the required schedule fields before sending anything', async () => {
    api.server.use(...lookups);
    renderConsole(
      '/organizations/1/schedule/new',
      { role: 'senior_manager', organization_id: '1' },
      managerKeys,
    );
    await screen.findByRole('textbox', { name: /^Начало приёма/ }, { timeout: 8000 });
    await userEvent.type(screen.getByRole('textbox', { name: /^Начало приёма/ }), '9:00');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(screen.getAllByText(validationMessages.required).length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByText(validationMessages.invalid)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
  });
});
