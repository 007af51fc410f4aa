/**
 * The console's one status-move dialog (issue 37) on the shared dialog frame, for every workflow:
 * the registries' (appeals, consultations, documents, declared workflows: `RegistryMoveDialog`
 * sends the move through the dataProvider's `updateStatus`) and the lead card's status,
 * contract and agreement moves (their panels send it through their own verbs). It asks what
 * the move says — what it does, a note the panel adds (a file the move needs, who is told), the
 * choices it needs (a lead's rejection reason), a short value (an agreement's registration
 * number) and its text (a comment or an answer, required where the workflow says) — checks them
 * with the workflow's own rules, and sends the values entered. The server's refusal stays in the
 * dialog: on a field when it names one, else as the dialog's error; a done move closes it.
 */
import { Alert, Button, DialogContentText, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh, type RaRecord } from 'ra-core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { uiMessages } from '../../i18n/uiMessages';
import { fieldErrorsOf, refusalOf } from '../../src/api';
import { DialogFrame } from '../../src/ui/dialog';

export interface StatusMove {
  /** The status the move leads to. */
  to: string;
  title: string;
  /** The submit button's label. */
  action: string;
  /** What the move does, said first. */
  confirm?: string;
  /** The text the move sends under `field`; `check` is the workflow's own rule for it. */
  text?: {
    field: string;
    label: string;
    required: boolean;
    check?: (value: string) => string | undefined;
    maxLength: number;
    rows: number;
    initial?: string;
  };
  /** A short value the move also needs, asked before the text (a registration number). */
  value?: { field: string; label: string; maxLength: number };
  /** Values picked from a list, asked first (a reason from a dictionary); each required. */
  choices?: readonly MoveChoice[];
  /** The workflow's own rules over every value entered: field → message. */
  check?: (values: Record<string, string>) => Record<string, string>;
  /** The notice once the server took the move (a registry's dialog says it). */
  done?: string;
  /** The refusals about other fields shown as the dialog's error, the first found. */
  refusals?: readonly string[];
}

export interface MoveChoice {
  field: string;
  label: string;
  options: readonly { value: string; title: string }[];
  /** Why the options could not be read. */
  error?: string;
}

interface MoveDialogProps {
  move: StatusMove;
  /** Above the inputs: what the move needs or who it tells. */
  note?: ReactNode;
  /** Sends the move with the values entered (blank ones left out). */
  submit: (values: Record<string, string>) => Promise<unknown>;
  /** Once the server took the move, before the dialog closes. */
  onDone?: () => unknown;
  onClose: () => void;
}

export function MoveDialog({ move, note, submit, onDone, onClose }: MoveDialogProps) {
  const { text, value: short, choices = [] } = move;
  const lines = [...(short ? [short] : []), ...(text ? [text] : [])];
  const fields = [...choices.map((c) => c.field), ...lines.map((input) => input.field)];
  const [values, setValues] = useState<Record<string, string>>(
    text?.initial ? { [text.field]: text.initial } : {},
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string>();
  const [saving, setSaving] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const sent = Object.fromEntries(
      Object.entries(values)
        .map(([field, entered]) => [field, entered.trim()] as const)
        .filter(([, entered]) => entered),
    );
    const textError = text?.check?.(values[text.field] ?? '');
    const own = {
      ...move.check?.(sent),
      ...(text && textError ? { [text.field]: textError } : {}),
    };
    setErrors(own);
    setGeneral(undefined);
    if (Object.keys(own).length) return;
    setSaving(true);
    try {
      await submit(sent);
      await onDone?.();
      onClose();
    } catch (e) {
      const refusal = refusalOf(e, fields);
      const named = fieldErrorsOf(e);
      setErrors(refusal.errors);
      setGeneral((move.refusals ?? []).map((f) => named[f]).find(Boolean) ?? refusal.general);
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
      onSubmit={send}
      actions={
        <>
          <Button onClick={onClose}>{uiMessages.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {move.action}
          </Button>
        </>
      }
    >
      {move.confirm ? <DialogContentText sx={{ mb: 1 }}>{move.confirm}</DialogContentText> : null}
      {general ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {general}
        </Alert>
      ) : null}
      {note}
      {choices.map((choice) => (
        <TextField
          key={choice.field}
          select
          fullWidth
          required
          margin="dense"
          label={choice.label}
          value={values[choice.field] ?? ''}
          error={!!errors[choice.field] || !!choice.error}
          helperText={errors[choice.field] ?? choice.error}
          onChange={(e) => setValues((v) => ({ ...v, [choice.field]: e.target.value }))}
        >
          {choice.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.title}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {lines.map((input) => {
        const long = input === text;
        return (
          <TextField
            key={input.field}
            fullWidth
            margin="dense"
            multiline={long}
            minRows={long ? text.rows : undefined}
            label={input.label}
            required={long && text.required}
            value={values[input.field] ?? ''}
            error={!!errors[input.field]}
            helperText={errors[input.field]}
            slotProps={{ htmlInput: { maxLength: input.maxLength } }}
            onChange={(e) => setValues((v) => ({ ...v, [input.field]: e.target.value }))}
          />
        );
      })}
    </DialogFrame>
  );
}

interface RegistryMoveDialogProps {
  /** The registry's resource name (its API path through the dataProvider). */
  resource: string;
  record: RaRecord;
  move: StatusMove;
  note?: ReactNode;
  onClose: () => void;
}

/**
 * A registry's move (`PUT <path>/{id}/update_status {status, <field>}`): announced once done,
 * and the record, its history and its changes read again.
 */
export function RegistryMoveDialog({ resource, record, move, ...rest }: RegistryMoveDialogProps) {
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return (
    <MoveDialog
      move={move}
      {...rest}
      submit={(values) =>
        dataProvider.updateStatus(resource, { id: record.id, status: move.to, ...values })
      }
      onDone={async () => {
        if (move.done) notify(move.done, { type: 'success' });
        await queryClient.invalidateQueries({ queryKey: [`${resource}/${record.id}/history`] });
        await queryClient.invalidateQueries({ queryKey: [resource, 'changes'] });
        refresh();
      }}
    />
  );
}
