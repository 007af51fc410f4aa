/**
 * The card's status history (GET …/history, newest first) on the one history table, with the
 * refusal's reason and kind beside each move.
 */
import type { Identifier } from 'ra-core';
import { leadStatusLabel } from '../../src/domain/leadStatuses';
import { formatValue } from '../../src/format/text';
import {
  HistoryTable,
  statusHistoryColumns,
  type HistoryColumn,
} from '../registries/StatusHistoryTable';
import { loadedOf } from '../ui/loaded';
import { historyColumns as column, leadScreenTexts as text } from './leadLabels';
import { useLeadHistory } from './leadQueries';

const columns: HistoryColumn[] = [
  ...statusHistoryColumns({ statusTitle: leadStatusLabel, author: 'author_name', comment: 'note' }),
  {
    label: column.reason,
    cell: (c) =>
      formatValue(
        [c.reason_name, c.service_is_provided_kind_label].filter((v) => typeof v === 'string' && v),
        'table',
      ),
  },
];

export function LeadHistory({ leadId }: { leadId: Identifier }) {
  return (
    <HistoryTable
      label={text.tabs.history}
      empty={text.noHistory}
      loaded={loadedOf(useLeadHistory(leadId))}
      columns={columns}
    />
  );
}
