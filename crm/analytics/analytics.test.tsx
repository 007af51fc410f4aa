import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../App';
import { tokenStore } from '../providers';
import { listAnswer } from '../registries/testAdmin';
import { age } from '../rabbitmqStatistics/RabbitmqStatistics';
import { mondayOf, readFilter, sundayOf, toSearch } from './analyticsFilters';
import { regionLeadsFilter } from './RegionLeadsPage';

const origin = window.location.origin;
const requests: string[] = [];
const group = (id: string, name: string, leads: number, late: number) => ({
  id,
  region_id: id,
  name,
  leads,
  in_work: leads - 1,
  gas_start: 1,
  sla_tracked: leads,
  sla_late: late,
  sla_days_late: late * 4,
  sla_on_time: leads - late,
  sla_on_time_share: null,
  avg_days_late: late ? 4 : null,
  contracts_signed: 1,
  avg_sign_days: 12,
});
const report = {
  refreshed_at: '2026-11-26T09:00:00Z',
  interval: 'month',
  totals: { ...group('0', 'Всего', 30, 5) },
  funnel: [
    { key: 'submitted', title: 'Подано заявок', leads: 30 },
    { key: 'gas_start', title: 'Пуск газа', leads: 2 },
  ],
  by_status: [{ status: 'registered', leads: 30 }],
  timeline: [{ period: '2026-10-01', leads: 30, contracts_signed: 1 }],
  sla_by_region: [
    group('60', 'Псковская область', 20, 5),
    group('50', 'Московская область', 10, 0),
  ],
  sla_by_organization: [],
  contracts: { signed: 1, avg_sign_days: 12 },
  dogasification: {
    plans: 3,
    planned: 2,
    done: 1,
    overdue: 1,
    done_share: 50,
    leads: 4,
    leads_gas_start: 1,
  },
  ratings: {
    count: 0,
    average: null,
    distribution: [1, 2, 3, 4, 5].map((score) => ({ score, count: 0 })),
  },
};

const server = setupServer(
  http.get(`${origin}/v1/admin/current`, () =>
    HttpResponse.json({
      data: {
        type: 'admin',
        id: '1',
        attributes: { user_full_name: 'Сотрудник', role: 'etp_admin', region_id: '60' },
      },
    }),
  ),
  http.get(`${origin}/v1/admin/analytics`, ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json({
      data: { type: 'analytics_report', id: 'summary', attributes: report },
    });
  }),
  http.get(`${origin}/v1/admin/analytics/regions`, ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json(
      listAnswer('analytics_region', [
        group('50', 'Московская область', 10, 0),
        group('60', 'Псковская область', 20, 5),
      ]),
    );
  }),
  http.get(`${origin}/v1/admin/leads`, ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json(listAnswer('lead', []));
  }),
  http.get(`${origin}/v1/admin/rabbitmq_statistics`, () =>
    HttpResponse.json({
      ...(listAnswer('rabbitmq_queue', [
        {
          id: 'leads.epgu',
          queue_name: 'leads.epgu',
          waiting: 3,
          sent: 10,
          failed: 1,
          last_error: 'NACK',
          last_relay_at: null,
          oldest_waiting_at: null,
          oldest_waiting_seconds: 3900,
          broker: null,
        },
      ]) as object),
      meta: { total_count: 1, total_pages: 1, relay_enabled: false },
    }),
  ),
  http.get(`${origin}/v1/admin/*`, () => HttpResponse.json(listAnswer('x', []))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  tokenStore.clear();
  requests.length = 0;
});
afterAll(() => server.close());

describe('analytics filters', () => {
  it('counts whole weeks: Monday to Sunday', () => {
    expect(mondayOf({ year: 2026, month: 11, day: 26 })).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
    expect(sundayOf({ year: 2026, month: 11, day: 26 })).toEqual({
      year: 2026,
      month: 11,
      day: 29,
    });
    expect(mondayOf({ year: 2026, month: 11, day: 23 })).toEqual({
      year: 2026,
      month: 11,
      day: 23,
    });
  });

  it('opens a region’s leads with the report’s filters, the period as whole weeks', () => {
    const params = new URLSearchParams(
      toSearch(
        { submitted_from: '2026-11-26', submitted_to: '2026-12-02', source_ids: ['3'] },
        { region_id: '60' },
      ),
    );
    expect(regionLeadsFilter(params)).toEqual({
      region_ids: ['60'],
      source_ids: ['3'],
      submitted_from: '2026-11-23',
      submitted_to: '2026-12-06',
    });
    // Without a period the report covers the last year.
    expect(readFilter(new URLSearchParams()).submitted_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(age(3900)).toBe('1 ч 5 мин');
  });
});

describe('/crm/analytics', () => {
  it('shows the numbers as tables, and the regions page opens a region’s leads', async () => {
    tokenStore.set('jwt-analytics');
    window.history.pushState({}, '', '/crm/analytics?submitted_from=2026-01-05');
    render(<App />);
    const funnel = await screen.findByRole(
      'table',
      { name: 'Воронка заявок' },
      { timeout: 30_000 },
    );
    expect(within(funnel).getByRole('rowheader', { name: 'Подано заявок' })).toBeInTheDocument();
    expect(within(funnel).getByText('30')).toBeInTheDocument();
    const sla = screen.getByRole('table', { name: 'Сроки по регионам' });
    expect(within(sla).getByRole('rowheader', { name: 'Псковская область' })).toBeInTheDocument();
    expect(
      requests.some((u) => u.includes('/analytics?') && u.includes('submitted_from=2026-01-05')),
    ).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'По регионам' }));
    const table = await screen.findByRole('table', { name: 'Аналитический отчёт по регионам' });
    // Most leads first; a click on the heading turns the order round.
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    await waitFor(() => expect(names()).toEqual(['Псковская область', 'Московская область']));
    fireEvent.click(within(table).getByRole('button', { name: 'Всего заявок' }));
    expect(names()).toEqual(['Московская область', 'Псковская область']);

    fireEvent.click(within(table).getByRole('link', { name: 'Открыть заявки: Псковская область' }));
    await waitFor(() => expect(window.location.pathname).toBe('/crm/analytics/region_leads'));
    await waitFor(() => {
      const url = requests.find((u) => u.includes('/v1/admin/leads?'));
      expect(url).toBeDefined();
      expect(decodeURIComponent(url!)).toContain('region_ids[]=60');
      expect(url).toContain('submitted_from=2026-01-05');
    });
  }, 60_000);

  it('shows the outbox per queue and says the relay is off', async () => {
    tokenStore.set('jwt-rabbit');
    window.history.pushState({}, '', '/crm/action_histories/rabbitmq_statistics');
    render(<App />);
    expect(
      await screen.findByText(/Ретранслятор выключен/, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'leads.epgu' })).toBeInTheDocument();
    expect(screen.getByText('NACK')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить повторно: leads.epgu' })).toBeEnabled();
  }, 60_000);
});
