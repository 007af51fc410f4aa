/**
 * A publication whose values move to new columns (issue 38): the server answered with its
 * background job, followed here by the jobs' own <JobProgress> (the progress in records, and
 * why it failed — the records that do not convert). When the job is done the registry's
 * screens read its metadata again, once.
 */
import { Alert, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh, type Identifier } from 'ra-core';
import { useEffect, useSyncExternalStore } from 'react';
import type { BackgroundJob } from '../../dataProvider/jobVerbs';
import { JobProgress, jobQueryKey } from '../backgroundJobs/JobProgress';
import { designTexts as t } from './texts';

export function PublicationProgress({
  jobId,
  initial,
}: {
  jobId: Identifier;
  initial?: BackgroundJob;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  // Reads the job <JobProgress> polls into the cache; it fetches nothing of its own.
  const polled = useSyncExternalStore(
    (changed) => queryClient.getQueryCache().subscribe(changed),
    () => queryClient.getQueryData<BackgroundJob>(jobQueryKey(jobId))?.state,
  );
  const state = polled ?? initial?.state;
  useEffect(() => {
    if (state !== 'done') return;
    notify(t.published, { type: 'success' });
    // The menu and the screens read the published registries' metadata again.
    void queryClient.invalidateQueries({ queryKey: ['registries'] });
    refresh();
  }, [state, notify, queryClient, refresh]);

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t.publishing}</Typography>
      <JobProgress jobId={jobId} {...(initial ? { initial } : {})} />
      {state === 'done' && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t.published}
        </Alert>
      )}
      {(state === 'failed' || state === 'cancelled') && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t.publishFailed}
        </Alert>
      )}
    </>
  );
}
