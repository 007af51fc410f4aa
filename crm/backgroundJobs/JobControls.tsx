/**
 * What issue 19 adds to the background jobs list: how long a job ran, why it failed, and
 * "Повторить" / "Отменить" for its owner and for readers of every job with an unscoped view
 * (the server decides: POST /background_jobs/{id}/retry | cancel).
 */
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { BackgroundJob } from '../../dataProvider/jobVerbs';

export const jobControlTexts = {
  duration: 'Длительность',
  error: 'Причина ошибки',
  retry: 'Повторить',
  cancel: 'Отменить',
  cancelled: 'Задание отменено',
  retried: 'Задание поставлено в очередь заново',
} as const;

/** "2 ч 5 мин", "3 мин 10 с", "12 с"; running jobs count up to now. */
export function jobDuration(
  job: Pick<BackgroundJob, 'started_at' | 'finished_at'>,
  now = Date.now(),
) {
  if (!job.started_at) return '—';
  const end = job.finished_at ? Date.parse(job.finished_at) : now;
  const seconds = Math.max(0, Math.round((end - Date.parse(job.started_at)) / 1000));
  if (seconds < 60) return `${seconds} с`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} мин ${seconds % 60} с`;
  return `${Math.floor(minutes / 60)} ч ${minutes % 60} мин`;
}

export function JobControls({ job }: { job: BackgroundJob }) {
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const control = useMutation({
    mutationFn: (action: 'cancel' | 'retry') => dataProvider.controlJob({ id: job.id, action }),
    onSuccess: (_data, action) => {
      notify(action === 'cancel' ? jobControlTexts.cancelled : jobControlTexts.retried, {
        type: 'info',
      });
      refresh();
    },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  const stop = (e: { stopPropagation(): void }) => e.stopPropagation();
  if (job.state === 'queued' || job.state === 'running')
    return (
      <Button
        size="small"
        color="warning"
        disabled={control.isPending}
        onClick={(e) => {
          stop(e);
          control.mutate('cancel');
        }}
      >
        {jobControlTexts.cancel}
      </Button>
    );
  if (job.state === 'failed' || job.state === 'cancelled')
    return (
      <Button
        size="small"
        disabled={control.isPending}
        onClick={(e) => {
          stop(e);
          control.mutate('retry');
        }}
      >
        {jobControlTexts.retry}
      </Button>
    );
  return null;
}
