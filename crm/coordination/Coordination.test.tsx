import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CustomRoutes } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agreementStatusLabel } from '../../src/domain/agreements';
import { contractStatusLabel } from '../../src/domain/contractStatuses';
import { organizations } from '../../src/registries/organizations';
import { ADMIN, emptyLists, renderRegistry, setupRegistryApi } from '../registries/testAdmin';
import { coordinationColumnLabels as column, coordinationFilterLabels } from './coordinationLabels';
import { coordinationRoute } from './index';

const api = setupRegistryApi();
// react-admin keeps the list's filters (tab, sort) in its localStorage store between renders.
afterEach(() => localStorage.clear());

/** The lead card's route, standing in for crm/leads: shows which lead a click opened. */
function CardProbe() {
  const { id } = useParams();
  return <h1>Карточка заявки {id}</h1>;
}

/** The agreement screen's route, standing in for crm/contract: which agreement a click opened. */
function AgreementProbe() {
  const { contract_id: contractId, id } = useParams();
  return (
    <h1>
      Соглашение {id} договора {contractId}
    </h1>
  );
}

const render = () =>
  renderRegistry({
    definitions: [organizations],
    path: '/coordination_leads',
    extra: (
      <CustomRoutes>
        {coordinationRoute}
        <Route path="/leads/edit/:id/*" element={<CardProbe />} />
        <Route path="/contract/:contract_id/agreements/:id" element={<AgreementProbe />} />
      </CustomRoutes>
    ),
  });

const contractRef = (id: string) => ({ data: { type: 'contract', id } });
const contractRow = {
  type: 'coordination_lead',
  id: 'contract-5',
  attributes: {
    lead_id: '11',
    uid: '60-ПС-000101',
    document_kind: 'contract',
    coordination_started_at: '2026-03-02T09:00:00Z',
    current_status_changed_days_ago: 3,
    current_status_changed_days_ago_text: '3 рабочих дня',
    service_name: 'Догазификация',
    organization_name: 'АО «Газпром газораспределение Псков»',
    applicant_full_name: 'Петров Иван Сергеевич',
    contract: {
      id: '5',
      number: 'Д-101',
      status: 'coordination',
      is_writing: true,
      current_status_changed_days_ago: 3,
    },
    agreement: null,
  },
  relationships: { lead: { data: { type: 'lead', id: '11' } }, contract: contractRef('5') },
};
const agreementRow = {
  type: 'coordination_lead',
  id: 'agreement-8',
  attributes: {
    lead_id: '12',
    uid: '60-ПС-000102',
    document_kind: 'agreement',
    coordination_started_at: null,
    current_status_changed_days_ago: 1,
    current_status_changed_days_ago_text: '1 рабочий день',
    service_name: 'Догазификация',
    organization_name: null,
    applicant_full_name: 'ООО «Ромашка»',
    contract: {
      id: '6',
      number: null,
      status: 'current',
      is_writing: false,
      current_status_changed_days_ago: 40,
    },
    agreement: {
      id: '8',
      number: 'ДС-7',
      status: 'on_correction',
      is_writing: false,
      current_status_changed_days_ago: 1,
    },
  },
  // The server names the contract here on every tab, its columns' attributes or not.
  relationships: { lead: { data: { type: 'lead', id: '12' } }, contract: contractRef('6') },
};

/** The server's behaviour for the tab: the contract tab's rows carry no agreement, and back. */
function answer(tab: string | null) {
  const strip = (
    row: typeof contractRow | typeof agreementRow,
    kind: 'contract' | 'agreement',
  ) => ({
    ...row,
    attributes: { ...row.attributes, [kind]: null },
  });
  const data =
    tab === 'contracts'
      ? [strip(contractRow, 'agreement')]
      : tab === 'agreements'
        ? [strip(agreementRow, 'contract')]
        : [contractRow, agreementRow];
  return { data, meta: { total_count: data.length } };
}

function serveRows() {
  api.server.use(
    ...emptyLists('organizations'),
    http.get(`${ADMIN}/coordination_leads`, ({ request }) =>
      HttpResponse.json(answer(new URL(request.url).searchParams.get('tab'))),
    ),
  );
}

const lastListRequest = () =>
  [...api.requests].reverse().find((r) => r.startsWith('GET /v1/admin/coordination_leads'));
/** The last list request's sort and direction, e.g. 'coordination_started_at asc'. */
const lastSort = () => {
  const query = new URLSearchParams(lastListRequest()?.split('?')[1] ?? '');
  return `${query.get('tab')} ${query.get('sort')} ${query.get('order_type')}`;
};
const sortButton = (name: string) =>
  within(screen.getByRole('columnheader', { name })).getByRole('button');
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');

describe('coordination leads', () => {
  it('shows all twelve columns on the first tab, with badges, Да/Нет and dashes', async () => {
    serveRows();
    render();
    // The first screen of the file pays for the lazy imports.
    expect(await screen.findByText('60-ПС-000101', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(headers()).toEqual(Object.values(column));
    expect(lastListRequest()).toBe(
      'GET /v1/admin/coordination_leads?page=1&per=20&order_type=asc&tab=all',
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first)).toEqual([
      '60-ПС-000101',
      '02.03.2026',
      '3 рабочих дня',
      'Догазификация',
      'АО «Газпром газораспределение Псков»',
      'Д-101',
      contractStatusLabel('coordination'),
      'Да',
      '—',
      '—',
      '—',
      'Петров Иван Сергеевич',
    ]);
    expect(cells(second)).toEqual([
      '60-ПС-000102',
      '—',
      '1 рабочий день',
      'Догазификация',
      '—',
      '—',
      contractStatusLabel('current'),
      'Нет',
      'ДС-7',
      agreementStatusLabel('on_correction'),
      'Нет',
      'ООО «Ромашка»',
    ]);
    // The agreement's registration number links to the agreement, not to the lead card.
    expect(screen.getByRole('link', { name: 'ДС-7' })).toHaveAttribute(
      'href',
      '/contract/6/agreements/8',
    );
  });

  it('the tabs send tab= and hide the other document’s columns', async () => {
    serveRows();
    render();
    await screen.findByText('60-ПС-000101');
    fireEvent.click(screen.getByRole('tab', { name: 'Договоры' }));
    await waitFor(() => expect(lastListRequest()).toContain('tab=contracts'));
    await waitFor(() => expect(screen.queryByText('60-ПС-000102')).toBeNull());
    expect(headers()).toEqual([
      column.uid,
      column.startedAt,
      column.days,
      column.service,
      column.organization,
      column.contractNumber,
      column.contractStatus,
      column.contractWriting,
      column.applicant,
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Дополнительные соглашения' }));
    await waitFor(() => expect(lastListRequest()).toContain('tab=agreements'));
    expect(await screen.findByText('60-ПС-000102')).toBeInTheDocument();
    expect(screen.queryByText('60-ПС-000101')).toBeNull();
    expect(headers()).toEqual([
      column.uid,
      column.startedAt,
      column.days,
      column.service,
      column.organization,
      column.agreementNumber,
      column.agreementStatus,
      column.agreementWriting,
      column.applicant,
    ]);
    expect(screen.getByRole('tab', { name: 'Дополнительные соглашения' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('sorts by arrival date and by days, ascending then descending', async () => {
    serveRows();
    render();
    await screen.findByText('60-ПС-000101');
    fireEvent.click(sortButton(column.startedAt));
    await waitFor(() => expect(lastSort()).toBe('all coordination_started_at asc'));
    fireEvent.click(sortButton(column.startedAt));
    await waitFor(() => expect(lastSort()).toBe('all coordination_started_at desc'));
    fireEvent.click(sortButton(column.days));
    await waitFor(() => expect(lastSort()).toBe('all current_status_changed_days_ago asc'));
    fireEvent.click(sortButton(column.days));
    await waitFor(() => expect(lastSort()).toBe('all current_status_changed_days_ago desc'));
    // The sort survives a tab switch.
    fireEvent.click(screen.getByRole('tab', { name: 'Договоры' }));
    await waitFor(() => expect(lastSort()).toBe('contracts current_status_changed_days_ago desc'));
  });

  it('the days filter refuses four digits; date and days share one slot; clear empties them', async () => {
    serveRows();
    render();
    await screen.findByText('60-ПС-000101');
    const search = screen.getByRole('search');
    const days = within(search).getByLabelText(coordinationFilterLabels.days);
    fireEvent.change(days, { target: { value: '1234' } });
    expect(
      await within(search).findByText('Длина должна быть не больше 3 символов'),
    ).toBeInTheDocument();
    // Past the live form's debounce (fake time), the invalid value has still not gone out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await vi.advanceTimersByTimeAsync(1000);
    } finally {
      vi.useRealTimers();
    }
    expect(api.requests.some((r) => r.includes('days='))).toBe(false);

    fireEvent.change(days, { target: { value: '12' } });
    await waitFor(() => expect(lastListRequest()).toContain('days=12'));

    // Typing a date empties the days: the server takes one or the other.
    const date = within(search).getByLabelText(coordinationFilterLabels.date);
    fireEvent.change(date, { target: { value: '02.03.2026' } });
    await waitFor(() => expect(lastListRequest()).toContain('date=2026-03-02'));
    expect(lastListRequest()).not.toContain('days=');
    expect(days).toHaveValue('');

    fireEvent.click(within(search).getByRole('button', { name: 'Очистить' }));
    await waitFor(() =>
      expect(lastListRequest()).toBe(
        'GET /v1/admin/coordination_leads?page=1&per=20&order_type=asc&tab=all',
      ),
    );
  });

  it('searches active organizations, ten at a time, without relations', async () => {
    serveRows();
    render();
    await screen.findByText('60-ПС-000101');
    const search = screen.getByRole('search');
    const organization = within(search).getByRole('combobox', {
      name: coordinationFilterLabels.organization_ids,
    });
    const sent: { at: number; url: URL }[] = [];
    api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/organizations')) sent.push({ at: Date.now(), url });
    });
    organization.focus();
    const typedAt = Date.now();
    fireEvent.change(organization, { target: { value: 'Псков' } });
    await waitFor(() =>
      expect(sent.find((s) => s.url.searchParams.get('query') === 'Псков')).toBeDefined(),
    );
    const searched = sent.find((s) => s.url.searchParams.get('query') === 'Псков')!;
    // The 500 ms debounce itself is not asserted: jsdom timings under load cannot tell 250 from 500.
    expect(searched.at).toBeGreaterThanOrEqual(typedAt);
    expect(searched.url.searchParams.get('per')).toBe('10');
    expect(searched.url.searchParams.get('active')).toBe('true');
    expect(searched.url.searchParams.get('without_relations')).toBe('true');
    expect(searched.url.searchParams.has('included')).toBe(false);
  });

  it('a row opens the lead card', async () => {
    serveRows();
    render();
    fireEvent.click(await screen.findByText('Петров Иван Сергеевич'));
    expect(await screen.findByRole('heading', { name: 'Карточка заявки 11' })).toBeTruthy();
  });

  it('the agreement number opens the agreement, on the agreements tab too', async () => {
    serveRows();
    render();
    await screen.findByText('60-ПС-000101');
    fireEvent.click(screen.getByRole('tab', { name: 'Дополнительные соглашения' }));
    await waitFor(() => expect(lastListRequest()).toContain('tab=agreements'));
    await waitFor(() => expect(screen.queryByText('60-ПС-000101')).toBeNull());
    // The contract's columns are gone here; the row's contract relationship still names it.
    fireEvent.click(screen.getByRole('link', { name: 'ДС-7' }));
    expect(
      await screen.findByRole('heading', { name: 'Соглашение 8 договора 6' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Карточка заявки/ })).toBeNull();
  });
});
