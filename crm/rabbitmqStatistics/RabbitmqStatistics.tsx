/**
 * /crm/action_histories/rabbitmq_statistics (issue 19, seed 001 §2; permission `rabbitmq
 * statistics`): the integration queues the outbox relays — per queue the messages waiting in
 * the outbox, relayed, failed, the last error, the last relay time and the oldest waiting
 * message's age; with a broker (AMQP_URL) its own counts of ready messages and consumers.
 * Without one the page says the relay is off and shows the outbox alone. "Отправить повторно"
 * puts a queue's failed messages back for the relay. Refreshed every few seconds while open.
 */
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, usePermissions } from 'ra-core';
import { Title } from 'react-admin';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { QueueStatistic } from '../../dataProvider/analyticsVerbs';
import { formatDateTime } from '../../src/format/date';
import { heldKey } from '../users/userKeys';

export const RABBITMQ_POLL_MS = 5000;

export const rabbitTexts = {
  title: 'Статистика RabbitMQ',
  relayOff:
    'Ретранслятор выключен: адрес брокера (AMQP_URL) не задан. Сообщения копятся в исходящей очереди.',
  relayOn: 'Ретранслятор включён: сообщения передаются в брокер RabbitMQ.',
  queue: 'Очередь',
  waiting: 'Ожидают отправки',
  sent: 'Отправлено',
  failed: 'С ошибкой',
  lastError: 'Последняя ошибка',
  lastRelay: 'Последняя отправка',
  oldest: 'Старейшее ожидает',
  brokerMessages: 'В брокере: сообщений',
  brokerConsumers: 'Получателей',
  resend: 'Отправить повторно',
  resent: 'Возвращено в очередь сообщений: %{n}',
  forbidden: 'Недостаточно прав для просмотра статистики очередей.',
} as const;

/** "1 ч 5 мин", "3 мин", "40 с". */
export function age(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} с`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ч ${minutes % 60} мин`;
  return `${Math.floor(hours / 24)} дн ${hours % 24} ч`;
}

function ResendButton({ queue }: { queue: QueueStatistic }) {
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: () => dataProvider.resendFailedMessages({ queueName: queue.queue_name }),
    onSuccess: ({ data }) => {
      notify(rabbitTexts.resent.replace('%{n}', String(data.resent)), { type: 'info' });
      void client.invalidateQueries({ queryKey: ['rabbitmq_statistics'] });
    },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return (
    <Button
      size="small"
      disabled={!queue.failed || resend.isPending}
      onClick={() => resend.mutate()}
      aria-label={`${rabbitTexts.resend}: ${queue.queue_name}`}
    >
      {rabbitTexts.resend}
    </Button>
  );
}

function RabbitmqStatistics() {
  const dataProvider = useEogDataProvider();
  const { permissions } = usePermissions();
  const allowed = heldKey(permissions, 'admin_rabbitmq_statistics_read');
  const query = useQuery({
    queryKey: ['rabbitmq_statistics'],
    queryFn: ({ signal }) => dataProvider.rabbitmqStatistics({ signal }),
    refetchInterval: RABBITMQ_POLL_MS,
    enabled: allowed,
  });
  if (!allowed) return <Alert severity="warning">{rabbitTexts.forbidden}</Alert>;
  const relay = query.data?.relayEnabled;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={rabbitTexts.title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {rabbitTexts.title}
      </Typography>
      {query.data ? (
        <Alert severity={relay ? 'success' : 'info'} sx={{ mb: 2 }}>
          {relay ? rabbitTexts.relayOn : rabbitTexts.relayOff}
        </Alert>
      ) : null}
      {query.isError ? <Alert severity="error">{(query.error as Error).message}</Alert> : null}
      <TableContainer>
        <Table size="small" aria-label={rabbitTexts.title}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{rabbitTexts.queue}</TableCell>
              <TableCell scope="col">{rabbitTexts.waiting}</TableCell>
              <TableCell scope="col">{rabbitTexts.sent}</TableCell>
              <TableCell scope="col">{rabbitTexts.failed}</TableCell>
              <TableCell scope="col">{rabbitTexts.oldest}</TableCell>
              <TableCell scope="col">{rabbitTexts.lastRelay}</TableCell>
              <TableCell scope="col">{rabbitTexts.lastError}</TableCell>
              {relay ? (
                <>
                  <TableCell scope="col">{rabbitTexts.brokerMessages}</TableCell>
                  <TableCell scope="col">{rabbitTexts.brokerConsumers}</TableCell>
                </>
              ) : null}
              <TableCell scope="col" />
            </TableRow>
          </TableHead>
          <TableBody>
            {(query.data?.data ?? []).map((q) => (
              <TableRow key={q.queue_name}>
                <TableCell component="th" scope="row">
                  {q.queue_name}
                </TableCell>
                <TableCell>{q.waiting}</TableCell>
                <TableCell>{q.sent}</TableCell>
                <TableCell>{q.failed}</TableCell>
                <TableCell>{age(q.oldest_waiting_seconds)}</TableCell>
                <TableCell>
                  {q.last_relay_at ? formatDateTime(q.last_relay_at, 'table') : '—'}
                </TableCell>
                <TableCell sx={{ maxWidth: 320, wordBreak: 'break-word' }}>
                  {q.last_error ?? '—'}
                </TableCell>
                {relay ? (
                  <>
                    <TableCell>{q.broker?.messages ?? q.broker?.error ?? '—'}</TableCell>
                    <TableCell>{q.broker?.consumers ?? '—'}</TableCell>
                  </>
                ) : null}
                <TableCell>
                  <ResendButton queue={q} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

export default RabbitmqStatistics;
