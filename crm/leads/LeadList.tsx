/**
 * /crm/leads, the console's home after sign-in: the leads of the staff member's scope with the
 * filter form (seed 001 §3 filter keys; five always on, the rest behind 'Ещё фильтры', so the
 * table starts on the first screen), newest first (seed 001 §3 "page 1, per 20, order
 * desc"), pages of 20/50/100. Columns: number, date of submission (creation for a draft),
 * applicant, service, organization, branch, status badge and the SLA days left with their
 * Russian plural; an overdue lead ('expired') is a row in the danger state. A row opens the
 * card (/crm/leads/edit/{id}); '+' opens the applicant picker (/crm/leads/new) for holders of
 * admin_leads_create. Holders of admin_leads_report download the list as it is filtered
 * (GET /lead_reports/export?format=&<filters>, the dataProvider's export verb).
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
import { Datagrid, FunctionField, List, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EogDataProvider } from '../../dataProvider';
import { defaultPageSize } from '../../src/domain/pagination';
import { formatDate } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { RegistryPagination } from '../registries/RegistryPagination';
import { RowStateBody } from '../registries/RowStates';
import { heldKey } from '../users/userKeys';
import { ExportMenu } from '../registries/ExportMenu';
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
        <FunctionField
          label={column.uid}
          sortable={false}
          render={(r: RaRecord) => formatValue(r.uid ?? `№ ${String(r.id)}`, 'table')}
        />
        <FunctionField
          label={column.date}
          sortable={false}
          render={(r: RaRecord) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {formatDate(r.submitted_at ?? r.created_at, 'table')}
            </span>
          )}
        />
        <FunctionField label={column.applicant} sortable={false} render={name('user')} />
        <FunctionField label={column.service} sortable={false} render={name('service')} />
        <FunctionField label={column.organization} sortable={false} render={name('organization')} />
        <FunctionField label={column.branch} sortable={false} render={name('branch')} />
        <FunctionField
          label={column.status}
          sortable={false}
          render={(r: RaRecord) => <LeadStatusBadge status={r.status} />}
        />
        <FunctionField label={column.sla} sortable={false} render={() => <SlaCell />} />
      </Datagrid>
    </List>
  );
}

function LeadList() {
  return <LeadListView />;
}

export default LeadList;
