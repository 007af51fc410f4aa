/**
 * The coordination filter form (seed 001 §5 "Coordination filter"): lead number, organizations
 * (active ones, 10 a search, 500 ms debounce, no relations asked for), and the one slot shared
 * by the arrival date and the days in status — typing one empties the other, as the server
 * refuses both at once. Days take 1–3 digits (src/validation maxDigits); an invalid form is not
 * applied (FilterLiveForm). The clear button keeps the open tab and the sort.
 */
import { Box } from '@mui/material';
import { FilterLiveForm } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { AutocompleteArrayInput, ReferenceArrayInput, TextInput } from 'react-admin';
import { maxDaysInStatusDigits, organizationSearch } from '../../src/domain/coordination';
import { maxDigits } from '../../src/validation/basic';
import { DateInput } from '../inputs';
import { ClearFiltersButton } from '../registries/ClearFiltersButton';
import { filterBarSx } from '../registries/RegistryFilters';
import { toQuery } from '../registries/values';
import { coordinationFilterLabels as label } from './coordinationLabels';

/** Filter keys that are not the form's: the tab and the sort survive the clear button. */
export const keptFilterKeys = ['tab', 'sort', 'order_type'] as const;

const validateDays = maxDigits(maxDaysInStatusDigits);

/** The date / days slot; inside the form so each can empty the other. */
function DateOrDays() {
  const { setValue } = useFormContext();
  const clear = (other: 'date' | 'days') => () =>
    setValue(other, null, { shouldDirty: true, shouldValidate: true });
  return (
    <>
      <DateInput source="date" label={label.date} helperText={false} onChange={clear('days')} />
      <TextInput
        source="days"
        label={label.days}
        resettable={false}
        validate={validateDays}
        onChange={clear('date')}
        inputProps={{ inputMode: 'numeric' }}
      />
    </>
  );
}

export function CoordinationFilters() {
  return (
    <FilterLiveForm>
      <Box role="search" sx={filterBarSx}>
        <TextInput source="uid" label={label.uid} helperText={false} resettable={false} />
        <ReferenceArrayInput
          source="organization_ids"
          reference="organizations"
          perPage={organizationSearch.limit}
          // Seed 001 §5: the picker shows names only, so the server skips the relations.
          filter={{ active: true, without_relations: true }}
        >
          <AutocompleteArrayInput
            label={label.organization_ids}
            helperText={false}
            filterToQuery={toQuery}
            debounce={organizationSearch.debounceMs}
          />
        </ReferenceArrayInput>
        <DateOrDays />
        <ClearFiltersButton kept={keptFilterKeys} />
      </Box>
    </FilterLiveForm>
  );
}
