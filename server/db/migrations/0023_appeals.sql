-- Appeals and consultations, subsidies, citizen categories and social assistance (issue 18;
-- src/registries/appeals.ts, src/registries/supportMeasures.ts, statuses in
-- src/domain/appeals.ts). Lists default to id desc; the scopes (region, organization) and the
-- overdue filter (status, due_date) have indexes ending in id. Appeals and consultations are
-- rows under a view of the registry's name that adds `overdue` (open — new or in work — after
-- the due date, in Moscow dates; src/domain/appeals isAppealOverdue); the engine reads and
-- writes through the view (a simple view is updatable).
CREATE TABLE appeal_rows (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  applicant_name text NOT NULL,
  answer_channel text NOT NULL CHECK (answer_channel IN ('email', 'sms')),
  email text,
  phone text,
  region_id bigint NOT NULL REFERENCES regions (id),
  organization_id bigint REFERENCES organizations (id),
  category_id bigint NOT NULL REFERENCES dictionaries (id),
  subject_id bigint NOT NULL REFERENCES dictionaries (id),
  text text NOT NULL,
  source text NOT NULL DEFAULT 'guest' CHECK (source IN ('guest', 'applicant')),
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'new',
  -- 30 calendar days (59-ФЗ ст. 12), counted in Moscow dates.
  due_date date NOT NULL DEFAULT ((now() AT TIME ZONE 'Europe/Moscow')::date + 30),
  answer text,
  answered_at timestamptz,
  answered_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appeal_rows_region_idx ON appeal_rows (region_id, id);
CREATE INDEX appeal_rows_organization_idx ON appeal_rows (organization_id, id);
CREATE INDEX appeal_rows_status_idx ON appeal_rows (status, due_date, id);
CREATE INDEX appeal_rows_user_idx ON appeal_rows (user_id, id);

CREATE VIEW appeals AS
  SELECT r.*,
         (r.status IN ('new', 'in_work')
           AND r.due_date < (now() AT TIME ZONE 'Europe/Moscow')::date) AS overdue
    FROM appeal_rows r;

CREATE TABLE consultation_rows (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  applicant_name text NOT NULL,
  answer_channel text NOT NULL CHECK (answer_channel IN ('email', 'sms')),
  email text,
  phone text,
  region_id bigint NOT NULL REFERENCES regions (id),
  organization_id bigint NOT NULL REFERENCES organizations (id),
  subject_id bigint NOT NULL REFERENCES dictionaries (id),
  lead_id bigint REFERENCES leads (id) ON DELETE SET NULL,
  question text NOT NULL,
  executor_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'new',
  -- src/domain/appeals appealDeadlineDays: 10 calendar days, counted in Moscow dates.
  due_date date NOT NULL DEFAULT ((now() AT TIME ZONE 'Europe/Moscow')::date + 10),
  answer text,
  answered_at timestamptz,
  answered_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultation_rows_region_idx ON consultation_rows (region_id, id);
CREATE INDEX consultation_rows_organization_idx ON consultation_rows (organization_id, id);
CREATE INDEX consultation_rows_status_idx ON consultation_rows (status, due_date, id);
CREATE INDEX consultation_rows_executor_idx ON consultation_rows (executor_id, id);

CREATE VIEW consultations AS
  SELECT r.*,
         (r.status IN ('new', 'in_work')
           AND r.due_date < (now() AT TIME ZONE 'Europe/Moscow')::date) AS overdue
    FROM consultation_rows r;

-- Every status change and answer of an appeal or a consultation: who, when, from, to, why.
CREATE TABLE appeal_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  record_kind text NOT NULL CHECK (record_kind IN ('appeal', 'consultation')),
  record_id bigint NOT NULL,
  from_status text,
  to_status text NOT NULL,
  comment text,
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  notified_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appeal_status_changes_record_idx
  ON appeal_status_changes (record_kind, record_id, id);

CREATE TABLE subsidies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  region_id bigint NOT NULL REFERENCES regions (id),
  funding_source_id bigint NOT NULL REFERENCES dictionaries (id),
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  conditions text,
  period_from date NOT NULL,
  period_to date,
  document_attachment_id bigint REFERENCES attachments (id) ON DELETE SET NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (period_to IS NULL OR period_to >= period_from)
);
CREATE INDEX subsidies_region_idx ON subsidies (region_id, id);

CREATE TABLE citizen_categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  region_id bigint REFERENCES regions (id),
  description text,
  documents_list text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE social_assistances (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id bigint NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  applicant_name text NOT NULL DEFAULT '',
  region_id bigint REFERENCES regions (id),
  citizen_category_id bigint NOT NULL REFERENCES citizen_categories (id),
  organization_id bigint REFERENCES organizations (id),
  amount numeric(14, 2) CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'approved', 'rejected')),
  comment text,
  decided_at timestamptz,
  decided_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX social_assistances_region_idx ON social_assistances (region_id, id);
CREATE INDEX social_assistances_organization_idx ON social_assistances (organization_id, id);

-- The lead's approved citizen category (the lead filters preferential_category and
-- social_assistance_approved follow the decision).
ALTER TABLE leads ADD COLUMN citizen_category_id bigint REFERENCES citizen_categories (id);
