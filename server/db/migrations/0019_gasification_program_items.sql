-- Gasification programme items (issue 16; src/registries/gasificationProgramItems.ts) and their
-- item settlements (seed 001 §3). The list's default order is id desc (the primary key); the
-- region / ГРО scopes and the §7 filters (region_ids, kind_id, status_id, program_kind_id,
-- lifecycle_id, creator_id, funding_source_id) each have an index ending in id, so a filtered
-- page reads in the list's order.
CREATE TABLE gasification_program_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  code text,
  region_id bigint NOT NULL REFERENCES regions (id),
  organization_id bigint REFERENCES organizations (id),
  year integer CHECK (year BETWEEN 2000 AND 2100),
  program_kind_dictionary_id bigint REFERENCES dictionaries (id),
  kind_dictionary_id bigint REFERENCES dictionaries (id),
  status_dictionary_id bigint REFERENCES dictionaries (id),
  lifecycle_id bigint REFERENCES dictionaries (id),
  funding_amount numeric(14, 3) CHECK (funding_amount >= 0),
  length numeric(14, 3) CHECK (length >= 0),
  promising_home_ownerships_count integer CHECK (promising_home_ownerships_count >= 0),
  promising_apartment_houses_count integer CHECK (promising_apartment_houses_count >= 0),
  promising_boiler_rooms_count integer CHECK (promising_boiler_rooms_count >= 0),
  promising_other_customers_count integer CHECK (promising_other_customers_count >= 0),
  completion_plan_date date,
  pir_start_plan_date date,
  pir_finish_plan_date date,
  pir_start_fact_date date,
  pir_finish_fact_date date,
  smr_start_plan_date date,
  smr_finish_plan_date date,
  smr_start_fact_date date,
  smr_finish_fact_date date,
  commissioning_plan_date date,
  commissioning_fact_date date,
  perspective_consumers_count integer NOT NULL DEFAULT 0,
  settlements_count integer NOT NULL DEFAULT 0,
  ungasified_settlements_count integer NOT NULL DEFAULT 0,
  created_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gasification_program_items_region_idx ON gasification_program_items (region_id, id);
CREATE INDEX gasification_program_items_organization_idx
  ON gasification_program_items (organization_id, id);
CREATE INDEX gasification_program_items_kind_idx
  ON gasification_program_items (kind_dictionary_id, id);
CREATE INDEX gasification_program_items_status_idx
  ON gasification_program_items (status_dictionary_id, id);
CREATE INDEX gasification_program_items_program_kind_idx
  ON gasification_program_items (program_kind_dictionary_id, id);
CREATE INDEX gasification_program_items_lifecycle_idx
  ON gasification_program_items (lifecycle_id, id);
CREATE INDEX gasification_program_items_creator_idx
  ON gasification_program_items (created_by_id, id);

-- funding_source_ids: the item's funding sources (dictionary gasification_program_funding_source).
CREATE TABLE gasification_program_item_funding_sources (
  item_id bigint NOT NULL REFERENCES gasification_program_items (id) ON DELETE CASCADE,
  dictionary_id bigint NOT NULL REFERENCES dictionaries (id),
  PRIMARY KEY (item_id, dictionary_id)
);
CREATE INDEX gasification_program_item_funding_sources_dictionary_idx
  ON gasification_program_item_funding_sources (dictionary_id, item_id);

-- Item settlements: a settlement of the registry with the item's counts in it. name, fias_id
-- and settlement_connected are read from the settlement, never copied.
CREATE TABLE gasification_program_item_settlements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id bigint NOT NULL REFERENCES gasification_program_items (id) ON DELETE CASCADE,
  settlement_id bigint NOT NULL REFERENCES settlements (id),
  home_ownerships_count integer CHECK (home_ownerships_count >= 0),
  public_institutions_count integer CHECK (public_institutions_count >= 0),
  paramedic_centers_count integer CHECK (paramedic_centers_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (item_id, settlement_id)
);
CREATE INDEX gasification_program_item_settlements_settlement_idx
  ON gasification_program_item_settlements (settlement_id);
