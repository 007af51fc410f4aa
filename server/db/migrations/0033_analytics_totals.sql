-- The national analytics answer from totals (issue 19): a call over every lead (the single
-- operator, the ministry, auditors without a region or ГРО filter) needs only the sums by
-- status, by region and by ГРО of each week, not the rollup's status × region × ГРО × МФЦ rows
-- nor the summary's near-lead grain. On 1,000,000 leads an uncached national period summed
-- 84,000 rollup rows in four grouping sets (60 ms; 400 ms at p95 under eight clients on two
-- cores), and one source filter 350,000 summary rows (500 ms). Rebuilt with the rollups by the
-- `analytics_refresh` job (server/modules/analytics/refresh.ts).
--
-- `facet` says which leads a row sums: 'all', or those of one source, service or applicant type
-- (`facet_key`), so a national call with one kind of those filters reads its facet alone.
-- `dimension` is 'status', 'region' or 'organization'; `key` is the status or the id as text
-- (NULL: none). `in_work` and `gas_start` count the leads in work and past gas start (the
-- per-region table); `dogas_*` the догазификация leads among them (the report's widget).
CREATE TABLE analytics_lead_totals (
  week date NOT NULL,
  facet text NOT NULL CHECK (facet IN ('all', 'source', 'service', 'applicant_type')),
  facet_key text,
  dimension text NOT NULL CHECK (dimension IN ('status', 'region', 'organization')),
  key text,
  leads integer NOT NULL,
  sla_tracked integer NOT NULL,
  sla_late integer NOT NULL,
  sla_days_late bigint NOT NULL,
  contracts_signed integer NOT NULL,
  sign_days bigint NOT NULL,
  in_work integer NOT NULL,
  gas_start integer NOT NULL,
  dogas_leads integer NOT NULL,
  dogas_gas_start integer NOT NULL
);
CREATE INDEX analytics_lead_totals_idx
  ON analytics_lead_totals (facet, facet_key, dimension, week);

CREATE TABLE analytics_lead_totals_month (LIKE analytics_lead_totals INCLUDING CONSTRAINTS);
ALTER TABLE analytics_lead_totals_month RENAME COLUMN week TO month;
CREATE INDEX analytics_lead_totals_month_idx
  ON analytics_lead_totals_month (facet, facet_key, dimension, month);

-- The summary is rebuilt whole, totals and all: until then the report is empty rather than
-- half from the old rows and half from none, and says no «Данные на». Every start queues the
-- rebuild at once (startAnalyticsSchedule in server/modules/analytics/refresh.ts).
DELETE FROM analytics_lead_summary;
DELETE FROM analytics_lead_rollup;
DELETE FROM analytics_lead_rollup_month;
DELETE FROM analytics_dogasification_rollup;
DELETE FROM analytics_refreshes;
