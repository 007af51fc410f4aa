/**
 * A creation form in a dialog (the contract, an agreement): the inputs, 'Сохранить' and 'Отмена'.
 * The server's 422s land under their fields; a refusal of the whole record (`base`, 403) shows
 * above them. `create` gets the form's values and makes the call.
 */
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { Form, SaveButton } from 'react-admin';
import { contractTexts as text } from './contractLabels';
import { refusalOf } from './MoveDialog';

export function CreateDialog({
  title,
  fields,
  create,
  created,
  onClose,
  onCreated,
  children,
}: {
  title: string;
  /** The attributes the form sends: their 422s show under the inputs, the rest above. */
  fields: string[];
  create: (values: Record<string, unknown>) => Promise<unknown>;
  /** The notice after a successful creation. */
  created: string;
  onClose: () => void;
  onCreated: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [general, setGeneral] = useState<string>();

  const save = async (values: Record<string, unknown>) => {
    setGeneral(undefined);
    try {
      await create(values);
      notify(created, { type: 'success' });
      onCreated();
      return undefined;
    } catch (e) {
      const refusal = refusalOf(e, fields);
      setGeneral(refusal.general);
      return refusal.errors;
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Form onSubmit={save} record={{ is_writing: false }}>
          <Box sx={{ display: 'grid', gap: 1, pt: 1 }} component="section" aria-label={title}>
            {general ? <Alert severity="error">{general}</Alert> : null}
            {children}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <SaveButton label={text.save} alwaysEnable />
              <Button onClick={onClose}>{translate('app.ui.cancel')}</Button>
            </Box>
          </Box>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
