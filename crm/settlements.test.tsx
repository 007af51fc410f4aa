import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/domain/roles';
import { gasStatusLabels } from '../src/domain/settlements';
import { settlements } from '../src/registries';
import { App } from './App';
import { queryClient, tokenStore } from './providers';
import { listAnswer } from './registries/testAdmin';

// /crm/settlements (issue 16) in the real console for the roles seed 001 §6 gives the section:
// the generic list built from src/registries/settlements.ts, or the 403 page.
const origin = window.location.origin;
let account: Record<string, unknown> = {};
const lists: string[] = [];
const server = setupServer(
  http.get(`${origin}/v1/admin/current`, () =>
    HttpResponse.json({ data: { type: 'admin', id: '1', attributes: account } }),
  ),
  http.get(`${origin}/v1/admin/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/admin/settlements`, ({ request }) => {
    lists.push(new URL(request.url).search);
    return HttpResponse.json(
      listAnswer('settlement', [
        {
          id: 1,
          name: 'Неёлово',
          kind: 'village',
          region_id: '60',
          municipal_district: 'Псковский район',
          gas_status: 'gasified',
          organization_id: null,
          in_programme: false,
          homes_count: 540,
        },
      ]),
    );
  }),
  // References of the list (regions, organizations) and anything else the shell asks.
  http.get(`${origin}/v1/admin/*`, () => HttpResponse.json(listAnswer('x', []))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  tokenStore.clear();
  // Each test signs in as another role: no account or keys of the previous one.
  queryClient.clear();
  lists.length = 0;
});
afterAll(() => server.close());

function openAs(role: Role, flags: Record<string, boolean> = {}) {
  account = { user_full_name: 'Сотрудник', role, organization_id: '7', region_id: '60', ...flags };
  // The authProvider caches the account per token: a token per role.
  tokenStore.set(`jwt-${role}-${Object.keys(flags).join('-')}`);
  window.history.pushState({}, '', '/crm/settlements');
  render(<App />);
}

describe('/crm/settlements', () => {
  it.each<[Role, Record<string, boolean>]>([
    ['etp_admin', {}],
    ['eog', {}],
    ['auditor', {}],
    ['senior_manager', {}],
    ['minenergo_auditor', {}],
    ['regional_head', { executor_selection: true, social_assistance: true }],
  ])(
    'shows the list with its filters to %s',
    async (role, flags) => {
      openAs(role, flags);
      // The first render loads the console's lazy chunks, slow on a busy machine.
      const cell = await screen.findByText('Неёлово', {}, { timeout: 30_000 });
      const row = cell.closest('tr') as HTMLElement;
      expect(within(row).getByText(gasStatusLabels.gasified)).toBeInTheDocument();
      expect(within(row).getByText('Деревня')).toBeInTheDocument();
      expect(
        screen.getByRole('columnheader', { name: new RegExp(settlements.fields.gas_status.label) }),
      ).toBeInTheDocument();
      expect(lists[0]).toContain('order_by=name');
    },
    40_000,
  );

  it.each<[Role, Record<string, boolean>]>([
    ['operator', {}],
    ['mfc', {}],
    ['rgk_operator', {}],
    ['services_manager', {}],
    ['regional_head', { social_assistance: true }],
  ])(
    'answers 403 to %s',
    async (role, flags) => {
      openAs(role, flags);
      const denied = await screen.findAllByText('Не хватает прав для данного действия', undefined, {
        timeout: 30_000,
      });
      expect(denied.length).toBeGreaterThan(0);
      expect(screen.queryByText('Неёлово')).toBeNull();
    },
    40_000,
  );

  it('sets a field on the selected settlements and sends them to the coordination centre', async () => {
    const bodies: { method: string; body: unknown }[] = [];
    const row = { kind: 'village', region_id: '60', gas_status: 'not_gasified', homes_count: 1 };
    server.use(
      http.get(`${origin}/v1/admin/settlements`, () =>
        HttpResponse.json(
          listAnswer('settlement', [
            { ...row, id: 1, name: 'Неёлово' },
            { ...row, id: 2, name: 'Середка' },
          ]),
        ),
      ),
      http.patch(`${origin}/v1/admin/settlements/mass_update`, async ({ request }) => {
        bodies.push({ method: 'PATCH', body: await request.json() });
        return HttpResponse.json({ meta: { updated: 2 } });
      }),
      http.post(`${origin}/v1/admin/settlements/resend_to_cc`, async ({ request }) => {
        bodies.push({ method: 'POST', body: await request.json() });
        return HttpResponse.json({ meta: { queued: 2 } }, { status: 202 });
      }),
    );
    openAs('etp_admin');
    await screen.findByText('Середка', {}, { timeout: 30_000 });
    for (const name of ['Неёлово', 'Середка'])
      fireEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));

    fireEvent.click(await screen.findByRole('button', { name: 'Изменить выбранные' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить выбранные записи' });
    expect(within(dialog).getByText('Выбрано записей: 2')).toBeInTheDocument();
    // The field is the gas status by default; pick its value in the field's own select.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Статус газификации/ }));
    fireEvent.click(await screen.findByRole('option', { name: gasStatusLabels.gasified }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Изменено записей: 2')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      method: 'PATCH',
      body: { data: { ids: ['1', '2'], attributes: { gas_status: 'gasified' } } },
    });

    for (const name of ['Неёлово', 'Середка'])
      fireEvent.click(within(screen.getByText(name).closest('tr')!).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить в КЦ' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Отправлено в координационный центр: 2')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ method: 'POST', body: { data: { ids: ['1', '2'] } } });
  }, 40_000);

  it('offers no row selection to ГРО staff, who hold neither key', async () => {
    openAs('senior_manager');
    await screen.findByText('Неёлово', {}, { timeout: 30_000 });
    const row = screen.getByText('Неёлово').closest('tr')!;
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).getAllByRole('cell').length).toBeGreaterThan(3);
  }, 40_000);
});
