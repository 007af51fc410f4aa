/**
 * The analytics summary (migration 0024 analytics_lead_summary) rebuilt from the leads in one
 * statement inside one transaction: readers see the old rows until the new ones commit. Run by
 * the `analytics_refresh` background job, which the schedule below queues every
 * ANALYTICS_REFRESH_MINUTES (one at a time), and on demand from the console.
 *
 * Grain: the Moscow week of submission × region × ГРО × МФЦ × service × source × applicant
 * type × status. Measures: leads; SLA tracked / late / days late (a closed lead is judged on the
 * day it closed, an open one today — the lead list's SLA arithmetic, lead_sla_days_left);
 * contracts signed and the days from submission to their conclusion.
 */
import type { FastifyBaseLogger } from 'fastify';
import { leadsInWorkExcluded } from '../../../src/domain/analytics';
import { closedLeadStatuses } from '../../../src/domain/sla';
import { signedContractStatuses } from '../../../src/domain/contractStatuses';
import type { Db, Queryable } from '../../db';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';

export const ANALYTICS_REFRESH_KIND = 'analytics_refresh';

const REBUILD_SQL = `
  INSERT INTO analytics_lead_summary (week, region_id, organization_id, mfc_id, service_id,
    source_id, applicant_type, status, leads, sla_tracked, sla_late, sla_days_late,
    contracts_signed, sign_days)
  SELECT date_trunc('week', l.submitted_at AT TIME ZONE 'Europe/Moscow')::date,
         l.region_id, l.organization_id, l.mfc_id, l.service_id, l.source_id, u.account_type,
         l.status,
         count(*),
         count(sla.left_days),
         count(*) FILTER (WHERE sla.left_days < 0),
         COALESCE(sum(-sla.left_days) FILTER (WHERE sla.left_days < 0), 0),
         count(sg.days),
         COALESCE(sum(sg.days), 0)
    FROM leads l
    JOIN users u ON u.id = l.user_id
    LEFT JOIN services sv ON sv.id = l.service_id
    LEFT JOIN contracts c ON c.lead_id = l.id
   CROSS JOIN LATERAL (SELECT lead_sla_days_left(l.submitted_at, sv.sla_kind, sv.sla_period,
           CASE WHEN l.status = ANY($1::text[]) THEN l.status_changed_at ELSE now() END)
           AS left_days) sla
   CROSS JOIN LATERAL (SELECT CASE WHEN c.status = ANY($2::text[]) THEN
           greatest(0, COALESCE(c.concluded_at,
             (c.status_changed_at AT TIME ZONE 'Europe/Moscow')::date)
           - (l.submitted_at AT TIME ZONE 'Europe/Moscow')::date) END AS days) sg
   WHERE l.status <> 'draft' AND l.submitted_at IS NOT NULL
   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`;

const ROLLUP_SQL = `
  INSERT INTO analytics_lead_rollup (week, region_id, organization_id, mfc_id, status, leads,
    sla_tracked, sla_late, sla_days_late, contracts_signed, sign_days)
  SELECT week, region_id, organization_id, mfc_id, status, sum(leads), sum(sla_tracked),
         sum(sla_late), sum(sla_days_late), sum(contracts_signed), sum(sign_days)
    FROM analytics_lead_summary
   GROUP BY 1, 2, 3, 4, 5`;

const ROLLUP_MONTH_SQL = `
  INSERT INTO analytics_lead_rollup_month (month, region_id, organization_id, mfc_id, status,
    leads, sla_tracked, sla_late, sla_days_late, contracts_signed, sign_days)
  SELECT date_trunc('month', week)::date, region_id, organization_id, mfc_id, status, sum(leads),
         sum(sla_tracked), sum(sla_late), sum(sla_days_late), sum(contracts_signed), sum(sign_days)
    FROM analytics_lead_rollup
   GROUP BY 1, 2, 3, 4, 5`;

/**
 * Per week, the sums by status, by region and by ГРО of all leads and of each source, service
 * and applicant type: the national calls' source (migration 0033). Stored in the order of their
 * index, so a call's facet is a few adjacent pages, not a row on every page of the table.
 */
const TOTALS_SQL = `
  INSERT INTO analytics_lead_totals (week, facet, facet_key, dimension, key, leads, sla_tracked,
    sla_late, sla_days_late, contracts_signed, sign_days, in_work, gas_start, dogas_leads,
    dogas_gas_start)
  SELECT s.week, f.facet, f.facet_key, d.dimension, d.key, sum(s.leads), sum(s.sla_tracked),
         sum(s.sla_late), sum(s.sla_days_late), sum(s.contracts_signed), sum(s.sign_days),
         COALESCE(sum(s.leads) FILTER (WHERE s.status <> ALL($1::text[])), 0),
         COALESCE(sum(s.leads) FILTER (WHERE s.status IN ('gas_start', 'finished')), 0),
         COALESCE(sum(s.leads) FILTER (WHERE sv.kind = ANY($2::text[])), 0),
         COALESCE(sum(s.leads) FILTER (WHERE sv.kind = ANY($2::text[])
                                         AND s.status IN ('gas_start', 'finished')), 0)
    FROM analytics_lead_summary s
    LEFT JOIN services sv ON sv.id = s.service_id
   CROSS JOIN LATERAL (VALUES ('all', NULL), ('source', s.source_id::text),
                              ('service', s.service_id::text),
                              ('applicant_type', s.applicant_type)) f (facet, facet_key)
   CROSS JOIN LATERAL (VALUES ('status', s.status), ('region', s.region_id::text),
                              ('organization', s.organization_id::text)) d (dimension, key)
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 2, 3, 4, 1`;

const TOTALS_MONTH_SQL = `
  INSERT INTO analytics_lead_totals_month (month, facet, facet_key, dimension, key, leads,
    sla_tracked, sla_late, sla_days_late, contracts_signed, sign_days, in_work, gas_start,
    dogas_leads, dogas_gas_start)
  SELECT date_trunc('month', week)::date, facet, facet_key, dimension, key, sum(leads),
         sum(sla_tracked), sum(sla_late), sum(sla_days_late), sum(contracts_signed),
         sum(sign_days), sum(in_work), sum(gas_start), sum(dogas_leads), sum(dogas_gas_start)
    FROM analytics_lead_totals
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 2, 3, 4, 1`;

/** The kinds of service that are догазификация. */
export const dogasificationKinds = [
  'dogasification',
  'social_dogasification',
  'snt_dogasification',
];

const DOGASIFICATION_SQL = `
  INSERT INTO analytics_dogasification_rollup (week, region_id, organization_id, mfc_id, leads,
    gas_start)
  SELECT s.week, s.region_id, s.organization_id, s.mfc_id, sum(s.leads),
         COALESCE(sum(s.leads) FILTER (WHERE s.status IN ('gas_start', 'finished')), 0)
    FROM analytics_lead_summary s
   WHERE s.service_id IN (SELECT id FROM services WHERE kind = ANY($1::text[]))
   GROUP BY 1, 2, 3, 4`;

/** Rebuilds the summary; answers how many rows it holds now. */
export async function refreshAnalytics(db: Db): Promise<number> {
  const started = Date.now();
  return db.transaction(async (tx) => {
    // One rebuild at a time (a second one waits here, then rebuilds from fresher leads).
    await tx.query('SELECT pg_advisory_xact_lock(190024)');
    // The totals group some ten million rows into one million: in memory, not spilled to disk.
    if (db.kind === 'postgres') await tx.query("SET LOCAL work_mem = '128MB'");
    await tx.query('DELETE FROM analytics_lead_summary');
    await tx.query('DELETE FROM analytics_lead_rollup');
    await tx.query(REBUILD_SQL, [closedLeadStatuses, signedContractStatuses]);
    await tx.query(ROLLUP_SQL);
    await tx.query('DELETE FROM analytics_lead_rollup_month');
    await tx.query(ROLLUP_MONTH_SQL);
    await tx.query('DELETE FROM analytics_lead_totals');
    await tx.query(TOTALS_SQL, [leadsInWorkExcluded, dogasificationKinds]);
    await tx.query('DELETE FROM analytics_lead_totals_month');
    await tx.query(TOTALS_MONTH_SQL);
    await tx.query('DELETE FROM analytics_dogasification_rollup');
    await tx.query(DOGASIFICATION_SQL, [dogasificationKinds]);
    const [row] = await tx.query<{ n: string }>('SELECT count(*) AS n FROM analytics_lead_summary');
    const rows = Number(row?.n ?? 0);
    await tx.query(
      `INSERT INTO analytics_refreshes (id, refreshed_at, duration_ms, rows)
       VALUES (1, now(), $1, $2)
       ON CONFLICT (id) DO UPDATE SET refreshed_at = EXCLUDED.refreshed_at,
         duration_ms = EXCLUDED.duration_ms, rows = EXCLUDED.rows`,
      [Date.now() - started, rows],
    );
    return rows;
  });
}

/** When the summary was last rebuilt; undefined when never. */
export async function lastRefresh(db: Queryable): Promise<Date | undefined> {
  const [row] = await db.query<{ refreshed_at: Date }>(
    'SELECT refreshed_at FROM analytics_refreshes WHERE id = 1',
  );
  return row?.refreshed_at;
}

export const analyticsRefreshHandler: JobHandler = async ({ db, progress }) => {
  await progress(0, 1);
  const rows = await refreshAnalytics(db);
  await progress(1, 1);
  return { result: { rows } };
};

/** Queues a refresh unless one is already waiting or running; answers the job's id. */
export async function queueAnalyticsRefresh(db: Queryable, ownerAdminId: string | null) {
  const [pending] = await db.query<{ id: string }>(
    `SELECT id FROM background_jobs WHERE kind = $1 AND state IN ('queued', 'running')
      ORDER BY id LIMIT 1`,
    [ANALYTICS_REFRESH_KIND],
  );
  if (pending) return String(pending.id);
  const job = await enqueueJob(db, { kind: ANALYTICS_REFRESH_KIND, ownerAdminId, maxAttempts: 1 });
  return String(job.id);
}

/** Queues a refresh now and every `minutes`; answers the stop function. */
export function startAnalyticsSchedule(db: Db, minutes: number, log: FastifyBaseLogger) {
  if (!(minutes > 0)) return () => undefined;
  const tick = () =>
    queueAnalyticsRefresh(db, null).catch((err: unknown) =>
      log.warn({ err }, 'analytics: refresh not queued'),
    );
  void tick();
  const timer = setInterval(tick, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
