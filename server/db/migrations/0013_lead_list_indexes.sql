-- The lead console at a million leads (issue 21, docs/decisions.md "Lead counts and pages at a
-- million leads"). The list picks a page's ids by walking one of these indexes in the list's
-- order (server/modules/leads/listQuery.ts), so page 1 reads 20 index entries instead of
-- sorting the table, and the capped count reads at most 10 001.
--
-- created_at, updated_at and status_changed_at are NOT NULL, so the list orders them without a
-- NULLS clause and one plain btree serves both directions. The equality filters the console
-- combines most (scope by organization or region, status, service) lead each index; the
-- single-column indexes they replace were their prefixes.
--
-- The default order's index also carries the columns of the filters that no index leads (the
-- flags, and status, service and submission date for `expired` / `sla_days_remaining`), so
-- those filters are checked on the index alone while it is walked, without reading the table.
CREATE INDEX leads_created_idx ON leads (created_at, id)
  INCLUDE (status, service_id, submitted_at, home_in_schedule, is_complex,
           social_assistance_approved, preferential_category, has_confidant);
CREATE INDEX leads_updated_idx ON leads (updated_at, id);
CREATE INDEX leads_status_changed_at_idx ON leads (status_changed_at, id);
CREATE INDEX leads_status_created_idx ON leads (status, created_at, id);
CREATE INDEX leads_organization_created_idx ON leads (organization_id, created_at, id);
CREATE INDEX leads_organization_status_created_idx
  ON leads (organization_id, status, created_at, id);
CREATE INDEX leads_region_created_idx ON leads (region_id, created_at, id);
CREATE INDEX leads_region_status_created_idx ON leads (region_id, status, created_at, id);
CREATE INDEX leads_service_created_idx ON leads (service_id, created_at, id);
CREATE INDEX leads_mfc_created_idx ON leads (mfc_id, created_at, id) WHERE mfc_id IS NOT NULL;
DROP INDEX leads_status_idx;
DROP INDEX leads_organization_idx;
DROP INDEX leads_region_idx;
DROP INDEX leads_service_idx;
DROP INDEX leads_mfc_idx;

-- The SLA filters (`expired`, `sla_days_remaining`) as a bound on the submission time, per
-- service: lead_sla_days_left(submitted_at, kind, period, now) <= p_days exactly when
-- submitted_at < lead_sla_due_before(kind, period, p_days, now). The list computes the bound
-- once per service and compares each lead's submitted_at with it (an index column), instead
-- of evaluating the day arithmetic for every lead walked.
-- Business days: lead_weekday_index is non-decreasing, so {d : index(d) <= K} is every date up
-- to the last one with index K — a weekday, or the Sunday after when K falls on a Friday.
CREATE FUNCTION lead_sla_due_before(p_kind text, p_period integer, p_days integer,
                                    p_now timestamptz) RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_period IS NULL THEN NULL ELSE
    ((CASE WHEN p_kind = 'calendar' THEN
        (p_now AT TIME ZONE 'Europe/Moscow')::date + (p_days - p_period)
      ELSE
        date '1970-01-05' + 7 * w + CASE WHEN k - 5 * w = 5 THEN 6 ELSE k - 5 * w - 1 END
      END) + 1)::timestamp AT TIME ZONE 'Europe/Moscow'
  END
  FROM (SELECT k, floor((k - 1) / 5.0)::integer AS w
          FROM (SELECT lead_weekday_index((p_now AT TIME ZONE 'Europe/Moscow')::date)
                       - p_period + p_days AS k) kk) kw
$$;

-- Search (`query=`): trigram indexes for the substring match of the uid, the ЕПГУ order id, the
-- applicant's name, organization, e-mail and phone, and the gas object's address. pg_trgm ships
-- with PostgreSQL; PGlite has it only when loaded into the instance, and a role may lack the
-- right to create it: then the same queries run without these indexes (scans, fine for the
-- embedded default's size). A database gaining pg_trgm later can run this block again.
DO $$
DECLARE
  ext_schema text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
      RAISE NOTICE 'pg_trgm is not available: lead search runs without trigram indexes';
      RETURN;
    END IF;
    BEGIN
      -- In `public` when there is one, so a test run's private schema dropped with CASCADE
      -- never takes the extension (and the indexes of other schemas) with it.
      IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') THEN
        CREATE EXTENSION pg_trgm WITH SCHEMA public;
      ELSE
        CREATE EXTENSION pg_trgm;
      END IF;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'no right to create pg_trgm: lead search runs without trigram indexes';
      RETURN;
    END;
  END IF;
  SELECT quote_ident(n.nspname) INTO ext_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  EXECUTE format('CREATE INDEX leads_uid_trgm_idx ON leads USING gin (uid %s.gin_trgm_ops)',
                 ext_schema);
  EXECUTE format('CREATE INDEX leads_epgu_trgm_idx ON leads USING gin (epgu_order_id %s.gin_trgm_ops)
                  WHERE epgu_order_id IS NOT NULL', ext_schema);
  -- The applicant's name exactly as the search writes it (server/modules/leads/queries.ts).
  EXECUTE format($i$CREATE INDEX users_full_name_trgm_idx ON users USING gin
                   ((last_name || ' ' || first_name || coalesce(' ' || middle_name, ''))
                    %s.gin_trgm_ops)$i$, ext_schema);
  EXECUTE format('CREATE INDEX users_organization_name_trgm_idx ON users USING gin
                  (organization_name %s.gin_trgm_ops) WHERE organization_name IS NOT NULL',
                 ext_schema);
  EXECUTE format('CREATE INDEX users_email_trgm_idx ON users USING gin (email %s.gin_trgm_ops)
                  WHERE email IS NOT NULL', ext_schema);
  EXECUTE format('CREATE INDEX users_phone_trgm_idx ON users USING gin (phone %s.gin_trgm_ops)
                  WHERE phone IS NOT NULL', ext_schema);
  EXECUTE format('CREATE INDEX addresses_title_trgm_idx ON addresses USING gin
                  (title %s.gin_trgm_ops) WHERE title IS NOT NULL', ext_schema);
END
$$;
