/**
 * The 'История статусов' tab of a ГРО request or a reporting document (newest first): the one
 * history table's columns, and the due date each move left.
 */
import { formatDate } from '../../src/format/date';
import type { RegistryDefinition } from '../../src/registries';
import {
  StatusHistoryTable,
  statusHistoryColumns,
  type HistoryColumn,
} from '../registries/StatusHistoryTable';
import { documentTexts as text } from './texts';

const columns: HistoryColumn[] = [
  ...statusHistoryColumns(),
  {
    label: text.historyDue,
    cell: (row) => (
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.due_date, 'table')}</span>
    ),
  },
];

export function DocumentHistory({ definition }: { definition: RegistryDefinition }) {
  return <StatusHistoryTable definition={definition} order="DESC" columns={columns} />;
}
