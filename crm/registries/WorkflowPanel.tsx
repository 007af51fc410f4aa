/**
 * The status of a record whose definition declares a workflow (issue 37 item 2), above its edit
 * or show screen: the status and a button per move the signed-in role may make now — the
 * definition's transition table, for holders of the move key (`update_status`, else `update`).
 * A move opens the one move dialog (./MoveDialog.tsx) with its comment, required where the table
 * says. `WorkflowHistory` is the 'История статусов' tab: every move, the first the creation.
 */
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { usePermissions, useRecordContext } from 'ra-core';
import { useState } from 'react';
import { uiMessages as text } from '../../i18n/uiMessages';
import { movesFrom, type Transition } from '../../src/domain/workflow';
import type { Role } from '../../src/domain/roles';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { workflowStatusTitle, type RegistryDefinition } from '../../src/registries';
import { interpolate } from '../../src/validation/messages';
import { useRegistryKeys } from './access';
import { RegistryMoveDialog, type StatusMove } from './MoveDialog';
import { StatusHistoryTable } from './StatusHistoryTable';

/** The comment a move sends, as the server takes it (server/registries/workflow.ts). */
const commentMaxLength = 2000;

/** The moves a staff member of `role` may make from `status`, in the table's order. */
export function staffMoves(
  definition: RegistryDefinition,
  status: unknown,
  role: Role | undefined,
): Transition<string, 'comment'>[] {
  const transitions = definition.workflow?.transitions ?? [];
  return movesFrom(transitions, String(status ?? '')).filter(
    (t) =>
      (!t.actors || t.actors.includes('staff')) && (!t.roles || (!!role && t.roles.includes(role))),
  );
}

function moveOf(definition: RegistryDefinition, t: Transition<string, 'comment'>): StatusMove {
  const to = workflowStatusTitle(definition, t.to);
  const action = t.action ?? to;
  const labels = { action, from: workflowStatusTitle(definition, t.from), to };
  return {
    to: t.to,
    title: interpolate(text.workflowMoveTitle, labels),
    action,
    text: {
      field: 'comment',
      label: text.workflowComment,
      required: !!t.requires?.includes('comment'),
      maxLength: commentMaxLength,
      rows: 3,
    },
    done: interpolate(text.workflowMoved, { to }),
    refusals: ['status'],
  };
}

export function WorkflowPanel({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  const { permissions } = usePermissions<{ role?: Role }>();
  const keys = useRegistryKeys(definition);
  const [open, setOpen] = useState<Transition<string, 'comment'>>();
  const field = definition.workflow?.field;
  if (!record || !field) return null;
  const moves = keys.move ? staffMoves(definition, record[field], permissions?.role) : [];
  return (
    <Box
      component="section"
      aria-label={text.workflowStatus}
      sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle2">{text.workflowStatus}:</Typography>
        <Chip
          label={workflowStatusTitle(definition, record[field])}
          data-testid="workflow-status"
        />
        {moves.map((t) => (
          <Button key={t.to} variant="outlined" onClick={() => setOpen(t)}>
            {t.action ?? workflowStatusTitle(definition, t.to)}
          </Button>
        ))}
      </Stack>
      {open ? (
        <RegistryMoveDialog
          resource={definition.name}
          record={record}
          move={moveOf(definition, open)}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </Box>
  );
}

/** The record's moves in their order, the creation first: when, from → to, who, the comment. */
export function WorkflowHistory({ definition }: { definition: RegistryDefinition }) {
  return (
    <StatusHistoryTable
      definition={definition}
      order="ASC"
      texts={{ tab: text.statusHistoryTab, empty: text.statusHistoryEmpty }}
      rowTestId="workflow-history-row"
      columns={[
        {
          label: text.statusHistoryDate,
          cell: (row) => formatDateTime(row.created_at, 'table'),
          nowrap: true,
        },
        {
          label: text.statusHistoryMove,
          cell: (row) =>
            row.from_status_label
              ? `${String(row.from_status_label)} → ${String(row.to_status_label)}`
              : String(row.to_status_label),
        },
        {
          label: text.statusHistoryAuthor,
          cell: (row) => formatValue(row.admin_name, 'table'),
        },
        {
          label: text.workflowComment,
          cell: (row) => formatValue(row.comment, 'table'),
          multiline: true,
        },
      ]}
    />
  );
}
