/**
 * /crm/leads, the console's home after sign-in: the leads of the staff member's scope with the
 * filter form, newest first (seed 001 §3 "page 1, per 20, order desc"); an overdue lead is a
 * row in the danger state. '+' opens the applicant picker for holders of admin_leads_create;
 * holders of admin_leads_report download the list as it is filtered.
 */
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import {
  useBasename,
  useDataProvider,
  useListContext,
  usePermissions,
  useRecordContext,
  type RaRecord,
} from 'ra-core';
import { Datagrid, List, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EogDataProvider } from '../../dataProvider';
import { defaultPageSize } from '../../src/domain/pagination';
import { formatDate } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { RegistryPagination } from '../registries/RegistryPagination';
import { RowStateBody } from '../registries/RowStates';
import { heldKey } from '../users/userKeys';
import { ExportMenu } from '../registries/ExportMenu';
import { cell } from '../ui/cell';
import { LeadFilters } from './LeadFilters';
import { leadColumnLabels as column, leadScreenTexts as text } from './leadLabels';
import { useLeadKeys } from './leadKeys';
import { leadRowStates, leadStateOf, listIncluded, relationName, slaText } from './leadValues';
import { LeadStatusBadge } from './StatusBadge';

/** The report resource: GET /v1/admin/lead_reports/export, the list's filters. */
export const LEAD_REPORT_RESOURCE = 'lead_reports';
export const leadReportLabel = 'Выгрузить отчёт';

function ReportButton({ fixed }: { fixed?: Record<string, unknown> }) {
  const { permissions } = usePermissions();
  const dataProvider = useDataProvider<EogDataProvider>();
  const { filterValues, total } = useListContext();
  if (!heldKey(permissions, 'admin_leads_report')) return null;
  return (
    <ExportMenu
      label={leadReportLabel}
      disabled={total === 0}
      onExport={(format) =>
        dataProvider.export(LEAD_REPORT_RESOURCE, {
          filter: { ...fixed, ...filterValues },
          format,
        })
      }
    />
  );
}

function Actions({ fixed }: { fixed?: Record<string, unknown> }) {
  const keys = useLeadKeys();
  const basename = useBasename();
  return (
    <TopToolbar>
      <ReportButton fixed={fixed} />
      {keys.create ? (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={Link}
          to={`${basename}/leads/new`}
          aria-label={text.create}
        >
          {text.create}
        </Button>
      ) : null}
    </TopToolbar>
  );
}

function SlaCell() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-state={leadStateOf(record)}>
      {slaText(record)}
    </span>
  );
}

const name = (relation: string) => (record: RaRecord) => relationName(record, relation);

/**
 * The list itself; `filter` fixes filters beside the form's (the analytics' drill-down,
 * /crm/analytics/region_leads), which then keeps its own state under `storeKey`.
 */
export function LeadListView({
  filter,
  title,
  storeKey,
}: {
  filter?: Record<string, unknown>;
  title?: string;
  storeKey?: string;
}) {
  const keys = useLeadKeys();
  const basename = useBasename();
  return (
    <List
      resource="leads"
      sort={{ field: 'id', order: 'DESC' }}
      perPage={defaultPageSize}
      filter={{ ...filter, included: listIncluded.join(',') }}
      {...(title ? { title } : {})}
      {...(storeKey ? { storeKey, disableSyncWithLocation: true } : {})}
      actions={<Actions fixed={filter} />}
      pagination={<RegistryPagination />}
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      {keys.filter ? <LeadFilters /> : null}
      <Datagrid
        rowClick={(id) => `${basename}/leads/edit/${String(id)}`}
        body={<RowStateBody rules={leadRowStates} />}
        bulkActionButtons={false}
      >
        {cell('uid', column.uid, (r) => formatValue(r.uid ?? `№ ${String(r.id)}`, 'table'))}
        {cell('date', column.date, (r) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatDate(r.submitted_at ?? r.created_at, 'table')}
          </span>
        ))}
        {cell('applicant', column.applicant, name('user'))}
        {cell('service', column.service, name('service'))}
        {cell('organization', column.organization, name('organization'))}
        {cell('branch', column.branch, name('branch'))}
        {cell('status', column.status, (r) => (
          <LeadStatusBadge status={r.status} />
        ))}
        {cell('sla', column.sla, () => (
          <SlaCell />
        ))}
      </Datagrid>
    </List>
  );
}

function LeadList() {
  return <LeadListView />;
}

export default LeadList;
