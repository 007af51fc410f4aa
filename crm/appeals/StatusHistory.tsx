/**
 * The 'История статусов' tab of an appeal or a consultation (oldest first): when, the move, who
 * made it (the applicant for the registration), the answer or comment, and the channel the
 * applicant was told by.
 */
import { answerChannelLabels, appealStatusLabel } from '../../src/domain/appeals';
import { formatDateTime } from '../../src/format/date';
import type { RegistryDefinition } from '../../src/registries';
import { StatusHistoryTable } from '../registries/StatusHistoryTable';
import { appealTexts as text } from './texts';

export function StatusHistory({ definition }: { definition: RegistryDefinition }) {
  return (
    <StatusHistoryTable
      definition={definition}
      order="ASC"
      texts={{ tab: text.historyTab, empty: text.historyEmpty }}
      rowTestId="status-history-row"
      columns={[
        { label: text.historyDate, cell: (row) => formatDateTime(row.created_at as string) },
        {
          label: text.historyMove,
          cell: (row) =>
            `${row.from_status ? `${appealStatusLabel(row.from_status as string)} → ` : ''}${appealStatusLabel(row.to_status as string)}`,
        },
        {
          label: text.historyAuthor,
          cell: (row) => (row.admin_name as string | null) ?? text.system,
        },
        {
          label: text.historyComment,
          cell: (row) => (row.comment as string | null) ?? '—',
          multiline: true,
        },
        {
          label: text.historyNotified,
          cell: (row) => answerChannelLabels[row.notified_by as 'email' | 'sms'] ?? '—',
        },
      ]}
    />
  );
}
