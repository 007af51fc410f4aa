/**
 * The dialog of one contract or agreement move: an optional note (and, for an agreement's move
 * to registered, its registration number), the submit button with the move's label. The
 * server's 422 on `note` / `number` shows under the field; any other refusal (the move itself,
 * 403 'Не хватает прав для данного действия') above the fields.
 */
import { Alert, Button, DialogContentText, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { leadNoteMaxLength } from '../../src/domain/leadTransitions';
import { DialogFrame } from '../../src/ui/dialog';
import { contractTexts as text } from './contractLabels';
import { fieldErrorsOf } from '../../src/api';

export interface MoveValues {
  note?: string;
  number?: string;
}

type Field = keyof MoveValues;

export interface MoveDialogProps {
  title: string;
  confirm: string;
  submitLabel: string;
  /** An agreement registered with its number. */
  withNumber?: boolean;
  onSubmit: (values: MoveValues) => Promise<unknown>;
  onClose: () => void;
}

/** Splits an API refusal into the dialog's field errors and one general message. */
export function refusalOf(
  e: unknown,
  fields: readonly string[],
): { errors: Record<string, string>; general?: string } {
  const all = fieldErrorsOf(e);
  const errors = Object.fromEntries(Object.entries(all).filter(([f]) => fields.includes(f)));
  const rest = Object.entries(all).filter(([f]) => !fields.includes(f));
  const general = rest.length
    ? rest.map(([, m]) => m).join(' ')
    : Object.keys(errors).length
      ? undefined
      : (e as Error)?.message;
  return { errors, general };
}

export function MoveDialog({
  title,
  confirm,
  submitLabel,
  withNumber,
  onSubmit,
  onClose,
}: MoveDialogProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<MoveValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string>();
  const [saving, setSaving] = useState(false);
  const fields: Field[] = withNumber ? ['number', 'note'] : ['note'];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setGeneral(undefined);
    try {
      await onSubmit(values);
    } catch (e) {
      const refusal = refusalOf(e, fields);
      setErrors(refusal.errors);
      setGeneral(refusal.general);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      open
      title={title}
      onClose={onClose}
      busy={saving}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('app.ui.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 1 }}>{confirm}</DialogContentText>
      {general ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {general}
        </Alert>
      ) : null}
      {fields.map((field) => (
        <TextField
          key={field}
          fullWidth
          margin="dense"
          multiline={field === 'note'}
          minRows={field === 'note' ? 3 : undefined}
          label={field === 'note' ? text.note : text.registrationNumber}
          value={values[field] ?? ''}
          error={!!errors[field]}
          helperText={errors[field]}
          slotProps={{ htmlInput: { maxLength: field === 'note' ? leadNoteMaxLength : 64 } }}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        />
      ))}
    </DialogFrame>
  );
}
