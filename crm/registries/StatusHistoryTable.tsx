/**
 * The one status history table of the console: a record's moves — when, from → to, who, the
 * comment (`statusHistoryColumns`) and whatever else the family's move leaves behind (a due
 * date, the channel the applicant was told by, a refusal's reason) — on the one panel table
 * (crm/ui/PanelTable.tsx). `StatusHistoryTable` reads a registry's `GET <path>/{id}/history`
 * (declared workflows, ГРО requests, reporting documents, appeals, consultations); the lead
 * card's histories give `HistoryTable` what their own hooks read.
 */
import { useGetList, useRecordContext, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { uiMessages as text } from '../../i18n/uiMessages';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import type { RegistryDefinition } from '../../src/registries';
import { loadedOf, type Loaded } from '../ui/loaded';
import { PanelTable } from '../ui/PanelTable';

export interface HistoryColumn {
  label: string;
  cell: (row: RaRecord) => ReactNode;
}

/** A history row's status at one end: the server's title, else the code titled here. */
function statusAt(row: RaRecord, end: 'from' | 'to', title: (status: string) => string) {
  const given: unknown = row[`${end}_status_label`];
  if (typeof given === 'string' && given) return given;
  const status: unknown = row[`${end}_status`];
  return typeof status === 'string' && status ? title(status) : '';
}

/**
 * The columns every status history has. A row names its statuses by their titles
 * (`from_status_label`, `to_status_label`) or by their codes, titled by `statusTitle`; the first
 * move (no `from`) shows its target alone. Its author is the `author` field (`admin_name`
 * unless said) or what `author` makes of the row; its comment the `comment` field.
 */
export function statusHistoryColumns({
  statusTitle = String,
  author = 'admin_name',
  comment = 'comment',
  commentLabel = text.workflowComment,
}: {
  statusTitle?: (status: string) => string;
  author?: string | ((row: RaRecord) => string);
  comment?: string;
  commentLabel?: string;
} = {}): HistoryColumn[] {
  return [
    {
      label: text.statusHistoryDate,
      cell: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at, 'table')}</span>
      ),
    },
    {
      label: text.statusHistoryMove,
      cell: (row) =>
        [statusAt(row, 'from', statusTitle), statusAt(row, 'to', statusTitle)]
          .filter(Boolean)
          .join(' → '),
    },
    {
      label: text.statusHistoryAuthor,
      cell: (row) =>
        typeof author === 'function' ? author(row) : formatValue(row[author], 'table'),
    },
    {
      label: commentLabel,
      cell: (row) => (
        <span style={{ whiteSpace: 'pre-wrap' }}>{formatValue(row[comment], 'table')}</span>
      ),
    },
  ];
}

export function HistoryTable({
  loaded,
  columns,
  label = text.statusHistoryTab,
  empty = text.statusHistoryEmpty,
}: {
  loaded: Loaded<RaRecord[]>;
  columns: HistoryColumn[];
  /** The table's accessible name ('История статусов' unless said). */
  label?: string;
  /** What an empty history says ('Статус ещё не менялся' unless said). */
  empty?: string;
}) {
  return (
    <PanelTable
      label={label}
      loaded={loaded}
      empty={empty}
      heads={columns.map((c) => c.label)}
      row={(row) => columns.map((c) => c.cell(row))}
      rowTestId="history-row"
    />
  );
}

export function StatusHistoryTable({
  definition,
  order,
  columns,
}: {
  definition: RegistryDefinition;
  order: 'ASC' | 'DESC';
  columns: HistoryColumn[];
}) {
  const record = useRecordContext();
  const history = useGetList<RaRecord>(
    `${definition.name}/${String(record?.id)}/history`,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order } },
    { enabled: record?.id !== undefined },
  );
  return <HistoryTable loaded={loadedOf(history)} columns={columns} />;
}
