/**
 * The one status panel above a record with a status workflow — declared (./WorkflowPanel.tsx),
 * ГРО requests and reporting documents, appeals and consultations: the status, what the family
 * shows beside it (the due date, the overdue marker, the executor), a note, and a button per
 * move the signed-in member may make now, with the family's own actions after them. The dialog
 * a button opens is the caller's (`children`), on the one move dialog (./MoveDialog.tsx).
 */
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { uiMessages as text } from '../../i18n/uiMessages';

export interface PanelMove {
  to: string;
  label: string;
  /** The move the record waits for (an appeal's answer) stands out. */
  primary?: boolean;
  onClick: () => void;
}

export function StatusPanelFrame({
  label,
  status,
  details,
  note,
  moves,
  actions,
  children,
}: {
  /** The panel's name for assistive technology ('Статус документа'). */
  label: string;
  /** The status's title. */
  status: string;
  details?: ReactNode;
  note?: ReactNode;
  moves: PanelMove[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      data-testid="status-panel"
      sx={{ m: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle2">{text.workflowStatus}:</Typography>
        <Chip label={status} data-testid="record-status" />
        {details}
      </Stack>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ) : null}
      {moves.length || actions ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap>
          {moves.map((m) => (
            <Button key={m.to} variant={m.primary ? 'contained' : 'outlined'} onClick={m.onClick}>
              {m.label}
            </Button>
          ))}
          {actions}
        </Stack>
      ) : null}
      {children}
    </Box>
  );
}
