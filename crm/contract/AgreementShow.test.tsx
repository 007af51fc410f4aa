import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CustomRoutes } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { permissionsFor } from '../../src/access/canAccess';
import { permissionKeys } from '../../src/access/permissionFamilies';
import {
  agreementFieldLabels as label,
  agreementSourceLabels,
  agreementStatusLabel,
} from '../../src/domain/agreements';
import { contractTexts } from '../leads/contractLabels';
import {
  ADMIN,
  afterAccessChecks,
  renderRegistry,
  setupRegistryApi,
} from '../registries/testAdmin';
import { agreementRoute } from './index';
import { agreementScreenTexts as text } from './texts';

const api = setupRegistryApi();

/** The lead card's route, standing in for crm/leads: shows which lead the link opened. */
function CardProbe() {
  const { id } = useParams();
  return <h1>Карточка заявки {id}</h1>;
}

const render = (keys?: readonly string[], path = '/contract/5/agreements/12') =>
  renderRegistry({
    definitions: [],
    path,
    keys,
    extra: (
      <CustomRoutes>
        {agreementRoute}
        <Route path="/leads/edit/:id/*" element={<CardProbe />} />
      </CustomRoutes>
    ),
  });

/** The agreement as GET /v1/admin/contracts/5/agreements/12 answers staff. */
const draft = {
  type: 'contract_agreement',
  id: '12',
  attributes: {
    number: 'ДС-2',
    status: 'draft',
    is_writing: true,
    source: 'portal',
    subject: 'Перенос срока',
    status_changed_at: '2026-03-02T09:00:00Z',
    current_status_changed_days_ago_text: '3 рабочих дня',
    signed_at: null,
    contract_number: 'Д-17',
    lead_uid: '60-ПС-000101',
  },
  relationships: {
    contract: { data: { type: 'contract', id: '5' } },
    lead: { data: { type: 'lead', id: '1' } },
  },
};

const change = (id: string, from: string | null, to: string) => ({
  type: 'agreement_status_change',
  id,
  attributes: {
    from_status: from,
    to_status: to,
    author_kind: 'admin',
    admin_name: 'Иванова Анна',
    note: null,
    created_at: '2026-03-02T09:00:00Z',
  },
});

/** The agreement, its files and its history (one more entry once it has been moved). */
function serveAgreement(status = 'draft') {
  const state = { status, bodies: [] as unknown[] };
  api.server.use(
    http.get(`${ADMIN}/contracts/5/agreements/12`, () =>
      HttpResponse.json({
        data: { ...draft, attributes: { ...draft.attributes, status: state.status } },
      }),
    ),
    http.get(`${ADMIN}/contracts/5/agreements/12/attachments`, () =>
      HttpResponse.json({
        data: [
          {
            type: 'attachment',
            id: '31',
            attributes: { kind: 'agreement', original_filename: 'дс.pdf', file_size: 10 },
          },
        ],
        meta: { total_count: 1 },
      }),
    ),
    http.get(`${ADMIN}/contracts/5/agreements/12/changes`, () =>
      HttpResponse.json({
        data:
          state.status === 'draft'
            ? [change('1', null, 'draft')]
            : [change('2', 'draft', 'registered'), change('1', null, 'draft')],
        meta: { total_count: 1 },
      }),
    ),
    http.put(`${ADMIN}/contracts/5/agreements/12/update_status`, async ({ request }) => {
      state.bodies.push(await request.json());
      state.status = 'registered';
      return HttpResponse.json({
        data: {
          ...draft,
          attributes: { ...draft.attributes, status: 'registered', number: 'ДС-2/26' },
        },
      });
    }),
  );
  return state;
}

const field = (caption: string) => screen.getByText(caption, { selector: 'dt' }).nextSibling;

/** The keys of an auditor (reading ones only), as the authProvider computes them. */
const auditorKeys = permissionsFor({
  kind: 'admin',
  role: 'auditor',
  organizationId: null,
  mfcId: null,
  regionId: null,
  executorSelection: false,
  socialAssistance: false,
});

describe('the agreement screen', () => {
  it('shows the agreement with its lead, files and history, and moves it', async () => {
    const state = serveAgreement();
    render();
    expect(
      await screen.findByText(
        'Дополнительное соглашение № ДС-2',
        { selector: 'div' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(field(text.contract)).toHaveTextContent('Д-17');
    expect(field(label.status)).toHaveTextContent(agreementStatusLabel('draft'));
    expect(field(label.subject)).toHaveTextContent('Перенос срока');
    expect(field(label.is_writing)).toHaveTextContent('Да');
    expect(field(label.source)).toHaveTextContent(agreementSourceLabels.portal);
    expect(field(label.current_status_changed_days_ago)).toHaveTextContent('3 рабочих дня');

    const files = await screen.findByRole('table', { name: contractTexts.agreementFiles });
    expect(files).toHaveTextContent('дс.pdf');
    const history = await screen.findByRole('table', { name: contractTexts.agreementHistory });
    expect(within(history).getAllByRole('row')).toHaveLength(2);

    const moves = screen.getByRole('region', { name: text.moves });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([agreementStatusLabel('registered'), agreementStatusLabel('cancelled')]);
    fireEvent.click(
      within(moves).getByRole('button', { name: agreementStatusLabel('registered') }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(contractTexts.registrationNumber), {
      target: { value: 'ДС-2/26' },
    });
    fireEvent.click(
      within(dialog).getByRole('button', { name: agreementStatusLabel('registered') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.bodies).toEqual([
      {
        data: {
          type: 'contract_agreement',
          attributes: { status: 'registered', number: 'ДС-2/26' },
        },
      },
    ]);
    // The answer is the screen's agreement now; its history is read again.
    expect(
      await screen.findByText('Дополнительное соглашение № ДС-2/26', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(field(label.status)).toHaveTextContent(agreementStatusLabel('registered'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: contractTexts.agreementHistory })).getAllByRole(
          'row',
        ),
      ).toHaveLength(3),
    );

    fireEvent.click(screen.getByRole('link', { name: 'Заявка № 60-ПС-000101' }));
    expect(await screen.findByRole('heading', { name: 'Карточка заявки 1' })).toBeInTheDocument();
  });

  it('shows an auditor the agreement, its files and history, without moves or upload', async () => {
    serveAgreement();
    render(auditorKeys);
    expect(
      await screen.findByRole('table', { name: contractTexts.agreementFiles }, { timeout: 20_000 }),
    ).toHaveTextContent('дс.pdf');
    expect(
      await screen.findByRole('table', { name: contractTexts.agreementHistory }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: text.moves })).toBeNull();
    expect(screen.queryByTestId('agreement-file')).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
  });

  it('offers no history without admin_agreements_history, and does not ask for it', async () => {
    serveAgreement();
    render(permissionKeys.filter((k) => k !== 'admin_agreements_history'));
    expect(
      await screen.findByRole('table', { name: contractTexts.agreementFiles }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: text.moves })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: contractTexts.agreementHistory })).toBeNull();
    expect(api.requests.some((r) => r.includes('/changes'))).toBe(false);
  });

  it('says so when the agreement’s status leaves no move', async () => {
    serveAgreement('current');
    render();
    const moves = await screen.findByRole('region', { name: text.moves }, { timeout: 20_000 });
    expect(moves).toHaveTextContent(contractTexts.noMoves);
    expect(within(moves).queryAllByRole('button')).toEqual([]);
  });

  it('shows the console’s 404 page for an agreement the server does not give', async () => {
    api.server.use(
      http.get(`${ADMIN}/contracts/5/agreements/99`, () =>
        HttpResponse.json(
          { errors: [{ code: 'not_found', title: 'Не найдено' }] },
          { status: 404 },
        ),
      ),
    );
    render(undefined, '/contract/5/agreements/99');
    // react-admin's own query client retries: fake time runs its back-off out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await vi.advanceTimersByTimeAsync(10_000);
    } finally {
      vi.useRealTimers();
    }
    expect(
      await screen.findByRole('region', { name: 'Страница не найдена' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(api.requests.every((r) => r === 'GET /v1/admin/contracts/5/agreements/99')).toBe(true);
  });

  it('shows the 403 page without admin_agreements_read, asking the server nothing', async () => {
    render(permissionKeys.filter((k) => k !== 'admin_agreements_read'));
    expect(
      await screen.findByRole('region', { name: 'Доступ запрещён' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await afterAccessChecks();
    expect(api.requests).toEqual([]);
  });
});
