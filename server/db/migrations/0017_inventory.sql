-- Inventory of objects (issue 16; src/registries/inventory.ts): other objects, homes
-- (домовладения) and garden partnerships (СНТ), each with the address of seed 000 §3, the
-- owner of seed 001 §3, the gas status at the plot boundary, the settlement and the ГРО.
-- Homes are the big one (more than a million in the real register): the list's scopes and
-- filters each have an index ending in id, the list's default order.

-- The one-line address of the parts present, joined by ', ' (what `address` columns hold).
CREATE FUNCTION inventory_address(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif(array_to_string(array_remove(array_remove(parts, NULL), ''), ', '), '') $$;

CREATE TABLE inventory_objects (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  object_kind text NOT NULL CHECK (
    object_kind IN ('apartment_building', 'social', 'boiler_room', 'agricultural', 'industrial',
      'other')
  ),
  region_id bigint NOT NULL REFERENCES regions (id),
  settlement_id bigint REFERENCES settlements (id),
  zip_code text,
  area text,
  city text,
  street text,
  house text,
  block text,
  flat text,
  cadastral_number text,
  cadastral_home_number text,
  fias_id text,
  has_capital_construction boolean NOT NULL DEFAULT false,
  address text GENERATED ALWAYS AS (
    inventory_address(zip_code, area, city, street, 'д. ' || house, 'корп. ' || block,
      'пом. ' || flat)
  ) STORED,
  boundary_gas_status text NOT NULL DEFAULT 'not_built' CHECK (
    boundary_gas_status IN ('not_built', 'planned', 'built', 'connected')
  ),
  organization_id bigint REFERENCES organizations (id),
  planned_gas_consumption numeric(14, 3) CHECK (planned_gas_consumption >= 0),
  owner_type text NOT NULL DEFAULT 'organization' CHECK (
    owner_type IN ('individual_person', 'organization')
  ),
  last_name text,
  first_name text,
  middle_name text,
  organization_full_name text,
  has_confidant boolean NOT NULL DEFAULT false,
  user_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inventory_objects_region_idx ON inventory_objects (region_id, id);
CREATE INDEX inventory_objects_organization_idx ON inventory_objects (organization_id, id);
CREATE INDEX inventory_objects_settlement_idx ON inventory_objects (settlement_id, id)
  WHERE settlement_id IS NOT NULL;

CREATE TABLE homes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  region_id bigint NOT NULL REFERENCES regions (id),
  settlement_id bigint REFERENCES settlements (id),
  zip_code text,
  area text,
  city text,
  street text,
  house text,
  block text,
  cadastral_number text,
  cadastral_home_number text,
  fias_id text,
  has_capital_construction boolean NOT NULL DEFAULT false,
  address text GENERATED ALWAYS AS (
    inventory_address(zip_code, area, city, street, 'д. ' || house, 'корп. ' || block)
  ) STORED,
  boundary_gas_status text NOT NULL DEFAULT 'not_built' CHECK (
    boundary_gas_status IN ('not_built', 'planned', 'built', 'connected')
  ),
  organization_id bigint REFERENCES organizations (id),
  owner_type text NOT NULL DEFAULT 'individual_person' CHECK (
    owner_type IN ('individual_person', 'organization')
  ),
  last_name text,
  first_name text,
  middle_name text,
  organization_full_name text,
  has_confidant boolean NOT NULL DEFAULT false,
  user_id bigint REFERENCES users (id),
  residents_count integer CHECK (residents_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homes_region_idx ON homes (region_id, id);
CREATE INDEX homes_organization_idx ON homes (organization_id, id);
CREATE INDEX homes_settlement_idx ON homes (settlement_id, id) WHERE settlement_id IS NOT NULL;
CREATE INDEX homes_gas_status_idx ON homes (region_id, boundary_gas_status, id);
-- One home per land plot.
CREATE UNIQUE INDEX homes_cadastral_number_key ON homes (cadastral_number)
  WHERE cadastral_number IS NOT NULL;
CREATE INDEX homes_user_idx ON homes (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE snt_objects (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  inn text,
  chairman_full_name text,
  chairman_phone text,
  plots_count integer CHECK (plots_count >= 0),
  homes_count integer CHECK (homes_count >= 0),
  region_id bigint NOT NULL REFERENCES regions (id),
  settlement_id bigint REFERENCES settlements (id),
  zip_code text,
  area text,
  city text,
  street text,
  house text,
  block text,
  cadastral_number text,
  cadastral_home_number text,
  fias_id text,
  has_capital_construction boolean NOT NULL DEFAULT false,
  address text GENERATED ALWAYS AS (
    inventory_address(zip_code, area, city, street, 'д. ' || house, 'корп. ' || block)
  ) STORED,
  boundary_gas_status text NOT NULL DEFAULT 'not_built' CHECK (
    boundary_gas_status IN ('not_built', 'planned', 'built', 'connected')
  ),
  organization_id bigint REFERENCES organizations (id),
  owner_type text NOT NULL DEFAULT 'organization' CHECK (
    owner_type IN ('individual_person', 'organization')
  ),
  last_name text,
  first_name text,
  middle_name text,
  organization_full_name text,
  has_confidant boolean NOT NULL DEFAULT false,
  user_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (homes_count IS NULL OR plots_count IS NULL OR homes_count <= plots_count)
);
CREATE INDEX snt_objects_region_idx ON snt_objects (region_id, id);
CREATE INDEX snt_objects_organization_idx ON snt_objects (organization_id, id);
CREATE INDEX snt_objects_settlement_idx ON snt_objects (settlement_id, id)
  WHERE settlement_id IS NOT NULL;
