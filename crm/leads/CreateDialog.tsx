/**
 * A record form in a dialog (creating or editing the contract, its dates, an agreement): the
 * inputs, the submit button ('Создать' unless told) and 'Отмена'. The server's 422s land under
 * their fields; a refusal of the whole record (`base`, 403) shows above them. `submit` gets the
 * form's values and makes the call.
 */
import { Alert, Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { Form, SaveButton } from 'react-admin';
import { DialogFrame } from '../../src/ui/dialog';
import { contractTexts as text } from './contractLabels';
import { refusalOf } from '../../src/api';

const blank = { is_writing: false };

export function FormDialog({
  title,
  fields,
  record = blank,
  submit,
  submitLabel = text.save,
  notice,
  onClose,
  onDone,
  children,
}: {
  title: string;
  /** The attributes the form sends: their 422s show under the inputs, the rest above. */
  fields: readonly string[];
  /** The form's starting values (an edited record). */
  record?: Record<string, unknown>;
  submit: (values: Record<string, unknown>) => Promise<unknown>;
  submitLabel?: string;
  /** The notice after a successful call. */
  notice: string;
  onClose: () => void;
  onDone: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [general, setGeneral] = useState<string>();

  const save = async (values: Record<string, unknown>) => {
    setGeneral(undefined);
    try {
      await submit(values);
      notify(notice, { type: 'success' });
      onDone();
      return undefined;
    } catch (e) {
      const refusal = refusalOf(e, fields);
      setGeneral(refusal.general);
      return refusal.errors;
    }
  };

  return (
    <DialogFrame open title={title} onClose={onClose}>
      <Form onSubmit={save} record={record}>
        <Box sx={{ display: 'grid', gap: 1, pt: 1 }} component="section" aria-label={title}>
          {general ? <Alert severity="error">{general}</Alert> : null}
          {children}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <SaveButton label={submitLabel} alwaysEnable />
            <Button onClick={onClose}>{translate('app.ui.cancel')}</Button>
          </Box>
        </Box>
      </Form>
    </DialogFrame>
  );
}
