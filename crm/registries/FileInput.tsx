/**
 * A registry file field (seed 001 §5 "Upload", §7 multipart upload, §8 messages) on the shared
 * upload widget (src/ui/upload FileUpload). A picked file is checked with the field's rules
 * first — a wrong extension, an empty or too large file is named with its message and nothing
 * is sent — then uploaded with the dataProvider's `upload` verb (the `single_multipart_upload_…`
 * steps) and a progress bar; the form keeps `{id, …, uploaded}` and saves it as `<key>_id`. The
 * current file is listed by the widget under the field's label: a stored one links to its
 * download (`GET /<path>/<id>/<key>?transfer=download_url`); removing it asks first and clears
 * the value (saved as `<key>_id: null`). The field's own error (required, the server's) is
 * tied to the input.
 */
import { Box } from '@mui/material';
import {
  useInput,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  ValidationError,
} from 'ra-core';
import { useFormContext } from 'react-hook-form';
import type { FileField, RegistryDefinition } from '../../src/registries';
import { FileUpload, type UploadedFile } from '../../src/ui/upload';
import type { FileValue } from './values';
import { pickedFileError, raValidators } from './validators';

export interface FileInputProps {
  source: string;
  field: FileField;
  definition: RegistryDefinition;
}

export function RegistryFileInput({ source, field, definition }: FileInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? definition.name;
  const record = useRecordContext();
  const { clearErrors, formState } = useFormContext();
  const input = useInput({ source, validate: raValidators(field) });

  const value = input.field.value as FileValue | null | undefined;
  const serverError =
    (formState.errors[`${source}_id`]?.message as string | undefined) ?? undefined;
  const error = input.fieldState.error?.message ?? serverError;
  // A stored file downloads from the record; a new upload is not the record's yet.
  const downloadPath =
    value && !value.uploaded && record?.id !== undefined
      ? `${resource}/${String(record.id)}/${source}`
      : undefined;
  const files: UploadedFile[] = value ? [value] : [];

  return (
    <Box sx={{ my: 1 }}>
      <FileUpload
        label={field.label}
        resource={resource}
        kind={definition.type}
        single
        accept={field.extensions}
        // The field's own extensions and size limit, not the generic upload's.
        validate={(file) => pickedFileError(field, file as File)}
        files={files}
        downloadPath={() => downloadPath}
        removeLabel={() => translate('ra.action.delete')}
        error={error ? <ValidationError error={error} /> : undefined}
        testId={`${source}-file`}
        onUploaded={(data, file) => {
          input.field.onChange({
            id: String(data.id),
            original_filename: file.name,
            file_size: file.size,
            uploaded: true,
          } satisfies FileValue);
          clearErrors([source, `${source}_id`]);
        }}
        onRemoved={() => input.field.onChange(null)}
        onMessage={(message, type) => notify(message, { type })}
      />
    </Box>
  );
}
