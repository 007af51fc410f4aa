/**
 * /crm/analytics/regions?<filters> (issue 19): a row per region with its numbers, sortable by
 * any column; a row opens /crm/analytics/region_leads?region_id=…&<the same filters>, the leads
 * behind the numbers.
 */
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename } from 'ra-core';
import { Title } from 'react-admin';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { AnalyticsRegionRow } from '../../dataProvider/analyticsVerbs';
import { analyticsTexts as t } from '../../src/domain/analytics';
import { toQuery, toSearch } from './analyticsFilters';
import { ExportButton, num, RefreshedAt, useAnalyticsFilter } from './AnalyticsPage';
import { FilterBar } from './FilterBar';

const columns = [
  ['name', t.region],
  ['leads', t.total],
  ['in_work', t.inWork],
  ['gas_start', t.gasStart],
  ['sla_on_time', t.onTime],
  ['sla_late', t.late],
  ['sla_on_time_share', t.slaShare],
  ['avg_days_late', t.avgDaysLate],
  ['contracts_signed', t.signed],
  ['avg_sign_days', t.avgSignDays],
] as const satisfies readonly (readonly [keyof AnalyticsRegionRow, string])[];
type Key = (typeof columns)[number][0];

function compare(a: AnalyticsRegionRow, b: AnalyticsRegionRow, key: Key): number {
  const x = a[key];
  const y = b[key];
  if (typeof x === 'string' || typeof y === 'string')
    return String(x ?? '').localeCompare(String(y ?? ''), 'ru');
  return (x ?? -Infinity) - (y ?? -Infinity);
}

function RegionsPage() {
  const [filter, setFilter] = useAnalyticsFilter();
  const basename = useBasename();
  const navigate = useNavigate();
  const dataProvider = useEogDataProvider();
  const [sort, setSort] = useState<{ key: Key; dir: 'asc' | 'desc' }>({
    key: 'leads',
    dir: 'desc',
  });
  const query = useQuery({
    queryKey: ['analytics', 'regions', filter],
    queryFn: ({ signal }) => dataProvider.analyticsRegions({ filter: toQuery(filter), signal }),
  });
  const rows = [...(query.data?.data ?? [])].sort(
    (a, b) => compare(a, b, sort.key) * (sort.dir === 'asc' ? 1 : -1),
  );
  const open = (row: AnalyticsRegionRow) =>
    navigate(`/analytics/region_leads?${toSearch(filter, { region_id: row.region_id ?? '' })}`);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={t.regionsTitle} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {t.regionsTitle}
        </Typography>
        <RefreshedAt at={query.data?.refreshedAt} />
        <Link to={`${basename}/analytics?${toSearch(filter)}`}>{t.title}</Link>
        <ExportButton filter={filter} view="regions" />
      </Stack>
      <FilterBar filter={filter} onChange={setFilter} withInterval={false} />
      {query.isError ? (
        <Typography color="error">{(query.error as Error).message}</Typography>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label={t.regionsTitle}>
          <TableHead>
            <TableRow>
              {columns.map(([key, title]) => (
                <TableCell
                  key={key}
                  scope="col"
                  sortDirection={sort.key === key ? sort.dir : false}
                >
                  <TableSortLabel
                    active={sort.key === key}
                    direction={sort.key === key ? sort.dir : 'desc'}
                    onClick={() =>
                      setSort((s) => ({
                        key,
                        dir: s.key === key && s.dir === 'desc' ? 'asc' : 'desc',
                      }))
                    }
                  >
                    {title}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.region_id ?? 'none'}
                hover
                sx={{ cursor: row.region_id ? 'pointer' : undefined }}
                onClick={() => row.region_id && open(row)}
              >
                {columns.map(([key], i) =>
                  i === 0 ? (
                    <TableCell key={key} component="th" scope="row">
                      {row.region_id ? (
                        <Link
                          to={`${basename}/analytics/region_leads?${toSearch(filter, { region_id: row.region_id })}`}
                          onClick={(e) => e.stopPropagation()}
                          aria-label={`${t.openLeads}: ${row.name}`}
                        >
                          {row.name}
                        </Link>
                      ) : (
                        row.name
                      )}
                    </TableCell>
                  ) : (
                    <TableCell key={key}>{num(row[key] as number | null)}</TableCell>
                  ),
                )}
              </TableRow>
            ))}
            {query.isSuccess && !rows.length ? (
              <TableRow>
                <TableCell colSpan={columns.length}>{t.noData}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

export default RegionsPage;
