/**
 * The leads list's filter form (seed 001 §3 "Lead list filter keys"). Five filters are always on
 * — the ones staff sort their day by — and the others wait behind 'Ещё фильтры', remembered per
 * user (useShownFilters); a filter holding a value stays on screen. Branches are listed only
 * under one organization (the API has no branch list of its own), so the branch filter opens
 * once exactly one organization is chosen. The personal manager and applicant pickers search
 * registries of their own, so they are offered only to holders of those registries' read keys.
 */
import { Box } from '@mui/material';
import {
  ListContextProvider,
  useListContext,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'ra-core';
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  FilterButton,
  FilterForm,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { leadStatusOptions } from '../../src/domain/leadStatuses';
import { leadFilterFieldLabels, leadRelationLabels } from '../../src/leads/labels';
import { pattern } from '../../src/validation/basic';
import { ClearFiltersButton } from '../registries/ClearFiltersButton';
import { choicesOf, toQuery } from '../registries/values';
import { heldKey } from '../users/userKeys';
import { leadFilterLabels } from './leadLabels';
import { useBranches } from './leadQueries';
import { useShownFilters } from './useShownFilters';

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
  specification_agreement_status: leadFilterFieldLabels.specification_agreement_status,
} as const;
type Key = keyof typeof label;

/** Seed 001 §7 "Admin user picker queries use per 10"; the applicant picker searches alike. */
const PICKER_PAGE = 10;
/** The server's sla_days_remaining: up to four digits, negative for overdue leads. */
const validateDays = pattern(/^-?\d{1,4}$/);
/** An applicant is known by the organization, a person by the full name. */
const applicantName = (user: RaRecord) =>
  String(user.organization_name || user.user_full_name || user.email || user.id);

/** Branches of the one organization chosen; a change of organization empties the choice. */
function Branches({ source, label: caption }: { source: 'branch_ids'; label: string }) {
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
    const chosen: unknown = getValues(source);
    if (Array.isArray(chosen) && chosen.length) setValue(source, [], { shouldDirty: true });
  }, [only, getValues, setValue, source]);
  return (
    <SelectArrayInput
      source={source}
      label={caption}
      helperText={false}
      size="small"
      disabled={!only}
      choices={only ? (branches.data ?? []) : []}
      optionText="name"
    />
  );
}

/**
 * The filter inputs in their order, the always-on ones first. Each element carries its `source`
 * and `label` (FilterButton lists them by these) and `alwaysOn` when it never hides.
 */
function useLeadFilterInputs(): ReactElement[] {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return useMemo(() => {
    const yesNo = [
      { id: 'true', name: translate('app.format.yes') },
      { id: 'false', name: translate('app.format.no') },
    ];
    const text = (source: Key, alwaysOn?: true) => (
      <TextInput
        key={source}
        source={source}
        label={label[source]}
        resettable={false}
        alwaysOn={alwaysOn}
      />
    );
    const bool = (source: Key) => (
      <SelectInput
        key={source}
        source={source}
        label={label[source]}
        emptyText={translate('app.format.nothingSelected')}
        choices={yesNo}
      />
    );
    const many = (source: Key, reference: string, alwaysOn?: true) => (
      <ReferenceArrayInput
        key={source}
        source={source}
        reference={reference}
        label={label[source]}
        alwaysOn={alwaysOn}
      >
        <AutocompleteArrayInput
          label={label[source]}
          helperText={false}
          size="small"
          optionText="name"
          filterToQuery={toQuery}
        />
      </ReferenceArrayInput>
    );
    const one = (
      source: 'admin_id' | 'user_id',
      reference: string,
      optionText: string | ((record: RaRecord) => string),
    ) => (
      <ReferenceInput
        key={source}
        source={source}
        reference={reference}
        label={label[source]}
        perPage={PICKER_PAGE}
      >
        <AutocompleteInput
          label={label[source]}
          helperText={false}
          size="small"
          optionText={optionText}
          filterToQuery={toQuery}
        />
      </ReferenceInput>
    );
    const inputs: (ReactElement | false)[] = [
      text('uid', true),
      <SelectArrayInput
        key="status"
        source="status"
        label={label.status}
        choices={choicesOf(leadStatusOptions)}
        alwaysOn
      />,
      many('region_ids', 'lead_dictionary/regions', true),
      many('organization_ids', 'organizations', true),
      <ReferenceInput
        key="service"
        source="service"
        reference="lead_dictionary/services"
        label={label.service}
        alwaysOn
      >
        <AutocompleteInput
          label={label.service}
          helperText={false}
          size="small"
          filterToQuery={toQuery}
        />
      </ReferenceInput>,
      many('source_ids', 'lead_dictionary/sources'),
      <Branches key="branch_ids" source="branch_ids" label={label.branch_ids} />,
      heldKey(permissions, 'admin_operators_read') && one('admin_id', 'operators', 'full_name'),
      heldKey(permissions, 'admin_users_read') && one('user_id', 'users', applicantName),
      text('epgu_order_id'),
      text('specification_agreement_status'),
      text('gas_object_region'),
      text('gas_object_area'),
      text('gas_object_city'),
      text('gas_object_settlement'),
      text('gas_object_title'),
      <TextInput
        key="sla_days_remaining"
        source="sla_days_remaining"
        label={label.sla_days_remaining}
        resettable={false}
        validate={validateDays}
        inputProps={{ inputMode: 'numeric' }}
      />,
      bool('expired'),
      bool('is_complex'),
      bool('has_confidant'),
      bool('preferential_category'),
      bool('social_assistance_approved'),
      bool('home_in_schedule'),
      bool('is_writing'),
    ];
    return inputs.filter((input): input is ReactElement => input !== false);
  }, [translate, permissions]);
}

/**
 * Inputs side by side at a readable width, the two buttons on the same line: the five always-on
 * filters and the buttons fit one line beside the side menu at 1366 px, so the table starts on
 * the first screen (issue 39 §12).
 */
const barSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  columnGap: 1,
  mb: 1,
  '& > form': { flex: '0 1 auto', minHeight: 0, p: 0 },
  '& form .RaFilterForm-filterFormInput > :first-child': { width: 155, m: 0 },
  '& form .RaFilterForm-filterFormInput:first-of-type > :first-child': { width: 140 },
  // One margin for text fields and the autocompletes' inner fields, so they line up.
  '& form .RaFilterForm-filterFormInput .MuiFormControl-root': { mt: 1, mb: 0 },
  '& .RaFilterFormInput-spacer': { width: 4 },
  // The buttons level with the middle of the inputs.
  '& > div': { display: 'flex' },
  '& > div, & > button': { whiteSpace: 'nowrap', mb: '9px' },
} as const;

export function LeadFilters() {
  const list = useListContext();
  const [shown, setShown] = useShownFilters('leads');
  const filters = useLeadFilterInputs();
  // react-admin's displayed filters: the user's remembered ones and those holding a value.
  const context = useMemo(() => {
    const valued = Object.keys(list.filterValues ?? {});
    return {
      ...list,
      displayedFilters: Object.fromEntries([...shown, ...valued].map((s) => [s, true])),
      showFilter: (source: string, defaultValue?: unknown) => {
        if (!shown.includes(source)) setShown([...shown, source]);
        if (defaultValue !== undefined) list.showFilter(source, defaultValue);
      },
      hideFilter: (source: string) => {
        setShown(shown.filter((s) => s !== source));
        list.hideFilter(source);
      },
    };
  }, [list, shown, setShown]);
  return (
    <ListContextProvider value={context}>
      <Box role="search" sx={barSx}>
        <FilterForm filters={filters} />
        <FilterButton filters={filters} disableSaveQuery />
        <ClearFiltersButton size="small" />
      </Box>
    </ListContextProvider>
  );
}
