/**
 * /crm/action_histories/background_jobs (issue 16 "Background jobs"): the background jobs,
 * newest first — the staff member's own, everyone's for holders of admin_background_jobs_read
 * (the server decides) — with kind, owner, state, progress, times and the result to download;
 * a row opens its details (why it failed, the import's error report). `?job=<id>` (the link
 * of the export e-mail) shows that job above the list. Issue 19: the duration, the error,
 * retry and cancel (./JobControls.tsx), and the list refreshes itself while open.
 */
import { SelectInput, Datagrid, DateField, FunctionField, List, TextField } from 'react-admin';
import { useRecordContext } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import { Card, CardContent } from '@mui/material';
import type { BackgroundJob } from '../../dataProvider/jobVerbs';
import { JOBS_RESOURCE } from '../../dataProvider/jobVerbs';
import { jobKindOptions, jobStateOptions } from '../../src/domain/backgroundJobs';
import { defaultPageSize } from '../../src/domain/pagination';
import { RegistryPagination } from '../registries/RegistryPagination';
import { choicesOf } from '../registries/values';
import { JobControls, jobControlTexts as controls, jobDuration } from './JobControls';
import {
  JOB_POLL_MS,
  JobDetails,
  JobFileButton,
  JobProgress,
  JobProgressBar,
  JobStateChip,
} from './JobProgress';
import { jobTexts as text } from './jobTexts';

const filters = [
  <SelectInput
    key="state"
    source="state"
    label={text.state}
    choices={choicesOf(jobStateOptions)}
    alwaysOn
  />,
  <SelectInput
    key="kind"
    source="kind"
    label={text.kind}
    choices={choicesOf(jobKindOptions)}
    alwaysOn
  />,
];

const times = [
  ['created_at', text.created],
  ['started_at', text.started],
  ['finished_at', text.finished],
] as const;

function Expanded() {
  const record = useRecordContext<BackgroundJob>();
  return record ? <JobDetails job={record} /> : null;
}

function BackgroundJobList() {
  const [params] = useSearchParams();
  const highlighted = params.get('job');
  return (
    <>
      {highlighted && /^\d+$/.test(highlighted) && (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <JobProgress jobId={highlighted} />
          </CardContent>
        </Card>
      )}
      <List
        resource={JOBS_RESOURCE}
        disableAuthentication
        title={text.title}
        filters={filters}
        perPage={defaultPageSize}
        pagination={<RegistryPagination />}
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        empty={false}
        storeKey="background_jobs.listParams"
        // Live while the page is open (issue 19): progress and states move on their own.
        queryOptions={{ refetchInterval: JOB_POLL_MS }}
      >
        <Datagrid bulkActionButtons={false} rowClick="expand" expand={<Expanded />} expandSingle>
          <TextField source="kind_title" label={text.kind} sortable={false} />
          <TextField source="owner_name" label={text.owner} emptyText="—" sortable={false} />
          <FunctionField<BackgroundJob>
            label={text.state}
            render={(job) => <JobStateChip state={job.state} />}
          />
          <FunctionField<BackgroundJob>
            label={text.progress}
            render={(job) => <JobProgressBar job={job} />}
          />
          {times.map(([source, label]) => (
            <DateField
              key={source}
              source={source}
              label={label}
              showTime
              locales="ru-RU"
              sortable={false}
              emptyText="—"
            />
          ))}
          <FunctionField<BackgroundJob>
            label={controls.duration}
            render={(job) => jobDuration(job)}
          />
          <FunctionField<BackgroundJob>
            label={controls.error}
            render={(job) => job.error_message ?? '—'}
          />
          <FunctionField<BackgroundJob>
            label={text.result}
            render={(job) => <JobFileButton job={job} file="result" />}
          />
          <FunctionField<BackgroundJob> label="" render={(job) => <JobControls job={job} />} />
        </Datagrid>
      </List>
    </>
  );
}

export default BackgroundJobList;
