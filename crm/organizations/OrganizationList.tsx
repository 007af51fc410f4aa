/**
 * /crm/organizations (seed 001 §2): name, regions, affiliations, the hot-line phone and the
 * activity; filters by search text (debounced by the live filter form), activity, region and
 * affiliation kinds (seed 001 §7 list params). Create and the two reports by key.
 */
import { Box, Chip, Stack } from '@mui/material';
import { FilterLiveForm, useRecordContext, useTranslate } from 'ra-core';
import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { affiliationKindLabels, affiliationKinds } from '../../src/domain/organizations';
import { defaultPageSize } from '../../src/domain/pagination';
import { formatBoolean } from '../../src/format';
import type { RegistryDefinition } from '../../src/registries';
import { formatPhone } from '../../src/format/phone';
import { ClearFiltersButton } from '../registries/ClearFiltersButton';
import { filterBarSx } from '../registries/RegistryFilters';
import { RowStateBody } from '../registries/RowStates';
import { RegistryPagination } from '../registries/RegistryPagination';
import { toQuery } from '../registries/values';
import { useOrganizationAccess } from './access';
import { organizationLabels as l } from './labels';
import { ReportButtons } from './ReportButtons';

function Filters() {
  const translate = useTranslate();
  return (
    <FilterLiveForm>
      <Box role="search" sx={filterBarSx}>
        <TextInput source="query" label={translate('ra.action.search')} helperText={false} />
        <SelectInput
          source="active"
          label="Активна"
          helperText={false}
          emptyText={translate('app.format.nothingSelected')}
          choices={[
            { id: 'true', name: translate('app.format.yes') },
            { id: 'false', name: translate('app.format.no') },
          ]}
        />
        <ReferenceInput source="region_id" reference="lead_dictionary/regions">
          <AutocompleteInput label="Регион" helperText={false} filterToQuery={toQuery} />
        </ReferenceInput>
        <SelectArrayInput
          source="affiliation_kinds"
          label={l.affiliations}
          helperText={false}
          choices={affiliationKinds.map((k) => ({ id: k, name: affiliationKindLabels[k] }))}
        />
        <ClearFiltersButton />
      </Box>
    </FilterLiveForm>
  );
}

/** The kinds the organization serves somewhere in (its `<kind>_region_ids`). */
export function Affiliations() {
  const record = useRecordContext();
  if (!record) return null;
  const kinds = affiliationKinds.filter((k) => {
    const ids = record[`${k}_region_ids`];
    return Array.isArray(ids) && ids.length > 0;
  });
  if (!kinds.length) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5}>
      {kinds.map((k) => (
        <Chip key={k} size="small" label={affiliationKindLabels[k]} />
      ))}
    </Stack>
  );
}

function regionNames(record: Record<string, unknown>): string {
  const regions = record.regions;
  if (!Array.isArray(regions) || !regions.length) return '—';
  return regions.map((r) => String((r as { name?: unknown }).name ?? '')).join(', ');
}

function Actions({ definition }: { definition: RegistryDefinition }) {
  const access = useOrganizationAccess();
  return (
    <TopToolbar>
      {access.canWrite('admin_organizations_create') ? <CreateButton /> : null}
      {access.holds('admin_organizations_report') ? (
        <ReportButtons definition={definition} />
      ) : null}
    </TopToolbar>
  );
}

function OrganizationList({ definition }: { definition: RegistryDefinition }) {
  return (
    <List
      resource={definition.name}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={defaultPageSize}
      filter={{ included: 'regions' }}
      actions={<Actions definition={definition} />}
      pagination={<RegistryPagination />}
      empty={false}
    >
      <Filters />
      <Datagrid
        rowClick="edit"
        bulkActionButtons={false}
        body={<RowStateBody rules={definition.rowStates} fields={definition.fields} />}
      >
        <TextField source="name" label="Наименование" sortable />
        <FunctionField label={l.regions} render={(r) => regionNames(r)} />
        <FunctionField label={l.affiliations} render={() => <Affiliations />} />
        <FunctionField
          label="Единый телефон горячей линии"
          render={(r) => (r.unified_phone ? formatPhone(String(r.unified_phone)) : '—')}
        />
        <FunctionField label="Активна" render={(r) => formatBoolean(r.active, 'table')} />
      </Datagrid>
    </List>
  );
}

export default OrganizationList;
