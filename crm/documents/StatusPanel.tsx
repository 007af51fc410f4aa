/**
 * The status panel of a ГРО request or a reporting document (issue 18): the status, the overdue
 * marker, the due date and a button per move the signed-in role may make now — the workflow
 * table of src/domain/documentWorkflows.ts (`allowedDocumentMoves`), shown only to holders of
 * the family's update_status key. A move opens the dialog on the shared frame (src/ui/dialog):
 * a comment (required where the table requires it), a reminder where a new file is required;
 * then the dataProvider's `updateStatus` (`PUT <path>/{id}/update_status {status, comment}`).
 * The server's refusal is shown in the dialog; a done move refreshes the record and history.
 */
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { OverdueMarker } from '../registries/OverdueList';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, usePermissions, useRecordContext, useRefresh, type RaRecord } from 'ra-core';
import { useState, type FormEvent } from 'react';
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
import { DialogFrame } from '../../src/ui/dialog';
import { interpolate } from '../../src/validation/messages';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { documentTexts as text } from './texts';
import { workflowOf } from './workflow';
import { fieldErrorsOf } from '../../src/api';

interface MoveDialogProps {
  definition: RegistryDefinition;
  workflow: DocumentWorkflow;
  record: RaRecord;
  transition: DocumentTransition;
  onClose: () => void;
}

function MoveDialog({ definition, workflow, record, transition, onClose }: MoveDialogProps) {
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [saving, setSaving] = useState(false);
  const needsComment = !!transition.requires?.includes('comment');
  const needsFile = !!transition.requires?.includes('attachment');
  const labels = {
    action: transition.action,
    from: documentStatusLabel(workflow, transition.from),
    to: documentStatusLabel(workflow, transition.to),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The table's own comment checks; the role and the file are the server's call.
    const found = documentMoveErrors(
      workflow,
      transition.from,
      transition.to,
      transition.roles[0]!,
      { comment, hasNewAttachment: true },
    ).find((e) => e.field === 'comment');
    setError(found?.message);
    setGeneral(undefined);
    if (found) return;
    setSaving(true);
    try {
      await dataProvider.updateStatus(definition.name, {
        id: record.id,
        status: transition.to,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      notify(interpolate(text.moved, labels), { type: 'success' });
      await queryClient.invalidateQueries({
        queryKey: [`${definition.name}/${record.id}/history`],
      });
      await queryClient.invalidateQueries({ queryKey: [definition.name, 'changes'] });
      refresh();
      onClose();
    } catch (e) {
      const errors = fieldErrorsOf(e);
      setError(errors.comment);
      if (!errors.comment) setGeneral(errors.status ?? errors.attachment ?? (e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      open
      title={interpolate(text.moveTitle, labels)}
      onClose={onClose}
      busy={saving}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {transition.action}
          </Button>
        </>
      }
    >
      {general ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {general}
        </Alert>
      ) : null}
      {needsFile ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {text.fileRequired}
        </Alert>
      ) : null}
      <TextField
        fullWidth
        multiline
        minRows={3}
        margin="dense"
        label={text.comment}
        required={needsComment}
        value={comment}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: documentCommentMaxLength } }}
        onChange={(e) => setComment(e.target.value)}
      />
    </DialogFrame>
  );
}

/** `{role, permissions}` of the admin authProvider. */
function principalOf(permissions: unknown): { role?: Role; keys: readonly string[] } {
  const p = permissions as { role?: Role; permissions?: unknown } | undefined;
  return { role: p?.role, keys: Array.isArray(p?.permissions) ? (p.permissions as string[]) : [] };
}

export function StatusPanel({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState<DocumentTransition>();
  if (!record) return null;
  const workflow = workflowOf(definition);
  const { role, keys } = principalOf(permissions);
  const mayMove = keys.includes(keyOf(definition.permissions, 'update_status') ?? '');
  const moves = mayMove ? allowedDocumentMoves(workflow, record.status, role) : [];
  const overdue = isDocumentOverdue(workflow, record.status, record.due_date);
  const final = isFinalDocumentStatus(workflow, record.status);
  return (
    <Box
      component="section"
      aria-label={text.statusPanel}
      sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle2">{text.status}:</Typography>
        <Chip label={documentStatusLabel(workflow, record.status)} data-testid="document-status" />
        {overdue ? <OverdueMarker label={text.overdue} /> : null}
        <Typography variant="body2">
          {text.dueDate}: {formatDate(record.due_date)}
        </Typography>
      </Stack>
      {final ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {text.finalNote}
        </Typography>
      ) : null}
      {moves.length ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap>
          {moves.map((t) => (
            <Button key={t.to} variant="outlined" onClick={() => setOpen(t)}>
              {t.action}
            </Button>
          ))}
        </Stack>
      ) : null}
      {open ? (
        <MoveDialog
          definition={definition}
          workflow={workflow}
          record={record}
          transition={open}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </Box>
  );
}
