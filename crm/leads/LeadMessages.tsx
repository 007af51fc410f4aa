/**
 * The card's integration messages (the outbox, GET /rabbit_messages for this lead): when, the
 * queue, the delivery state, and the message itself as pretty-printed JSON. Shown to holders
 * of admin_rabbitmq_statistics_read.
 */
import { Box } from '@mui/material';
import type { Identifier } from 'ra-core';
import { useGetList } from 'ra-core';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { leadScreenTexts as text, messageColumns as column } from './leadLabels';
import { PanelTable } from '../ui/PanelTable';
import { loadedOf } from '../ui/loaded';
import { serverOrder } from './leadQueries';

export function LeadMessages({ leadId }: { leadId: Identifier }) {
  const messages = loadedOf(
    useGetList('rabbit_messages', {
      filter: { messageable_type: 'Lead', messageable_id: String(leadId) },
      pagination: { page: 1, perPage: 100 },
      sort: serverOrder,
    }),
  );
  return (
    <PanelTable
      label={text.tabs.messages}
      loaded={messages}
      empty={text.noMessages}
      heads={[column.date, column.queue, column.status, column.sent, column.message]}
      row={(m) => [
        formatDateTime(m.created_at, 'table'),
        formatValue(m.queue_name, 'table'),
        formatValue(
          m.last_error ? `${String(m.status)}: ${String(m.last_error)}` : m.status,
          'table',
        ),
        formatDateTime(m.sent_at, 'table'),
        <Box
          key="m"
          component="pre"
          sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {JSON.stringify(m.message, null, 2)}
        </Box>,
      ]}
    />
  );
}
