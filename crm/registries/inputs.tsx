/**
 * The form input of a registry field, chosen by its kind: one-line or multi-line text (html is
 * a textarea, the server sanitizes), numbers typed with a comma or a dot, a checkbox, a date,
 * a select ('Ничего не выбрано' when empty; a multi-select for `many`), an autocomplete over
 * the referenced registry with its fixed `choices` filter, the file upload, and an address
 * picked from the address service's suggestions. Every input
 * validates with `fieldValidators(field)`.
 */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateTimeInput,
  Labeled,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useCanAccess, useRecordContext, useTranslate } from 'ra-core';
import { applyMask, masks } from '../../src/validation/masks';
import type { FieldDefinition, RegistryDefinition } from '../../src/registries';
import { AddressInput } from './AddressInput';
import { RegistryCell } from './cells';
import { CheckboxInput } from './CheckboxInput';
import { DateInput } from '../inputs';
import { RegistryFileInput } from './FileInput';
import { choicesOf, referenceDisplay, toQuery } from './values';
import { raValidators } from './validators';

export interface RegistryInputProps {
  source: string;
  field: FieldDefinition;
  definition: RegistryDefinition;
}

const numberText = (value: unknown) =>
  typeof value === 'number' ? String(value).replace('.', ',') : (value ?? '');

function EnumInput({ source, field }: RegistryInputProps) {
  const translate = useTranslate();
  if (field.kind !== 'enum') return null;
  const choices = choicesOf(field.options);
  const nothing = translate('app.format.nothingSelected');
  const validate = raValidators(field);
  if (field.many) {
    const titles = (selected: unknown) => {
      const list = Array.isArray(selected) ? selected : [];
      if (!list.length) return nothing;
      return list.map((v) => choices.find((c) => c.id === v)?.name ?? String(v)).join(', ');
    };
    return (
      <SelectArrayInput
        source={source}
        label={field.label}
        choices={choices}
        validate={validate}
        options={{ displayEmpty: true, renderValue: titles }}
        InputLabelProps={{ shrink: true }}
      />
    );
  }
  return (
    <SelectInput
      source={source}
      label={field.label}
      choices={choices}
      validate={validate}
      emptyText={nothing}
      InputLabelProps={{ shrink: true }}
      SelectProps={{ displayEmpty: true }}
    />
  );
}

/**
 * A reference the viewer's role may not list (an operator's plan names a home of the
 * inventory) is shown, not picked: the record's screen has it embedded, so nothing is asked of
 * a registry the role cannot read.
 */
function ReferenceFieldInput(props: RegistryInputProps) {
  const { source, field } = props;
  const resource = field.kind === 'reference' || field.kind === 'references' ? field.resource : '';
  const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
  const value = useRecordContext()?.[source];
  if (isPending || !resource) return null;
  if (!canAccess)
    return value === null || value === undefined || value === '' ? null : (
      <Labeled label={field.label} source={source}>
        <RegistryCell source={source} field={field} empty="preview" />
      </Labeled>
    );
  return <ReferencePicker {...props} />;
}

function ReferencePicker({ source, field }: RegistryInputProps) {
  if (field.kind !== 'reference' && field.kind !== 'references') return null;
  const common = {
    label: field.label,
    optionText: referenceDisplay(field),
    filterToQuery: toQuery,
    validate: raValidators(field),
  };
  if (field.kind === 'references')
    return (
      <ReferenceArrayInput source={source} reference={field.resource} filter={field.choices}>
        <AutocompleteArrayInput {...common} />
      </ReferenceArrayInput>
    );
  return (
    <ReferenceInput source={source} reference={field.resource} filter={field.choices}>
      <AutocompleteInput {...common} />
    </ReferenceInput>
  );
}

export function RegistryInput(props: RegistryInputProps) {
  const { source, field, definition } = props;
  const validate = raValidators(field);
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'html': {
      if (field.kind === 'string' && field.fias) return <AddressInput {...props} />;
      const mask = field.kind === 'string' && field.mask ? masks[field.mask] : undefined;
      return (
        <TextInput
          source={source}
          label={field.label}
          validate={validate}
          helperText={field.help}
          multiline={field.kind !== 'string'}
          minRows={field.kind === 'string' ? undefined : 3}
          parse={mask ? (v: string) => applyMask(mask, v) : undefined}
        />
      );
    }
    case 'integer':
    case 'decimal':
      return (
        <TextInput
          source={source}
          label={field.label}
          validate={validate}
          helperText={field.help}
          format={numberText}
          inputProps={{ inputMode: field.kind === 'integer' ? 'numeric' : 'decimal' }}
        />
      );
    case 'boolean':
      return <CheckboxInput source={source} label={field.label} validate={validate} />;
    case 'date':
      return <DateInput source={source} label={field.label} validate={validate} />;
    case 'datetime':
      return <DateTimeInput source={source} label={field.label} validate={validate} />;
    case 'enum':
      return <EnumInput {...props} />;
    case 'reference':
    case 'references':
      return <ReferenceFieldInput {...props} />;
    case 'file':
      return <RegistryFileInput source={source} field={field} definition={definition} />;
  }
}
