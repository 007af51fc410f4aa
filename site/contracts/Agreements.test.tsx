import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  agreementDeliveryLabels,
  agreementSourceLabels,
  agreementStatusLabel,
} from '../../src/domain/agreements';
import {
  agreementActionWarnings,
  agreementMoveOptions,
  applicantAgreementActions,
} from '../../src/domain/agreementTransitions';
import { errorMessages } from '../../i18n/messages';
import { siteMessages } from '../../i18n/site';
import { formatMessages } from '../../src/format/messages';
import { applicantAccess, Guard } from '../layout/Guard';
import { siteLeadTexts } from '../leads/texts';
import { tokenStore } from '../providers';
import { SiteContext } from '../SiteContext';
import { AgreementsPage } from './AgreementsPage';
import { agreementRoutes } from './paths';
import { agreementTexts as t } from './texts';

const origin = window.location.origin;
type Attrs = Record<string, unknown>;
type Body = { data: { type: string; attributes: Attrs } };
type Sent = { method: string; path: string; body: Body };

const sign = applicantAgreementActions.find((a) => a.target === 'current')!.label;
const decline = applicantAgreementActions.find((a) => a.target === 'cancelled')!.label;

const agreementOn = (id: string, status: string, attributes: Attrs = {}) => ({
  type: 'contract_agreement',
  id,
  attributes: {
    number: `ДС-${id}`,
    status,
    status_changed_at: '2026-03-02T09:00:00Z',
    signed_at: null,
    allowed_moves: agreementMoveOptions(status, 'applicant'),
    ...attributes,
  },
  relationships: { contract: { data: { type: 'contract', id: '40' } } },
});

let agreements: ReturnType<typeof agreementOn>[] = [];
let sent: Sent[] = [];
let moveAnswer: ((to: string) => Response) | null = null;
let reads = 0;

const notFound = () =>
  HttpResponse.json({ errors: [{ code: 'not_found', detail: 'Не найдено' }] }, { status: 404 });
const findOne = (contractId: unknown, id: unknown) =>
  contractId === '40' ? agreements.find((a) => a.id === id) : undefined;

/** The server's answer to a move: the agreement in its new status, or `moveAnswer`'s refusal. */
async function move(request: Request, params: Record<string, unknown>, to: string) {
  const body = (await request.json()) as Body;
  sent.push({ method: request.method, path: new URL(request.url).pathname, body });
  if (moveAnswer) return moveAnswer(to);
  const found = findOne(params.contract_id, params.id);
  if (!found) return notFound();
  const moved = agreementOn(found.id, to, { signed_at: to === 'current' ? '2026-03-05' : null });
  agreements = agreements.map((a) => (a.id === found.id ? moved : a));
  return HttpResponse.json({ data: moved });
}

const base = `${origin}/v1/contracts/:contract_id/agreements`;
const server = setupServer(
  http.get(base, ({ params }) =>
    params.contract_id === '40' ? HttpResponse.json({ data: agreements }) : notFound(),
  ),
  http.get(`${base}/:id`, ({ params }) => {
    reads++;
    const found = findOne(params.contract_id, params.id);
    return found ? HttpResponse.json({ data: found }) : notFound();
  }),
  http.post(`${base}/:id/digital_signature`, ({ request, params }) =>
    move(request, params, 'current'),
  ),
  http.put(`${base}/:id/update_status`, async ({ request, params }) => {
    const { data } = (await request.clone().json()) as Body;
    return move(request, params, String(data.attributes.status));
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  agreements = [];
  sent = [];
  moveAnswer = null;
  reads = 0;
  tokenStore.set('u-1');
});
afterEach(() => tokenStore.clear());
afterAll(() => server.close());

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function open(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <SiteContext>
        <Routes>
          {agreementRoutes.map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <Guard access={applicantAccess()}>
                  <AgreementsPage />
                </Guard>
              }
            />
          ))}
          <Route path="*" element={<Where />} />
        </Routes>
      </SiteContext>
    </MemoryRouter>,
  );
}

/** The site's 404 page (seed 000 §2 "Error page") in the page's place: no frame, no way back. */
async function expectNotFoundPage() {
  expect(
    await screen.findByRole('heading', { level: 1, name: errorMessages.notFound }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: siteMessages.newLead })).toHaveAttribute(
    'href',
    '/leads/new',
  );
  expect(screen.queryByRole('link', { name: siteLeadTexts.backToList })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('/contract/:contract_id/agreements', () => {
  it('sends anonymous visitors to sign in and back', async () => {
    tokenStore.clear();
    open('/contract/40/agreements/3');
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/not_auth?redirectTo=%2Fcontract%2F40%2Fagreements%2F3',
    );
  });

  it('lists the agreements: number linking to the agreement, status badge, dates', async () => {
    agreements = [
      agreementOn('3', 'current', { signed_at: '2026-03-05T10:00:00Z' }),
      agreementOn('2', 'on_applicant_sign', { number: null }),
    ];
    open('/contract/40/agreements');
    expect(await screen.findByRole('heading', { name: t.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ДС-3' })).toHaveAttribute(
      'href',
      '/contract/40/agreements/3',
    );
    expect(screen.getByRole('link', { name: t.noNumber })).toHaveAttribute(
      'href',
      '/contract/40/agreements/2',
    );
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText(agreementStatusLabel('current'))).toBeInTheDocument();
    expect(first.getByText('02.03.2026')).toBeInTheDocument();
    expect(first.getByText('05.03.2026')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(agreementStatusLabel('on_applicant_sign'))).toBeVisible();
    expect(within(rows[2]!).getByText(formatMessages.dash)).toBeInTheDocument();
  });

  it('says when the contract has no agreements', async () => {
    open('/contract/40/agreements');
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('answers another applicant’s contract with the site’s 404 page', async () => {
    open('/contract/41/agreements');
    await expectNotFoundPage();
  });
});

describe('/contract/:contract_id/agreements/:id', () => {
  it('shows the agreement’s data and the signer’s two answers', async () => {
    agreements = [
      agreementOn('3', 'on_applicant_sign', {
        subject: 'Изменение срока выполнения мероприятий',
        is_writing: false,
        source: 'portal',
        delivery: 'mail',
        current_status_changed_days_ago_text: '2 рабочих дня',
      }),
    ];
    open('/contract/40/agreements/3');
    expect(
      await screen.findByRole('heading', { name: 'Дополнительное соглашение № ДС-3' }),
    ).toBeInTheDocument();
    expect(screen.getByText(agreementStatusLabel('on_applicant_sign'))).toBeInTheDocument();
    expect(screen.getByText('Изменение срока выполнения мероприятий')).toBeInTheDocument();
    expect(screen.getByText(agreementSourceLabels.portal)).toBeInTheDocument();
    expect(screen.getByText(agreementDeliveryLabels.mail)).toBeInTheDocument();
    expect(screen.getByText(formatMessages.no)).toBeInTheDocument();
    expect(screen.getByText('2 рабочих дня')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: sign })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: decline })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToList })).toHaveAttribute(
      'href',
      '/contract/40/agreements',
    );
  });

  it('signs only after the legal warning: POST digital_signature with confirmed: true', async () => {
    const user = userEvent.setup();
    agreements = [agreementOn('3', 'on_applicant_sign')];
    open('/contract/40/agreements/3');
    await user.click(await screen.findByRole('button', { name: sign }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(siteLeadTexts.contractWarningTitle);
    expect(dialog).toHaveTextContent(agreementActionWarnings.current!);
    // Backing out sends nothing.
    await user.click(within(dialog).getByRole('button', { name: siteLeadTexts.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: sign }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: sign }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/contracts/40/agreements/3/digital_signature',
        body: { data: { type: 'contract_agreement', attributes: { confirmed: true } } },
      },
    ]);
    expect(await screen.findByText(agreementStatusLabel('current'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: sign })).toBeNull();
    expect(screen.queryByRole('heading', { name: t.actions })).toBeNull();
    // The answer is the agreement shown, with its next moves: it is not read again.
    expect(reads).toBe(1);
  });

  it('declines after its own warning: PUT update_status cancelled with confirmed: true', async () => {
    const user = userEvent.setup();
    agreements = [agreementOn('3', 'on_new_user_sign')];
    open('/contract/40/agreements/3');
    await user.click(await screen.findByRole('button', { name: decline }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(agreementActionWarnings.cancelled!);
    await user.click(within(dialog).getByRole('button', { name: decline }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/v1/contracts/40/agreements/3/update_status',
      body: {
        data: { type: 'contract_agreement', attributes: { status: 'cancelled', confirmed: true } },
      },
    });
    expect(await screen.findByText(agreementStatusLabel('cancelled'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: decline })).toBeNull();
  });

  it('asks a plain confirmation for the documents move and sends no confirmed flag', async () => {
    const user = userEvent.setup();
    agreements = [agreementOn('3', 'pending')];
    open('/contract/40/agreements/3');
    const [move] = agreementMoveOptions('pending', 'applicant');
    await user.click(await screen.findByRole('button', { name: move!.title }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveTextContent(siteLeadTexts.contractWarningTitle);
    expect(dialog).toHaveTextContent(agreementStatusLabel('documents_given'));
    await user.click(within(dialog).getByRole('button', { name: move!.title }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.data.attributes).toEqual({ status: 'documents_given' });
  });

  it('shows the server’s refusal in the dialog and keeps the status', async () => {
    const user = userEvent.setup();
    // Staff withdrew the agreement for rework while the page was open.
    const refusal = `Переход из статуса «${agreementStatusLabel('in_progress')}» в статус «${agreementStatusLabel('current')}» недоступен`;
    agreements = [agreementOn('3', 'on_applicant_sign')];
    moveAnswer = () =>
      HttpResponse.json(
        {
          errors: [
            {
              code: 'invalid',
              title: t.status,
              detail: refusal,
              source: { pointer: '/data/attributes/status' },
            },
          ],
        },
        { status: 422 },
      );
    open('/contract/40/agreements/3');
    await user.click(await screen.findByRole('button', { name: sign }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: sign }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent(`«${t.status}»`);
    expect(alert.textContent?.toLowerCase()).toContain(refusal.toLowerCase());
    expect(sent).toHaveLength(1);
    expect(screen.getByText(agreementStatusLabel('on_applicant_sign'))).toBeInTheDocument();
  });

  it('answers an agreement the applicant may not see with the site’s 404 page', async () => {
    agreements = [agreementOn('3', 'current')];
    open('/contract/40/agreements/4');
    await expectNotFoundPage();
  });
});
