/**
 * The filter form above a registry table: the `query` search when the registry declares
 * searchable fields, a multiple choice per flag filter, an input per filter field (under its
 * query key) and a clear button
 * (seed 001 §2 "The filter form has a clear button"). Values apply as they are typed.
 */
import { Box } from '@mui/material';
import { FilterLiveForm, useCanAccess, useTranslate } from 'ra-core';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { filterFields, type FieldDefinition, type RegistryDefinition } from '../../src/registries';
import { DateInput } from '../inputs';
import { ClearFiltersButton } from './ClearFiltersButton';
import { choicesOf, referenceDisplay, toQuery } from './values';

/**
 * A reference's picker, only for those who may read the referenced list: a screen requests
 * nothing its viewer's role cannot read (the updater filter of instructions lists the staff,
 * which an operator or a regional head may not see).
 */
function ReferenceFilter({ source, field }: { source: string; field: FieldDefinition }) {
  const resource = field.kind === 'reference' || field.kind === 'references' ? field.resource : '';
  const { canAccess } = useCanAccess({ resource, action: 'list' });
  if (!canAccess || (field.kind !== 'reference' && field.kind !== 'references')) return null;
  const picker = {
    label: field.label,
    helperText: false as const,
    optionText: referenceDisplay(field),
    filterToQuery: toQuery,
  };
  // A `filterKey` of several ids (instructions' updater_ids[]) takes several records.
  return field.kind === 'reference' && field.filterKey?.endsWith('_ids') ? (
    <ReferenceArrayInput source={source} reference={field.resource} filter={field.choices}>
      <AutocompleteArrayInput {...picker} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={field.resource} filter={field.choices}>
      <AutocompleteInput {...picker} />
    </ReferenceInput>
  );
}

function FilterInput({ source, field }: { source: string; field: FieldDefinition }) {
  const translate = useTranslate();
  const nothing = translate('app.format.nothingSelected');
  const common = { source, label: field.label, helperText: false as const };
  switch (field.kind) {
    case 'boolean':
      return (
        <SelectInput
          {...common}
          emptyText={nothing}
          choices={[
            { id: 'true', name: translate('app.format.yes') },
            { id: 'false', name: translate('app.format.no') },
          ]}
        />
      );
    case 'enum':
      return field.many ? (
        <SelectArrayInput {...common} choices={choicesOf(field.options)} />
      ) : (
        <SelectInput {...common} emptyText={nothing} choices={choicesOf(field.options)} />
      );
    case 'reference':
    case 'references':
      return <ReferenceFilter source={source} field={field} />;
    case 'date':
    case 'datetime':
      return <DateInput {...common} />;
    case 'file':
      return null;
    default:
      return <TextInput {...common} resettable={false} />;
  }
}

/** The filter bar of every list: inputs side by side at a readable width, not full width. */
export const filterBarSx = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  alignItems: 'center',
  mb: 1,
  '& > .MuiFormControl-root, & > .MuiAutocomplete-root': { width: 260, m: 0 },
  '& > .MuiFormControl-root:first-of-type': { width: 320 },
} as const;

export function RegistryFilters({ definition }: { definition: RegistryDefinition }) {
  const translate = useTranslate();
  return (
    <FilterLiveForm>
      <Box role="search" sx={filterBarSx}>
        {definition.search?.length ? (
          <TextInput source="query" label={translate('ra.action.search')} helperText={false} />
        ) : null}
        {Object.entries(definition.flagFilters ?? {}).map(([key, filter]) => (
          <SelectArrayInput
            key={key}
            source={key}
            label={filter.label}
            helperText={false}
            choices={Object.entries(filter.flags).map(([id, field]) => ({
              id,
              name: definition.fields[field]?.label ?? id,
            }))}
          />
        ))}
        {filterFields(definition).map(([key, field]) => (
          <FilterInput key={key} source={key} field={field} />
        ))}
        <ClearFiltersButton />
      </Box>
    </FilterLiveForm>
  );
}
