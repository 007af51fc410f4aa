/**
 * The service passport (seed 001 §2, §5, §8) on the shared widget (src/ui/upload FileUpload)
 * without a resource: a PDF checked with the passport rules as soon as it is picked and kept in
 * the form only when it passes; it goes out with the save (serviceFormData.ts). Removing the
 * stored one asks the file-delete confirmation and empties the value, which the save sends as
 * remove_passport.
 */
import { Box, Typography } from '@mui/material';
import { useInput, useNotify, useTranslate, ValidationError, type Validator } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import type { FileField } from '../../src/registries';
import { FileUpload, type UploadedFile } from '../../src/ui/upload';
import { validateServicePassport } from '../../src/validation/files';
import { isPickedFile, type StoredPassport } from './serviceFormData';

/** The rules read a picked file; the stored passport was checked when it was sent. */
const passportRule: Validator = (value: unknown) =>
  isPickedFile(value) ? validateServicePassport(value) : undefined;

/** The value as the widget lists it: a picked file by its name and size, a stored one linked. */
function listed(value: StoredPassport | File | null | undefined): UploadedFile[] {
  if (!value) return [];
  if (isPickedFile(value)) {
    const file = value as File;
    return [{ id: 'new', original_filename: file.name, file_size: file.size }];
  }
  return [{ id: 'stored', original_filename: value.name, href: value.url }];
}

export function PassportInput({ source, field }: { source: string; field: FileField }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { clearErrors } = useFormContext();
  const input = useInput({ source, validate: passportRule });

  const value = input.field.value as StoredPassport | File | null | undefined;
  const error = input.fieldState.error?.message;

  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {field.label}
      </Typography>
      <FileUpload
        label={translate('app.ui.uploadFile')}
        accept={field.extensions}
        validate={validateServicePassport}
        files={listed(value)}
        removeLabel={() => translate('ra.action.delete')}
        testId={`${source}-file`}
        onPicked={([file]) => {
          if (!file) return;
          input.field.onChange(file);
          clearErrors(source);
        }}
        onRemoved={() => {
          input.field.onChange(null);
          clearErrors(source);
        }}
        onMessage={(message, type) => notify(message, { type })}
        error={error ? <ValidationError error={error} /> : undefined}
      />
    </Box>
  );
}
