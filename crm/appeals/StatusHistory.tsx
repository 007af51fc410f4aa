/**
 * The 'История статусов' tab of an appeal or a consultation: `GET <path>/{id}/history` — when,
 * the move, who made it (the applicant for the registration), the answer or comment, and the
 * channel the applicant was told by.
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
import { answerChannelLabels, appealStatusLabel } from '../../src/domain/appeals';
import { formatDateTime } from '../../src/format/date';
import type { RegistryDefinition } from '../../src/registries';
import { appealTexts as text } from './texts';

export function StatusHistory({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  const { data, error, isPending } = useGetList<RaRecord>(
    `${definition.name}/${String(record?.id)}/history`,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
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
          <TableCell>{text.historyNotified}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row) => (
          <TableRow key={String(row.id)} data-testid="status-history-row">
            <TableCell>{formatDateTime(row.created_at as string)}</TableCell>
            <TableCell>
              {row.from_status ? `${appealStatusLabel(row.from_status as string)} → ` : ''}
              {appealStatusLabel(row.to_status as string)}
            </TableCell>
            <TableCell>{(row.admin_name as string | null) ?? text.system}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
              {(row.comment as string | null) ?? '—'}
            </TableCell>
            <TableCell>{answerChannelLabels[row.notified_by as 'email' | 'sms'] ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
