-- Document workflows (issue 18; src/registries/documents.ts, src/domain/documentWorkflows.ts):
-- ГРО requests and reporting documents. Each kind is a table of rows and a view over it named
-- as the registry's table: the view adds `overdue` (the due date passed, Moscow date, while the
-- document waits in one of its workflow's running statuses — the statuses of
-- `groRequestWorkflow.running` / `reportingDocumentWorkflow.running`; a test compares them).
-- The views are simple, so PostgreSQL writes through them (INSERT … RETURNING, UPDATE, row
-- locks) and the registry engine reads and writes the view like a table. The number is the
-- database's: a prefix, the year and a sequence.
CREATE SEQUENCE gro_request_number_seq;
CREATE TABLE gro_request_rows (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  number text NOT NULL UNIQUE DEFAULT (
    'ЗГ-' || to_char(now() AT TIME ZONE 'Europe/Moscow', 'YYYY') || '-' ||
    lpad(nextval('gro_request_number_seq')::text, 5, '0')
  ),
  kind text NOT NULL CHECK (
    kind IN ('information', 'lead', 'technical_conditions', 'schedule_plan', 'complaint', 'other')
  ),
  source_id bigint REFERENCES dictionaries (id),
  organization_id bigint NOT NULL REFERENCES organizations (id),
  status text NOT NULL DEFAULT 'draft' CHECK (
    status IN ('draft', 'sent', 'in_work', 'returned', 'answered', 'on_correction', 'closed',
      'withdrawn')
  ),
  subject text NOT NULL,
  region_id bigint NOT NULL REFERENCES regions (id),
  due_date date,
  body text,
  created_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  executor_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The list's default order, the ГРО and region scopes, the status filter and the overdue one.
CREATE INDEX gro_request_rows_created_idx ON gro_request_rows (created_at, id);
CREATE INDEX gro_request_rows_organization_idx ON gro_request_rows (organization_id, created_at, id);
CREATE INDEX gro_request_rows_region_idx ON gro_request_rows (region_id, created_at, id);
CREATE INDEX gro_request_rows_status_due_idx ON gro_request_rows (status, due_date);

CREATE VIEW gro_requests AS
  SELECT id, number, kind, source_id, organization_id, status,
         (status IN ('sent', 'in_work', 'on_correction') AND due_date IS NOT NULL
           AND due_date < (now() AT TIME ZONE 'Europe/Moscow')::date) AS overdue,
         subject, region_id, due_date, body, created_by_id, executor_id, status_changed_at,
         created_at, updated_at
    FROM gro_request_rows;

CREATE SEQUENCE reporting_document_number_seq;
CREATE TABLE reporting_document_rows (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  number text NOT NULL UNIQUE DEFAULT (
    'ОД-' || to_char(now() AT TIME ZONE 'Europe/Moscow', 'YYYY') || '-' ||
    lpad(nextval('reporting_document_number_seq')::text, 5, '0')
  ),
  kind text NOT NULL CHECK (
    kind IN ('monthly', 'quarterly', 'annual', 'programme', 'act', 'other')
  ),
  organization_id bigint REFERENCES organizations (id),
  status text NOT NULL DEFAULT 'draft' CHECK (
    status IN ('draft', 'sent', 'in_review', 'on_correction', 'accepted', 'withdrawn')
  ),
  subject text NOT NULL,
  region_id bigint NOT NULL REFERENCES regions (id),
  due_date date,
  body text,
  created_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  executor_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reporting_document_rows_created_idx ON reporting_document_rows (created_at, id);
CREATE INDEX reporting_document_rows_organization_idx
  ON reporting_document_rows (organization_id, created_at, id);
CREATE INDEX reporting_document_rows_region_idx
  ON reporting_document_rows (region_id, created_at, id);
CREATE INDEX reporting_document_rows_status_due_idx ON reporting_document_rows (status, due_date);

CREATE VIEW reporting_documents AS
  SELECT id, number, kind, organization_id, status,
         (status IN ('draft', 'sent', 'in_review', 'on_correction') AND due_date IS NOT NULL
           AND due_date < (now() AT TIME ZONE 'Europe/Moscow')::date) AS overdue,
         subject, region_id, due_date, body, created_by_id, executor_id, status_changed_at,
         created_at, updated_at
    FROM reporting_document_rows;

-- The status history of both kinds (`{id}/history`): who moved the document, when, from and
-- to which status, with which comment and the due date the move left.
CREATE TABLE document_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  document_type text NOT NULL CHECK (document_type IN ('gro_request', 'reporting_document')),
  document_id bigint NOT NULL,
  from_status text,
  to_status text NOT NULL,
  comment text,
  due_date date,
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX document_status_changes_document_idx
  ON document_status_changes (document_type, document_id, id);
