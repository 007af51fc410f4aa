/**
 * The leads list's filter form (seed 001 §3 "Lead list filter keys"), side by side like every
 * registry (filterBarSx), values applied as typed, with the clear button. Keys go out as the
 * seed names them; the multi-selects as `key[]=` (status, organization_ids, region_ids,
 * source_ids). Shown to holders of admin_leads_filter.
 */
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button } from '@mui/material';
import { FilterLiveForm, useListContext, useTranslate } from 'ra-core';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { leadStatusOptions } from '../../src/domain/leadStatuses';
import { choicesOf } from '../registries/values';
import { filterBarSx } from '../registries/RegistryFilters';
import { leadFilterLabels as label } from './leadLabels';

const toQuery = (text: string) => (text ? { query: text } : {});

function YesNo({ source }: { source: keyof typeof label }) {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label={label[source]}
      helperText={false}
      emptyText={translate('app.format.nothingSelected')}
      choices={[
        { id: 'true', name: translate('app.format.yes') },
        { id: 'false', name: translate('app.format.no') },
      ]}
    />
  );
}

function Text({ source }: { source: keyof typeof label }) {
  return <TextInput source={source} label={label[source]} helperText={false} resettable={false} />;
}

function Many({
  source,
  reference,
  optionText = 'name',
}: {
  source: keyof typeof label;
  reference: string;
  optionText?: string;
}) {
  return (
    <ReferenceArrayInput source={source} reference={reference}>
      <AutocompleteArrayInput
        label={label[source]}
        helperText={false}
        optionText={optionText}
        filterToQuery={toQuery}
      />
    </ReferenceArrayInput>
  );
}

export function LeadFilters() {
  const translate = useTranslate();
  const { setFilters, filterValues } = useListContext();
  const empty = Object.keys(filterValues ?? {}).length === 0;
  return (
    <FilterLiveForm>
      <Box role="search" sx={filterBarSx}>
        <Text source="uid" />
        <SelectArrayInput
          source="status"
          label={label.status}
          helperText={false}
          choices={choicesOf(leadStatusOptions)}
        />
        <ReferenceInput source="service" reference="lead_dictionary/services">
          <AutocompleteInput label={label.service} helperText={false} filterToQuery={toQuery} />
        </ReferenceInput>
        <Many source="organization_ids" reference="organizations" />
        <Many source="region_ids" reference="lead_dictionary/regions" />
        <Many source="source_ids" reference="lead_dictionary/sources" />
        <Text source="epgu_order_id" />
        <Text source="gas_object_city" />
        <Text source="gas_object_settlement" />
        <YesNo source="expired" />
        <YesNo source="is_complex" />
        <YesNo source="has_confidant" />
        <YesNo source="preferential_category" />
        <YesNo source="social_assistance_approved" />
        <YesNo source="home_in_schedule" />
        <Button
          startIcon={<ClearIcon />}
          disabled={empty}
          onClick={() => setFilters({}, {}, false)}
        >
          {translate('ra.action.clear_input_value')}
        </Button>
      </Box>
    </FilterLiveForm>
  );
}
