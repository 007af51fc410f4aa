-- МФЦ as a declarative registry (src/registries/mfcs.ts): the fields a centre's card needs.
ALTER TABLE mfcs
  ADD COLUMN full_name text,
  ADD COLUMN email text,
  ADD COLUMN inn text,
  ADD COLUMN work_hours text,
  ALTER COLUMN region_id SET NOT NULL;
CREATE INDEX mfcs_name_idx ON mfcs (lower(name));
