/**
 * The files of a contract or an agreement (server/modules/contracts/files.ts): the list under
 * the path resource `resource` with downloads (the dataProvider's `download` verb) and, with
 * `canWrite`, the upload of a file of one of `kinds` through its multipart `upload` verb under
 * the same path (checked first against the contract rules: the upload list plus .sig
 * and .p7s) and the removal after the console's file-delete confirmation (seed 001 §8).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  LinearProgress,
  MenuItem,
  TextField,
} from '@mui/material';
import { useDelete, useGetList, useNotify, type RaRecord } from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { documentKindLabel, type DocumentKind } from '../../../src/domain/documentKinds';
import { contractFileExtensions } from '../../../src/domain/uploads';
import { formatDateTime } from '../../../src/format/date';
import { formatFileSize } from '../../../src/format/number';
import { formatValue } from '../../../src/format/text';
import { allowedExtensions, maxFileSize } from '../../../src/validation/files';
import type { Validator } from '../../../src/validation/messages';
import { FileRemoveConfirm } from '../../registries/FileRemoveConfirm';
import { contractTexts as text } from '../contractLabels';
import { documentColumns as column, leadScreenTexts as leadText } from '../leadLabels';
import { loadedOf } from '../loaded';
import { serverOrder } from '../leadQueries';
import { PanelTable } from '../PanelTable';

const validateContractFile: Validator = (value) =>
  allowedExtensions(contractFileExtensions)(value) ?? maxFileSize()(value);

const fileName = (file: RaRecord) => String(file.original_filename ?? file.id);

export function RecordFiles({
  label,
  resource,
  kinds,
  canWrite,
  testId,
}: {
  /** The table's accessible name. */
  label: string;
  /** The files' path resource: 'leads/1/contract/attachments' …. */
  resource: string;
  /** The kinds the owner takes (files.ts ownerKinds), the first preselected. */
  kinds: readonly DocumentKind[];
  canWrite: boolean;
  /** The hidden file input's test id. */
  testId: string;
}) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const files = loadedOf(
    useGetList(resource, { pagination: { page: 1, perPage: 100 }, sort: serverOrder }),
  );
  const [deleteOne] = useDelete();
  const picker = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind>(kinds[0] ?? 'contract');
  const [progress, setProgress] = useState<number>();
  const [refused, setRefused] = useState<string>();
  const [removing, setRemoving] = useState<RaRecord>();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = validateContractFile(file);
    setRefused(invalid ? `${file.name}: ${invalid}` : undefined);
    if (invalid) return;
    setProgress(0);
    try {
      await dataProvider.upload(resource, {
        file,
        kind,
        validate: validateContractFile,
        onProgress: setProgress,
      });
    } catch {
      // Seed 001 §8: one message for any failed upload.
      notify('app.uploadSendFailed', { type: 'error' });
    }
    setProgress(undefined);
    files.reload();
  };

  const download = (file: RaRecord) =>
    dataProvider
      .download(resource, { id: file.id, filename: fileName(file) })
      .catch((e: Error) => notify(e.message, { type: 'error' }));

  const remove = async () => {
    const file = removing;
    setRemoving(undefined);
    if (!file) return;
    try {
      await deleteOne(
        resource,
        { id: file.id, previousData: file },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.ui.fileRemoved', { type: 'success' });
    } catch (e) {
      notify((e as Error)?.message || 'app.default', { type: 'error' });
    }
    files.reload();
  };

  return (
    <Box>
      <PanelTable
        label={label}
        loaded={files}
        empty={leadText.noDocuments}
        heads={[column.kind, column.name, column.size, column.date, '']}
        row={(d) => [
          typeof d.kind === 'string'
            ? documentKindLabel(d.kind)
            : formatValue(d.kind_label, 'table'),
          formatValue(d.original_filename, 'table'),
          formatFileSize(d.file_size, 'table'),
          formatDateTime(d.created_at, 'table'),
          <Box key="a" sx={{ display: 'flex', gap: 0.5 }}>
            <Button size="small" onClick={() => void download(d)}>
              {leadText.download}
            </Button>
            {canWrite ? (
              <IconButton
                size="small"
                aria-label={`${text.remove}: ${fileName(d)}`}
                onClick={() => setRemoving(d)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            ) : null}
          </Box>,
        ]}
      />
      {canWrite ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={text.fileKind}
            value={kind}
            onChange={(e) => setKind(e.target.value as DocumentKind)}
            sx={{ minWidth: 320 }}
          >
            {kinds.map((k) => (
              <MenuItem key={k} value={k}>
                {documentKindLabel(k)}
              </MenuItem>
            ))}
          </TextField>
          <input
            ref={picker}
            type="file"
            hidden
            data-testid={testId}
            accept={contractFileExtensions.map((e) => `.${e}`).join(',')}
            onChange={(e) => void onPick(e)}
          />
          <Button
            size="small"
            startIcon={<UploadIcon />}
            disabled={progress !== undefined}
            onClick={() => picker.current?.click()}
          >
            {text.upload}
          </Button>
        </Box>
      ) : null}
      {progress !== undefined ? (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} sx={{ mt: 1 }} />
      ) : null}
      {refused ? <FormHelperText error>{refused}</FormHelperText> : null}
      <FileRemoveConfirm
        isOpen={removing !== undefined}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(undefined)}
      />
    </Box>
  );
}
