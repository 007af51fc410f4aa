-- Core schema: reference data, organizations, accounts of both contexts, SMS codes and the
-- dev mailbox. Plain SQL accepted by PostgreSQL 15 (CI) and PGlite (PostgreSQL 18).

CREATE TABLE addresses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text CHECK (kind IN ('legal', 'postal', 'gas_object', 'correspondence')),
  zip_code text, region text, area text, city text, settlement text, street text,
  house text, block text, flat text, room text,
  cadastral_number text, cadastral_home_number text, extra text,
  has_capital_construction boolean,
  coordinates text, fias_id text, oktmo text, title text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE regions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  main_organization_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sources (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE services (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9]+$'),
  kind text NOT NULL,
  name text NOT NULL,
  slug text,
  short_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  additional_service boolean NOT NULL DEFAULT true,
  sla_kind text NOT NULL DEFAULT 'business' CHECK (sla_kind IN ('business', 'calendar')),
  sla_period integer NOT NULL DEFAULT 30 CHECK (sla_period >= 0),
  priority integer NOT NULL DEFAULT 1000,
  documents_list text,
  account_types text[] NOT NULL DEFAULT '{}',
  passport_file_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX services_kind_idx ON services (kind);

CREATE TABLE dictionaries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dictionary_type text NOT NULL,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dictionaries_type_idx ON dictionaries (dictionary_type, position);

CREATE TABLE organizations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  full_name text,
  short_code text,
  inn text, ogrn text, kpp text,
  active boolean NOT NULL DEFAULT true,
  unified_phone text,
  phones text[] NOT NULL DEFAULT '{}',
  email text,
  region_code text,
  legal_address_id bigint REFERENCES addresses (id),
  postal_address_id bigint REFERENCES addresses (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organizations_name_idx ON organizations (lower(name));

ALTER TABLE regions
  ADD CONSTRAINT regions_main_organization_fk
  FOREIGN KEY (main_organization_id) REFERENCES organizations (id) ON DELETE SET NULL;

-- Which regions an organization serves and in which capacity (seed 000 §3 affiliation kinds).
CREATE TABLE organization_regions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  region_id bigint NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('gro', 'ngro', 'rog', 'eog', 'eog_agent', 'authority')),
  UNIQUE (organization_id, region_id, kind)
);
CREATE INDEX organization_regions_region_idx ON organization_regions (region_id, kind);

CREATE TABLE branches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  is_head boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  phone text,
  email text,
  region_id bigint REFERENCES regions (id),
  legal_address_id bigint REFERENCES addresses (id),
  postal_address_id bigint REFERENCES addresses (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX branches_organization_idx ON branches (organization_id);

CREATE TABLE mfcs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  region_id bigint REFERENCES regions (id),
  address text,
  phone text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Staff accounts (the console). Phones are stored as 11 digits starting with 7.
CREATE TABLE admin_users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  phone text,
  encrypted_password text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  middle_name text,
  role text NOT NULL,
  organization_id bigint REFERENCES organizations (id),
  branch_id bigint REFERENCES branches (id),
  region_id bigint REFERENCES regions (id),
  mfc_id bigint REFERENCES mfcs (id),
  executor_selection boolean NOT NULL DEFAULT false,
  social_assistance boolean NOT NULL DEFAULT false,
  citizen_category_approval boolean NOT NULL DEFAULT false,
  specification_approvement boolean NOT NULL DEFAULT false,
  blocked boolean NOT NULL DEFAULT false,
  confirmed_at timestamptz,
  confirmation_token_hash text,
  reset_password_token_hash text,
  reset_password_sent_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX admin_users_email_idx ON admin_users (lower(email));
CREATE UNIQUE INDEX admin_users_phone_idx ON admin_users (phone) WHERE phone IS NOT NULL;

-- Applicant accounts (the site).
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_type text NOT NULL CHECK (account_type IN ('individual_person', 'legal_entity', 'entrepreneur')),
  email text,
  phone text,
  encrypted_password text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  middle_name text,
  birth_date date,
  gender text CHECK (gender IN ('female', 'male')),
  snils text,
  valide_snils boolean NOT NULL DEFAULT false,
  passport jsonb,
  organization_name text,
  organization_full_name text,
  inn text, ogrn text, kpp text,
  entrepreneur_registration_document jsonb,
  egrul_document jsonb,
  legal_address_id bigint REFERENCES addresses (id),
  postal_address_id bigint REFERENCES addresses (id),
  region_id bigint REFERENCES regions (id),
  source_id bigint REFERENCES sources (id),
  blocked boolean NOT NULL DEFAULT false,
  confirmed_at timestamptz,
  confirmation_token_hash text,
  confirmation_sent_at timestamptz,
  reset_password_token_hash text,
  reset_password_sent_at timestamptz,
  policy_agreed_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_phone_idx ON users (phone) WHERE phone IS NOT NULL;

-- One-time SMS codes, stored hashed; `scope` tells the context they log into.
CREATE TABLE sms_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('user', 'admin')),
  phone text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (scope, phone, created_at DESC);

-- The embedded default of the SMS and e-mail transports: every message sent is kept here.
CREATE TABLE dev_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
