/**
 * The schedule plans' reads beyond the registry engine's (./routes.ts): the summary and period
 * reports' counts per region and ГРО, and the site's card of a plan.
 */
import type { Scope } from '../../../src/access/scoping';
import { scheduleStages } from '../../../src/domain/inventory';
import { schedulePlans } from '../../../src/registries/schedulePlans';
import type { Queryable } from '../../db';
import type { Where } from '../../db/sql';
import type { ListQuery } from '../../jsonapi/query';
import { listWhere } from '../../registries/list';

/** The WHERE of the report and export calls: the list's filters, the scope, the kind. */
export function planWhere(q: ListQuery, scope: Scope): Where {
  return listWhere(schedulePlans, q, { site: false, scope });
}

/** `counts` of the plans `where` picks, per region and ГРО, with their names, by name. */
function perOrganization<T>(db: Queryable, counts: string, where: Where): Promise<T[]> {
  return db.query<T>(
    `SELECT r.name AS region, o.name AS organization, s.*
     FROM (SELECT region_id, organization_id, ${counts}
           FROM object_schedule_plans ${where}
           GROUP BY region_id, organization_id) s
     JOIN regions r ON r.id = s.region_id
     JOIN organizations o ON o.id = s.organization_id
     ORDER BY r.name, o.name`,
    where.params,
  );
}

export interface SummaryRow {
  region: string;
  organization: string;
  plans: number;
  [stageCount: string]: string | number;
}

/** `count(<stage>_plan_date) AS <stage>_planned, count(<stage>_fact_date) AS <stage>_done`. */
const stageCounts = scheduleStages
  .map((s) => `count(${s}_plan_date)::int AS ${s}_planned, count(${s}_fact_date)::int AS ${s}_done`)
  .join(', ');

/** Per region and ГРО: the plans, and per stage how many are planned and how many done. */
export async function summaryRows(
  db: Queryable,
  q: ListQuery,
  scope: Scope,
): Promise<SummaryRow[]> {
  return perOrganization<SummaryRow>(
    db,
    `count(*)::int AS plans, ${stageCounts}`,
    planWhere(q, scope),
  );
}

/**
 * Per region and ГРО for a period, per stage (`<stage>_<planned|done|on_time|overdue>`): planned
 * in the period, done in the period, done by the planned date, and overdue (planned in the
 * period, before today, not done).
 */
export async function periodCountRows(
  db: Queryable,
  q: ListQuery,
  scope: Scope,
  range: { from: string; to: string },
): Promise<Record<string, string | number>[]> {
  const where = planWhere(q, scope);
  const from = where.p(range.from);
  const to = where.p(range.to);
  const within = (column: string) => `${column} BETWEEN ${from}::date AND ${to}::date`;
  const counts = scheduleStages
    .map((s) => {
      const plan = `${s}_plan_date`;
      const fact = `${s}_fact_date`;
      return [
        `count(*) FILTER (WHERE ${within(plan)})::int AS ${s}_planned`,
        `count(*) FILTER (WHERE ${within(fact)})::int AS ${s}_done`,
        `count(*) FILTER (WHERE ${within(fact)} AND ${fact} <= ${plan})::int AS ${s}_on_time`,
        `count(*) FILTER (WHERE ${within(plan)} AND ${plan} < current_date
           AND ${fact} IS NULL)::int AS ${s}_overdue`,
      ].join(', ');
    })
    .join(', ');
  return perOrganization<Record<string, string | number>>(db, counts, where);
}

export interface SitePlanRow {
  id: string;
  kind: string;
  status: string;
  region_id: string;
  region_name: string;
  settlement_id: string | null;
  settlement_name: string | null;
  organization_id: string;
  organization_name: string;
  [date: string]: string | null;
}

/** The stage dates of the site's card: `<stage>_plan_date`, `<stage>_fact_date`. */
export const siteDates = scheduleStages.flatMap((s) => [`${s}_plan_date`, `${s}_fact_date`]);

/** The site's card of a plan: stages (YYYY-MM-DD), status, region, settlement, ГРО. */
export async function sitePlanRow(db: Queryable, id: string): Promise<SitePlanRow | undefined> {
  const [row] = await db.query<SitePlanRow>(
    `SELECT p.id, p.kind, p.status, p.region_id, r.name AS region_name, p.settlement_id,
       s.name AS settlement_name, p.organization_id, o.name AS organization_name,
       ${siteDates.map((d) => `to_char(p.${d}, 'YYYY-MM-DD') AS ${d}`).join(', ')}
     FROM object_schedule_plans p
     JOIN regions r ON r.id = p.region_id
     JOIN organizations o ON o.id = p.organization_id
     LEFT JOIN settlements s ON s.id = p.settlement_id
     WHERE p.id = $1`,
    [id],
  );
  return row;
}
