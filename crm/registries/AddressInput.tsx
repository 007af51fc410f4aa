/**
 * A registry's address field (a text field with `fias`, issue 38): a combobox over the address
 * service's suggestions (GET /v1/address_suggestions — DaData, or our settlements without it),
 * asked once typing settles (seed 001 §9: 700 ms, from 2 letters). Picking a suggestion writes
 * the address and its ФИАС code into the field `fias` names; typing over it keeps the text and
 * clears the code, which would no longer name what is written.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useInput, useTranslate, ValidationError } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { useEogDataProvider } from '../../dataProvider/hooks';
import {
  ADDRESS_QUERY_MIN,
  ADDRESS_SUGGESTION_COUNT,
  addressCheckMessages,
  type AddressSuggestion,
} from '../../src/domain/addressCheck';
import { useSettledText } from '../../src/ui/useSettledText';
import { loadedOf } from '../ui/loaded';
import type { RegistryInputProps } from './inputs';
import { raValidators } from './validators';

export const addressInputTexts = {
  hint: 'Начните вводить адрес и выберите его из подсказок',
  nothingFound: 'Адрес не найден: его можно сохранить без кода ФИАС',
} as const;

export function AddressInput({ source, field }: RegistryInputProps) {
  const translate = useTranslate();
  const dataProvider = useEogDataProvider();
  const { setValue } = useFormContext();
  const input = useInput({ source, validate: raValidators(field) });
  const [, setInput, query] = useSettledText();
  const fiasKey = field.kind === 'string' ? field.fias : undefined;
  const searching = [...query].length >= ADDRESS_QUERY_MIN;
  const found = loadedOf(
    useQuery({
      queryKey: ['address_suggestions', { query }],
      queryFn: async ({ signal }) =>
        (
          await dataProvider.suggestAddresses({
            query,
            count: ADDRESS_SUGGESTION_COUNT,
            signal,
          })
        ).data,
      enabled: searching,
      retry: false,
    }),
  );
  const setFias = (value: string | null) => {
    if (fiasKey) setValue(fiasKey, value, { shouldDirty: true });
  };
  const error = input.fieldState.error?.message;
  const failed = found.error && addressCheckMessages.failed;

  return (
    <Autocomplete<AddressSuggestion, false, false, true>
      freeSolo
      sx={{ my: 1 }}
      options={searching ? (found.data ?? []) : []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.value)}
      loading={searching && found.loading}
      inputValue={typeof input.field.value === 'string' ? input.field.value : ''}
      onInputChange={(_, value, reason) => {
        // A picked suggestion filling the input is no typing of its own.
        if (reason !== 'input' && reason !== 'clear') return;
        input.field.onChange(value);
        setInput(value);
        setFias(null);
      }}
      onChange={(_, option) => {
        if (!option || typeof option === 'string') return;
        input.field.onChange(option.value);
        setFias(option.data.fias_id);
      }}
      onBlur={input.field.onBlur}
      noOptionsText={searching ? addressInputTexts.nothingFound : addressInputTexts.hint}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={translate(field.label, { _: field.label })}
          required={field.required}
          error={!!error}
          helperText={
            error ? (
              <ValidationError error={error} />
            ) : (
              (failed ?? field.help ?? addressInputTexts.hint)
            )
          }
        />
      )}
    />
  );
}
