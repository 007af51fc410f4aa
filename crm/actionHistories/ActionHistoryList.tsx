/**
 * The event log (/crm/action_histories, seed 001 §2 "Action history"; GET
 * /v1/admin/action_histories): every audited write of the registries, newest first — when, who,
 * which registry and record, the action and the fields it changed (their labels from the
 * definitions), and the events of access (issue 19): sign-ins, failed sign-ins, blocks, exports
 * and downloads — with the role, the organization, the fields changed old → new and the IP.
 * Filters: registry, action, user, organization, record number, period. Read-only.
 */
import { Box, Button } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { jobTexts } from '../backgroundJobs/jobTexts';
import { useBasename, usePermissions } from 'ra-core';
import { DateInput } from '../inputs/DateInput';
import { defaultPageSize } from '../../src/domain/pagination';
import {
  eventActionLabels,
  eventActionOptions,
  eventLogTexts as ev,
  eventRecordTypeLabels,
  type EventAction,
} from '../../src/domain/eventLog';
import { roleLabel } from '../../src/domain/roles';
import { heldKey } from '../users/userKeys';
import { registries, type RegistryDefinition } from '../../src/registries';
import { RegistryPagination } from '../registries/RegistryPagination';

const audited = registries.filter((r) => r.audited);
const byType = new Map<string, RegistryDefinition>(audited.map((r) => [r.type, r]));

/** The registry's name (the few form) of a record type; the type itself when unknown. */
export function recordTypeLabel(type: string): string {
  return byType.get(type)?.title[1] ?? eventRecordTypeLabels[type] ?? type;
}

/** The labels of the fields an event changed, in the definition's order. */
export function changedFieldLabels(type: string, changes: unknown): string {
  const keys = Object.keys((changes ?? {}) as Record<string, unknown>);
  const fields = byType.get(type)?.fields ?? {};
  return keys.map((k) => fields[k]?.label ?? k).join(', ');
}

/** "Поле: было → стало" per changed field (registry writes), or the event's details. */
export function changeLines(type: string, changes: unknown): string[] {
  const fields = byType.get(type)?.fields ?? {};
  const text = (v: unknown) =>
    v === null || v === undefined || v === ''
      ? '—'
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);
  return Object.entries((changes ?? {}) as Record<string, unknown>).map(([k, v]) =>
    Array.isArray(v) && v.length === 2
      ? `${fields[k]?.label ?? k}: ${text(v[0])} → ${text(v[1])}`
      : `${fields[k]?.label ?? k}: ${text(v)}`,
  );
}

const filters = [
  <SelectInput
    key="record_type"
    source="record_type"
    label="app.ui.eventRegistry"
    choices={audited.map((r) => ({ id: r.type, name: r.title[1] }))}
    alwaysOn
  />,
  <SelectInput
    key="action"
    source="action"
    label={ev.action}
    choices={eventActionOptions.map((o) => ({ id: o.value, name: o.title }))}
    alwaysOn
  />,
  <ReferenceInput key="admin_id" source="admin_id" reference="operators">
    <AutocompleteInput label={ev.author} optionText="full_name" helperText={false} />
  </ReferenceInput>,
  <ReferenceInput key="organization_id" source="organization_id" reference="organizations">
    <AutocompleteInput label={ev.organization} optionText="name" helperText={false} />
  </ReferenceInput>,
  <TextInput key="record_id" source="record_id" label="app.ui.eventRecord" />,
  <DateInput key="created_from" source="created_from" label="app.ui.periodFrom" />,
  <DateInput key="created_to" source="created_to" label="app.ui.periodTo" />,
];

interface EventRecord {
  record_type: string;
  action: string;
  changes?: unknown;
  role?: string | null;
}

/** What the event was about: the registry, or an export's title. */
function subject(r: EventRecord): string {
  const title = (r.changes as { title?: unknown } | undefined)?.title;
  return r.action === 'export' && typeof title === 'string'
    ? `${ev.exportOf}: ${title}`
    : recordTypeLabel(r.record_type);
}

export function ActionHistoryList() {
  const basename = useBasename();
  const { permissions } = usePermissions();
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
          {heldKey(permissions, 'admin_rabbitmq_statistics_read') ? (
            <Button
              component={Link}
              to={`${basename}/action_histories/rabbitmq_statistics`}
              size="small"
            >
              {ev.rabbitmq}
            </Button>
          ) : null}
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
        <FunctionField<EventRecord & { admin_name?: string; user_name?: string }>
          label={ev.author}
          render={(r) => r.admin_name ?? r.user_name ?? '—'}
        />
        <FunctionField<EventRecord>
          label={ev.role}
          render={(r) => (r.role === 'applicant' ? 'Заявитель' : r.role ? roleLabel(r.role) : '—')}
        />
        <TextField
          source="organization_name"
          label={ev.organization}
          emptyText="—"
          sortable={false}
        />
        <FunctionField<EventRecord> label="app.ui.eventRegistry" render={subject} />
        <TextField source="record_id" label="app.ui.eventRecord" emptyText="—" sortable={false} />
        <FunctionField<EventRecord>
          label="app.ui.changeAction"
          render={(r) => eventActionLabels[r.action as EventAction] ?? r.action}
        />
        <FunctionField<EventRecord>
          label={ev.changes}
          render={(r) => {
            const lines = changeLines(r.record_type, r.changes);
            return lines.length ? (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            ) : (
              '—'
            );
          }}
        />
        <TextField source="ip" label={ev.ip} emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}

export default ActionHistoryList;
