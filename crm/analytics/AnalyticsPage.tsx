/**
 * /crm/analytics (issue 19, seed 001 "analytical report"): the picture for the period and
 * filters chosen — totals, the funnel from submission to gas start, leads by status and over
 * time, SLA on time / late / days late by region and ГРО, contracts, догазификация against the
 * schedule plans, ratings. Every chart has its numbers in a table beside it (with a caption,
 * for screen readers); "Выгрузить в XLSX" saves what is shown. The filters live in the address.
 */
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useBasename, useNotify, usePermissions } from 'ra-core';
import { Title } from 'react-admin';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { AnalyticsGroup } from '../../dataProvider/analyticsVerbs';
import { analyticsTexts as t } from '../../src/domain/analytics';
import { leadStatusLabel } from '../../src/domain/leadStatuses';
import { formatDate, formatDateTime } from '../../src/format/date';
import { heldKey } from '../users/userKeys';
import { readFilter, toQuery, toSearch, type AnalyticsFilter } from './analyticsFilters';
import { DataTable } from './DataTable';
import { FilterBar } from './FilterBar';

const AnalyticsChart = lazy(() => import('./AnalyticsChart'));

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Chart(props: Parameters<typeof AnalyticsChart>[0]) {
  if (!props.labels.length) return null;
  return (
    <Suspense fallback={<Box sx={{ height: props.height ?? 280 }} />}>
      <AnalyticsChart {...props} />
    </Suspense>
  );
}

export const num = (n: number | null | undefined) =>
  n === null || n === undefined ? '—' : n.toLocaleString('ru-RU');

/** "2026-05-04" → "04.05.2026" (week) or "05.2026" (month). */
const periodLabel = (period: string, interval: string) => {
  const text = formatDate(period, 'table');
  return interval === 'month' ? text.slice(3) : text;
};

const slaColumns = [t.total, t.onTime, t.late, t.daysLate, t.avgDaysLate, t.signed, t.avgSignDays];
const slaRow = (g: AnalyticsGroup) => [
  g.name,
  num(g.leads),
  num(g.sla_on_time),
  num(g.sla_late),
  num(g.sla_days_late),
  num(g.avg_days_late),
  num(g.contracts_signed),
  num(g.avg_sign_days),
];

/** A section of one row of figures, each under its caption. */
function Figures({
  title,
  figures,
}: {
  title: string;
  figures: [column: string, value: number | null | undefined][];
}) {
  return (
    <Section title={title}>
      <DataTable
        caption={title}
        columns={figures.map(([column]) => column)}
        rows={[figures.map(([, value]) => num(value))]}
        firstIsHeader={false}
      />
    </Section>
  );
}

export function RefreshedAt({ at }: { at: string | null | undefined }) {
  return at ? (
    <Typography variant="body2" color="text.secondary">
      {t.refreshedAt} {formatDateTime(at, 'table')}
    </Typography>
  ) : null;
}

export function useAnalyticsFilter(): [AnalyticsFilter, (next: AnalyticsFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  return [filter, (next) => setParams(new URLSearchParams(toSearch(next)), { replace: true })];
}

export function RefreshButton() {
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useMutation({
    mutationFn: () => dataProvider.refreshAnalytics(),
    onSuccess: () => notify(t.refreshQueued, { type: 'info' }),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return (
    <Button onClick={() => refresh.mutate()} disabled={refresh.isPending}>
      {t.refresh}
    </Button>
  );
}

export function ExportButton({ filter, view }: { filter: AnalyticsFilter; view: string }) {
  const dataProvider = useEogDataProvider();
  const { permissions } = usePermissions();
  const notify = useNotify();
  const run = useMutation({
    mutationFn: () =>
      dataProvider.export('analytics', { filter: { ...toQuery(filter), view }, format: 'xlsx' }),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  if (!heldKey(permissions, 'admin_analytics_export')) return null;
  return (
    <Button variant="outlined" onClick={() => run.mutate()} disabled={run.isPending}>
      {t.export}
    </Button>
  );
}

function AnalyticsPage() {
  const [filter, setFilter] = useAnalyticsFilter();
  const basename = useBasename();
  const dataProvider = useEogDataProvider();
  const query = useQuery({
    queryKey: ['analytics', 'report', filter],
    queryFn: ({ signal }) => dataProvider.analyticsReport({ filter: toQuery(filter), signal }),
  });
  const r = query.data?.data;
  const interval = r?.interval ?? 'month';
  const topRegions = r?.sla_by_region.slice(0, 20) ?? [];
  return (
    <Box sx={{ py: 2 }}>
      <Title title={t.title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {t.title}
        </Typography>
        <RefreshedAt at={r?.refreshed_at} />
        <RefreshButton />
        <ExportButton filter={filter} view="summary" />
        <Button
          variant="contained"
          component={Link}
          to={`${basename}/analytics/regions?${toSearch(filter)}`}
        >
          {t.regions}
        </Button>
      </Stack>
      <FilterBar filter={filter} onChange={setFilter} />
      {query.isError ? (
        <Typography color="error">{(query.error as Error).message}</Typography>
      ) : null}
      {r ? (
        <Grid container spacing={2}>
          <Grid size={12}>
            <Figures
              title={t.total}
              figures={[
                [t.total, r.totals.leads],
                [t.inWork, r.totals.in_work],
                [t.gasStart, r.totals.gas_start],
                [t.onTime, r.totals.sla_on_time],
                [t.late, r.totals.sla_late],
                [t.avgDaysLate, r.totals.avg_days_late],
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Section title={t.funnel}>
              <Chart
                type="bar"
                horizontal
                labels={r.funnel.map((s) => s.title)}
                series={[{ label: t.count, data: r.funnel.map((s) => s.leads) }]}
              />
              <DataTable
                caption={t.funnel}
                columns={[t.stage, t.count]}
                rows={r.funnel.map((s) => [s.title, num(s.leads)])}
              />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Section title={t.timeline}>
              <Chart
                type="line"
                labels={r.timeline.map((p) => periodLabel(p.period, interval))}
                series={[
                  { label: t.total, data: r.timeline.map((p) => p.leads) },
                  { label: t.signed, data: r.timeline.map((p) => p.contracts_signed) },
                ]}
              />
              <DataTable
                caption={t.timeline}
                columns={[interval === 'week' ? t.week : t.month, t.total, t.signed]}
                rows={r.timeline.map((p) => [
                  periodLabel(p.period, interval),
                  num(p.leads),
                  num(p.contracts_signed),
                ])}
                maxHeight={240}
              />
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title={t.slaByRegion}>
              <Chart
                type="bar"
                labels={topRegions.map((g) => g.name)}
                series={[
                  { label: t.onTime, data: topRegions.map((g) => g.sla_on_time), stack: 'sla' },
                  { label: t.late, data: topRegions.map((g) => g.sla_late), stack: 'sla' },
                ]}
              />
              <DataTable
                caption={t.slaByRegion}
                columns={[t.region, ...slaColumns]}
                rows={r.sla_by_region.map(slaRow)}
                maxHeight={320}
              />
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title={t.slaByOrganization}>
              <DataTable
                caption={t.slaByOrganization}
                columns={[t.organization, ...slaColumns]}
                rows={r.sla_by_organization.map(slaRow)}
                maxHeight={320}
              />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t.byStatus}>
              <DataTable
                caption={t.byStatus}
                columns={[t.status, t.count]}
                rows={r.by_status.map((s) => [leadStatusLabel(s.status), num(s.leads)])}
                maxHeight={320}
              />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <Figures
                title={t.contracts}
                figures={[
                  [t.signed, r.contracts.signed],
                  [t.avgSignDays, r.contracts.avg_sign_days],
                ]}
              />
              <Figures
                title={t.dogasification}
                figures={[
                  [t.planned, r.dogasification.plans],
                  [t.plannedInPeriod, r.dogasification.planned],
                  [t.doneInPeriod, r.dogasification.done],
                  [t.overdue, r.dogasification.overdue],
                  [t.dogasLeads, r.dogasification.leads],
                  [t.dogasGasStart, r.dogasification.leads_gas_start],
                ]}
              />
            </Stack>
          </Grid>
          <Grid size={12}>
            <Section title={t.ratings}>
              <Typography>
                {t.ratingsCount}: {num(r.ratings.count)}; {t.ratingsAverage}:{' '}
                {num(r.ratings.average)}
              </Typography>
              <Chart
                type="bar"
                height={220}
                labels={r.ratings.distribution.map((d) => String(d.score))}
                series={[
                  { label: t.ratingsCount, data: r.ratings.distribution.map((d) => d.count) },
                ]}
              />
              <DataTable
                caption={t.ratings}
                columns={[t.score, t.ratingsCount]}
                rows={r.ratings.distribution.map((d) => [String(d.score), num(d.count)])}
              />
            </Section>
          </Grid>
        </Grid>
      ) : null}
    </Box>
  );
}

export default AnalyticsPage;
