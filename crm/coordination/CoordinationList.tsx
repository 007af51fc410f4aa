/**
 * /crm/coordination_leads (seed 001 §2 "Coordination leads"): the contracts and additional
 * agreements waiting for the РОГ/ЕОГ decision, in three tabs; the contract tab hides the
 * agreement columns and back (src/domain coordinationTabColumns, the table the server serializes
 * by). Sorting goes out as the server's `sort` + `order_type`, kept in the filter values, since
 * react-admin's own sort would send `order_by`. A row opens the lead card; the agreement's
 * number (seed 001: "a link to the agreement") opens the agreement's screen.
 */
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Link as MuiLink, TableSortLabel } from '@mui/material';
import { useBasename, useListContext, useRequireAccess, type RaRecord } from 'ra-core';
import { Datagrid, List, Loading } from 'react-admin';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  coordinationTabColumns,
  coordinationTabLabels,
  coordinationTabs,
  type CoordinationTab,
} from '../../src/domain/coordination';
import { defaultPageSize } from '../../src/domain/pagination';
import { formatDate } from '../../src/format/date';
import { formatBoolean, formatValue } from '../../src/format/text';
import { agreementPath, hasNumber } from '../leads/contract/agreementQueries';
import { AgreementStatusBadge } from '../leads/contract/AgreementStatusBadge';
import { ContractStatusBadge } from '../leads/StatusBadge';
import { RegistryPagination } from '../registries/RegistryPagination';
import { CoordinationFilters } from './CoordinationFilters';
import { cell } from '../ui/cell';
import { OverflowTabs } from '../ui/OverflowTabs';
import {
  coordinationColumnLabels as column,
  coordinationScreenTexts as text,
} from './coordinationLabels';

type SortField = 'coordination_started_at' | 'current_status_changed_days_ago';

export function tabOf(value: unknown): CoordinationTab {
  return (coordinationTabs as readonly unknown[]).includes(value)
    ? (value as CoordinationTab)
    : 'all';
}

function TabBar() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const tab = tabOf(filterValues?.tab);
  return (
    <OverflowTabs
      value={tab}
      aria-label={text.tabs}
      onChange={(next) => setFilters({ ...filterValues, tab: next }, displayedFilters, false)}
      tabs={coordinationTabs.map((t) => ({ value: t, label: coordinationTabLabels[t] }))}
      sx={{ mb: 1 }}
    />
  );
}

/** A sortable header: the first click sorts ascending, the next flips the direction. */
function SortHeader({ field, label }: { field: SortField; label: string }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const active = filterValues?.sort === field;
  const direction = active && filterValues?.order_type === 'asc' ? 'asc' : 'desc';
  const next = active && direction === 'asc' ? 'desc' : 'asc';
  return (
    <TableSortLabel
      active={active}
      direction={active ? direction : 'asc'}
      IconComponent={active && direction === 'desc' ? ArrowDownward : ArrowUpward}
      onClick={() =>
        setFilters({ ...filterValues, sort: field, order_type: next }, displayedFilters, false)
      }
      data-sort={active ? direction : undefined}
    >
      {label}
    </TableSortLabel>
  );
}

type Document =
  { id?: string; number?: unknown; status?: unknown; is_writing?: unknown } | null | undefined;
const documentOf = (record: RaRecord, kind: 'contract' | 'agreement'): Document =>
  record[kind] as Document;

const dash = formatValue(null, 'table');

/** The number, status and written form of the row's contract or agreement. */
function documentColumns(kind: 'contract' | 'agreement', number: (r: RaRecord) => ReactNode) {
  const Badge = kind === 'contract' ? ContractStatusBadge : AgreementStatusBadge;
  return [
    cell(`${kind}Number`, column[`${kind}Number`], number),
    cell(`${kind}Status`, column[`${kind}Status`], (r) => {
      const document = documentOf(r, kind);
      return document ? <Badge status={document.status} /> : dash;
    }),
    cell(`${kind}Writing`, column[`${kind}Writing`], (r) =>
      formatBoolean(documentOf(r, kind)?.is_writing, 'table'),
    ),
  ];
}

function Rows() {
  const basename = useBasename();
  const { filterValues } = useListContext();
  const columns = coordinationTabColumns[tabOf(filterValues?.tab)];
  const card = (record: RaRecord) => `${basename}/leads/edit/${String(record.lead_id)}`;
  const agreementNumber = (r: RaRecord) => {
    const agreement = documentOf(r, 'agreement');
    if (!hasNumber(agreement?.number)) return dash;
    const contractId = r.contract_id as string | null | undefined;
    // Without its contract (never sent so) the agreement has no address: the number alone.
    if (!contractId || !agreement?.id) return String(agreement?.number);
    return (
      <MuiLink
        component={Link}
        to={agreementPath(basename, contractId, agreement.id)}
        onClick={(e: MouseEvent) => e.stopPropagation()}
      >
        {String(agreement.number)}
      </MuiLink>
    );
  };
  return (
    <Datagrid rowClick={(_id, _resource, record) => card(record)} bulkActionButtons={false}>
      {cell('uid', column.uid, (r) => formatValue(r.uid, 'table'))}
      {cell(
        'startedAt',
        <SortHeader field="coordination_started_at" label={column.startedAt} />,
        (r) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatDate(r.coordination_started_at, 'table')}
          </span>
        ),
      )}
      {cell(
        'days',
        <SortHeader field="current_status_changed_days_ago" label={column.days} />,
        (r) => formatValue(r.current_status_changed_days_ago_text, 'table'),
      )}
      {cell('service', column.service, (r) => formatValue(r.service_name, 'table'))}
      {cell('organization', column.organization, (r) => formatValue(r.organization_name, 'table'))}
      {columns.contract
        ? documentColumns('contract', (r) =>
            formatValue(documentOf(r, 'contract')?.number, 'table'),
          )
        : null}
      {columns.agreement ? documentColumns('agreement', agreementNumber) : null}
      {cell('applicant', column.applicant, (r) => formatValue(r.applicant_full_name, 'table'))}
    </Datagrid>
  );
}

function CoordinationList() {
  // The screen's key is admin_coordination_read (family `coordination`), not the route name.
  const { isPending } = useRequireAccess({ action: 'list', resource: 'coordination' });
  if (isPending) return <Loading />;
  return (
    <List
      resource="coordination_leads"
      title={text.title}
      disableAuthentication
      // No `order_by`: the server's default is the oldest arrival first.
      sort={{ field: 'id', order: 'ASC' }}
      perPage={defaultPageSize}
      filterDefaultValues={{ tab: 'all' }}
      actions={false}
      pagination={<RegistryPagination />}
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <TabBar />
      <CoordinationFilters />
      <Rows />
    </List>
  );
}

export default CoordinationList;
