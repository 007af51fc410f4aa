/**
 * The status moves of a lead or its contract on the card: a titled section with one row per
 * move the member may make now — the target status's badge and the move's button. Several moves
 * share a label ('Обновить', 'Сохранить'), so a button's accessible name adds the target.
 */
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface MoveTarget {
  to: string;
  /** The button's label. */
  action: string;
  /** The target status's title, for the accessible name. */
  title: string;
  badge: ReactNode;
}

export function MoveTargets({
  label,
  empty,
  error,
  moves,
  onPick,
  children,
}: {
  /** The section's heading and name. */
  label: string;
  /** What the section says when no move is open now. */
  empty: string;
  /** The moves' request failed. */
  error?: string;
  moves: MoveTarget[];
  onPick: (to: string) => void;
  /** The open move's dialog. */
  children?: ReactNode;
}) {
  return (
    <Box component="section" aria-label={label} sx={{ my: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {error ? (
        <Typography color="error">{error}</Typography>
      ) : !moves.length ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {moves.map((move) => (
            <Box
              key={move.to}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                px: 1,
                py: 0.5,
              }}
            >
              {move.badge}
              <Button
                size="small"
                variant="outlined"
                aria-label={`${move.action}: ${move.title}`}
                onClick={() => onPick(move.to)}
              >
                {move.action}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}
