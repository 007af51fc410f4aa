import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/domain/roles';
import { gasStatusLabels } from '../src/domain/settlements';
import { settlements } from '../src/registries';
import { App } from './App';
import { tokenStore } from './providers';
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
});
