-- Background jobs (issue 16 "Background jobs"; server/jobs): imports, e-mailed exports and
-- reports. pg-boss and graphile-worker do not run on PGlite, so the queue is this table, claimed
-- with FOR UPDATE SKIP LOCKED (several workers on PostgreSQL never take the same job). A running
-- job holds a lease (locked_until) its worker keeps extending; a job whose lease ran out (the
-- process died) is claimed again, up to max_attempts.
CREATE TABLE background_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  owner_admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  params jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  progress_done integer NOT NULL DEFAULT 0,
  progress_total integer,
  result jsonb,
  result_attachment_id bigint REFERENCES attachments (id) ON DELETE SET NULL,
  errors jsonb,
  errors_attachment_id bigint REFERENCES attachments (id) ON DELETE SET NULL,
  error_message text,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- What a worker claims: queued jobs due now, and running jobs whose lease expired.
CREATE INDEX background_jobs_claim_idx ON background_jobs (state, run_after, id)
  WHERE state IN ('queued', 'running');
-- A staff member's own jobs, newest first.
CREATE INDEX background_jobs_owner_idx ON background_jobs (owner_admin_id, id DESC);
