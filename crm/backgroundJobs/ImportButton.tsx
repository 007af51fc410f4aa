/**
 * 'Загрузить из файла' of a registry that takes imports (src/domain/backgroundJobs
 * `registryImports`; seed 001 §7 `import`): the picked XLSX or CSV is uploaded with the shared
 * multipart upload (`upload` to background_jobs), the import job started (`startImport`), and a
 * dialog follows it with <JobProgress>: the rows written, or the error report (nothing is
 * written then). The list is refreshed when the job is done.
 */
import UploadIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, usePermissions, useRefresh, useResourceContext } from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { JOBS_RESOURCE, type BackgroundJob } from '../../dataProvider/jobVerbs';
import {
  importFileExtensions,
  importFileMaxBytes,
  registryImports,
} from '../../src/domain/backgroundJobs';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import type { RegistryDefinition } from '../../src/registries';
import { allowedExtensions, maxFileSize, notEmptyFile } from '../../src/validation/files';
import type { Validator } from '../../src/validation/messages';
import { heldKey } from '../users/userKeys';
import { isFinished, JobProgress, jobQueryKey } from './JobProgress';
import { jobTexts as text } from './jobTexts';

const IMPORT_FILE_KIND = 'import_file';

const validateImportFile: Validator = (value) =>
  allowedExtensions(importFileExtensions)(value) ??
  notEmptyFile(value) ??
  maxFileSize(importFileMaxBytes)(value);

export function ImportButton({ definition }: { definition: RegistryDefinition }) {
  const resource = useResourceContext() ?? definition.name;
  const { permissions } = usePermissions();
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<number>();
  const [job, setJob] = useState<BackgroundJob>();
  const key = (registryImports as Readonly<Record<string, PermissionKey>>)[definition.name];
  if (!key || !heldKey(permissions, key)) return null;

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(0);
    try {
      const { data: uploaded } = await dataProvider.upload(JOBS_RESOURCE, {
        file,
        kind: IMPORT_FILE_KIND,
        validate: validateImportFile,
        onProgress: (f) => setUploading(f * 100),
      });
      const { data } = await dataProvider.startImport(resource, { attachmentId: uploaded.id });
      setJob(data);
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setUploading(undefined);
    }
  };
  const close = () => {
    const current = job && queryClient.getQueryData<BackgroundJob>(jobQueryKey(job.id));
    if (isFinished(current) && current?.state === 'done') refresh();
    setJob(undefined);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={importFileExtensions.map((e) => `.${e}`).join(',')}
        data-testid="import-file"
        onChange={(e) => void picked(e)}
      />
      <Button
        size="small"
        startIcon={<UploadIcon />}
        disabled={uploading !== undefined}
        onClick={() => input.current?.click()}
      >
        {text.importFile}
      </Button>
      {uploading !== undefined && (
        <LinearProgress aria-label={text.uploading} variant="determinate" value={uploading} />
      )}
      <Dialog open={!!job} onClose={close} fullWidth maxWidth="md">
        <DialogTitle>{text.importTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text.importStarted}</DialogContentText>
          {job && <JobProgress jobId={job.id} initial={job} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{text.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
