/**
 * The card's status actions: ONLY the moves the server allows this staff member now (GET
 * …/status_moves → meta.allowed_statuses, which already applies the contract and complex
 * guards). Each row shows the target status and the seed's button label
 * (leadStatusActionLabel('admin', target), 'Обновить' by default); the button's accessible
 * name adds the target, since several moves share 'Обновить'. Holders of
 * admin_leads_update_status only.
 */
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
import { MoveTargets } from './MoveTargets';
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
    <MoveTargets
      label={text.statusActions}
      empty={text.noMoves}
      error={moves.error}
      moves={allowed.map((to) => ({
        to,
        action: leadStatusActionLabel('admin', to),
        title: leadStatusLabel(to),
        badge: <LeadStatusBadge status={to} />,
      }))}
      onPick={(to) => setTarget(to as LeadStatus)}
    >
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
    </MoveTargets>
  );
}
