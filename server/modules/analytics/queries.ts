/**
 * The analytics calls' SQL (issue 19): sums over the summary of ./refresh.ts, never rows of
 * leads. One scan answers the whole report (GROUPING SETS: by status, by period, by region, by
 * ГРО); the funnel and the totals are then added up from the at most 21 status rows. Without a
 * service, source or applicant-type filter the calls read the rollup (a third of the rows), and
 * over every lead (no scope, no filter but the period) the totals by status, region and ГРО.
 * The schedule plans and the ratings are small tables read directly, in the same scope.
 */
import type { Scope } from '../../../src/access/scoping';
import { funnelStages, leadsInWorkExcluded } from '../../../src/domain/analytics';
import type { Queryable } from '../../db';
import { Where } from '../../db/sql';
import { dimensionsWhere, periodWhere, summaryWhere, type AnalyticsFilters } from './filters';
import { dogasificationKinds, lastRefresh } from './refresh';

const MEASURES = [
  'leads',
  'sla_tracked',
  'sla_late',
  'sla_days_late',
  'contracts_signed',
  'sign_days',
] as const;
type Measures = Record<(typeof MEASURES)[number], number>;
/** The measures summed over a table alias. */
const sums = (alias: string) =>
  MEASURES.map((m) => `sum(${alias}.${m})::bigint AS ${m}`).join(', ');
const SUMS = sums('s');

/** The table a query reads: the rollup unless a filter needs the full grain. */
function summaryTable(f: AnalyticsFilters): string {
  return f.serviceIds.length || f.serviceKinds.length || f.sourceIds.length || f.accountTypes.length
    ? 'analytics_lead_summary'
    : 'analytics_lead_rollup';
}

/** What a call reads: a table of weeks and one of months with the same columns. */
interface Layer {
  week: string;
  month: string;
  columns: string;
  /** The layer's conditions but the period (alias). */
  where: (where: Where, alias: string) => void;
}

const rollupLayer = (f: AnalyticsFilters, scope: Scope): Layer => ({
  week: 'analytics_lead_rollup',
  month: 'analytics_lead_rollup_month',
  columns: `region_id, organization_id, mfc_id, status, ${MEASURES.join(', ')}`,
  where: (where, alias) => dimensionsWhere(where, f, scope, alias),
});

/**
 * The totals' facet a national call reads: all leads, or the leads of the sources, services or
 * applicant types of its one kind of those filters. Undefined when it has more than one kind.
 */
function facetWhere(f: AnalyticsFilters): ((where: Where, alias: string) => void) | undefined {
  const service = f.serviceIds.length > 0 || f.serviceKinds.length > 0;
  const kinds = [f.sourceIds.length > 0, service, f.accountTypes.length > 0].filter(Boolean);
  if (kinds.length > 1) return undefined;
  const keys = (facet: string, sql: (where: Where) => string) => (where: Where, alias: string) =>
    where.and(`${alias}.facet = '${facet}' AND ${alias}.facet_key = ANY(${sql(where)})`);
  if (f.sourceIds.length) return keys('source', (w) => `${w.p(f.sourceIds)}::text[]`);
  if (f.accountTypes.length) return keys('applicant_type', (w) => `${w.p(f.accountTypes)}::text[]`);
  if (service)
    return keys(
      'service',
      (w) => `ARRAY(SELECT fs.id::text FROM services fs
        WHERE fs.id = ANY(${w.p(f.serviceIds)}::bigint[])
           OR fs.kind = ANY(${w.p(f.serviceKinds)}::text[]))`,
    );
  return (where, alias) => where.and(`${alias}.facet = 'all' AND ${alias}.facet_key IS NULL`);
}

/** The totals of a national call's facet: one dimension, or all three. */
function totalsLayer(f: AnalyticsFilters, dimension?: 'status' | 'region' | 'organization'): Layer {
  const facet = facetWhere(f);
  if (!facet) throw new Error('analytics: no totals for more than one kind of filter');
  return {
    week: 'analytics_lead_totals',
    month: 'analytics_lead_totals_month',
    columns: `dimension, key, ${MEASURES.join(', ')}, in_work, gas_start, dogas_leads, dogas_gas_start`,
    where: (where, alias) => {
      facet(where, alias);
      if (dimension) where.and(`${alias}.dimension = ${where.p(dimension)}`);
    },
  };
}

/**
 * A call over every lead: the caller sees all, filters by no region or ГРО and by at most one
 * kind of source, service and applicant type.
 */
export function isNational(f: AnalyticsFilters, scope: Scope): boolean {
  return (
    scope.kind === 'all' &&
    !f.regionIds.length &&
    !f.organizationIds.length &&
    facetWhere(f) !== undefined
  );
}

const DAY = 864e5;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** The Monday of a date's week, as a UTC midnight. */
const monday = (t: number) => t - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
const monthStart = (t: number, add = 0) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1);
};
/** The first and the last Monday of the month starting at `m`. */
const firstMonday = (m: number) => monday(m + 6 * DAY);
const lastMonday = (m: number) => monday(monthStart(m, 1) - DAY);

/**
 * The period split for the rollups: the whole months inside it (every Monday of the month in
 * the period's weeks) and the weeks before and after them; undefined bounds are open.
 */
export function splitPeriod(from?: string, to?: string) {
  const f = from ? monday(utc(from)) : undefined;
  const t = to ? utc(to) : undefined;
  let first = f === undefined ? undefined : monthStart(f);
  if (first !== undefined && firstMonday(first) < f!) first = monthStart(first, 1);
  let last = t === undefined ? undefined : monthStart(t);
  if (last !== undefined && lastMonday(last) > t!) last = monthStart(last, -1);
  if (first !== undefined && last !== undefined && first > last) return undefined;
  return {
    months: {
      from: first === undefined ? undefined : iso(first),
      to: last === undefined ? undefined : iso(last),
    },
    before:
      f === undefined || first === undefined ? undefined : { from: iso(f), to: iso(first - DAY) },
    after:
      t === undefined || last === undefined
        ? undefined
        : { from: iso(monthStart(last, 1)), to: iso(t) },
  };
}

/**
 * What a call sums (alias `s`, a `week` column) and its WHERE. Without service, source or
 * applicant-type filters and by month, the whole months of the period come from the layer's
 * monthly table (a quarter of the weekly one's rows) and only the weeks of its partial months at
 * either end from the weekly one; a week belongs to the month of its Monday in both.
 */
function summarySource(
  f: AnalyticsFilters,
  scope: Scope,
  given?: Layer,
): { from: string; where: Where } {
  const table = summaryTable(f);
  if (!given && table !== 'analytics_lead_rollup')
    return { from: `${table} s`, where: summaryWhere(f, scope) };
  const layer = given ?? rollupLayer(f, scope);
  const split = splitPeriod(f.from, f.to);
  if (f.interval === 'week' || !split) {
    const where = new Where();
    layer.where(where, 's');
    periodWhere(where, f);
    return { from: `${layer.week} s`, where };
  }
  const parts: string[] = [];
  const params: unknown[] = [];
  const part = (
    tableName: string,
    column: string,
    range: { from?: string | undefined; to?: string | undefined },
  ) => {
    const where = new Where();
    where.params.push(...params);
    layer.where(where, 'x');
    if (range.from) where.and(`x.${column} >= ${where.p(range.from)}::date`);
    if (range.to) where.and(`x.${column} <= ${where.p(range.to)}::date`);
    params.splice(0, params.length, ...where.params);
    parts.push(`SELECT x.${column} AS week, ${layer.columns} FROM ${tableName} x ${where}`);
  };
  part(layer.month, 'month', split.months);
  if (split.before) part(layer.week, 'week', split.before);
  if (split.after) part(layer.week, 'week', split.after);
  const outer = new Where();
  outer.params.push(...params);
  return { from: `(${parts.join(' UNION ALL ')}) s`, where: outer };
}

function measures(row: Record<string, unknown>): Measures {
  return Object.fromEntries(MEASURES.map((m) => [m, Number(row[m] ?? 0)])) as Measures;
}

const zero = (): Measures => measures({});

function add(a: Measures, b: Measures): Measures {
  return measures(Object.fromEntries(MEASURES.map((m) => [m, a[m] + b[m]])));
}

/** The derived numbers of a group: on time, average delay, average days to sign. */
export function derive(m: Measures) {
  return {
    ...m,
    sla_on_time: m.sla_tracked - m.sla_late,
    sla_on_time_share: m.sla_tracked
      ? Math.round(((m.sla_tracked - m.sla_late) / m.sla_tracked) * 1000) / 10
      : null,
    avg_days_late: m.sla_late ? Math.round((m.sla_days_late / m.sla_late) * 10) / 10 : null,
    avg_sign_days: m.contracts_signed
      ? Math.round((m.sign_days / m.contracts_signed) * 10) / 10
      : null,
  };
}

interface GroupRow extends Record<string, unknown> {
  g: number;
  status: string | null;
  period: string | null;
  region_id: string | null;
  organization_id: string | null;
}

/** The report's sums by status, by period, by region and by ГРО, in one scan of the rollup. */
export async function summaryGroups(db: Queryable, f: AnalyticsFilters, scope: Scope) {
  const { from, where } = summarySource(f, scope);
  const unit = f.interval === 'week' ? 'week' : 'month';
  return db.query<GroupRow>(
    `SELECT GROUPING(s.status, date_trunc('${unit}', s.week), s.region_id, s.organization_id) AS g,
            s.status, to_char(date_trunc('${unit}', s.week), 'YYYY-MM-DD') AS period,
            s.region_id::text AS region_id, s.organization_id::text AS organization_id, ${SUMS}
       FROM ${from} ${where}
      GROUP BY GROUPING SETS ((s.status), (date_trunc('${unit}', s.week)), (s.region_id),
                              (s.organization_id))`,
    where.params,
  );
}

/**
 * The same sums for a national call, from the totals: each dimension's rows summed over the
 * period, and the periods from the status rows (every lead has one status).
 */
export async function totalsGroups(db: Queryable, f: AnalyticsFilters): Promise<GroupRow[]> {
  const { from, where } = summarySource(f, { kind: 'all', readOnly: true }, totalsLayer(f));
  const unit = f.interval === 'week' ? 'week' : 'month';
  const rows = await db.query<Record<string, unknown> & { dimension: string; key: string | null }>(
    `WITH t AS (SELECT s.* FROM ${from} ${where})
     SELECT t.dimension, t.key, NULL AS period, ${sums('t')}
       FROM t GROUP BY t.dimension, t.key
     UNION ALL
     SELECT 'period', NULL, to_char(date_trunc('${unit}', t.week), 'YYYY-MM-DD'),
            ${sums('t')}
       FROM t WHERE t.dimension = 'status' GROUP BY date_trunc('${unit}', t.week)`,
    where.params,
  );
  // GROUPING() bits as summaryGroups has them: status, period, region, organization.
  const bits = { status: 0b0111, period: 0b1011, region: 0b1101, organization: 0b1110 };
  return rows.map(({ dimension, key, ...sums }) => ({
    ...sums,
    g: bits[dimension as keyof typeof bits],
    status: dimension === 'status' ? key : null,
    period: (sums.period as string | null) ?? null,
    region_id: dimension === 'region' ? key : null,
    organization_id: dimension === 'organization' ? key : null,
  }));
}

export async function analyticsSummary(db: Queryable, f: AnalyticsFilters, scope: Scope) {
  const unit = f.interval === 'week' ? 'week' : 'month';
  const [rows, names, ratings, dogasification, refreshedAt] = await Promise.all([
    isNational(f, scope) ? totalsGroups(db, f) : summaryGroups(db, f, scope),
    db.query<{ kind: string; id: string; name: string }>(
      `SELECT 'region' AS kind, id::text, name FROM regions
       UNION ALL SELECT 'organization', id::text, name FROM organizations`,
    ),
    ratingStatistic(db, f, scope),
    dogasificationStatistic(db, f, scope),
    lastRefresh(db),
  ]);
  const name = new Map(names.map((n) => [`${n.kind}:${n.id}`, n.name]));
  // GROUPING() bits, highest first: status, period, region, organization (1 = rolled up).
  const byStatus = rows.filter((r) => r.g === 0b0111 && r.status);
  const timeline = rows
    .filter((r) => r.g === 0b1011 && r.period)
    .sort((a, b) => String(a.period).localeCompare(String(b.period)))
    .map((r) => ({
      period: r.period,
      leads: Number(r.leads),
      contracts_signed: Number(r.contracts_signed),
    }));
  const group = (bits: number, key: 'region_id' | 'organization_id', kind: string) =>
    rows
      .filter((r) => r.g === bits)
      .map((r) => ({
        id: r[key],
        name: r[key] ? (name.get(`${kind}:${r[key]}`) ?? String(r[key])) : 'Не указано',
        ...derive(measures(r)),
      }))
      .sort((a, b) => b.leads - a.leads);

  const total = byStatus.reduce((sum, r) => add(sum, measures(r)), zero());
  const countOf = (statuses: readonly string[] | null) =>
    byStatus
      .filter((r) => !statuses || statuses.includes(String(r.status)))
      .reduce((n, r) => n + Number(r.leads), 0);
  const inWork = byStatus
    .filter((r) => !(leadsInWorkExcluded as readonly string[]).includes(String(r.status)))
    .reduce((n, r) => n + Number(r.leads), 0);

  return {
    refreshed_at: refreshedAt ?? null,
    interval: unit,
    totals: { ...derive(total), in_work: inWork, gas_start: countOf(['gas_start', 'finished']) },
    funnel: funnelStages.map((s) => ({ key: s.key, title: s.title, leads: countOf(s.statuses) })),
    by_status: byStatus
      .map((r) => ({ status: r.status, leads: Number(r.leads) }))
      .sort((a, b) => b.leads - a.leads),
    timeline,
    sla_by_region: group(0b1101, 'region_id', 'region'),
    sla_by_organization: group(0b1110, 'organization_id', 'organization'),
    contracts: {
      signed: total.contracts_signed,
      avg_sign_days: derive(total).avg_sign_days,
    },
    dogasification,
    ratings,
  };
}

/** A row per region of the caller's scope with leads in the period: `/crm/analytics/regions`. */
export async function analyticsRegions(db: Queryable, f: AnalyticsFilters, scope: Scope) {
  type Row = Record<string, unknown> & { region_id: string | null; name: string | null };
  const byMonth = { ...f, interval: 'month' as const };
  let rows: Row[];
  if (isNational(f, scope)) {
    const { from, where } = summarySource(byMonth, scope, totalsLayer(f, 'region'));
    rows = await db.query<Row>(
      `SELECT s.key AS region_id, r.name, ${SUMS}, sum(s.in_work)::bigint AS in_work,
              sum(s.gas_start)::bigint AS gas_start
         FROM ${from} LEFT JOIN regions r ON r.id = s.key::bigint
         ${where}
        GROUP BY s.key, r.name
        ORDER BY r.name NULLS LAST`,
      where.params,
    );
  } else {
    const { from, where } = summarySource(byMonth, scope);
    const excluded = where.p(leadsInWorkExcluded);
    rows = await db.query<Row>(
      `SELECT s.region_id::text AS region_id, r.name, ${SUMS},
              sum(s.leads) FILTER (WHERE s.status <> ALL(${excluded}::text[]))::bigint AS in_work,
              sum(s.leads) FILTER (WHERE s.status IN ('gas_start', 'finished'))::bigint AS gas_start
         FROM ${from} LEFT JOIN regions r ON r.id = s.region_id
         ${where}
        GROUP BY s.region_id, r.name
        ORDER BY r.name NULLS LAST`,
      where.params,
    );
  }
  return rows.map((r) => ({
    region_id: r.region_id,
    name: r.name ?? 'Не указано',
    in_work: Number(r.in_work ?? 0),
    gas_start: Number(r.gas_start ?? 0),
    ...derive(measures(r)),
  }));
}

/** The condition of a lead (alias `l`) matching the filters: scope, period and every key. */
function leadWhere(where: Where, f: AnalyticsFilters, scope: Scope, alias = 'l'): void {
  dimensionsWhere(
    where,
    f,
    scope,
    alias,
    (types) => `EXISTS (SELECT 1 FROM users fu WHERE fu.id = ${alias}.user_id
      AND fu.account_type = ANY(${types}::text[]))`,
  );
  const day = `(${alias}.submitted_at AT TIME ZONE 'Europe/Moscow')::date`;
  if (f.from) where.and(`${day} >= date_trunc('week', ${where.p(f.from)}::date)::date`);
  if (f.to) where.and(`date_trunc('week', ${day})::date <= ${where.p(f.to)}::date`);
}

export const ratingCriteria = [
  'portal_application_convenience',
  'status_tracking_convenience',
  'document_attachment_simplicity',
  'website_convenience',
  'support_quality',
  'service_quality',
  'application_review_time',
  'contract_timeline',
  'communication_convenience',
] as const;

/**
 * Ratings of the leads in scope and filters: how many, the average of each rating's mean over
 * its answered criteria, and how many ratings round to each score 1–5.
 */
export async function ratingStatistic(db: Queryable, f: AnalyticsFilters, scope: Scope) {
  const where = new Where();
  leadWhere(where, f, scope);
  const answered = ratingCriteria.map((c) => `(rt.${c} IS NOT NULL)::int`).join(' + ');
  const sum = ratingCriteria.map((c) => `COALESCE(rt.${c}, 0)`).join(' + ');
  const rows = await db.query<{ score: number | null; n: string; total: string | null }>(
    `SELECT round(m.mean)::int AS score, count(*) AS n, sum(m.mean) AS total
       FROM ratings rt JOIN leads l ON l.id = rt.lead_id
      CROSS JOIN LATERAL (SELECT (${sum})::numeric / NULLIF(${answered}, 0) AS mean) m
      ${where} ${String(where) ? 'AND' : 'WHERE'} m.mean IS NOT NULL
      GROUP BY 1`,
    where.params,
  );
  const count = rows.reduce((n, r) => n + Number(r.n), 0);
  const total = rows.reduce((n, r) => n + Number(r.total ?? 0), 0);
  return {
    count,
    average: count ? Math.round((total / count) * 100) / 100 : null,
    distribution: [1, 2, 3, 4, 5].map((score) => ({
      score,
      count: Number(rows.find((r) => r.score === score)?.n ?? 0),
    })),
  };
}

/**
 * Догазификация against the schedule plans (`/dogasification/statistic`, the report's
 * widget): the plans of the scope (region, ГРО) whose gas start was planned in the period, how
 * many of them started gas, how many are overdue today; and the догазификация leads of the
 * summary with how many reached gas start.
 */
export async function dogasificationStatistic(db: Queryable, f: AnalyticsFilters, scope: Scope) {
  const plans = new Where();
  if (scope.kind === 'mfc' || scope.kind === 'own') plans.and('false');
  else if (scope.kind !== 'all')
    plans.and(scope.id ? `p.${scope.kind}_id = ${plans.p(scope.id)}::bigint` : 'false');
  if (f.regionIds.length) plans.and(`p.region_id = ANY(${plans.p(f.regionIds)}::bigint[])`);
  if (f.organizationIds.length)
    plans.and(`p.organization_id = ANY(${plans.p(f.organizationIds)}::bigint[])`);
  const inPeriod = (column: string) => {
    const parts = [`p.${column} IS NOT NULL`];
    if (f.from) parts.push(`p.${column} >= ${plans.p(f.from)}::date`);
    if (f.to) parts.push(`p.${column} <= ${plans.p(f.to)}::date`);
    return parts.join(' AND ');
  };
  const today = `(now() AT TIME ZONE 'Europe/Moscow')::date`;
  const plannedSql = inPeriod('gas_start_plan_date');
  const doneSql = inPeriod('gas_start_fact_date');
  // The догазификация leads: a national call's totals, the small rollup, or the full grain
  // when a filter needs it.
  const lead = dogasificationLeads(f, scope);
  const [[plan], [leads]] = await Promise.all([
    db.query<Record<string, string>>(
      `SELECT count(*) AS plans,
              count(*) FILTER (WHERE ${plannedSql}) AS planned,
              count(*) FILTER (WHERE ${doneSql}) AS done,
              count(*) FILTER (WHERE ${plannedSql} AND p.gas_start_fact_date IS NULL
                                 AND p.gas_start_plan_date < ${today}) AS overdue
         FROM object_schedule_plans p ${plans}`,
      plans.params,
    ),
    db.query<Record<string, string>>(lead.sql, lead.where.params),
  ]);
  const planned = Number(plan?.planned ?? 0);
  const done = Number(plan?.done ?? 0);
  return {
    plans: Number(plan?.plans ?? 0),
    planned,
    done,
    overdue: Number(plan?.overdue ?? 0),
    done_share: planned ? Math.round((done / planned) * 1000) / 10 : null,
    leads: Number(leads?.leads ?? 0),
    leads_gas_start: Number(leads?.gas_start ?? 0),
  };
}

/** The догазификация leads of a call and how many reached gas start: its SQL and WHERE. */
function dogasificationLeads(f: AnalyticsFilters, scope: Scope): { sql: string; where: Where } {
  if (isNational(f, scope)) {
    const { from, where } = summarySource(
      { ...f, interval: 'month' },
      scope,
      totalsLayer(f, 'status'),
    );
    return {
      sql: `SELECT COALESCE(sum(s.dogas_leads), 0) AS leads,
                   COALESCE(sum(s.dogas_gas_start), 0) AS gas_start
              FROM ${from} ${where}`,
      where,
    };
  }
  if (summaryTable(f) === 'analytics_lead_summary') {
    const where = summaryWhere(f, scope);
    where.and(`s.service_id IN (SELECT id FROM services
      WHERE kind = ANY(${where.p(dogasificationKinds)}::text[]))`);
    return {
      sql: `SELECT COALESCE(sum(s.leads), 0) AS leads, COALESCE(sum(s.leads)
              FILTER (WHERE s.status IN ('gas_start', 'finished')), 0) AS gas_start
              FROM analytics_lead_summary s ${where}`,
      where,
    };
  }
  const where = summaryWhere({ ...f, interval: 'month' }, scope);
  return {
    sql: `SELECT COALESCE(sum(s.leads), 0) AS leads, COALESCE(sum(s.gas_start), 0) AS gas_start
            FROM analytics_dogasification_rollup s ${where}`,
    where,
  };
}
