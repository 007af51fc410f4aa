/**
 * The 'История статусов' tab of a ГРО request or a reporting document (newest first): when, the
 * move (from → to, the workflow's labels), who made it, the comment and the due date it left.
 */
import { formatDate, formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import type { RegistryDefinition } from '../../src/registries';
import { StatusHistoryTable } from '../registries/StatusHistoryTable';
import { documentTexts as text } from './texts';

export function DocumentHistory({ definition }: { definition: RegistryDefinition }) {
  return (
    <StatusHistoryTable
      definition={definition}
      order="DESC"
      texts={{ tab: text.historyTab, empty: text.historyEmpty }}
      rowTestId="history-row"
      columns={[
        {
          label: text.historyDate,
          cell: (row) => formatDateTime(row.created_at, 'table'),
          nowrap: true,
        },
        {
          label: text.historyMove,
          cell: (row) =>
            row.from_status_label
              ? `${String(row.from_status_label)} → ${String(row.to_status_label)}`
              : String(row.to_status_label),
        },
        { label: text.historyAuthor, cell: (row) => formatValue(row.author_name, 'table') },
        { label: text.historyComment, cell: (row) => formatValue(row.comment, 'table') },
        {
          label: text.historyDue,
          cell: (row) => formatDate(row.due_date, 'table'),
          nowrap: true,
        },
      ]}
    />
  );
}
