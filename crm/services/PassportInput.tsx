/**
 * The service passport (seed 001 §2, §5, §8): a PDF picker whose file is checked with the
 * passport rules as soon as it is picked — 'Вы загрузили неверный формат документов',
 * 'Файл не должен быть пустым', '…не должен превышать 70Мб' — and is kept in the form only
 * when it passes; it goes out with the save (serviceFormData.ts). The stored passport shows
 * its name linking to its url; removing it asks 'Вы точно хотите удалить загруженный файл?'
 * (Подтвердить / Отмена) and empties the value, which the save sends as remove_passport.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, IconButton, Link, Typography } from '@mui/material';
import { useInput, useTranslate, ValidationError, type Validator } from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatFileSize } from '../../src/format/number';
import type { FileField } from '../../src/registries';
import { validateServicePassport } from '../../src/validation/files';
import { isPickedFile, type StoredPassport } from './serviceFormData';
import { FileRemoveConfirm } from '../registries/FileRemoveConfirm';

/** The rules read a picked file; the stored passport was checked when it was sent. */
const passportRule: Validator = (value: unknown) =>
  isPickedFile(value) ? validateServicePassport(value) : undefined;

export interface PassportInputProps {
  source: string;
  field: FileField;
}

export function PassportInput({ source, field }: PassportInputProps) {
  const translate = useTranslate();
  const { setError, clearErrors } = useFormContext();
  const input = useInput({ source, validate: passportRule });
  const picker = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);

  const value = input.field.value as StoredPassport | File | null | undefined;
  const error = input.fieldState.error?.message;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = validateServicePassport(file);
    if (invalid) {
      setError(source, { type: 'validate', message: invalid });
      return;
    }
    input.field.onChange(file);
    clearErrors(source);
  };

  const remove = () => {
    setConfirming(false);
    input.field.onChange(null);
    clearErrors(source);
  };

  const name = value ? (isPickedFile(value) ? (value as File).name : value.name) : undefined;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {field.label}
      </Typography>
      {value ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {isPickedFile(value) ? (
            <>
              <Typography component="span">{name}</Typography>
              <Typography component="span" color="text.secondary">
                {formatFileSize(value.size)}
              </Typography>
            </>
          ) : (
            <Link href={value.url} target="_blank" rel="noopener noreferrer">
              {name}
            </Link>
          )}
          <IconButton
            size="small"
            aria-label={translate('ra.action.delete')}
            onClick={() => setConfirming(true)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : null}
      <input
        ref={picker}
        type="file"
        hidden
        data-testid={`${source}-file`}
        accept={field.extensions.map((e) => `.${e}`).join(',')}
        onChange={onPick}
      />
      <Button size="small" startIcon={<UploadIcon />} onClick={() => picker.current?.click()}>
        {translate('app.ui.uploadFile')}
      </Button>
      {error ? (
        <FormHelperText error>
          <ValidationError error={error} />
        </FormHelperText>
      ) : null}
      <FileRemoveConfirm
        isOpen={confirming}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
