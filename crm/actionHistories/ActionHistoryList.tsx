/**
 * The event log (/crm/action_histories, seed 001 §2 "Action history"; GET
 * /v1/admin/action_histories): every audited write of the registries, newest first — when, who,
 * which registry and record, the action and the fields it changed (their labels from the
 * definitions). Filters: registry, record number, period. Read-only.
 */
import { Button } from '@mui/material';
import {
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { jobTexts } from '../backgroundJobs/jobTexts';
import { useBasename, useTranslate } from 'ra-core';
import { DateInput } from '../inputs/DateInput';
import { defaultPageSize } from '../../src/domain/pagination';
import { registries, type RegistryDefinition } from '../../src/registries';
import { RegistryPagination } from '../registries/RegistryPagination';

const audited = registries.filter((r) => r.audited);
const byType = new Map<string, RegistryDefinition>(audited.map((r) => [r.type, r]));

/** The registry's name (the few form) of a record type; the type itself when unknown. */
export function recordTypeLabel(type: string): string {
  return byType.get(type)?.title[1] ?? type;
}

/** The labels of the fields an event changed, in the definition's order. */
export function changedFieldLabels(type: string, changes: unknown): string {
  const keys = Object.keys((changes ?? {}) as Record<string, unknown>);
  const fields = byType.get(type)?.fields ?? {};
  return keys.map((k) => fields[k]?.label ?? k).join(', ');
}

const actionKeys: Record<string, string> = {
  create: 'app.ui.changeCreate',
  update: 'app.ui.changeUpdate',
  destroy: 'app.ui.changeDestroy',
};

const filters = [
  <SelectInput
    key="record_type"
    source="record_type"
    label="app.ui.eventRegistry"
    choices={audited.map((r) => ({ id: r.type, name: r.title[1] }))}
    alwaysOn
  />,
  <TextInput key="record_id" source="record_id" label="app.ui.eventRecord" />,
  <DateInput key="created_from" source="created_from" label="app.ui.periodFrom" />,
  <DateInput key="created_to" source="created_to" label="app.ui.periodTo" />,
];

interface EventRecord {
  record_type: string;
  action: string;
  changes?: unknown;
}

export function ActionHistoryList() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          {/* The background jobs (imports, e-mailed exports) live under this section. */}
          <Button component={Link} to={`${basename}/action_histories/background_jobs`} size="small">
            {jobTexts.title}
          </Button>
        </TopToolbar>
      }
      perPage={defaultPageSize}
      pagination={<RegistryPagination />}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField
          source="created_at"
          label="app.ui.changeDate"
          showTime
          locales="ru-RU"
          sortable={false}
        />
        <TextField source="admin_name" label="app.ui.changeAuthor" emptyText="—" sortable={false} />
        <FunctionField<EventRecord>
          label="app.ui.eventRegistry"
          render={(r) => recordTypeLabel(r.record_type)}
        />
        <TextField source="record_id" label="app.ui.eventRecord" sortable={false} />
        <FunctionField<EventRecord>
          label="app.ui.changeAction"
          render={(r) => translate(actionKeys[r.action] ?? r.action)}
        />
        <FunctionField<EventRecord>
          label="app.ui.changeField"
          render={(r) => changedFieldLabels(r.record_type, r.changes) || '—'}
        />
      </Datagrid>
    </List>
  );
}

export default ActionHistoryList;
