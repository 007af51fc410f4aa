/**
 * A registry file field (seed 001 §5 "Upload", §7 multipart upload, §8 messages). A picked file
 * is checked with the field's rules first — a wrong extension, an empty or too large file is
 * marked and nothing is sent — then uploaded with the dataProvider's `upload` verb and a
 * progress bar; the form keeps `{id, …, uploaded}` and saves it as `<key>_id`. The current file
 * links to its download (`GET /<path>/<id>/<key>?transfer=download_url`); removing it asks
 * first and clears the value (saved as `<key>_id: null`).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  LinearProgress,
  Link,
  Typography,
} from '@mui/material';
import {
  useInput,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  ValidationError,
} from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { uiMessages } from '../../i18n/uiMessages';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { formatFileSize } from '../../src/format/number';
import type { FileField, RegistryDefinition } from '../../src/registries';
import { ConfirmDialog } from '../../src/ui/dialog';
import type { FileValue } from './values';
import { pickedFileError, raValidators } from './validators';

export interface FileInputProps {
  source: string;
  field: FileField;
  definition: RegistryDefinition;
}

function CurrentFile({
  file,
  onDownload,
  onRemove,
}: {
  file: FileValue;
  onDownload?: () => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const name = file.original_filename ?? file.id;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {onDownload ? (
        <Link component="button" type="button" onClick={onDownload}>
          {name}
        </Link>
      ) : (
        <Typography component="span">{name}</Typography>
      )}
      {file.file_size !== undefined ? (
        <Typography component="span" color="text.secondary">
          {formatFileSize(file.file_size)}
        </Typography>
      ) : null}
      <IconButton size="small" aria-label={translate('ra.action.delete')} onClick={onRemove}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

export function RegistryFileInput({ source, field, definition }: FileInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? definition.name;
  const record = useRecordContext();
  const dataProvider = useEogDataProvider();
  const { setError, clearErrors, formState } = useFormContext();
  const input = useInput({ source, validate: raValidators(field) });
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | undefined>();
  const [confirming, setConfirming] = useState(false);

  const value = input.field.value as FileValue | null | undefined;
  const serverError =
    (formState.errors[`${source}_id`]?.message as string | undefined) ?? undefined;
  const error = input.fieldState.error?.message ?? serverError;

  const upload = async (file: File) => {
    setProgress(0);
    try {
      const { data } = await dataProvider.upload(resource, {
        file,
        kind: definition.type,
        single: true,
        // The field's own extensions and size limit, not the generic upload's.
        validate: () => pickedFileError(field, file),
        onProgress: setProgress,
      });
      input.field.onChange({
        id: String(data.id),
        original_filename: file.name,
        file_size: file.size,
        uploaded: true,
      } satisfies FileValue);
      clearErrors([source, `${source}_id`]);
    } catch {
      notify('app.uploadSendFailed', { type: 'error' });
    } finally {
      setProgress(undefined);
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = pickedFileError(field, file);
    if (invalid) setError(source, { type: 'validate', message: invalid });
    else void upload(file);
  };

  const download = async () => {
    try {
      await dataProvider.download(`${resource}/${String(record?.id)}/${source}`, {
        filename: value?.original_filename,
      });
    } catch (e) {
      notify((e as Error).message || 'app.default', { type: 'error' });
    }
  };

  const remove = () => {
    setConfirming(false);
    input.field.onChange(null);
    notify('app.ui.fileRemoved', { type: 'success' });
  };

  const stored = value && !value.uploaded && record?.id !== undefined;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {field.label}
      </Typography>
      {value ? (
        <CurrentFile
          file={value}
          onDownload={stored ? () => void download() : undefined}
          onRemove={() => setConfirming(true)}
        />
      ) : null}
      {progress !== undefined ? (
        <LinearProgress variant="determinate" value={Math.round(progress * 100)} />
      ) : null}
      <input
        ref={picker}
        type="file"
        hidden
        data-testid={`${source}-file`}
        accept={field.extensions.map((e) => `.${e}`).join(',')}
        onChange={onPick}
      />
      <Button
        size="small"
        startIcon={<UploadIcon />}
        disabled={progress !== undefined}
        onClick={() => picker.current?.click()}
      >
        {translate('app.ui.uploadFile')}
      </Button>
      {error ? (
        <FormHelperText error>
          <ValidationError error={error} />
        </FormHelperText>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={uiMessages.fileRemoveConfirm}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
