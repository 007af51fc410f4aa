/**
 * The card's status actions: ONLY the moves the server allows this staff member now (GET
 * …/status_moves → meta.allowed_statuses, which already applies the contract and complex
 * guards). Each row shows the target status and the seed's button label
 * (leadStatusActionLabel('admin', target), 'Обновить' by default); the button's accessible
 * name adds the target, since several moves share 'Обновить'. Holders of
 * admin_leads_update_status only.
 */
import { Box, Button, Typography } from '@mui/material';
import { useNotify, type RaRecord } from 'ra-core';
import { useState } from 'react';
import {
  isLeadStatus,
  leadStatusActionLabel,
  leadStatusLabel,
  type LeadStatus,
} from '../../src/domain/leadStatuses';
import { leadScreenTexts as text } from './leadLabels';
import { StatusMoveDialog } from './StatusMoveDialog';
import { LeadStatusBadge } from './StatusBadge';
import type { Loaded } from '../ui/loaded';

export interface StatusActionsProps {
  lead: RaRecord;
  moves: Loaded<string[]>;
  /** The lead as the move's answer has it. */
  onMoved: (lead: RaRecord) => void;
}

export function StatusActions({ lead, moves, onMoved }: StatusActionsProps) {
  const notify = useNotify();
  const [target, setTarget] = useState<LeadStatus>();
  const allowed = (moves.data ?? []).filter(isLeadStatus);
  if (moves.loading && !moves.data) return null;
  return (
    <Box component="section" aria-label={text.statusActions} sx={{ my: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {text.statusActions}
      </Typography>
      {moves.error ? (
        <Typography color="error">{moves.error}</Typography>
      ) : !allowed.length ? (
        <Typography color="text.secondary">{text.noMoves}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {allowed.map((to) => {
            const label = leadStatusActionLabel('admin', to);
            return (
              <Box
                key={to}
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
                <LeadStatusBadge status={to} />
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`${label}: ${leadStatusLabel(to)}`}
                  onClick={() => setTarget(to)}
                >
                  {label}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      {target ? (
        <StatusMoveDialog
          lead={lead}
          target={target}
          onClose={() => setTarget(undefined)}
          onMoved={(moved) => {
            setTarget(undefined);
            notify(text.moved, { type: 'success' });
            onMoved(moved);
          }}
        />
      ) : null}
    </Box>
  );
}
