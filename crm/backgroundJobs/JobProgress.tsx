/**
 * One background job as it runs (issue 16 "Background jobs"): its state, a progress bar
 * (done / total; indeterminate while the total is unknown), why it failed, the error report of
 * an import (row, column, message; the whole report as a file), what it did, and the result
 * file to download. Polls the job through the dataProvider until it is done or failed.
 *
 *   <JobProgress jobId={job.id} />
 */
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, type Identifier } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { BackgroundJob } from '../../dataProvider/jobVerbs';
import { jobStateLabels, type JobState } from '../../src/domain/backgroundJobs';
import { jobTexts as text } from './jobTexts';

export const JOB_POLL_MS = 1500;
/** Lines of the error report shown on screen (the file has them all). */
const SHOWN_ERRORS = 50;

const stateColors: Record<JobState, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

export const isFinished = (job: Pick<BackgroundJob, 'state'> | undefined) =>
  job?.state === 'done' || job?.state === 'failed' || job?.state === 'cancelled';

export function jobQueryKey(id: Identifier) {
  return ['background_jobs', 'getJob', String(id)];
}

export function JobStateChip({ state }: { state: JobState }) {
  return <Chip size="small" color={stateColors[state]} label={jobStateLabels[state] ?? state} />;
}

/** The percentage of a job, or undefined while its total is unknown. */
export function jobPercent(job: Pick<BackgroundJob, 'state' | 'progress_done' | 'progress_total'>) {
  if (job.state === 'done') return 100;
  if (!job.progress_total) return undefined;
  return Math.min(100, Math.round((job.progress_done / job.progress_total) * 100));
}

export function JobProgressBar({ job }: { job: BackgroundJob }) {
  const percent = jobPercent(job);
  const running = job.state === 'running' || job.state === 'queued';
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 160 }}>
      <Box sx={{ flex: 1 }}>
        <LinearProgress
          aria-label={text.progress}
          variant={percent === undefined && running ? 'indeterminate' : 'determinate'}
          value={percent ?? 0}
          color={job.state === 'failed' ? 'error' : 'primary'}
        />
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {job.progress_total
          ? `${job.progress_done} ${text.of} ${job.progress_total}`
          : job.progress_done || ''}
      </Typography>
    </Stack>
  );
}

/** Downloads a job's result or error report through the dataProvider. */
export function JobFileButton({
  job,
  file,
}: {
  job: BackgroundJob;
  file: 'result' | 'errors_file';
}) {
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const stored = file === 'result' ? job.result_file : job.errors_file;
  if (!stored) return null;
  const download = async () => {
    try {
      await dataProvider.downloadJobFile({
        id: job.id,
        file,
        filename: stored.original_filename,
      });
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()}>
      {file === 'result' ? text.download : text.downloadErrors}
    </Button>
  );
}

function ResultSummary({ job }: { job: BackgroundJob }) {
  const r = job.result ?? {};
  const parts: string[] = [];
  if (typeof r.rows === 'number') parts.push(`${text.rows}: ${r.rows}`);
  if (typeof r.created === 'number') parts.push(`${text.created_}: ${r.created}`);
  if (typeof r.updated === 'number') parts.push(`${text.updated}: ${r.updated}`);
  if (typeof r.unchanged === 'number') parts.push(`${text.unchanged}: ${r.unchanged}`);
  if (typeof r.mailed_to === 'string' && r.mailed_to) parts.push(text.mailedTo(r.mailed_to));
  if (job.state !== 'done' || !parts.length) return null;
  return <Typography variant="body2">{parts.join(' · ')}</Typography>;
}

export function JobErrors({ job }: { job: BackgroundJob }) {
  const errors = job.errors ?? [];
  if (!errors.length) return null;
  const total =
    typeof job.result?.errors_count === 'number' ? job.result.errors_count : errors.length;
  const shown = errors.slice(0, SHOWN_ERRORS);
  return (
    <Box>
      <Table size="small" aria-label={text.downloadErrors}>
        <TableHead>
          <TableRow>
            <TableCell>{text.errorRow}</TableCell>
            <TableCell>{text.errorColumn}</TableCell>
            <TableCell>{text.errorMessage}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((e, i) => (
            <TableRow key={i}>
              <TableCell>{e.row ?? '—'}</TableCell>
              <TableCell>{e.column ?? '—'}</TableCell>
              <TableCell>{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > shown.length && (
        <Typography variant="caption">{text.moreErrors(shown.length, total)}</Typography>
      )}
    </Box>
  );
}

/** A job already loaded (the list, the dialog after polling). */
export function JobDetails({ job }: { job: BackgroundJob }) {
  return (
    <Stack spacing={1} data-testid="job-progress">
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle2">{job.kind_title}</Typography>
        <JobStateChip state={job.state} />
      </Stack>
      <JobProgressBar job={job} />
      {job.state === 'failed' && job.error_message && (
        <Alert severity="error">{job.error_message}</Alert>
      )}
      <ResultSummary job={job} />
      <JobErrors job={job} />
      <Stack direction="row" spacing={1}>
        <JobFileButton job={job} file="result" />
        <JobFileButton job={job} file="errors_file" />
      </Stack>
    </Stack>
  );
}

/** Polls job `jobId` every JOB_POLL_MS until it finishes and shows it. */
export function JobProgress({ jobId, initial }: { jobId: Identifier; initial?: BackgroundJob }) {
  const dataProvider = useEogDataProvider();
  const query = useQuery({
    queryKey: jobQueryKey(jobId),
    queryFn: async ({ signal }) => (await dataProvider.getJob({ id: jobId, signal })).data,
    initialData: initial,
    refetchInterval: (q) => (isFinished(q.state.data) ? false : JOB_POLL_MS),
  });
  if (query.data) return <JobDetails job={query.data} />;
  if (query.isError) return <Alert severity="error">{text.loadFailed}</Alert>;
  return <LinearProgress aria-label={text.progress} />;
}
