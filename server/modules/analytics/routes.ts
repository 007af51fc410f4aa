/**
 * The analytical report (issue 19, seed 001 "Analytics" and §7 "Other"), under /v1/admin:
 *
 *   GET  /analytics?<filters>                  the report: totals, funnel, statuses, timeline,
 *                                              SLA by region and ГРО, contracts, догазификация,
 *                                              ratings                      admin_analytics_read
 *   GET  /analytics/regions?<filters>          a row per region                admin_analytics_read
 *   GET  /analytics/export?format=xlsx&view=summary|regions&<filters>   admin_analytics_export
 *   POST /analytics/refresh                    queues the summary's rebuild    admin_analytics_read
 *   GET  /dogasification/statistic?<filters>   догазификация against the plans admin_analytics_read
 *
 * Filters (./filters.ts): submitted_from, submitted_to, region_ids[], organization_ids[],
 * service[], source_ids[], account_types[], interval=week|month. Every number is inside the
 * caller's scope (src/access/scoping): a ГРО its organization, a regional head the region,
 * ЕОГ, the ministry and the auditors everything.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFor, type Scope } from '../../../src/access/scoping';
import { analyticsTexts as t } from '../../../src/domain/analytics';
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import { adminOf } from '../../auth/guard';
import type { Db, Queryable } from '../../db';
import { rawQuery } from '../../http/request';
import { list, resource, single } from '../../jsonapi/serialize';
import type { Cell } from '../../registries/exportCells';
import { exportFormat, oneBatch, sendTable } from '../../registries/export';
import { cachedAnswer } from './cache';
import { parseAnalyticsFilters, type AnalyticsFilters } from './filters';
import {
  analyticsRegions,
  analyticsSummary,
  dogasificationStatistic,
  type derive,
} from './queries';
import { listDocument, open, resourceDocument, responses } from '../../http/schemas';
import { TableFile } from '../../http/moreSchemas';
import {
  analyticsRefreshHandler,
  ANALYTICS_REFRESH_KIND,
  lastRefresh,
  queueAnalyticsRefresh,
  refreshAnalytics,
} from './refresh';

const dateText = { type: 'string', maxLength: 10 } as const;
const idList = {
  anyOf: [
    { type: 'string', maxLength: 20 },
    { type: 'array', items: { type: 'string', maxLength: 20 }, maxItems: 200 },
  ],
} as const;
/** The filters every call takes (`key[]` arrives as the key with the brackets). */
const filterSchema = {
  type: 'object',
  properties: {
    submitted_from: dateText,
    submitted_to: dateText,
    interval: { type: 'string', enum: ['week', 'month', ''] },
    'region_ids[]': idList,
    'organization_ids[]': idList,
    'service[]': idList,
    'source_ids[]': idList,
    'account_types[]': idList,
  },
} as const;
const exportSchema = {
  ...filterSchema,
  properties: {
    ...filterSchema.properties,
    format: { type: 'string', enum: ['xlsx', 'csv'] },
    view: { type: 'string', enum: ['summary', 'regions'] },
  },
} as const;

const read = { access: { permission: 'admin_analytics_read' } } as const;

type Row = ReturnType<typeof derive> & { name: string };

const slaCells = (r: Row): Cell[] => [
  r.leads,
  r.sla_on_time,
  r.sla_late,
  r.sla_days_late,
  r.avg_days_late ?? '',
  r.contracts_signed,
  r.avg_sign_days ?? '',
];

/** The summary as the sheet the console's "Выгрузить в XLSX" saves: one section after another. */
export function summarySheet(report: Awaited<ReturnType<typeof analyticsSummary>>): Cell[][] {
  const rows: Cell[][] = [];
  const section = (title: string, lines: Cell[][]) => {
    for (const line of lines) rows.push([title, ...line]);
  };
  section(t.total, [
    [t.total, report.totals.leads],
    [t.inWork, report.totals.in_work],
    [t.gasStart, report.totals.gas_start],
    [t.onTime, report.totals.sla_on_time],
    [t.late, report.totals.sla_late],
    [t.daysLate, report.totals.sla_days_late],
    [t.signed, report.contracts.signed],
    [t.avgSignDays, report.contracts.avg_sign_days ?? ''],
  ]);
  section(
    t.funnel,
    report.funnel.map((s) => [s.title, s.leads]),
  );
  section(
    t.byStatus,
    report.by_status.map((s) => [leadStatusLabel(s.status), s.leads]),
  );
  section(
    t.timeline,
    report.timeline.map((p) => [p.period ?? '', p.leads]),
  );
  section(
    t.slaByRegion,
    report.sla_by_region.map((r) => [r.name, ...slaCells(r)]),
  );
  section(
    t.slaByOrganization,
    report.sla_by_organization.map((r) => [r.name, ...slaCells(r)]),
  );
  const d = report.dogasification;
  section(t.dogasification, [
    [t.planned, d.plans],
    [t.plannedInPeriod, d.planned],
    [t.doneInPeriod, d.done],
    [t.overdue, d.overdue],
    [t.dogasLeads, d.leads],
    [t.dogasGasStart, d.leads_gas_start],
  ]);
  section(t.ratings, [
    [t.ratingsCount, report.ratings.count],
    [t.ratingsAverage, report.ratings.average ?? ''],
    ...report.ratings.distribution.map((r): Cell[] => [`${t.score} ${r.score}`, r.count]),
  ]);
  return rows;
}

/** The columns of `slaCells` after the count of leads. */
const slaHeader = [t.onTime, t.late, t.daysLate, t.avgDaysLate, t.signed, t.avgSignDays];
export const SUMMARY_HEADER = ['Раздел', 'Показатель', 'Значение', ...slaHeader];
export const REGIONS_HEADER = [t.region, t.total, t.inWork, t.gasStart, ...slaHeader];

/**
 * The summary is built once before the first report (a fresh database has none yet); answers
 * the time of the last rebuild, which keys the answers kept by ./cache.ts.
 */
async function ensureSummary(db: Db): Promise<Date | undefined> {
  const at = await lastRefresh(db);
  if (at) return at;
  await refreshAnalytics(db);
  return lastRefresh(db);
}

/** A report: one resource of figures. */
const reportAnswer = responses({ 200: resourceDocument(open({}, 'Показатели отчёта')) });
/** The regions' figures: a resource per region, `meta.refreshed_at` the summary's time. */
const regionsAnswer = responses({
  200: listDocument(open({}, 'Показатели региона')),
});

export default async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.readDb;
  const scopeOf = (request: FastifyRequest) => scopeFor(adminOf(request));
  const filtersOf = (request: FastifyRequest) => parseAnalyticsFilters(rawQuery(request));
  /** `call`'s answer for the request's filters and scope, kept until the summary's next rebuild. */
  const cached = async <T>(
    request: FastifyRequest,
    call: string,
    compute: (db: Queryable, filters: AnalyticsFilters, scope: Scope) => Promise<T>,
  ) => {
    const filters = filtersOf(request);
    const scope = scopeOf(request);
    const refreshedAt = await ensureSummary(app.db);
    const value = await cachedAnswer([call, filters, scope], refreshedAt, () =>
      compute(db, filters, scope),
    );
    return { value, refreshedAt };
  };
  // The summary's rebuild runs as a background job of its own kind.
  app.jobs.register(ANALYTICS_REFRESH_KIND, analyticsRefreshHandler);

  app.get(
    '/v1/admin/analytics',
    { config: read, schema: { querystring: filterSchema, response: reportAnswer } },
    async (request) => {
      const { value } = await cached(request, 'summary', analyticsSummary);
      return single(resource('analytics_report', 'summary', value));
    },
  );

  app.get(
    '/v1/admin/analytics/regions',
    { config: read, schema: { querystring: filterSchema, response: regionsAnswer } },
    async (request) => {
      const { value: rows, refreshedAt } = await cached(request, 'regions', analyticsRegions);
      const doc = list(
        rows.map((r) => resource('analytics_region', r.region_id ?? '0', r)),
        { page: 1, per: Math.max(1, rows.length), total: rows.length },
      );
      return { ...doc, meta: { ...doc.meta, refreshed_at: refreshedAt ?? null } };
    },
  );

  app.get(
    '/v1/admin/analytics/export',
    {
      config: { access: { permission: 'admin_analytics_export' } },
      schema: { querystring: exportSchema, response: responses({ 200: TableFile }) },
    },
    async (request, reply) => {
      const filters = filtersOf(request);
      const format = exportFormat(request, 'xlsx');
      const scope = scopeOf(request);
      const view = (request.query as { view?: string }).view === 'regions' ? 'regions' : 'summary';
      await ensureSummary(app.db);
      const rows: Cell[][] =
        view === 'regions'
          ? (await analyticsRegions(db, filters, scope)).map((r) => [
              r.name,
              r.leads,
              r.in_work,
              r.gas_start,
              ...slaCells(r).slice(1),
            ])
          : summarySheet(await analyticsSummary(db, filters, scope));
      return sendTable(request, reply, {
        format,
        title: view === 'regions' ? t.regionsTitle : t.title,
        asciiName: view === 'regions' ? 'analytics_regions' : 'analytics',
        header: view === 'regions' ? REGIONS_HEADER : SUMMARY_HEADER,
        rows: oneBatch(rows),
      });
    },
  );

  app.post(
    '/v1/admin/analytics/refresh',
    { config: read, schema: { response: responses({ 202: resourceDocument() }) } },
    async (request, reply) => {
      const id = await queueAnalyticsRefresh(app.db, adminOf(request).id);
      return reply.status(202).send(single(resource('background_job', id, { state: 'queued' })));
    },
  );

  app.get(
    '/v1/admin/dogasification/statistic',
    { config: read, schema: { querystring: filterSchema, response: reportAnswer } },
    async (request) => {
      const { value } = await cached(request, 'dogasification', dogasificationStatistic);
      return single(resource('dogasification_statistic', 'all', value));
    },
  );
}
