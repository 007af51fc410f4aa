/**
 * The status of a record whose definition declares a workflow (issue 37 item 2), above its edit
 * or show screen: the status and a button per move the signed-in role may make now — the
 * definition's transition table, for holders of the move key (`update_status`, else `update`).
 * A move opens the one move dialog (./MoveDialog.tsx) with its comment, required where the table
 * says.
 */
import { usePermissions, useRecordContext } from 'ra-core';
import { useState } from 'react';
import { uiMessages as text } from '../../i18n/uiMessages';
import { movesFrom, type Transition } from '../../src/domain/workflow';
import type { Role } from '../../src/domain/roles';
import { workflowStatusTitle, type RegistryDefinition } from '../../src/registries';
import { interpolate } from '../../src/validation/messages';
import { useRegistryKeys } from './access';
import { RegistryMoveDialog, type StatusMove } from './MoveDialog';
import { StatusPanelFrame } from './StatusPanelFrame';

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
    <StatusPanelFrame
      label={text.workflowStatus}
      status={workflowStatusTitle(definition, record[field])}
      moves={moves.map((t) => ({
        to: t.to,
        label: t.action ?? workflowStatusTitle(definition, t.to),
        onClick: () => setOpen(t),
      }))}
    >
      {open ? (
        <RegistryMoveDialog
          resource={definition.name}
          record={record}
          move={moveOf(definition, open)}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </StatusPanelFrame>
  );
}
