/**
 * The 'История статусов' tab of an appeal or a consultation (oldest first): the one history
 * table's columns — the applicant made the registration, the comment may be the answer — and
 * the channel the applicant was told by.
 */
import { answerChannelLabels, appealStatusLabel } from '../../src/domain/appeals';
import type { RegistryDefinition } from '../../src/registries';
import {
  StatusHistoryTable,
  statusHistoryColumns,
  type HistoryColumn,
} from '../registries/StatusHistoryTable';
import { appealTexts as text } from './texts';

const columns: HistoryColumn[] = [
  ...statusHistoryColumns({
    statusTitle: appealStatusLabel,
    author: (row) => String(row.admin_name ?? text.system),
    commentLabel: text.historyComment,
  }),
  {
    label: text.historyNotified,
    cell: (row) => answerChannelLabels[row.notified_by as 'email' | 'sms'] ?? '—',
  },
];

export function StatusHistory({ definition }: { definition: RegistryDefinition }) {
  return <StatusHistoryTable definition={definition} order="ASC" columns={columns} />;
}
