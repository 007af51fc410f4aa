import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicantContractActions, contractStatusLabel } from '../../src/domain/contractStatuses';
import { contractActionWarnings, contractMoveOptions } from '../../src/domain/contractTransitions';
import { agreementStatusLabel } from '../../src/domain/agreements';
import { leadStatusActionLabel, leadStatusLabel } from '../../src/domain/leadStatuses';
import { pageSizeLabel } from '../../src/domain/pagination';
import { errorMessages } from '../../i18n/messages';
import { siteMessages } from '../../i18n/site';
import { uiMessages } from '../../i18n/uiMessages';
import { App } from '../App';
import { agreementTexts } from '../contracts/texts';
import { tokenStore } from '../providers';
import { RATED_KEY } from '../ratings/rateQuality';
import { ratingSiteTexts } from '../ratings/texts';
import { siteLeadTexts as t } from './texts';

const origin = window.location.origin;
type Attrs = Record<string, unknown>;
type Body = { data: { type: string; attributes: Attrs } };

const service = {
  type: 'service',
  id: '5',
  attributes: { name: 'Догазификация', sla_kind: 'business' },
};
const organization = {
  type: 'organization',
  id: '7',
  attributes: { name: 'АО «Газпром газораспределение Псков»' },
};
const lead = (id: string, attributes: Attrs) => ({
  type: 'lead',
  id,
  attributes,
  relationships: {
    service: { data: { type: 'service', id: '5' } },
    organization: { data: { type: 'organization', id: '7' } },
  },
});

let leads: ReturnType<typeof lead>[] = [];
/** The query of every list call; a total larger than the leads answered stands for more pages. */
let listCalls: URLSearchParams[] = [];
let leadTotal: number | null = null;
let current: ReturnType<typeof lead> | null = null;
let moves: string[] = [];
let history: { type: string; id: string; attributes: Attrs }[] = [];
let contract: { type: string; id: string; attributes: Attrs } | null = null;
let ratings: { type: string; id: string; attributes: Attrs }[] = [];
let documents: { type: string; id: string; attributes: Attrs }[] = [];
let agreements: { type: string; id: string; attributes: Attrs }[] = [];
let agreementLists: string[] = [];
let leadPuts: Body[] = [];
let contractPuts: Body[] = [];
/** GETs of the lead and of its contract, to see a move's answer used instead of a reload. */
let reads = { lead: 0, contract: 0 };
let leadPutAnswer: () => Response = () => HttpResponse.json({ data: current, meta: {} });

const server = setupServer(
  http.get(`${origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/leads`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    // The chrome's rate-quality strip (site/info/RateQualityEntry.tsx) reads the first 100
    // leads beside the page's own list: only the page's calls are counted.
    if (query.get('per') !== '100') listCalls.push(query);
    // The server's own-list filters (server/modules/leads/queries.ts `listOwnLeads`).
    const statuses = query.getAll('status[]');
    const uid = query.get('uid');
    const data = leads.filter(
      (l) =>
        (!statuses.length || statuses.includes(String(l.attributes.status))) &&
        (!uid || String(l.attributes.uid ?? '').includes(uid)),
    );
    const total = leadTotal ?? data.length;
    return HttpResponse.json({
      data,
      included: [service, organization],
      meta: { total_pages: Math.ceil(total / Number(query.get('per'))), total_count: total },
    });
  }),
  http.get(`${origin}/v1/leads/:id`, ({ params }) => {
    reads.lead++;
    return current && params.id === current.id
      ? HttpResponse.json({ data: current, included: [service, organization] })
      : HttpResponse.json(
          { errors: [{ code: 'not_found', detail: 'Не найдено' }] },
          { status: 404 },
        );
  }),
  http.get(`${origin}/v1/leads/:id/status_moves`, () =>
    HttpResponse.json({ data: current, meta: { allowed_statuses: moves } }),
  ),
  http.get(`${origin}/v1/leads/:id/history`, () => HttpResponse.json({ data: history })),
  http.get(`${origin}/v1/leads/:id/documents`, () => HttpResponse.json({ data: documents })),
  http.get(`${origin}/v1/leads/:id/contract`, () => {
    reads.contract++;
    return HttpResponse.json({ data: contract });
  }),
  http.get(`${origin}/v1/ratings`, () => HttpResponse.json({ data: ratings })),
  http.get(`${origin}/v1/contracts/:contract_id/agreements`, ({ params }) => {
    agreementLists.push(String(params.contract_id));
    return HttpResponse.json({ data: params.contract_id === contract?.id ? agreements : [] });
  }),
  http.put(`${origin}/v1/leads/:id/update_status`, async ({ request }) => {
    leadPuts.push((await request.json()) as Body);
    return leadPutAnswer();
  }),
  http.put(`${origin}/v1/leads/:id/contract/update_status`, async ({ request }) => {
    contractPuts.push((await request.json()) as Body);
    return HttpResponse.json({ data: contract });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  reads = { lead: 0, contract: 0 };
  leads = [];
  listCalls = [];
  leadTotal = null;
  current = null;
  moves = [];
  history = [];
  contract = null;
  ratings = [];
  agreements = [];
  agreementLists = [];
  leadPuts = [];
  contractPuts = [];
  leadPutAnswer = () => HttpResponse.json({ data: current, meta: {} });
  sessionStorage.removeItem(RATED_KEY);
  tokenStore.set('u-1');
});
afterEach(() => tokenStore.clear());
afterAll(() => server.close());

function open(path: string) {
  window.history.pushState({}, '', path);
  render(<App />);
}

const registered = () =>
  lead('12', {
    uid: '60-ПС-000101',
    status: 'registered',
    created_at: '2026-03-01T09:00:00Z',
    submitted_at: '2026-03-02T09:00:00Z',
    sla_days_remaining: 5,
    sla_kind: 'business',
    status_note: 'Документы приняты',
    gas_object_address: { title: 'Псков, ул. Ленина, д. 5' },
  });

const contractOn = (status: string) => ({
  type: 'contract',
  id: '40',
  attributes: {
    number: 'Д-60-000101',
    status,
    allowed_moves: contractMoveOptions(status, 'applicant'),
  },
});

describe('/leads', () => {
  it('sends anonymous visitors to sign in and back', async () => {
    tokenStore.clear();
    open('/leads');
    await waitFor(() => expect(window.location.pathname).toBe('/not_auth'));
    expect(window.location.search).toBe('?redirectTo=%2Fleads');
  });

  it('lists own leads: number linking to the lead, service, date, status badge, SLA', async () => {
    leads = [
      registered(),
      lead('13', {
        uid: null,
        status: 'draft',
        created_at: '2026-03-04T09:00:00Z',
        submitted_at: null,
        sla_days_remaining: null,
      }),
      lead('14', {
        uid: '60-ПС-000102',
        status: 'in_progress',
        created_at: '2026-02-01T09:00:00Z',
        submitted_at: '2026-02-02T09:00:00Z',
        sla_days_remaining: -2,
        sla_kind: 'business',
      }),
    ];
    open('/leads');
    const link = await screen.findByRole('link', { name: '60-ПС-000101' });
    expect(link).toHaveAttribute('href', '/leads/12');
    expect(screen.getByRole('link', { name: t.noUid })).toHaveAttribute('href', '/leads/13');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1]!);
    expect(first.getByText('Догазификация')).toBeInTheDocument();
    expect(first.getByText('02.03.2026')).toBeInTheDocument();
    expect(first.getByText(leadStatusLabel('registered'))).toBeInTheDocument();
    expect(first.getByText('5 рабочих дней')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('04.03.2026')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(leadStatusLabel('draft'))).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Просрочено на 2 рабочих дня')).toBeInTheDocument();
  });

  it('shows the empty state and the way to a new lead', async () => {
    open('/leads');
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.create })).toHaveAttribute('href', '/leads/new');
    expect(screen.queryByRole('table')).toBeNull();
    // Nothing to page: no pager.
    expect(screen.queryByRole('navigation', { name: uiMessages.pagination })).toBeNull();
  });
});

const pageName = (page: number) => uiMessages.pageNumber.replace('%{page}', String(page));
const lastCall = () => Object.fromEntries(listCalls.at(-1)!);

/** The pager's page buttons by number, and the current one. */
function pager() {
  const nav = screen.getByRole('navigation', { name: uiMessages.pagination });
  const pages = within(nav).getAllByRole('button', { name: /^Страница \d+$/ });
  return {
    nav,
    shown: pages.map((b) => Number(b.textContent)),
    current: pages
      .filter((b) => b.getAttribute('aria-current') === 'page')
      .map((b) => b.textContent),
    previous: within(nav).getByRole('button', { name: uiMessages.pagePrevious }),
    next: within(nav).getByRole('button', { name: uiMessages.pageNext }),
  };
}

describe('/leads pager and filters', () => {
  beforeEach(() => {
    leads = [registered()];
    leadTotal = 95; // 5 pages of 20
  });

  it('shows the current page ± 1 with previous / next, the page in the address', async () => {
    const user = userEvent.setup();
    open('/leads');
    await screen.findByRole('navigation', { name: uiMessages.pagination });
    expect(lastCall()).toMatchObject({ page: '1', per: '20', order_type: 'desc' });
    expect(pager()).toMatchObject({ shown: [1, 2], current: ['1'] });
    expect(pager().previous).toBeDisabled();

    await user.click(screen.getByRole('button', { name: pageName(2) }));
    expect(window.location.search).toBe('?page=2');
    await waitFor(() => expect(lastCall()).toMatchObject({ page: '2', per: '20' }));
    expect(pager()).toMatchObject({ shown: [1, 2, 3], current: ['2'] });

    await user.click(pager().next);
    expect(window.location.search).toBe('?page=3');
    expect(pager()).toMatchObject({ shown: [2, 3, 4], current: ['3'] });
    await user.click(screen.getByRole('button', { name: pageName(4) }));
    await user.click(pager().next);
    expect(pager()).toMatchObject({ shown: [4, 5], current: ['5'] });
    expect(pager().next).toBeDisabled();
    await user.click(pager().previous);
    expect(window.location.search).toBe('?page=4');
    await waitFor(() => expect(lastCall()).toMatchObject({ page: '4' }));

    // A reload opens the page of the address.
    cleanup();
    open('/leads?page=4');
    await screen.findByRole('navigation', { name: uiMessages.pagination });
    expect(listCalls.at(-1)!.get('page')).toBe('4');
    expect(pager()).toMatchObject({ shown: [3, 4, 5], current: ['4'] });
  });

  it('changes the page size: 20, 50 or 100 a page, from the first page', async () => {
    const user = userEvent.setup();
    open('/leads?page=3');
    const size = await screen.findByRole('combobox', { name: uiMessages.pageSize });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([20, 50, 100].map(pageSizeLabel));
    expect(size).toHaveValue('20');
    await user.selectOptions(size, pageSizeLabel(50));
    expect(window.location.search).toBe('?per=50');
    await waitFor(() => expect(lastCall()).toMatchObject({ page: '1', per: '50' }));
    expect(pager()).toMatchObject({ shown: [1, 2], current: ['1'] });
    await user.click(pager().next);
    expect(pager()).toMatchObject({ shown: [1, 2], current: ['2'] });
    expect(pager().next).toBeDisabled();
  });

  it('goes to the last page when the address asks for one past it', async () => {
    leadTotal = 30;
    open('/leads?page=7&per=20');
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
    await waitFor(() => expect(pager()).toMatchObject({ shown: [1, 2], current: ['2'] }));
  });

  it('sends the filters as query parameters, keeps them in the address, back and reset', async () => {
    const user = userEvent.setup();
    leadTotal = null;
    leads = [
      registered(),
      lead('14', { uid: '60-ПС-000102', status: 'in_progress' }),
      lead('15', { uid: '60-ПС-000211', status: 'registered' }),
    ];
    open('/leads');
    await screen.findByRole('link', { name: '60-ПС-000102' });
    const search = screen.getByRole('search', { name: t.filters });
    const number = within(search).getByRole('searchbox', { name: t.columns.uid });
    const status = within(search).getByRole('combobox', { name: t.columns.status });
    expect(within(status).getAllByRole('option')).toHaveLength(22);

    await user.type(number, '0001');
    await user.selectOptions(status, leadStatusLabel('registered'));
    // Nothing is asked before the filters are applied.
    expect(listCalls).toHaveLength(1);
    await user.click(within(search).getByRole('button', { name: t.find }));
    expect(new URLSearchParams(window.location.search).get('uid')).toBe('0001');
    expect(new URLSearchParams(window.location.search).get('status')).toBe('registered');
    await waitFor(() =>
      expect(lastCall()).toMatchObject({ 'status[]': 'registered', uid: '0001', page: '1' }),
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: '60-ПС-000101' })).toBeInTheDocument();

    // Back: the unfiltered list, the fields emptied; forward: the filters again.
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(screen.getByRole('searchbox', { name: t.columns.uid })).toHaveValue('');
    act(() => window.history.forward());
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: t.columns.uid })).toHaveValue('0001');

    // A reload keeps them; a filter matching nothing says so.
    cleanup();
    open('/leads?status=in_progress&uid=0002');
    expect(await screen.findByRole('status')).toHaveTextContent(t.filteredEmpty);
    expect(lastCall()).toMatchObject({ 'status[]': 'in_progress', uid: '0002' });
    expect(screen.getByRole('searchbox', { name: t.columns.uid })).toHaveValue('0002');
    expect(screen.getByRole('combobox', { name: t.columns.status })).toHaveValue('in_progress');

    await user.click(screen.getByRole('button', { name: t.resetFilters }));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(lastCall()).not.toHaveProperty('uid');
    expect(lastCall()).not.toHaveProperty('status[]');
    expect(screen.getByRole('searchbox', { name: t.columns.uid })).toHaveValue('');
    expect(screen.queryByRole('button', { name: t.resetFilters })).toBeNull();
  });

  it('starts a filtered search from the first page', async () => {
    const user = userEvent.setup();
    open('/leads?page=3&per=50');
    await screen.findByRole('navigation', { name: uiMessages.pagination });
    await user.selectOptions(
      screen.getByRole('combobox', { name: t.columns.status }),
      leadStatusLabel('registered'),
    );
    await user.click(screen.getByRole('button', { name: t.find }));
    expect(window.location.search).toBe('?per=50&status=registered');
  });
});

describe('/leads/:id', () => {
  it('shows the data, the history and only the moves the server allows', async () => {
    current = registered();
    moves = ['cancelled'];
    history = [
      {
        type: 'lead_status_change',
        id: '1',
        attributes: {
          to_status: 'registered',
          note: 'Заявка подана',
          created_at: '2026-03-02T09:00:00Z',
          author_kind: 'applicant',
        },
      },
    ];
    open('/leads/12');
    expect(
      await screen.findByRole('heading', { name: 'Заявка № 60-ПС-000101' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Догазификация')).toBeInTheDocument();
    expect(screen.getByText('АО «Газпром газораспределение Псков»')).toBeInTheDocument();
    expect(screen.getByText('Псков, ул. Ленина, д. 5')).toBeInTheDocument();
    expect(screen.getByText('Документы приняты')).toBeInTheDocument();
    expect(screen.getByText('Заявка подана')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить заявку' })).toBeInTheDocument();
    for (const other of ['registered', 'documents_given']) {
      expect(
        screen.queryByRole('button', { name: leadStatusActionLabel('site', other) }),
      ).toBeNull();
    }
    // No contract yet, not finished: neither block.
    expect(screen.queryByRole('heading', { name: t.contract })).toBeNull();
    expect(screen.queryByRole('button', { name: ratingSiteTexts.button })).toBeNull();
  });

  it('labels the pending applicant move with the site label', async () => {
    current = lead('12', { uid: '60-ПС-000101', status: 'pending' });
    moves = ['documents_given', 'cancelled'];
    open('/leads/12');
    expect(
      await screen.findByRole('button', { name: 'Отправить на повторную проверку' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить заявку' })).toBeInTheDocument();
  });

  it('lists the documents; a postponed lead takes a missing one at once', async () => {
    const doc = (id: string, kind: string, name: string) => ({
      type: 'attachment',
      id,
      attributes: {
        kind,
        original_filename: name,
        file_size: 2048,
        created_at: '2026-03-02T09:00:00Z',
      },
    });
    documents = [doc('70', 'passport', 'Паспорт.pdf')];
    current = registered();
    open('/leads/12');
    const section = await screen.findByRole('region', { name: t.documents });
    expect(await within(section).findByText(/^Паспорт: Паспорт\.pdf/)).toBeInTheDocument();
    // A registered lead takes no documents from the applicant.
    expect(within(section).queryByLabelText('Добавить файл')).toBeNull();
    cleanup();

    current = lead('12', { uid: '60-ПС-000101', status: 'pending' });
    const started: unknown[] = [];
    server.use(
      http.post(`${origin}/v1/leads/12/documents/multipart_upload_start`, async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({
          data: { type: 'attachment', id: '71', attributes: { upload_id: 'u' } },
        });
      }),
      http.post(`${origin}/v1/leads/12/documents/multipart_upload_url`, () =>
        HttpResponse.json({
          data: { type: 'attachment', id: '71', attributes: { upload_url: `${origin}/part/9` } },
        }),
      ),
      http.put(`${origin}/part/9`, () => new HttpResponse(null, { headers: { ETag: '"e"' } })),
      http.post(`${origin}/v1/leads/12/documents/multipart_upload_complete`, () => {
        documents = [...documents, doc('71', 'house_egrn', 'ЕГРН дом.pdf')];
        return HttpResponse.json({ data: { type: 'attachment', id: '71', attributes: {} } });
      }),
    );
    open('/leads/12');
    const pending = await screen.findByRole('region', { name: t.documents });
    expect(within(pending).getByText(t.documentsHint)).toBeInTheDocument();
    fireEvent.change(within(pending).getByLabelText('Вид документа'), {
      target: { value: 'house_egrn' },
    });
    const file = new File(['%PDF'], 'ЕГРН дом.pdf', { type: 'application/pdf' });
    fireEvent.change(within(pending).getByLabelText('Добавить файл'), {
      target: { files: [file] },
    });
    expect(
      await within(pending).findByText('Документ «ЕГРН дом.pdf» загружен'),
    ).toBeInTheDocument();
    expect(
      await within(pending).findByText(
        /^Выписка из ЕГРН на объект капитального строительства: ЕГРН дом\.pdf/,
      ),
    ).toBeInTheDocument();
    expect(started).toEqual([
      {
        data: {
          type: 'attachment',
          attributes: { kind: 'house_egrn', original_filename: 'ЕГРН дом.pdf' },
        },
      },
    ]);
  });

  it('cancels only after confirmation, with the right PUT body, then reloads', async () => {
    const user = userEvent.setup();
    current = registered();
    moves = ['cancelled'];
    open('/leads/12');
    await user.click(await screen.findByRole('button', { name: 'Отменить заявку' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      `Статус заявки будет изменён с «${leadStatusLabel('registered')}» на «${leadStatusLabel('cancelled')}».`,
    );
    // Backing out sends nothing.
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(leadPuts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Отменить заявку' }));
    leadPutAnswer = () => {
      current = lead('12', { uid: '60-ПС-000101', status: 'cancelled' });
      moves = [];
      return HttpResponse.json({ data: current, meta: { allowed_statuses: [] } });
    };
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(leadPuts).toEqual([{ data: { type: 'lead', attributes: { status: 'cancelled' } } }]);
    expect(await screen.findByText(leadStatusLabel('cancelled'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отменить заявку' })).toBeNull();
  });

  it('sends the comment with the move and shows the server refusal in the dialog', async () => {
    const user = userEvent.setup();
    current = registered();
    moves = ['cancelled'];
    leadPutAnswer = () =>
      HttpResponse.json(
        {
          errors: [
            {
              code: 'invalid',
              detail: 'Нельзя перевести заявку из статуса «Зарегистрирована» в статус «Отменена»',
            },
          ],
        },
        { status: 422 },
      );
    open('/leads/12');
    await user.click(await screen.findByRole('button', { name: 'Отменить заявку' }));
    await user.type(screen.getByLabelText(t.note), '  Передумал  ');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirm }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Нельзя перевести заявку из статуса «Зарегистрирована» в статус «Отменена»',
    );
    expect(leadPuts[0]!.data.attributes).toEqual({ status: 'cancelled', note: 'Передумал' });
  });

  it('answers another applicant’s lead with the site’s 404 page, as an unknown route', async () => {
    open('/leads/99');
    const heading = await screen.findByRole('heading', { level: 1, name: errorMessages.notFound });
    expect(screen.getByRole('link', { name: siteMessages.newLead })).toHaveAttribute(
      'href',
      '/leads/new',
    );
    expect(screen.queryByRole('link', { name: t.backToList })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const page = heading.closest('section')!.outerHTML;
    cleanup();
    open('/no/such/page');
    const unknown = await screen.findByRole('heading', { level: 1, name: errorMessages.notFound });
    expect(unknown.closest('section')!.outerHTML).toBe(page);
  });

  it('signs the contract only after the legal warning, sending confirmed: true', async () => {
    const user = userEvent.setup();
    current = lead('12', { uid: '60-ПС-000101', status: 'contract_on_applicant_sign' });
    contract = contractOn('on_applicant_sign');
    open('/leads/12');
    expect(await screen.findByRole('heading', { name: t.contract })).toBeInTheDocument();
    expect(screen.getByText('Д-60-000101')).toBeInTheDocument();
    expect(screen.getByText(contractStatusLabel('on_applicant_sign'))).toBeInTheDocument();
    for (const action of applicantContractActions) {
      expect(screen.getByRole('button', { name: action.label })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Подписать договор' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(contractActionWarnings.current!);
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(contractPuts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Подписать договор' }));
    contract = { ...contractOn('current') };
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Подписать договор' }),
    );
    await waitFor(() => expect(contractPuts).toHaveLength(1));
    expect(contractPuts[0]).toEqual({
      data: { type: 'contract', attributes: { status: 'current', confirmed: true } },
    });
    expect(await screen.findByText(contractStatusLabel('current'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подписать договор' })).toBeNull();
    // The PUT's answer is the contract shown: neither it nor the lead is read again.
    expect(reads).toEqual({ lead: 1, contract: 1 });
  });

  it('declining carries its own warning; the protocol sends no confirmed flag', async () => {
    const user = userEvent.setup();
    current = lead('12', { uid: '60-ПС-000101', status: 'contract_on_applicant_sign' });
    contract = contractOn('on_applicant_sign');
    open('/leads/12');
    await user.click(await screen.findByRole('button', { name: 'Отказаться от подписания' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(contractActionWarnings.not_signed!);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.cancel }));

    await user.click(screen.getByRole('button', { name: 'Направить протокол разногласий' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveTextContent(contractActionWarnings.current!);
    expect(dialog).not.toHaveTextContent(contractActionWarnings.not_signed!);
    await user.click(
      within(dialog).getByRole('button', { name: 'Направить протокол разногласий' }),
    );
    await waitFor(() => expect(contractPuts).toHaveLength(1));
    expect(contractPuts[0]).toEqual({
      data: { type: 'contract', attributes: { status: 'on_correction' } },
    });
  });

  it('lists the contract’s agreements under it, each linking to its page', async () => {
    current = lead('12', { uid: '60-ПС-000101', status: 'contract_signed' });
    contract = contractOn('current');
    agreements = [
      {
        type: 'contract_agreement',
        id: '3',
        attributes: { number: 'ДС-1', status: 'on_applicant_sign', allowed_moves: [] },
      },
    ];
    open('/leads/12');
    expect(await screen.findByRole('heading', { name: agreementTexts.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ДС-1' })).toHaveAttribute(
      'href',
      '/contract/40/agreements/3',
    );
    expect(screen.getByText(agreementStatusLabel('on_applicant_sign'))).toBeInTheDocument();
  });

  it('shows no agreements block for a contract without agreements', async () => {
    current = lead('12', { uid: '60-ПС-000101', status: 'contract_signed' });
    contract = contractOn('current');
    open('/leads/12');
    expect(await screen.findByRole('heading', { name: t.contract })).toBeInTheDocument();
    expect(screen.getByText(contractStatusLabel('current'))).toBeInTheDocument();
    await waitFor(() => expect(agreementLists).toEqual(['40']));
    // Let the empty answer reach the screen before looking for the block.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: agreementTexts.title })).toBeNull();
  });

  it('offers the rate-quality button on a finished lead unless it has a rating', async () => {
    current = lead('12', { uid: '60-ПС-000101', status: 'finished' });
    open('/leads/12');
    expect(await screen.findByRole('button', { name: ratingSiteTexts.button })).toBeInTheDocument();
  });

  it('hides the rate-quality button when the finished lead is already rated', async () => {
    current = lead('12', { uid: '60-ПС-000101', status: 'finished' });
    ratings = [
      {
        type: 'rating',
        id: '3',
        attributes: { lead_id: 12, lead_status: 'finished', created_at: '2026-03-02T09:30:00Z' },
      },
    ];
    open('/leads/12');
    expect(
      await screen.findByRole('heading', { name: 'Заявка № 60-ПС-000101' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ratingSiteTexts.button })).toBeNull();
  });
});
