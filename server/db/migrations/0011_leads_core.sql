-- Leads core (issue 6): the SLA arithmetic of src/domain/sla.ts in SQL, so the list filters
-- `expired` and `sla_days_remaining` agree with what the console and the site show, and the
-- index the uid suggestions search by prefix.

-- Business days (Monday to Friday) from Monday 1970-01-05 up to `d` inclusive: the difference of
-- two indexes is the number of business days in (from, to] — weekdayIndex in src/domain/sla.ts.
CREATE FUNCTION lead_weekday_index(d date) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor((d - date '1970-01-05') / 7.0)::integer * 5
       + least((((d - date '1970-01-05') % 7) + 7) % 7 + 1, 5)
$$;

-- Days left of an SLA of `p_period` days of `p_kind` ('business' or 'calendar') counted from
-- the Moscow date of `p_submitted_at` to the Moscow date of `p_now`; negative once overdue,
-- NULL when the lead was not submitted. Which statuses stop the clock is decided by the caller
-- (slaClosedStatuses of src/domain/sla.ts).
CREATE FUNCTION lead_sla_days_left(p_submitted_at timestamptz, p_kind text, p_period integer,
                                   p_now timestamptz) RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN p_submitted_at IS NULL OR p_period IS NULL THEN NULL
    WHEN p_kind = 'calendar' THEN
      p_period - ((p_now AT TIME ZONE 'Europe/Moscow')::date
                  - (p_submitted_at AT TIME ZONE 'Europe/Moscow')::date)
    ELSE
      p_period - (lead_weekday_index((p_now AT TIME ZONE 'Europe/Moscow')::date)
                  - lead_weekday_index((p_submitted_at AT TIME ZONE 'Europe/Moscow')::date))
  END
$$;

-- `GET /v1/admin/leads/suggestions/{uid}` and the `uid` filter match by prefix.
CREATE INDEX leads_uid_prefix_idx ON leads (uid text_pattern_ops);
CREATE INDEX leads_submitted_idx ON leads (submitted_at);
CREATE INDEX leads_branch_idx ON leads (branch_id);
CREATE INDEX leads_source_idx ON leads (source_id);
CREATE INDEX leads_service_idx ON leads (service_id);
