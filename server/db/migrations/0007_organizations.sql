-- Organizations' nested registries (seed 001 §2 under /crm/organizations/{organization_id}/,
-- §3 Branch districts and cadastral quarters) and their per-organization settings. Field
-- choices are ours (docs/decisions.md "Organizations"); src/registries/organizations.ts holds
-- the same fields with their labels and rules.

-- Reception hours: one row per weekday for the organization (branch_id NULL) or a branch.
CREATE TABLE organization_schedules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  branch_id bigint REFERENCES branches (id) ON DELETE CASCADE,
  weekday text NOT NULL CHECK (weekday IN ('1', '2', '3', '4', '5', '6', '7')),
  time_from text NOT NULL CHECK (time_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_to text NOT NULL CHECK (time_to ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  break_from text CHECK (break_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  break_to text CHECK (break_to ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (time_to > time_from)
);
CREATE UNIQUE INDEX organization_schedules_weekday_idx
  ON organization_schedules (organization_id, coalesce(branch_id, 0), weekday);

CREATE TABLE organization_regional_benefits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  region_id bigint NOT NULL REFERENCES regions (id),
  name text NOT NULL,
  description text,
  legal_basis text,
  valid_from date,
  valid_to date,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to >= valid_from)
);
CREATE INDEX organization_regional_benefits_org_idx
  ON organization_regional_benefits (organization_id);
CREATE INDEX organization_regional_benefits_region_idx
  ON organization_regional_benefits (region_id) WHERE active;

-- Authorized representatives (gro_auth_representatives) under a power of attorney.
CREATE TABLE organization_representatives (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  last_name text NOT NULL,
  first_name text NOT NULL,
  middle_name text,
  position text NOT NULL,
  attorney_number text NOT NULL,
  attorney_date date NOT NULL,
  attorney_valid_until date,
  phone text,
  email text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organization_representatives_org_idx ON organization_representatives (organization_id);

CREATE TABLE organization_tariff_rates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  tariff_rate_type_id bigint NOT NULL REFERENCES dictionaries (id),
  value numeric(14, 2) NOT NULL CHECK (value >= 0),
  unit text NOT NULL,
  valid_from date NOT NULL,
  valid_to date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
CREATE INDEX organization_tariff_rates_org_idx ON organization_tariff_rates (organization_id);

-- One row per organization: created on the first save, defaults read when absent.
CREATE TABLE organization_settings (
  organization_id bigint PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  accepts_applications boolean NOT NULL DEFAULT true,
  social_assistance boolean NOT NULL DEFAULT false,
  epgu_code text,
  hot_line_hours text,
  complex_implementation boolean NOT NULL DEFAULT false,
  complex_implementation_note text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Branch districts: a cadastral number belongs to the district whose prefix it starts with
-- ('60:27', or '60:27:01' for a part of a district); the longest prefix wins.
CREATE TABLE branch_districts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  branch_id bigint NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  name text NOT NULL,
  cadastral_prefix text NOT NULL CHECK (cadastral_prefix ~ '^[0-9]{2}:[0-9]{2}(:[0-9]{1,7})?$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A district is served by one branch, so the lookup is unambiguous.
CREATE UNIQUE INDEX branch_districts_cadastral_prefix_idx ON branch_districts (cadastral_prefix);
CREATE INDEX branch_districts_branch_idx ON branch_districts (branch_id);

CREATE TABLE branch_cadastral_quarters (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  branch_id bigint NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  number text NOT NULL CHECK (number ~ '^[0-9]{2}:[0-9]{2}:[0-9]{6,7}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX branch_cadastral_quarters_number_idx ON branch_cadastral_quarters (number);
CREATE INDEX branch_cadastral_quarters_branch_idx ON branch_cadastral_quarters (branch_id);
