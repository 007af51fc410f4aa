/**
 * The one 'История статусов' tab of a record with a status workflow (declared workflows, ГРО
 * requests, reporting documents, appeals, consultations): `GET <registry path>/{id}/history` as
 * a table — when, the move, who, the comment (`statusHistoryColumns`), and whatever else the
 * family's move leaves behind (a due date, the channel the applicant was told by).
 */
import {
  Alert,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useGetList, useRecordContext, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { uiMessages as text } from '../../i18n/uiMessages';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import type { RegistryDefinition } from '../../src/registries';

export interface HistoryColumn {
  label: string;
  cell: (row: RaRecord) => ReactNode;
  /** Dates keep to one line. */
  nowrap?: boolean;
  /** Comments keep their line breaks. */
  multiline?: boolean;
}

/**
 * The columns every status history has. A history row names its statuses by their titles
 * (`from_status_label`, `to_status_label`) or by their codes, titled here by `statusTitle`; its
 * author is `author` (`admin_name` unless said), `authorless` where the move had none.
 */
export function statusHistoryColumns({
  statusTitle = String,
  author = 'admin_name',
  authorless,
  comment = text.workflowComment,
}: {
  statusTitle?: (status: string) => string;
  author?: string;
  authorless?: string;
  comment?: string;
} = {}): HistoryColumn[] {
  const title = (row: RaRecord, end: 'from' | 'to') =>
    row[`${end}_status_label`] ??
    (row[`${end}_status`] ? statusTitle(String(row[`${end}_status`])) : '');
  return [
    {
      label: text.statusHistoryDate,
      cell: (row) => formatDateTime(row.created_at, 'table'),
      nowrap: true,
    },
    {
      label: text.statusHistoryMove,
      cell: (row) => [title(row, 'from'), title(row, 'to')].filter(Boolean).join(' → '),
    },
    {
      label: text.statusHistoryAuthor,
      cell: (row) =>
        authorless ? String(row[author] ?? authorless) : formatValue(row[author], 'table'),
    },
    { label: comment, cell: (row) => formatValue(row.comment, 'table'), multiline: true },
  ];
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
  const { data, error, isPending } = useGetList<RaRecord>(
    `${definition.name}/${String(record?.id)}/history`,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order } },
    { enabled: record?.id !== undefined },
  );
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isPending) return <LinearProgress />;
  if (!data?.length) return <Alert severity="info">{text.statusHistoryEmpty}</Alert>;
  return (
    <Table size="small" aria-label={text.statusHistoryTab}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label}>{c.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row) => (
          <TableRow key={String(row.id)} data-testid="history-row">
            {columns.map((c) => (
              <TableCell
                key={c.label}
                sx={
                  c.nowrap
                    ? { whiteSpace: 'nowrap' }
                    : c.multiline
                      ? { whiteSpace: 'pre-wrap' }
                      : undefined
                }
              >
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
