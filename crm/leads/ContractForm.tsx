/**
 * 'Создать договор': number, 'Договор в письменной форме', amount and — for holders of
 * admin_leads_contract_date_edit, whom alone the server lets send them — the three dates in the
 * console's DateInput → POST /v1/admin/leads/{id}/contract. The server's 422s land under their
 * fields; a refusal of the whole contract ('Договор по заявке уже создан', 403) above them.
 */
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useNotify, useTranslate, type Identifier } from 'ra-core';
import { useState } from 'react';
import { BooleanInput, Form, SaveButton, TextInput } from 'react-admin';
import { DateInput } from '../inputs';
import { createContract } from './contractApi';
import { contractTexts as text } from './contractLabels';
import { contractFields as label } from './leadLabels';
import { refusalOf } from './MoveDialog';

const fields = ['number', 'is_writing', 'amount', 'concluded_on', 'valid_until', 'works_deadline'];

export function ContractForm({
  leadId,
  withDates,
  onClose,
  onCreated,
}: {
  leadId: Identifier;
  withDates: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [general, setGeneral] = useState<string>();

  const save = async (values: Record<string, unknown>) => {
    setGeneral(undefined);
    const sent = Object.fromEntries(
      fields
        .filter((f) => withDates || !['concluded_on', 'valid_until', 'works_deadline'].includes(f))
        .map((f) => [f, values[f]]),
    );
    try {
      await createContract(leadId, { ...sent, is_writing: values.is_writing === true });
      notify(text.created, { type: 'success' });
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
      <DialogTitle>{text.createTitle}</DialogTitle>
      <DialogContent>
        <Form onSubmit={save} record={{ is_writing: false }}>
          <Box
            sx={{ display: 'grid', gap: 1, pt: 1 }}
            component="section"
            aria-label={text.createTitle}
          >
            {general ? <Alert severity="error">{general}</Alert> : null}
            <TextInput source="number" label={label.number} />
            <BooleanInput source="is_writing" label={text.isWriting} />
            <TextInput source="amount" label={text.amount} inputMode="decimal" />
            {withDates ? (
              <>
                <DateInput source="concluded_on" label={label.concluded_on} />
                <DateInput source="valid_until" label={label.valid_until} />
                <DateInput source="works_deadline" label={label.works_deadline} />
              </>
            ) : null}
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
