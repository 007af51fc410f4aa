/**
 * The leads list's filter form (seed 001 §3 "Lead list filter keys"), side by side like every
 * registry (filterBarSx), values applied as typed, with the clear button. Keys go out as the
 * seed names them; the multi-selects as `key[]=` (status, organization_ids, region_ids,
 * source_ids, branch_ids). Branches are listed only under one organization (the API has no
 * branch list of its own), so the branch filter opens once exactly one organization is chosen.
 * The personal manager and applicant pickers search registries of their own, so they show only
 * to holders of those registries' read keys. Shown to holders of admin_leads_filter.
 */
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button } from '@mui/material';
import {
  FilterLiveForm,
  useListContext,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'ra-core';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
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
import { leadFields, leadRelationLabels } from '../../src/leads/fields';
import { pattern } from '../../src/validation/basic';
import { choicesOf } from '../registries/values';
import { filterBarSx } from '../registries/RegistryFilters';
import { heldKey } from '../users/userKeys';
import { leadFilterLabels } from './leadLabels';
import { useBranches } from './leadQueries';

/** Captions of the filters added after leadLabels' table, by the server's keys. */
const label = {
  ...leadFilterLabels,
  admin_id: leadRelationLabels.admin,
  user_id: leadRelationLabels.user,
  branch_ids: 'Филиалы',
  gas_object_region: 'Регион объекта',
  gas_object_area: 'Район объекта',
  gas_object_title: 'Адрес объекта',
  sla_days_remaining: 'Осталось дней по сроку, не более',
  is_writing: 'Договор в письменной форме',
  specification_agreement_status: leadFields.specification_agreement_status.label,
} as const;

const toQuery = (text: string) => (text ? { query: text } : {});
/** Seed 001 §7 "Admin user picker queries use per 10"; the applicant picker searches alike. */
const PICKER_PAGE = 10;
/** The server's sla_days_remaining: up to four digits, negative for overdue leads. */
const validateDays = pattern(/^-?\d{1,4}$/);
/** An applicant is known by the organization, a person by the full name. */
const applicantName = (user: RaRecord) =>
  String(user.organization_name || user.user_full_name || user.email || user.id);

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

function One({
  source,
  reference,
  optionText,
}: {
  source: 'admin_id' | 'user_id';
  reference: string;
  optionText: string | ((record: RaRecord) => string);
}) {
  return (
    <ReferenceInput source={source} reference={reference} perPage={PICKER_PAGE}>
      <AutocompleteInput
        label={label[source]}
        helperText={false}
        optionText={optionText}
        filterToQuery={toQuery}
      />
    </ReferenceInput>
  );
}

/** Branches of the one organization chosen; a change of organization empties the choice. */
function Branches() {
  const { setValue, getValues } = useFormContext();
  const organizations: unknown = useWatch({ name: 'organization_ids' });
  const only =
    Array.isArray(organizations) && organizations.length === 1
      ? String(organizations[0])
      : undefined;
  const branches = useBranches(only);
  const previous = useRef(only);
  useEffect(() => {
    if (previous.current === only) return;
    previous.current = only;
    const chosen: unknown = getValues('branch_ids');
    if (Array.isArray(chosen) && chosen.length) setValue('branch_ids', [], { shouldDirty: true });
  }, [only, getValues, setValue]);
  return (
    <SelectArrayInput
      source="branch_ids"
      label={label.branch_ids}
      helperText={false}
      disabled={!only}
      choices={only ? (branches.data ?? []) : []}
      optionText="name"
    />
  );
}

export function LeadFilters() {
  const translate = useTranslate();
  const { setFilters, filterValues } = useListContext();
  const { permissions } = usePermissions();
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
        <Branches />
        {heldKey(permissions, 'admin_operators_read') ? (
          <One source="admin_id" reference="operators" optionText="full_name" />
        ) : null}
        {heldKey(permissions, 'admin_users_read') ? (
          <One source="user_id" reference="users" optionText={applicantName} />
        ) : null}
        <Text source="epgu_order_id" />
        <Text source="specification_agreement_status" />
        <Text source="gas_object_region" />
        <Text source="gas_object_area" />
        <Text source="gas_object_city" />
        <Text source="gas_object_settlement" />
        <Text source="gas_object_title" />
        <TextInput
          source="sla_days_remaining"
          label={label.sla_days_remaining}
          helperText={false}
          resettable={false}
          validate={validateDays}
          inputProps={{ inputMode: 'numeric' }}
        />
        <YesNo source="expired" />
        <YesNo source="is_complex" />
        <YesNo source="has_confidant" />
        <YesNo source="preferential_category" />
        <YesNo source="social_assistance_approved" />
        <YesNo source="home_in_schedule" />
        <YesNo source="is_writing" />
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
