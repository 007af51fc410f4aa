/**
 * The frame of the card's editing dialogs: a titled form, the refusal above its fields,
 * 'Отмена' and the submit button (plus any other action, such as 'Снять менеджера'); and the
 * submit state of a dialog with one field.
 */
import { Alert, Button } from '@mui/material';
import { useNotify, useTranslate, type RaRecord } from 'ra-core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DialogFrame } from '../../../src/ui/dialog';
import { refusalOf } from '../../../src/api';

/**
 * `submit(call, done)`: runs the call; a refusal of `field` goes to `error`, any other to
 * `general`; on success notifies `done` and hands the call's answer (the changed lead) to
 * `onDone`.
 */
export function useFieldSubmit(field: string, onDone: (record: RaRecord) => void) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const submit = async (call: () => Promise<{ data: RaRecord }>, done: string) => {
    setSaving(true);
    setError(undefined);
    setGeneral(undefined);
    let answer: { data: RaRecord };
    try {
      answer = await call();
    } catch (e) {
      const refusal = refusalOf(e, [field]);
      setError(refusal.errors[field]);
      setGeneral(refusal.general);
      setSaving(false);
      return;
    }
    notify(done, { type: 'success' });
    onDone(answer.data);
  };
  return { saving, error, general, submit };
}

/** A dialog changing one of the lead's fields; `onChanged` takes the changed lead. */
export interface LeadFieldDialogProps {
  lead: RaRecord;
  onClose: () => void;
  onChanged: (lead: RaRecord) => void;
}

export function DialogForm({
  title,
  general,
  submitLabel,
  canSubmit,
  onSubmit,
  onClose,
  actions,
  children,
}: {
  title: string;
  /** The refusal no field shows. */
  general?: string;
  submitLabel: string;
  canSubmit: boolean;
  onSubmit: () => void;
  onClose: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  return (
    <DialogFrame
      open
      title={title}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('app.ui.cancel')}</Button>
          {actions}
          <Button type="submit" variant="contained" disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {general ? (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {general}
        </Alert>
      ) : null}
      {children}
    </DialogFrame>
  );
}
