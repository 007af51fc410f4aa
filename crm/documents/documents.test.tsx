import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/roles';
import { App } from '../App';
import { queryClient, tokenStore } from '../providers';
import { listAnswer, oneAnswer } from '../registries/testAdmin';

// /crm/gro_requests and /crm/reporting_documents (issue 18) in the real console: the list with
// the overdue marker for the roles of seed 001 §6 (403 for the others), and a request's status
// panel offering the signed-in role's moves only, with the comment dialog and the history.
const origin = window.location.origin;
let account: Record<string, unknown> = {};
let moves: unknown[] = [];
let status = 'sent';
const request = () => ({
  id: 5,
  number: 'ЗГ-2026-00005',
  kind: 'information',
  subject: 'Сведения о газификации д. Середка',
  region_id: '60',
  organization_id: '7',
  status,
  overdue: true,
  due_date: '2026-01-12',
  created_by_id: '3',
  executor_id: null,
});
const server = setupServer(
  http.get(`${origin}/v1/admin/current`, () =>
    HttpResponse.json({ data: { type: 'admin', id: '1', attributes: account } }),
  ),
  http.get(`${origin}/v1/admin/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/admin/gro_requests`, () =>
    HttpResponse.json(
      listAnswer('gro_request', [
        request(),
        { ...request(), id: 6, number: 'ЗГ-2026-00006', subject: 'В срок', overdue: false },
      ]),
    ),
  ),
  http.get(`${origin}/v1/admin/reporting_documents`, () =>
    HttpResponse.json(
      listAnswer('reporting_document', [
        {
          id: 9,
          number: 'ОД-2026-00009',
          kind: 'monthly',
          subject: 'Отчёт за ноябрь',
          status: 'in_review',
          overdue: false,
        },
      ]),
    ),
  ),
  http.get(`${origin}/v1/admin/gro_requests/5`, () =>
    HttpResponse.json(oneAnswer('gro_request', request())),
  ),
  http.get(`${origin}/v1/admin/gro_requests/5/history`, () =>
    HttpResponse.json(
      listAnswer('status_change', [
        {
          id: 2,
          from_status: 'draft',
          to_status: 'sent',
          from_status_label: 'Черновик',
          to_status_label: 'Направлен в ГРО',
          comment: 'Срочно',
          admin_name: 'Иванов Иван',
          created_at: '2026-01-05T09:00:00Z',
          due_date: '2026-01-12',
        },
      ]),
    ),
  ),
  http.put(`${origin}/v1/admin/gro_requests/5/update_status`, async ({ request: r }) => {
    moves.push(await r.json());
    status = 'returned';
    return HttpResponse.json(oneAnswer('gro_request', request()));
  }),
  http.get(`${origin}/v1/admin/*`, () => HttpResponse.json(listAnswer('x', []))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  tokenStore.clear();
  queryClient.clear();
  moves = [];
  status = 'sent';
});
afterAll(() => server.close());

function openAs(role: Role, path: string) {
  account = { user_full_name: 'Сотрудник', role, organization_id: '7', region_id: '60' };
  tokenStore.set(`jwt-${role}-documents`);
  window.history.pushState({}, '', path);
  render(<App />);
}

describe('/crm/gro_requests', () => {
  it.each<Role>(['regional_head', 'operator', 'rgk_operator', 'minenergo_auditor'])(
    'lists the requests with the overdue marker for %s',
    async (role) => {
      openAs(role, '/crm/gro_requests');
      const cell = await screen.findByText(
        'Сведения о газификации д. Середка',
        {},
        { timeout: 30_000 },
      );
      const row = cell.closest('tr') as HTMLElement;
      expect(within(row).getByTestId('overdue-marker')).toHaveTextContent('Просрочен');
      expect(within(row).getByText('Направлен в ГРО')).toBeInTheDocument();
      const onTime = screen.getByText('В срок').closest('tr') as HTMLElement;
      expect(within(onTime).queryByTestId('overdue-marker')).toBeNull();
    },
    40_000,
  );

  it.each<Role>(['mfc', 'services_manager'])(
    'answers 403 to %s',
    async (role) => {
      openAs(role, '/crm/gro_requests');
      const denied = await screen.findAllByText('Не хватает прав для данного действия', undefined, {
        timeout: 30_000,
      });
      expect(denied.length).toBeGreaterThan(0);
    },
    40_000,
  );

  it('offers the ГРО operator its moves, asks the comment a return needs, shows the history', async () => {
    openAs('operator', '/crm/gro_requests/edit/5');
    const panel = await screen.findByRole(
      'region',
      { name: 'Статус документа' },
      { timeout: 30_000 },
    );
    expect(within(panel).getByTestId('record-status')).toHaveTextContent('Направлен в ГРО');
    expect(within(panel).getByTestId('overdue-marker')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Принять в работу' })).toBeInTheDocument();
    // the requesting side's move is not the operator's
    expect(within(panel).queryByRole('button', { name: 'Отозвать' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Вернуть на уточнение' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть на уточнение' }));
    expect(await within(dialog).findByText('Поле обязательно для заполнения')).toBeInTheDocument();
    expect(moves).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Комментарий/ }), {
      target: { value: 'Уточните перечень' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть на уточнение' }));
    expect(await screen.findByText('Статус изменён: «Возвращён на уточнение»')).toBeInTheDocument();
    expect(moves).toEqual([
      {
        data: {
          type: 'gro_request',
          attributes: { status: 'returned', comment: 'Уточните перечень' },
        },
      },
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'История статусов' }));
    const history = await screen.findByRole('table', { name: 'История статусов' });
    const row = within(history).getByTestId('history-row');
    expect(row).toHaveTextContent('Черновик → Направлен в ГРО');
    expect(row).toHaveTextContent('Иванов Иван');
    expect(row).toHaveTextContent('Срочно');
  }, 60_000);

  it('offers the requesting side its own moves only', async () => {
    openAs('regional_head', '/crm/gro_requests/edit/5');
    const panel = await screen.findByRole(
      'region',
      { name: 'Статус документа' },
      { timeout: 30_000 },
    );
    expect(within(panel).getByRole('button', { name: 'Отозвать' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Принять в работу' })).toBeNull();
  }, 40_000);
});

describe('a document in a final status', () => {
  it('reads as a card: no form, and its files listed without upload', async () => {
    openAs('operator', '/crm/gro_requests/edit/5');
    await screen.findByRole('region', { name: 'Статус документа' }, { timeout: 30_000 });
    expect(await screen.findByTestId('attachments-file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
    cleanup();
    queryClient.clear();

    status = 'closed';
    openAs('operator', '/crm/gro_requests/edit/5');
    const panel = await screen.findByRole(
      'region',
      { name: 'Статус документа' },
      { timeout: 30_000 },
    );
    expect(within(panel).getByTestId('record-status')).toHaveTextContent('Закрыт');
    expect(within(panel).getByText(/в финальном статусе/)).toBeInTheDocument();
    expect(await screen.findByText('Сведения о газификации д. Середка')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByTestId('attachments-file')).toBeNull();
  }, 60_000);
});

describe('/crm/reporting_documents', () => {
  it.each<Role>(['operator', 'regional_head', 'eog'])(
    'renders for %s',
    async (role) => {
      openAs(role, '/crm/reporting_documents');
      const cell = await screen.findByText('Отчёт за ноябрь', {}, { timeout: 30_000 });
      const row = cell.closest('tr') as HTMLElement;
      expect(within(row).getByText('На проверке')).toBeInTheDocument();
      expect(within(row).getByText('Ежемесячный отчёт')).toBeInTheDocument();
    },
    40_000,
  );

  it('answers 403 to an МФЦ operator', async () => {
    openAs('mfc_operator', '/crm/reporting_documents');
    expect(
      (
        await screen.findAllByText('Не хватает прав для данного действия', undefined, {
          timeout: 30_000,
        })
      ).length,
    ).toBeGreaterThan(0);
  }, 40_000);
});
