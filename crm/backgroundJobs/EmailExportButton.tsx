/**
 * 'Отправить на почту' of an exportable registry's list (seed 001 §7 `email_csv_export`): the
 * list's filters go to a background job that mails the CSV; a dialog follows the job with
 * <JobProgress> and offers the file when it is ready.
 */
import MailIcon from '@mui/icons-material/MailOutline';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useListContext, useNotify, useResourceContext } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { BackgroundJob } from '../../dataProvider/jobVerbs';
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
      <Dialog open={!!job} onClose={() => setJob(undefined)} fullWidth maxWidth="sm">
        <DialogTitle>{text.emailExportTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text.emailExportStarted}</DialogContentText>
          {job && <JobProgress jobId={job.id} initial={job} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setJob(undefined)}>{text.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
