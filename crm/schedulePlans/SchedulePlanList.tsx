/**
 * /crm/object_schedule_plans?kind=homes|snt: tabs 'Домовладения' / 'СНТ' over the generic
 * registry table of that kind (its own stored filters and page per tab), the bulk change of the
 * selected plans (BulkActions), and the kind's import (`import` / `import_snt`), export, summary
 * report and ГРО statistics for a period. The list keeps its parameters in the store, not the
 * address, so `?kind=` stays.
 */
import { Button, TextField } from '@mui/material';
import { useCreatePath, useListContext, useNotify } from 'ra-core';
import { useState } from 'react';
import { CreateButton, Datagrid, List, TopToolbar } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { ExportFormat } from '../../dataProvider';
import { schedulePlanKindOptions, type SchedulePlanKind } from '../../src/domain/inventory';
import { defaultPageSize } from '../../src/domain/pagination';
import type { RegistryDefinition } from '../../src/registries';
import { DialogFrame } from '../../src/ui/dialog';
import { ImportButton } from '../backgroundJobs/ImportButton';
import { useRegistryKeys } from '../registries/access';
import { BulkActions } from '../registries/BulkActions';
import { ExportMenu } from '../registries/ExportMenu';
import { RegistryFilters } from '../registries/RegistryFilters';
import { RegistryPagination } from '../registries/RegistryPagination';
import { defaultSort, registryColumns } from '../registries/RegistryList';
import type { RegistryScreenComponentProps } from '../registries/resource';
import { listIncluded } from '../registries/values';
import { OverflowTabs } from '../ui/OverflowTabs';
import { useHeldKeys } from '../users/userKeys';
import { callOf, kindOf } from './kind';

export const planTexts = {
  tabs: 'Объекты плана-графика',
  export: 'Выгрузить',
  summary: 'Сводный отчёт',
  period: 'Статистика ГРО за период',
  from: 'Начало периода',
  to: 'Конец периода',
  cancel: 'Отмена',
} as const;

function PeriodDialog({
  onClose,
  onExport,
}: {
  onClose: () => void;
  onExport: (range: { date_from: string; date_to: string }, format: ExportFormat) => void;
}) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const ready = !!from && !!to && from <= to;
  return (
    <DialogFrame
      open
      title={planTexts.period}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{planTexts.cancel}</Button>
          <ExportMenu
            label={planTexts.export}
            disabled={!ready}
            onExport={async (format) => {
              onExport({ date_from: from, date_to: to }, format);
              onClose();
            }}
          />
        </>
      }
    >
      <TextField
        type="date"
        label={planTexts.from}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        InputLabelProps={{ shrink: true }}
        sx={{ mr: 2, mb: 2 }}
      />
      <TextField
        type="date"
        label={planTexts.to}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        InputLabelProps={{ shrink: true }}
      />
    </DialogFrame>
  );
}

/** The plans of one kind (a tab). */
interface KindProps {
  definition: RegistryDefinition;
  kind: SchedulePlanKind;
}

function PlanActions({ definition, kind }: KindProps) {
  const keys = useRegistryKeys(definition);
  const { report } = useHeldKeys({ report: 'admin_schedule_plans_report' });
  const createPath = useCreatePath();
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const { filterValues, total } = useListContext();
  const [period, setPeriod] = useState(false);
  // A report is a file under the plans' path: `report` on `<name>/<call>` (the kind's call).
  const file = (call: string, format: ExportFormat, extra: Record<string, unknown> = {}) =>
    dataProvider.report(`${definition.name}/${callOf(call, kind)}`, {
      filter: { ...filterValues, ...extra },
      format,
      filename: `${callOf(call, kind)}.${format}`,
    });
  return (
    <TopToolbar>
      {keys.create ? (
        <CreateButton
          to={{
            pathname: createPath({ resource: definition.name, type: 'create' }),
            search: `?kind=${kind}`,
          }}
        />
      ) : null}
      <ImportButton definition={definition} call={callOf('import', kind)} />
      {keys.export ? (
        <ExportMenu
          label={planTexts.export}
          disabled={total === 0}
          onExport={(format) => file('export', format)}
        />
      ) : null}
      {report ? (
        <>
          <ExportMenu
            label={planTexts.summary}
            onExport={(format) => file('summary_report', format)}
          />
          <Button size="small" onClick={() => setPeriod(true)}>
            {planTexts.period}
          </Button>
        </>
      ) : null}
      {period ? (
        <PeriodDialog
          onClose={() => setPeriod(false)}
          onExport={(range, format) => {
            file('organization_statistics_for_period_export', format, range).catch((e: unknown) =>
              notify((e as Error).message, { type: 'error' }),
            );
          }}
        />
      ) : null}
    </TopToolbar>
  );
}

/** The definition without the `kind` filter: the tab is the kind. */
function tabDefinition(definition: RegistryDefinition): RegistryDefinition {
  const kind = definition.fields.kind;
  return kind
    ? { ...definition, fields: { ...definition.fields, kind: { ...kind, filter: false } } }
    : definition;
}

function KindList({ definition, kind }: KindProps) {
  const keys = useRegistryKeys(definition);
  const included = listIncluded(definition);
  const filters = tabDefinition(definition);
  return (
    <List
      resource={definition.name}
      storeKey={`${definition.name}.${kind}.listParams`}
      disableSyncWithLocation
      sort={defaultSort(definition)}
      perPage={defaultPageSize}
      filter={{ kind, ...(included.length ? { included: included.join(',') } : {}) }}
      actions={<PlanActions definition={definition} kind={kind} />}
      pagination={<RegistryPagination />}
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <RegistryFilters definition={filters} />
      <Datagrid
        rowClick={keys.update ? 'edit' : 'show'}
        bulkActionButtons={
          keys.massUpdate || keys.resend ? <BulkActions definition={definition} /> : false
        }
      >
        {registryColumns(definition, keys.update || keys.remove)}
      </Datagrid>
    </List>
  );
}

function SchedulePlanList({ definition }: RegistryScreenComponentProps) {
  const [params, setParams] = useSearchParams();
  // The tab is read from the address once; the list's own navigation may drop `?kind=`.
  const [kind, setKind] = useState<SchedulePlanKind>(() => kindOf(params.get('kind')));
  return (
    <>
      <OverflowTabs
        value={kind}
        aria-label={planTexts.tabs}
        onChange={(value) => {
          setKind(value);
          setParams({ kind: value }, { replace: true });
        }}
        tabs={schedulePlanKindOptions.map((o) => ({ value: o.value, label: o.title }))}
        sx={{ mb: 1 }}
      />
      <KindList key={kind} definition={definition} kind={kind} />
    </>
  );
}

export default SchedulePlanList;
