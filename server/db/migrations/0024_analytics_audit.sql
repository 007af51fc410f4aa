-- Analytics and operations (issue 19).
--
-- 1. The analytics summary: the leads counted per week of submission (Moscow), region, ГРО,
--    МФЦ, service, source, applicant type and status, with the SLA and contract measures as of
--    the last refresh. Rebuilt whole by the `analytics_refresh` background job
--    (server/modules/analytics/refresh.ts); every analytics call sums these rows, never the
--    leads (docs/decisions.md "Analytics from a summary refreshed by a job").
CREATE TABLE analytics_lead_summary (
  week date NOT NULL,
  region_id bigint,
  organization_id bigint,
  mfc_id bigint,
  service_id bigint,
  source_id bigint,
  applicant_type text,
  status text NOT NULL,
  leads integer NOT NULL,
  -- Leads whose SLA clock ran (submitted, the service has an SLA period).
  sla_tracked integer NOT NULL DEFAULT 0,
  -- Of those, the ones past their due day (closed ones: when they closed; open ones: now).
  sla_late integer NOT NULL DEFAULT 0,
  sla_days_late bigint NOT NULL DEFAULT 0,
  contracts_signed integer NOT NULL DEFAULT 0,
  -- Days from submission to the contract's conclusion, summed over the signed contracts.
  sign_days bigint NOT NULL DEFAULT 0
);
CREATE INDEX analytics_lead_summary_week_idx ON analytics_lead_summary (week);
CREATE INDEX analytics_lead_summary_region_idx ON analytics_lead_summary (region_id, week);
CREATE INDEX analytics_lead_summary_organization_idx
  ON analytics_lead_summary (organization_id, week);
CREATE INDEX analytics_lead_summary_source_idx ON analytics_lead_summary (source_id, week);
CREATE INDEX analytics_lead_summary_service_idx ON analytics_lead_summary (service_id, week);

-- The same rolled up over service, source and applicant type: what the calls read when none of
-- those three filters is given (the usual case: a third of the rows on a million leads).
CREATE TABLE analytics_lead_rollup (
  week date NOT NULL,
  region_id bigint,
  organization_id bigint,
  mfc_id bigint,
  status text NOT NULL,
  leads integer NOT NULL,
  sla_tracked integer NOT NULL,
  sla_late integer NOT NULL,
  sla_days_late bigint NOT NULL,
  contracts_signed integer NOT NULL,
  sign_days bigint NOT NULL
);
CREATE INDEX analytics_lead_rollup_week_idx ON analytics_lead_rollup (week);
CREATE INDEX analytics_lead_rollup_region_idx ON analytics_lead_rollup (region_id, week);
CREATE INDEX analytics_lead_rollup_organization_idx
  ON analytics_lead_rollup (organization_id, week);
-- The rollup by month (the month of each week's Monday): whole months of a period are read
-- from here, a quarter of the weekly rows.
CREATE TABLE analytics_lead_rollup_month (
  month date NOT NULL,
  region_id bigint,
  organization_id bigint,
  mfc_id bigint,
  status text NOT NULL,
  leads integer NOT NULL,
  sla_tracked integer NOT NULL,
  sla_late integer NOT NULL,
  sla_days_late bigint NOT NULL,
  contracts_signed integer NOT NULL,
  sign_days bigint NOT NULL
);
CREATE INDEX analytics_lead_rollup_month_month_idx ON analytics_lead_rollup_month (month);
CREATE INDEX analytics_lead_rollup_month_region_idx
  ON analytics_lead_rollup_month (region_id, month);
CREATE INDEX analytics_lead_rollup_month_organization_idx
  ON analytics_lead_rollup_month (organization_id, month);

-- The догазификация leads alone, per week, region, ГРО and МФЦ (the report's widget).
CREATE TABLE analytics_dogasification_rollup (
  week date NOT NULL,
  region_id bigint,
  organization_id bigint,
  mfc_id bigint,
  leads integer NOT NULL,
  gas_start integer NOT NULL
);
CREATE INDEX analytics_dogasification_rollup_week_idx ON analytics_dogasification_rollup (week);

-- When the summary was last rebuilt (one row).
CREATE TABLE analytics_refreshes (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  refreshed_at timestamptz NOT NULL,
  duration_ms integer NOT NULL,
  rows integer NOT NULL
);

-- 2. The event log records more than registry writes: sign-ins, failed sign-ins, blocks,
--    exports and downloads of personal data (152-ФЗ), with the actor's role and address.
ALTER TABLE action_histories DROP CONSTRAINT action_histories_action_check;
ALTER TABLE action_histories ADD CONSTRAINT action_histories_action_check CHECK (action IN (
  'create', 'update', 'destroy', 'sign_in', 'sign_in_failed', 'sign_out', 'block', 'unblock',
  'export', 'download'));
ALTER TABLE action_histories ALTER COLUMN record_id DROP NOT NULL;
ALTER TABLE action_histories ADD COLUMN role text;
ALTER TABLE action_histories ADD COLUMN ip text;
CREATE INDEX action_histories_organization_idx ON action_histories (organization_id, id DESC);
CREATE INDEX action_histories_region_idx ON action_histories (region_id, id DESC);
CREATE INDEX action_histories_action_idx ON action_histories (action, id DESC);

-- 3. Background jobs may be cancelled (issue 19 "background jobs": retry and cancel).
ALTER TABLE background_jobs DROP CONSTRAINT background_jobs_state_check;
ALTER TABLE background_jobs ADD CONSTRAINT background_jobs_state_check
  CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled'));

-- 4. The outbox statistics per queue (issue 19 "rabbitmq statistics").
CREATE INDEX rabbit_messages_queue_status_idx ON rabbit_messages (queue_name, status, id);
