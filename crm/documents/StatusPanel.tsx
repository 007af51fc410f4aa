/**
 * The status panel of a ГРО request or a reporting document (issue 18), on the one panel frame
 * (crm/registries/StatusPanelFrame.tsx): the status, the overdue marker, the due date and a button per move the signed-in role may make now — the workflow
 * table of src/domain/documentWorkflows.ts (`allowedDocumentMoves`), shown only to holders of
 * the family's update_status key. A move opens the console's move dialog (crm/registries/MoveDialog.tsx) with a
 * comment (required where the table requires it) and a reminder where a new file is required.
 */
import { Alert, Typography } from '@mui/material';
import { OverdueMarker } from '../registries/OverdueList';
import { usePermissions, useRecordContext } from 'ra-core';
import { useState } from 'react';
import {
  allowedDocumentMoves,
  documentCommentMaxLength,
  documentMoveErrors,
  documentStatusLabel,
  isDocumentOverdue,
  isFinalDocumentStatus,
  type DocumentTransition,
  type DocumentWorkflow,
} from '../../src/domain/documentWorkflows';
import type { Role } from '../../src/domain/roles';
import { formatDate } from '../../src/format/date';
import { keyOf } from '../../src/access/permissionFamilies';
import type { RegistryDefinition } from '../../src/registries';
import { RegistryMoveDialog, type StatusMove } from '../registries/MoveDialog';
import { StatusPanelFrame } from '../registries/StatusPanelFrame';
import { interpolate } from '../../src/validation/messages';
import { documentTexts as text } from './texts';
import { heldKey } from '../users/userKeys';
import { workflowOf } from './workflow';

/** A move of the document's workflow as the console's move dialog asks it. */
function documentMove(workflow: DocumentWorkflow, transition: DocumentTransition): StatusMove {
  const labels = {
    action: transition.action,
    from: documentStatusLabel(workflow, transition.from),
    to: documentStatusLabel(workflow, transition.to),
  };
  return {
    to: transition.to,
    title: interpolate(text.moveTitle, labels),
    action: transition.action,
    text: {
      field: 'comment',
      label: text.comment,
      required: !!transition.requires?.includes('comment'),
      // The table's own comment checks; the role and the file are the server's call.
      check: (comment) =>
        documentMoveErrors(workflow, transition.from, transition.to, transition.roles[0]!, {
          comment,
          hasNewAttachment: true,
        }).find((e) => e.field === 'comment')?.message,
      maxLength: documentCommentMaxLength,
      rows: 3,
    },
    done: interpolate(text.moved, labels),
    refusals: ['status', 'attachment'],
  };
}

export function StatusPanel({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState<DocumentTransition>();
  if (!record) return null;
  const workflow = workflowOf(definition);
  const role = (permissions as { role?: Role } | undefined)?.role;
  const key = keyOf(definition.permissions, 'update_status');
  const mayMove = !!key && heldKey(permissions, key);
  const moves = mayMove ? allowedDocumentMoves(workflow, record.status, role) : [];
  return (
    <StatusPanelFrame
      label={text.statusPanel}
      status={documentStatusLabel(workflow, record.status)}
      details={
        <>
          {isDocumentOverdue(workflow, record.status, record.due_date) ? (
            <OverdueMarker label={text.overdue} />
          ) : null}
          <Typography variant="body2">
            {text.dueDate}: {formatDate(record.due_date)}
          </Typography>
        </>
      }
      note={isFinalDocumentStatus(workflow, record.status) ? text.finalNote : undefined}
      moves={moves.map((t) => ({ to: t.to, label: t.action, onClick: () => setOpen(t) }))}
    >
      {open ? (
        <RegistryMoveDialog
          resource={definition.name}
          record={record}
          move={documentMove(workflow, open)}
          note={
            open.requires?.includes('attachment') ? (
              <Alert severity="info" sx={{ mb: 1 }}>
                {text.fileRequired}
              </Alert>
            ) : null
          }
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </StatusPanelFrame>
  );
}
