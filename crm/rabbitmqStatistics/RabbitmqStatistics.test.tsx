import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CustomRoutes } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { settlements } from '../../src/registries';
import { ADMIN, renderRegistry, setupRegistryApi } from '../registries/testAdmin';
import { rabbitmqStatisticsRoute } from './index';
import { rabbitTexts } from './RabbitmqStatistics';

// The rabbitmq statistics page (issue 19): what the server answers for the queues the outbox
// relays (server/outbox/statistics.ts, checked against the real broker in its own test) is
// what the page shows — the outbox's counts always, the broker's when the relay runs — and
// 'Отправить повторно' puts a queue's failed messages back.
const { server, requests } = setupRegistryApi();

const queue = (queue_name: string, attributes: Record<string, unknown>) => ({
  type: 'rabbitmq_statistic',
  id: queue_name,
  attributes: {
    queue_name,
    waiting: 0,
    sent: 0,
    failed: 0,
    last_error: null,
    last_relay_at: null,
    oldest_waiting_at: null,
    oldest_waiting_seconds: null,
    broker: null,
    ...attributes,
  },
});

const render = (keys?: readonly string[]) =>
  renderRegistry({
    definitions: [settlements],
    path: '/action_histories/rabbitmq_statistics',
    keys,
    extra: <CustomRoutes>{rabbitmqStatisticsRoute}</CustomRoutes>,
  });

describe('Статистика RabbitMQ', () => {
  it('shows the relayed, waiting and failed messages per queue and the broker’s own counts', async () => {
    let resent = false;
    server.use(
      http.get(`${ADMIN}/rabbitmq_statistics`, () =>
        HttpResponse.json({
          data: [
            queue('epgu.statuses', {
              sent: 12,
              failed: resent ? 0 : 2,
              waiting: resent ? 3 : 1,
              last_error: resent ? null : 'Connection closed',
              last_relay_at: '2026-11-26T09:00:00Z',
              oldest_waiting_seconds: 3900,
              broker: { messages: 12, consumers: 1 },
            }),
            queue('registries.coordinate_center', {
              broker: { messages: null, consumers: null, error: 'NOT_FOUND' },
            }),
          ],
          meta: { relay_enabled: true },
        }),
      ),
      http.post(`${ADMIN}/rabbitmq_statistics/resend`, () => {
        resent = true;
        return HttpResponse.json({ meta: { resent: 2 } });
      }),
    );
    render();
    expect(await screen.findByText(rabbitTexts.relayOn)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: rabbitTexts.title });
    const row = within(table).getByRole('row', { name: /epgu\.statuses/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // Waiting, relayed, failed, oldest, last relay, last error, in the broker, consumers.
    expect(cells.slice(0, 8)).toEqual([
      '1',
      '12',
      '2',
      '1 ч 5 мин',
      '26.11.2026 12:00',
      'Connection closed',
      '12',
      '1',
    ]);
    // A queue the broker does not have says so instead of a count.
    const missing = within(table).getByRole('row', { name: /registries\.coordinate_center/ });
    expect(within(missing).getByText('NOT_FOUND')).toBeInTheDocument();
    expect(
      within(missing).getByRole('button', {
        name: `${rabbitTexts.resend}: registries.coordinate_center`,
      }),
    ).toBeDisabled();

    fireEvent.click(
      within(row).getByRole('button', { name: `${rabbitTexts.resend}: epgu.statuses` }),
    );
    expect(await screen.findByText('Возвращено в очередь сообщений: 2')).toBeInTheDocument();
    expect(requests).toContain('POST /v1/admin/rabbitmq_statistics/resend');
    await waitFor(() => expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('0'));
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('3');
  });

  it('says the relay is off without a broker and shows the outbox alone', async () => {
    server.use(
      http.get(`${ADMIN}/rabbitmq_statistics`, () =>
        HttpResponse.json({
          data: [queue('epgu.statuses', { waiting: 4 })],
          meta: { relay_enabled: false },
        }),
      ),
    );
    render();
    expect(await screen.findByText(rabbitTexts.relayOff)).toBeInTheDocument();
    expect(screen.queryByText(rabbitTexts.brokerMessages)).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /epgu\.statuses/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('4');
  });

  it('asks nothing of the server for a member without the key', async () => {
    render(permissionKeys.filter((k) => k !== 'admin_rabbitmq_statistics_read'));
    expect(await screen.findByText(rabbitTexts.forbidden)).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('rabbitmq_statistics'))).toEqual([]);
  });
});
