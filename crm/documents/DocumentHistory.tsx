/**
 * The 'История статусов' tab: `GET <path>/{id}/history` (newest first) as a table — when, the
 * move (from → to, the workflow's labels), who made it, the comment and the due date it left.
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
import { formatDate, formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import type { RegistryDefinition } from '../../src/registries';
import { documentTexts as text } from './texts';

export function DocumentHistory({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  const { data, error, isPending } = useGetList<RaRecord>(
    `${definition.name}/${String(record?.id)}/history`,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: record?.id !== undefined },
  );
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isPending) return <LinearProgress />;
  if (!data?.length) return <Alert severity="info">{text.historyEmpty}</Alert>;
  return (
    <Table size="small" aria-label={text.historyTab}>
      <TableHead>
        <TableRow>
          <TableCell>{text.historyDate}</TableCell>
          <TableCell>{text.historyMove}</TableCell>
          <TableCell>{text.historyAuthor}</TableCell>
          <TableCell>{text.historyComment}</TableCell>
          <TableCell>{text.historyDue}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row) => (
          <TableRow key={String(row.id)} data-testid="history-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(row.created_at, 'table')}
            </TableCell>
            <TableCell>
              {row.from_status_label
                ? `${String(row.from_status_label)} → ${String(row.to_status_label)}`
                : String(row.to_status_label)}
            </TableCell>
            <TableCell>{formatValue(row.author_name, 'table')}</TableCell>
            <TableCell>{formatValue(row.comment, 'table')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.due_date, 'table')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
