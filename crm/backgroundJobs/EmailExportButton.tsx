/**
 * 'Отправить на почту' of an exportable registry's list (seed 001 §7 `email_csv_export`): the
 * list's filters go to a background job that mails the CSV; a dialog follows the job with
 * <JobProgress> and offers the file when it is ready.
 */
import MailIcon from '@mui/icons-material/MailOutline';
import { Button, Typography } from '@mui/material';
import { useListContext, useNotify, useResourceContext } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { BackgroundJob } from '../../dataProvider/jobVerbs';
import { DialogFrame } from '../../src/ui/dialog';
import { JobProgress } from './JobProgress';
import { jobTexts as text } from './jobTexts';

export function EmailExportButton({ resource: given }: { resource?: string }) {
  const resource = useResourceContext({ resource: given }) ?? given ?? '';
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const { filterValues, total } = useListContext();
  const [job, setJob] = useState<BackgroundJob>();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.emailCsvExport(resource, { filter: filterValues });
      setJob(data);
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const close = () => setJob(undefined);
  return (
    <>
      <Button
        size="small"
        startIcon={<MailIcon />}
        disabled={busy || total === 0}
        onClick={() => void start()}
      >
        {text.emailExport}
      </Button>
      <DialogFrame
        open={!!job}
        title={text.emailExportTitle}
        onClose={close}
        actions={<Button onClick={close}>{text.close}</Button>}
      >
        <Typography sx={{ mb: 2 }}>{text.emailExportStarted}</Typography>
        {job && <JobProgress jobId={job.id} initial={job} />}
      </DialogFrame>
    </>
  );
}
