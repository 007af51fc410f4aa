/**
 * The 'История статусов' tab of a record with a status workflow (ГРО requests, reporting
 * documents, appeals, consultations): `GET <registry path>/{id}/history` as a table, its columns
 * given by the caller (when, the move, who, the comment, and what the move left behind).
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
import type { RegistryDefinition } from '../../src/registries';

export interface HistoryColumn {
  label: string;
  cell: (row: RaRecord) => ReactNode;
  /** Dates keep to one line. */
  nowrap?: boolean;
  /** Comments keep their line breaks. */
  multiline?: boolean;
}

export function StatusHistoryTable({
  definition,
  order,
  columns,
  texts,
  rowTestId,
}: {
  definition: RegistryDefinition;
  order: 'ASC' | 'DESC';
  columns: HistoryColumn[];
  texts: { tab: string; empty: string };
  rowTestId: string;
}) {
  const record = useRecordContext();
  const { data, error, isPending } = useGetList<RaRecord>(
    `${definition.name}/${String(record?.id)}/history`,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order } },
    { enabled: record?.id !== undefined },
  );
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isPending) return <LinearProgress />;
  if (!data?.length) return <Alert severity="info">{texts.empty}</Alert>;
  return (
    <Table size="small" aria-label={texts.tab}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label}>{c.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row) => (
          <TableRow key={String(row.id)} data-testid={rowTestId}>
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
