/**
 * The card's 'Удалить' (admin_leads_remove; etp_admin alone): the console's confirmation, then
 * DELETE /v1/admin/leads/{id}, a notice and the list. A refusal (a lead with a contract, a lead
 * gone meanwhile) stays in the dialog under its text.
 */
import { Button } from '@mui/material';
import { useDelete, useNotify, useRedirect, useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { interpolate } from '../../src/validation/messages';
import { ConsoleConfirm } from '../layout/ConsoleConfirm';
import { leadScreenTexts as text } from './leadLabels';
import { LEADS } from './leadQueries';

export function LeadDelete({ lead }: { lead: RaRecord }) {
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const [remove, { isPending }] = useDelete();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const uid = { uid: String(lead.uid ?? lead.id) };

  const confirm = () => {
    setError(null);
    remove(
      LEADS,
      { id: lead.id, previousData: lead },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(interpolate(text.removed, uid), { type: 'info' });
          redirect('list', LEADS);
        },
        onError: (e) => setError((e as Error).message || translate('ra.notification.http_error')),
      },
    );
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {text.remove}
      </Button>
      <ConsoleConfirm
        open={open}
        title={interpolate(text.removeTitle, uid)}
        busy={isPending}
        error={error}
        onConfirm={confirm}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      >
        {text.removeText}
      </ConsoleConfirm>
    </>
  );
}
