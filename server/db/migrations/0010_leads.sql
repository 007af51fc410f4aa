-- Leads in full (seed 000 §3 Lead, issue 6), their status history, documents, activities,
-- contracts with their agreements (ДС), ratings and the integration outbox. The allowed status
-- moves live in src/domain (leadTransitions, contractTransitions, agreementTransitions); the
-- database keeps what happened.

-- Race-free uid numbering: one counter per region code and organization code, bumped with
-- INSERT … ON CONFLICT DO UPDATE … RETURNING inside the lead's transaction.
CREATE TABLE lead_uid_counters (
  region_code text NOT NULL,
  organization_code text NOT NULL,
  last_value integer NOT NULL,
  PRIMARY KEY (region_code, organization_code)
);

ALTER TABLE leads
  ADD COLUMN personal_manager_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  ADD COLUMN created_by_admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN submitted_at timestamptz,
  -- The representative block (has_confidant) and the contact person, as entered.
  ADD COLUMN has_confidant boolean NOT NULL DEFAULT false,
  ADD COLUMN confidant jsonb,
  ADD COLUMN contact_person jsonb,
  ADD COLUMN feedback_channel text CHECK (feedback_channel IN ('email', 'phone', 'post')),
  ADD COLUMN gas_object_address_id bigint REFERENCES addresses (id),
  ADD COLUMN correspondence_address_id bigint REFERENCES addresses (id),
  ADD COLUMN max_hourly_consumption numeric(14, 3) CHECK (max_hourly_consumption >= 0),
  ADD COLUMN snt_name text,
  ADD COLUMN snt_inn text,
  ADD COLUMN snt_ogrn text,
  ADD COLUMN previous_spec_number text,
  ADD COLUMN previous_spec_date date,
  ADD COLUMN extra_info text,
  ADD COLUMN written_form_kind text CHECK (written_form_kind IN ('handwritten', 'electronic')),
  ADD COLUMN preferential_category boolean NOT NULL DEFAULT false,
  ADD COLUMN social_assistance_approved boolean NOT NULL DEFAULT false,
  ADD COLUMN home_in_schedule boolean NOT NULL DEFAULT false,
  ADD COLUMN specification_agreement_status text,
  ADD COLUMN epgu_order_id text,
  ADD COLUMN is_complex boolean NOT NULL DEFAULT false,
  ADD COLUMN informed_consent_at timestamptz,
  -- The last refusal / annulment / postponement, for the card; the full story is in
  -- lead_status_changes.
  ADD COLUMN status_note text,
  ADD COLUMN rejection_reason_id bigint REFERENCES dictionaries (id),
  ADD COLUMN annullation_reason_id bigint REFERENCES dictionaries (id),
  ADD COLUMN cancellation_reason_id bigint REFERENCES dictionaries (id),
  ADD COLUMN service_is_provided_kind text,
  ADD COLUMN lead_category_id bigint REFERENCES dictionaries (id);
CREATE INDEX leads_status_changed_idx ON leads (status, status_changed_at);
CREATE INDEX leads_epgu_idx ON leads (epgu_order_id) WHERE epgu_order_id IS NOT NULL;
CREATE INDEX leads_gas_object_idx ON leads (gas_object_address_id);

-- Every status change of a lead: who (staff or applicant), when, from what to what, and why.
CREATE TABLE lead_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  note text,
  reason_id bigint REFERENCES dictionaries (id),
  details jsonb NOT NULL DEFAULT '{}',
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_status_changes_lead_idx ON lead_status_changes (lead_id, id);

-- Work stages (activities) of a lead; the type comes from the additional_activities dictionary.
-- Files are attachments with record_type 'LeadActivity'.
CREATE TABLE lead_activities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  activity_type_id bigint NOT NULL REFERENCES dictionaries (id),
  plan_date date,
  fact_date date,
  finished boolean NOT NULL DEFAULT false,
  note text,
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_activities_lead_idx ON lead_activities (lead_id, id);

-- One contract per lead. Files are attachments with record_type 'Contract' and kind contract
-- or detached_reinforced_signature.
CREATE TABLE contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id bigint NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  number text,
  status text NOT NULL DEFAULT 'offer_preparation',
  is_writing boolean NOT NULL DEFAULT false,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  coordination_started_at timestamptz,
  concluded_on date,
  valid_until date,
  works_deadline date,
  amount numeric(14, 2) CHECK (amount >= 0),
  note text,
  created_by_admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contracts_status_idx ON contracts (status, status_changed_at);

CREATE TABLE contract_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  note text,
  details jsonb NOT NULL DEFAULT '{}',
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_status_changes_contract_idx ON contract_status_changes (contract_id, id);

-- Additional agreements (ДС) to a contract (seed 000 §3 Agreement). Files: attachments with
-- record_type 'ContractAgreement'.
CREATE TABLE contract_agreements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  number text,
  status text NOT NULL DEFAULT 'draft',
  is_writing boolean NOT NULL DEFAULT false,
  source text CHECK (source IN ('portal', 'in_person', 'by_mail', 'signed')),
  delivery text CHECK (delivery IN ('branch', 'mail')),
  agreement_term_id bigint REFERENCES dictionaries (id),
  subject text,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  coordination_started_at timestamptz,
  signed_at timestamptz,
  new_user_id bigint REFERENCES users (id),
  created_by_admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_agreements_contract_idx ON contract_agreements (contract_id, id);
CREATE INDEX contract_agreements_status_idx ON contract_agreements (status, status_changed_at);

CREATE TABLE contract_agreement_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agreement_id bigint NOT NULL REFERENCES contract_agreements (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  note text,
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_agreement_status_changes_idx
  ON contract_agreement_status_changes (agreement_id, id);

-- Ratings (seed 000 §3 Rating): site-wide grades, plus the lead-bound ones when lead_id is set.
CREATE TABLE ratings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  lead_id bigint REFERENCES leads (id) ON DELETE SET NULL,
  lead_status text,
  portal_application_convenience smallint CHECK (portal_application_convenience BETWEEN 1 AND 5),
  status_tracking_convenience smallint CHECK (status_tracking_convenience BETWEEN 1 AND 5),
  document_attachment_simplicity smallint CHECK (document_attachment_simplicity BETWEEN 1 AND 5),
  website_convenience smallint CHECK (website_convenience BETWEEN 1 AND 5),
  support_quality smallint CHECK (support_quality BETWEEN 1 AND 5),
  service_quality smallint CHECK (service_quality BETWEEN 1 AND 5),
  application_review_time smallint CHECK (application_review_time BETWEEN 1 AND 5),
  contract_timeline smallint CHECK (contract_timeline BETWEEN 1 AND 5),
  communication_convenience smallint CHECK (communication_convenience BETWEEN 1 AND 5),
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ratings_lead_idx ON ratings (lead_id) WHERE lead_id IS NOT NULL;
-- One rating per lead per applicant.
CREATE UNIQUE INDEX ratings_user_lead_idx ON ratings (user_id, lead_id) WHERE lead_id IS NOT NULL;

CREATE TABLE rating_comments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rating_id bigint NOT NULL REFERENCES ratings (id) ON DELETE CASCADE,
  text text NOT NULL,
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rating_comments_rating_idx ON rating_comments (rating_id, id);

-- The integration outbox (seed 001 §7 rabbit_messages): written in the same transaction as the
-- change it reports, relayed to RabbitMQ afterwards when AMQP_URL is set.
CREATE TABLE rabbit_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  queue_name text NOT NULL,
  messageable_type text NOT NULL,
  messageable_id bigint NOT NULL,
  message jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX rabbit_messages_record_idx ON rabbit_messages (messageable_type, messageable_id, id);
CREATE INDEX rabbit_messages_pending_idx ON rabbit_messages (id) WHERE status = 'pending';

-- Application management (seed 001 §7 /leads/{id}/management): the log of staff overriding a
-- lead's organization, branch, service or status outside the machine, with the reason.
CREATE TABLE lead_management_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  changes jsonb NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_management_logs_lead_idx ON lead_management_logs (lead_id, id);
CREATE INDEX lead_management_logs_created_idx ON lead_management_logs (created_at, id);

-- The applicant's notification channels (profile): a status change goes by each one chosen.
ALTER TABLE users
  ADD COLUMN notify_by_sms boolean NOT NULL DEFAULT true,
  ADD COLUMN notify_by_email boolean NOT NULL DEFAULT true;
