-- Settlements (issue 16; src/registries/settlements.ts): the territory register догазификация
-- is planned with. Real volume: about 150 000 rows, so the list's filters and the site's
-- address check each have an index.
CREATE TABLE settlements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (
    kind IN ('city', 'urban_settlement', 'settlement', 'selo', 'village', 'stanitsa', 'khutor',
      'snt')
  ),
  region_id bigint NOT NULL REFERENCES regions (id),
  municipal_district text,
  fias_id text,
  oktmo text CHECK (oktmo ~ '^[0-9]{8}([0-9]{3})?$'),
  population integer CHECK (population >= 0),
  gas_status text NOT NULL DEFAULT 'not_gasified' CHECK (
    gas_status IN ('gasified', 'partially_gasified', 'not_gasified')
  ),
  organization_id bigint REFERENCES organizations (id),
  in_programme boolean NOT NULL DEFAULT false,
  homes_count integer CHECK (homes_count >= 0),
  gasified_homes_count integer CHECK (gasified_homes_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (gasified_homes_count IS NULL OR homes_count IS NULL OR gasified_homes_count <= homes_count)
);
-- One settlement per ФИАС object.
CREATE UNIQUE INDEX settlements_fias_id_key ON settlements (lower(fias_id)) WHERE fias_id IS NOT NULL;
-- The list's default order and the region / ГРО scopes and filters in that order.
CREATE INDEX settlements_name_idx ON settlements (name, id);
CREATE INDEX settlements_region_name_idx ON settlements (region_id, name, id);
CREATE INDEX settlements_organization_name_idx ON settlements (organization_id, name, id);
CREATE INDEX settlements_gas_status_idx ON settlements (region_id, gas_status);
