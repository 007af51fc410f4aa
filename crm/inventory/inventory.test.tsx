import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/roles';
import { boundaryGasStatusLabels } from '../../src/domain/inventory';
import { homes } from '../../src/registries';
import { App } from '../App';
import { tokenStore } from '../providers';
import { listAnswer, oneAnswer } from '../registries/testAdmin';

// /crm/inventory_object, /homes, /snt (issue 16) in the real console: the generic lists under
// the section's tabs, and the create screen of an СНТ.
const origin = window.location.origin;
let account: Record<string, unknown> = {};
const lists: string[] = [];
let posted: unknown;
const server = setupServer(
  http.get(`${origin}/v1/admin/current`, () =>
    HttpResponse.json({ data: { type: 'admin', id: '1', attributes: account } }),
  ),
  http.get(`${origin}/v1/admin/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/admin/inventory_objects/homes`, ({ request }) => {
    lists.push(new URL(request.url).pathname);
    return HttpResponse.json(
      listAnswer('home', [
        {
          id: 1,
          address: '180559, Псковский район, д. Неёлово, ул. Лесная, д. 5',
          region_id: null,
          settlement_id: null,
          boundary_gas_status: 'built',
          organization_id: null,
          last_name: 'Иванов',
          first_name: 'Сергей',
        },
      ]),
    );
  }),
  http.get(`${origin}/v1/admin/inventory_objects/snt`, () =>
    HttpResponse.json(listAnswer('snt_object', [{ id: 5, name: 'СНТ «Рассвет»' }])),
  ),
  http.post(`${origin}/v1/admin/inventory_objects/snt`, async ({ request }) => {
    posted = await request.json();
    return HttpResponse.json(oneAnswer('snt_object', { id: 6, name: 'СНТ «Луч»' }), {
      status: 201,
    });
  }),
  http.get(`${origin}/v1/admin/regions`, () =>
    HttpResponse.json(listAnswer('region', [{ id: 60, name: 'Псковская область', code: '60' }])),
  ),
  http.get(`${origin}/v1/admin/*`, () => HttpResponse.json(listAnswer('x', []))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  tokenStore.clear();
  lists.length = 0;
  posted = undefined;
});
afterAll(() => server.close());

function openAs(role: Role, path: string) {
  account = { user_full_name: 'Сотрудник', role, organization_id: '7', region_id: '60' };
  tokenStore.set(`jwt-inventory-${role}-${path}`);
  window.history.pushState({}, '', path);
  render(<App />);
}

describe('/crm/inventory_object', () => {
  it.each<Role>(['etp_admin', 'senior_manager', 'auditor', 'minenergo_auditor'])(
    'lists the homes under the section tabs for %s',
    async (role) => {
      openAs(role, '/crm/inventory_object/homes');
      const cell = await screen.findByText(
        '180559, Псковский район, д. Неёлово, ул. Лесная, д. 5',
        {},
        { timeout: 30_000 },
      );
      const row = cell.closest('tr') as HTMLElement;
      expect(within(row).getByText(boundaryGasStatusLabels.built)).toBeInTheDocument();
      expect(within(row).getByText('Иванов')).toBeInTheDocument();
      expect(
        screen.getByRole('columnheader', { name: new RegExp(homes.fields.address.label) }),
      ).toBeInTheDocument();
      const tabs = screen.getByRole('tablist', { name: 'Инвентаризация объектов' });
      expect(within(tabs).getByRole('tab', { name: 'Домовладения' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(within(tabs).getByRole('tab', { name: 'СНТ' })).toHaveAttribute(
        'href',
        '/crm/inventory_object/snt',
      );
      expect(lists[0]).toBe('/v1/admin/inventory_objects/homes');
    },
    40_000,
  );

  it('creates an СНТ with its region', async () => {
    const user = userEvent.setup();
    openAs('etp_admin', '/crm/inventory_object/snt/new');
    await user.type(
      await screen.findByRole('textbox', { name: /Наименование СНТ/ }, { timeout: 30_000 }),
      'СНТ «Луч»',
    );
    await user.type(screen.getByRole('combobox', { name: /Регион/ }), 'Пско');
    await user.click(await screen.findByRole('option', { name: 'Псковская область' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(posted).toBeDefined(), { timeout: 10_000 });
    expect(posted).toMatchObject({
      data: {
        type: 'snt_object',
        attributes: {
          name: 'СНТ «Луч»',
          region_id: '60',
          owner_type: 'organization',
          boundary_gas_status: 'not_built',
        },
      },
    });
  }, 60_000);

  it.each<Role>(['operator', 'mfc', 'rgk_operator'])(
    'answers 403 to %s',
    async (role) => {
      openAs(role, '/crm/inventory_object/homes');
      const denied = await screen.findAllByText('Не хватает прав для данного действия', undefined, {
        timeout: 30_000,
      });
      expect(denied.length).toBeGreaterThan(0);
    },
    40_000,
  );
});
