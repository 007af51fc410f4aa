-- The declarative registries served by server/registries (src/registries/*.ts without
-- customServer) and the audit trail of every registry write. A table's columns are exactly its
-- definition's field keys (a file field is <key>_attachment_id; server/registries/schema.test.ts
-- keeps the two in step); required fields are NOT NULL, enums have CHECKs, references FKs.

-- Every audited write, in the transaction of the change (seed 001 §7 /action_histories and
-- /{id}/changes). changes holds {field: [old, new]} for the fields that changed. region_id,
-- organization_id and mfc_id copy the record's scoping columns (null when its registry has
-- none), so the global list shows a scoped staff member only the records of their scope.
CREATE TABLE action_histories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  record_type text NOT NULL,
  record_id bigint NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'destroy')),
  changes jsonb NOT NULL DEFAULT '{}',
  region_id bigint,
  organization_id bigint,
  mfc_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX action_histories_record_idx ON action_histories (record_type, record_id, id DESC);
CREATE INDEX action_histories_admin_idx ON action_histories (admin_id, id DESC);
CREATE INDEX action_histories_created_idx ON action_histories (created_at DESC);

-- Lead dictionary: gas distribution stations (ГРС).
CREATE TABLE gas_distribution_stations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  code text,
  region_id bigint NOT NULL REFERENCES regions (id),
  organization_id bigint REFERENCES organizations (id),
  address text,
  capacity numeric(14, 2) CHECK (capacity >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gas_distribution_stations_region_idx ON gas_distribution_stations (region_id);
CREATE INDEX gas_distribution_stations_organization_idx
  ON gas_distribution_stations (organization_id);
CREATE INDEX gas_distribution_stations_name_idx ON gas_distribution_stations (name, id);

-- Lead dictionary: state investment programmes.
CREATE TABLE state_investment_programs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  region_id bigint NOT NULL REFERENCES regions (id),
  start_year integer NOT NULL CHECK (start_year >= 2000),
  end_year integer CHECK (end_year >= 2000),
  funding_amount numeric(14, 3) CHECK (funding_amount >= 0),
  description text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX state_investment_programs_region_idx ON state_investment_programs (region_id);
CREATE INDEX state_investment_programs_start_idx ON state_investment_programs (start_year, id);

-- Connection fee kinds (seed 001 §3: preferential, standard, custom).
CREATE TABLE connection_fee_kinds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('preferential', 'standard', 'custom')),
  region_id bigint NOT NULL REFERENCES regions (id),
  amount numeric(14, 2) CHECK (amount >= 0),
  valid_from date,
  valid_to date,
  description text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX connection_fee_kinds_region_idx ON connection_fee_kinds (region_id);
CREATE INDEX connection_fee_kinds_created_idx ON connection_fee_kinds (created_at DESC, id DESC);

-- Instructions (seed 001 §3): scope, audience, one file, authors.
CREATE TABLE instructions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  for_crm boolean NOT NULL DEFAULT false,
  for_portal boolean NOT NULL DEFAULT false,
  shown_for_kind text CHECK (shown_for_kind IN ('everyone', 'authenticated', 'unauthenticated')),
  file_attachment_id bigint REFERENCES attachments (id) ON DELETE SET NULL,
  active boolean NOT NULL DEFAULT true,
  created_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  updated_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX instructions_portal_idx ON instructions (for_portal, active);
CREATE INDEX instructions_updated_by_idx ON instructions (updated_by_id);
CREATE INDEX instructions_created_idx ON instructions (created_at DESC, id DESC);

-- Info banners (seed 001 §3: title, content, priority) of the site and of the console.
CREATE TABLE info_banners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('high', 'normal', 'low')),
  context text NOT NULL DEFAULT 'site' CHECK (context IN ('site', 'admin')),
  starts_on date,
  ends_on date,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX info_banners_feed_idx ON info_banners (context, active);

-- Advertising banners of the home page: an image with a link.
CREATE TABLE advertising_banners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  content text,
  link text,
  image_attachment_id bigint REFERENCES attachments (id) ON DELETE SET NULL,
  position integer DEFAULT 0 CHECK (position >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX advertising_banners_position_idx ON advertising_banners (position, id);

-- The question base: categories and their questions (files through attachments.record_*).
CREATE TABLE knowledge_categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  position integer DEFAULT 0 CHECK (position >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX knowledge_categories_position_idx ON knowledge_categories (position, id);

CREATE TABLE knowledge_questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question text NOT NULL,
  answer text NOT NULL,
  category_id bigint NOT NULL REFERENCES knowledge_categories (id),
  position integer DEFAULT 0 CHECK (position >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX knowledge_questions_category_idx ON knowledge_questions (category_id, position, id);
