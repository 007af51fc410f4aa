/**
 * The override log (lead_management_logs): who changed what from → to, when and why. One table
 * for the chosen lead's own entries (meta.management_logs of its management answer) and for
 * the whole log of the scope (GET …/management/logs, paged, filtered by the lead's number),
 * which holders of admin_application_management_report download as the server's report.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { FilterLiveForm, useListContext, type RaRecord } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { List, TextInput } from 'react-admin';
import { defaultPageSize } from '../../src/domain/pagination';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { ExportMenu } from '../registries/ExportMenu';
import { PanelTable } from '../ui/PanelTable';
import type { Loaded } from '../ui/loaded';
import { filterBarSx } from '../registries/RegistryFilters';
import { RegistryPagination } from '../registries/RegistryPagination';
import { changesText } from '../../src/leads/management';
import { logColumns as column, LOGS_RESOURCE, managementTexts as text } from './managementLabels';

/** The management log's report (GET, with the log's filter and the format). */
const MANAGEMENT_REPORT = 'leads/management/logs/download_report';

const heads = [column.date, column.uid, column.admin, column.changes, column.reason] as const;

const logRow = (entry: RaRecord) => [
  <span key="d" style={{ whiteSpace: 'nowrap' }}>
    {formatDateTime(entry.created_at, 'table')}
  </span>,
  formatValue(entry.uid, 'table'),
  formatValue(entry.admin_name, 'table'),
  formatValue(changesText(entry.changes), 'table'),
  <span key="r" style={{ whiteSpace: 'pre-wrap' }}>
    {formatValue(entry.reason, 'table')}
  </span>,
];

function LogTable({ loaded, label }: { loaded: Loaded<RaRecord[]>; label: string }) {
  return <PanelTable label={label} loaded={loaded} heads={heads} empty={text.noLog} row={logRow} />;
}

/** The chosen lead's entries, already loaded with it. */
export function LeadLog({ logs }: { logs: RaRecord[] }) {
  return (
    <LogTable label={text.leadLog} loaded={{ data: logs, loading: false, reload: () => {} }} />
  );
}

function ListRows() {
  const { data, error, isPending, refetch } = useListContext();
  const loaded: Loaded<RaRecord[]> = {
    data: isPending ? undefined : (data ?? []),
    error: error ? (error as Error).message : undefined,
    loading: isPending,
    reload: () => void refetch(),
  };
  return <LogTable label={text.log} loaded={loaded} />;
}

function Toolbar({ canReport }: { canReport: boolean }) {
  const { filterValues, total } = useListContext();
  const dataProvider = useEogDataProvider();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
      <FilterLiveForm>
        <Box role="search" aria-label={text.log} sx={filterBarSx}>
          <TextInput source="uid" label={column.uid} helperText={false} resettable={false} />
        </Box>
      </FilterLiveForm>
      {canReport ? (
        <ExportMenu
          label={text.report}
          disabled={total === 0}
          onExport={(format) =>
            dataProvider.report(MANAGEMENT_REPORT, {
              filter: filterValues ?? {},
              format,
              filename: `${text.log}.${format}`,
            })
          }
        />
      ) : null}
    </Box>
  );
}

export function ManagementLogList({ canReport }: { canReport: boolean }) {
  return (
    <Card component="section" aria-label={text.log} sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {text.log}
        </Typography>
        <List
          resource={LOGS_RESOURCE}
          title={false}
          disableAuthentication
          disableSyncWithLocation
          storeKey={false}
          sort={{ field: 'id', order: 'DESC' }}
          perPage={defaultPageSize}
          actions={false}
          pagination={<RegistryPagination />}
          empty={false}
          component="div"
        >
          <Toolbar canReport={canReport} />
          <ListRows />
        </List>
      </CardContent>
    </Card>
  );
}
