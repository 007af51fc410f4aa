/**
 * The console's one status-move dialog (issue 37) on the shared dialog frame: the text the move
 * sends (a comment or an answer, required where the workflow says), a note the panel adds (a
 * file the move needs, who is told), then the dataProvider's `updateStatus`
 * (`PUT <path>/{id}/update_status {status, <field>}`). The server's refusal stays in the dialog —
 * on the text when it names it, else as the dialog's error; a done move is announced and the
 * record, its history and its changes are read again.
 */
import { Alert, Button, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh, type RaRecord } from 'ra-core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { uiMessages } from '../../i18n/uiMessages';
import { fieldErrorsOf } from '../../src/api';
import { DialogFrame } from '../../src/ui/dialog';

export interface StatusMove {
  /** The status the move leads to. */
  to: string;
  title: string;
  /** The submit button's label. */
  action: string;
  /** The text the move sends under `field`; `check` is the workflow's own rule for it. */
  text: {
    field: string;
    label: string;
    required: boolean;
    check: (value: string) => string | undefined;
    maxLength: number;
    rows: number;
    initial?: string;
  };
  /** The notice once the server took the move. */
  done: string;
  /** The refusals about other fields shown as the dialog's error, the first found. */
  refusals: readonly string[];
}

interface MoveDialogProps {
  /** The registry's resource name (its API path through the dataProvider). */
  resource: string;
  record: RaRecord;
  move: StatusMove;
  /** Above the input: what the move needs or who it tells. */
  note?: ReactNode;
  onClose: () => void;
}

export function MoveDialog({ resource, record, move, note, onClose }: MoveDialogProps) {
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { text } = move;
  const [value, setValue] = useState(text.initial ?? '');
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = text.check(value);
    setError(own);
    setGeneral(undefined);
    if (own) return;
    setSaving(true);
    const sent = value.trim();
    try {
      await dataProvider.updateStatus(resource, {
        id: record.id,
        status: move.to,
        ...(sent ? { [text.field]: sent } : {}),
      });
      notify(move.done, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [`${resource}/${record.id}/history`] });
      await queryClient.invalidateQueries({ queryKey: [resource, 'changes'] });
      refresh();
      onClose();
    } catch (e) {
      const errors = fieldErrorsOf(e);
      setError(errors[text.field]);
      if (!errors[text.field])
        setGeneral(move.refusals.map((f) => errors[f]).find(Boolean) ?? (e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      open
      title={move.title}
      onClose={onClose}
      busy={saving}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{uiMessages.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {move.action}
          </Button>
        </>
      }
    >
      {general ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {general}
        </Alert>
      ) : null}
      {note}
      <TextField
        fullWidth
        multiline
        minRows={text.rows}
        margin="dense"
        label={text.label}
        required={text.required}
        value={value}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: text.maxLength } }}
        onChange={(e) => setValue(e.target.value)}
      />
    </DialogFrame>
  );
}
