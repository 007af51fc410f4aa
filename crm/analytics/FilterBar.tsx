/**
 * The filter bar of the analytical report and of its per-region page: the period of submission,
 * the grouping (weeks or months), region, ГРО, service, source and applicant type. Each list is
 * read through the dataProvider; a list the staff member may not read is simply not offered.
 */
import { Autocomplete, Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, useDataProvider } from 'ra-core';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { DateInput } from '../inputs';
import { accountTypeOptions } from '../../src/domain/accountTypes';
import { analyticsTexts as t } from '../../src/domain/analytics';
import type { AnalyticsFilter } from './analyticsFilters';

interface Option {
  id: string;
  name: string;
}

/** The filter shown, and where a change of it goes. */
interface FilterProps {
  filter: AnalyticsFilter;
  onChange: (next: AnalyticsFilter) => void;
}

function useOptions(resource: string, filter: Record<string, unknown> = {}) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['analytics-options', resource, filter],
    queryFn: async () => {
      const { data } = await dataProvider.getList(resource, {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'name', order: 'ASC' },
        filter,
      });
      return data.map((r) => ({ id: String(r.id), name: String(r.name ?? r.title ?? r.id) }));
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}

function Many({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Option[] | undefined;
  value: string[] | undefined;
  onChange: (ids: string[]) => void;
}) {
  if (!options) return null;
  const chosen = options.filter((o) => value?.includes(o.id));
  return (
    <Autocomplete
      multiple
      size="small"
      fullWidth={false}
      sx={{ width: 260 }}
      options={options}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={chosen}
      onChange={(_e, next) => onChange(next.map((o) => o.id))}
      renderInput={(params) => <TextField {...params} label={label} fullWidth />}
    />
  );
}

/**
 * The period of submission in the console's one date input (dd.MM.yyyy mask, calendar,
 * 'Сегодня'): a form of its own whose values are handed up as they change.
 */
function PeriodInputs({ filter, onChange }: FilterProps) {
  return (
    <Form
      defaultValues={{
        submitted_from: filter.submitted_from ?? null,
        submitted_to: filter.submitted_to ?? null,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, '& .MuiFormControl-root': { width: 180, m: 0 } }}>
        <DateInput source="submitted_from" label={t.submittedFrom} helperText={false} />
        <DateInput source="submitted_to" label={t.submittedTo} helperText={false} />
        <PeriodSync filter={filter} onChange={onChange} />
      </Box>
    </Form>
  );
}

function PeriodSync({ filter, onChange }: FilterProps) {
  const [from, to] = useWatch({ name: ['submitted_from', 'submitted_to'] }) as [
    string | null,
    string | null,
  ];
  useEffect(() => {
    const next = { submitted_from: from || undefined, submitted_to: to || undefined };
    if (next.submitted_from !== filter.submitted_from || next.submitted_to !== filter.submitted_to)
      onChange({ ...filter, ...next });
    // Only a change of the inputs is handed up; the filter itself comes back from the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from, to]);
  return null;
}

export function FilterBar({
  filter,
  onChange,
  withInterval = true,
}: FilterProps & { withInterval?: boolean }) {
  const regions = useOptions('lead_dictionary/regions');
  const organizations = useOptions(
    'organizations',
    filter.region_ids?.length === 1 ? { region_id: filter.region_ids[0] } : {},
  );
  const services = useOptions('lead_dictionary/services');
  const sources = useOptions('lead_dictionary/sources');
  const set = (patch: AnalyticsFilter) => onChange({ ...filter, ...patch });
  return (
    <Box
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <PeriodInputs filter={filter} onChange={onChange} />
      {withInterval ? (
        <TextField
          select
          size="small"
          label={t.period}
          value={filter.interval ?? 'month'}
          onChange={(e) => set({ interval: e.target.value })}
          fullWidth={false}
          sx={{ width: 160 }}
        >
          <MenuItem value="month">{t.byMonth}</MenuItem>
          <MenuItem value="week">{t.byWeek}</MenuItem>
        </TextField>
      ) : null}
      <Many
        label={t.region}
        options={regions.data}
        value={filter.region_ids}
        onChange={(ids) => set({ region_ids: ids, organization_ids: undefined })}
      />
      <Many
        label={t.organization}
        options={organizations.data}
        value={filter.organization_ids}
        onChange={(ids) => set({ organization_ids: ids })}
      />
      <Many
        label={t.service}
        options={services.data}
        value={filter.service}
        onChange={(ids) => set({ service: ids })}
      />
      <Many
        label={t.source}
        options={sources.data}
        value={filter.source_ids}
        onChange={(ids) => set({ source_ids: ids })}
      />
      <Many
        label={t.applicantType}
        options={accountTypeOptions.map((o) => ({ id: o.value, name: o.title }))}
        value={filter.account_types}
        onChange={(ids) => set({ account_types: ids })}
      />
    </Box>
  );
}
