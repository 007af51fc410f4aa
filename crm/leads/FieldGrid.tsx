/** Caption / value pairs as a two-column description list (the card's data and contract). */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export type FieldRow = readonly [caption: string, value: ReactNode];

export function FieldGrid({ rows }: { rows: readonly FieldRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 320px) 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mb: 2,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0 },
      }}
    >
      {rows.map(([caption, value]) => (
        <Box key={caption} sx={{ display: 'contents' }}>
          <dt>{caption}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
