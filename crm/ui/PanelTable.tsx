/**
 * A plain table of a panel or tab (the lead card's, every status history) with the loading, error
 * and empty states of its request.
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
import type { ReactNode } from 'react';
import type { Loaded } from './loaded';

export function PanelTable<T>({
  loaded,
  heads,
  empty,
  row,
  label,
  rowTestId,
}: {
  /** The request's rows and error (crm/ui/loaded.ts `Loaded`, or any hook's pair). */
  loaded: Pick<Loaded<T[]>, 'data' | 'error'>;
  heads: readonly string[];
  empty: string;
  row: (item: T, index: number) => ReactNode[];
  label: string;
  rowTestId?: string;
}) {
  if (loaded.error) return <Alert severity="error">{loaded.error}</Alert>;
  if (!loaded.data) return <LinearProgress />;
  if (!loaded.data.length) return <Alert severity="info">{empty}</Alert>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {heads.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {loaded.data.map((item, i) => (
          <TableRow key={i} data-testid={rowTestId}>
            {row(item, i).map((cell, j) => (
              <TableCell key={j} sx={{ verticalAlign: 'top' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
