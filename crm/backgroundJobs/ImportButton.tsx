/**
 * 'Загрузить из файла' of an importable registry (its definition's `importable`; seed 001 §7
 * `import`, `import_snt`): a dialog with the shared upload widget takes one XLSX or CSV over the
 * multipart protocol (to background_jobs), starts the import job (`startImport` with the call)
 * and follows it with <JobProgress>: the rows written, or the error report (nothing is written
 * then). The list is refreshed when the job is done.
 */
import UploadIcon from '@mui/icons-material/UploadFile';
import { Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh, useResourceContext, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { JOBS_RESOURCE, type BackgroundJob } from '../../dataProvider/jobVerbs';
import { importFileExtensions, importFileMaxBytes } from '../../src/domain/backgroundJobs';
import type { RegistryDefinition } from '../../src/registries';
import { DialogFrame } from '../../src/ui/dialog';
import { FileUpload } from '../../src/ui/upload';
import { useRegistryKeys } from '../registries/access';
import { JobProgress, jobQueryKey } from './JobProgress';
import { jobTexts as text } from './jobTexts';

const IMPORT_FILE_KIND = 'import_file';

export function ImportButton({
  definition,
  call = 'import',
}: {
  definition: RegistryDefinition;
  /** The import call: 'import', or a kind's own ('import_snt'). */
  call?: string;
}) {
  const resource = useResourceContext() ?? definition.name;
  const keys = useRegistryKeys(definition);
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [job, setJob] = useState<BackgroundJob>();
  if (!keys.import) return null;

  const uploaded = async (file: RaRecord) => {
    try {
      const { data } = await dataProvider.startImport(resource, { attachmentId: file.id, call });
      setJob(data);
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const close = () => {
    const current = job && queryClient.getQueryData<BackgroundJob>(jobQueryKey(job.id));
    if (current?.state === 'done') refresh();
    setJob(undefined);
    setOpen(false);
  };

  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        {text.importFile}
      </Button>
      <DialogFrame
        open={open}
        title={text.importTitle}
        onClose={close}
        actions={<Button onClick={close}>{text.close}</Button>}
      >
        {job ? (
          <>
            <Typography sx={{ mb: 2 }}>{text.importStarted}</Typography>
            <JobProgress jobId={job.id} initial={job} />
          </>
        ) : (
          <FileUpload
            label={text.importFile}
            hint={text.importHint}
            resource={JOBS_RESOURCE}
            kind={IMPORT_FILE_KIND}
            accept={importFileExtensions}
            maxBytes={importFileMaxBytes}
            testId="import-file"
            onUploaded={(file) => void uploaded(file)}
            onMessage={(message, type) => {
              if (type === 'error') notify(message, { type });
            }}
          />
        )}
      </DialogFrame>
    </>
  );
}
