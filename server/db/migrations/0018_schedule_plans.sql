-- Per-object schedule plans (issue 16; src/registries/schedulePlans.ts): one plan per home or
-- СНТ of the inventory (or an address not inventoried yet), the ГРО, the planned and actual
-- dates of the four stages and the linked lead. More than a million homes are in the real
-- plans: every index leads with `kind` (each console tab lists one kind) and ends in id, the
-- list's default order (newest first), so a page is an index range however big the table.
CREATE TABLE object_schedule_plans (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('homes', 'snt')),
  home_id bigint REFERENCES homes (id),
  snt_id bigint REFERENCES snt_objects (id),
  object_address text,
  -- The object's name for lists, search and exports: kept by the trigger below.
  object_title text,
  region_id bigint NOT NULL REFERENCES regions (id),
  settlement_id bigint REFERENCES settlements (id),
  organization_id bigint NOT NULL REFERENCES organizations (id),
  network_plan_date date,
  network_fact_date date,
  notice_plan_date date,
  notice_fact_date date,
  act_plan_date date,
  act_fact_date date,
  gas_start_plan_date date,
  gas_start_fact_date date,
  -- The last stage done (src/domain/inventory.ts schedulePlanStatus).
  status text GENERATED ALWAYS AS (
    CASE
      WHEN gas_start_fact_date IS NOT NULL THEN 'gas_started'
      WHEN act_fact_date IS NOT NULL THEN 'connected'
      WHEN notice_fact_date IS NOT NULL THEN 'notice_sent'
      WHEN network_fact_date IS NOT NULL THEN 'network_built'
      ELSE 'planned'
    END
  ) STORED,
  lead_id bigint REFERENCES leads (id) ON DELETE SET NULL,
  comment text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'homes' OR snt_id IS NULL),
  CHECK (kind <> 'snt' OR home_id IS NULL),
  CHECK (home_id IS NOT NULL OR snt_id IS NOT NULL OR object_address IS NOT NULL)
);

-- One plan per inventoried object.
CREATE UNIQUE INDEX object_schedule_plans_home_id_key ON object_schedule_plans (home_id)
  WHERE home_id IS NOT NULL;
CREATE UNIQUE INDEX object_schedule_plans_snt_id_key ON object_schedule_plans (snt_id)
  WHERE snt_id IS NOT NULL;
-- The tab's list in its default order, and the ГРО / region scopes and filters in that order.
CREATE INDEX object_schedule_plans_kind_idx ON object_schedule_plans (kind, id);
CREATE INDEX object_schedule_plans_organization_idx
  ON object_schedule_plans (kind, organization_id, id);
CREATE INDEX object_schedule_plans_region_idx ON object_schedule_plans (kind, region_id, id);
CREATE INDEX object_schedule_plans_settlement_idx
  ON object_schedule_plans (kind, settlement_id, id) WHERE settlement_id IS NOT NULL;
CREATE INDEX object_schedule_plans_status_idx ON object_schedule_plans (kind, status, id);
-- The lead list's `home_in_schedule` filter: EXISTS (… WHERE lead_id = leads.id).
CREATE INDEX object_schedule_plans_lead_idx ON object_schedule_plans (lead_id)
  WHERE lead_id IS NOT NULL;

-- object_title: the home's address, the СНТ's name, or the plan's own address.
CREATE FUNCTION object_schedule_plans_title() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.object_title := coalesce(
    (SELECT address FROM homes WHERE id = NEW.home_id),
    (SELECT name || coalesce(', ' || address, '') FROM snt_objects WHERE id = NEW.snt_id),
    NEW.object_address);
  RETURN NEW;
END $$;
CREATE TRIGGER object_schedule_plans_title BEFORE INSERT OR UPDATE
  ON object_schedule_plans FOR EACH ROW EXECUTE FUNCTION object_schedule_plans_title();

-- A renamed or re-addressed object renames its plans.
CREATE FUNCTION object_schedule_plans_retitle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'homes' THEN
    UPDATE object_schedule_plans SET object_title = object_title WHERE home_id = NEW.id;
  ELSE
    UPDATE object_schedule_plans SET object_title = object_title WHERE snt_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER homes_retitle_plans AFTER UPDATE ON homes FOR EACH ROW
  WHEN (OLD.address IS DISTINCT FROM NEW.address)
  EXECUTE FUNCTION object_schedule_plans_retitle();
CREATE TRIGGER snt_objects_retitle_plans AFTER UPDATE ON snt_objects FOR EACH ROW
  WHEN (OLD.address IS DISTINCT FROM NEW.address OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION object_schedule_plans_retitle();
