/**
 * The numbers of a chart as a plain table with a caption (screen readers read it; the chart is
 * aria-hidden). `firstIsHeader` makes each row's first cell its row header.
 */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { analyticsTexts as t } from '../../src/domain/analytics';

/** Read by screen readers, not shown: the section's heading already says it. */
const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function DataTable({
  caption,
  columns,
  rows,
  firstIsHeader = true,
  maxHeight,
}: {
  caption: string;
  columns: string[];
  rows: string[][];
  firstIsHeader?: boolean;
  maxHeight?: number;
}) {
  return (
    <TableContainer sx={maxHeight ? { maxHeight } : undefined}>
      <Table size="small" stickyHeader={Boolean(maxHeight)}>
        <caption style={hidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} scope="col">
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length ? (
            rows.map((row, i) => (
              <TableRow key={`${row[0]}-${i}`}>
                {row.map((cell, j) =>
                  j === 0 && firstIsHeader ? (
                    <TableCell key={j} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={j}>{cell}</TableCell>
                  ),
                )}
              </TableRow>
            ))
          ) : (
            <TableRow>
              <TableCell colSpan={columns.length}>{t.noData}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
