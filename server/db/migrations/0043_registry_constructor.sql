-- The registry constructor (issue 38; docs/decisions.md "Registry constructor"): registries an
-- administrator defines in the console. A registry's records live in a table of their own,
-- `rt_<registries.id>`, one column `f_<registry_fields.id>` per field; these tables hold what
-- the server needs to serve and change them.

-- One row per registry; its code is its API path and console route, fixed once published.
CREATE TABLE registries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  -- The version served; null until the first publication.
  published_version integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL
);

-- Every field a registry ever had: its id names its column for good (a renamed key keeps it),
-- `sql_type` is the column's type, and `column_added` says whether the column exists in the
-- records' table yet.
CREATE TABLE registry_fields (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  registry_id bigint NOT NULL REFERENCES registries (id) ON DELETE CASCADE,
  sql_type text NOT NULL,
  column_added boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registry_fields_registry_idx ON registry_fields (registry_id);

-- The numbered versions of a registry's design (src/registries/design.ts `RegistryDesign`, its
-- fields with their ids). A draft is the one version not yet published; a published one
-- keeps its plan (the steps that made its table match it) and who published it.
CREATE TABLE registry_versions (
  registry_id bigint NOT NULL REFERENCES registries (id) ON DELETE CASCADE,
  number integer NOT NULL,
  design jsonb NOT NULL,
  plan jsonb,
  published_at timestamptz,
  published_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (registry_id, number)
);
CREATE UNIQUE INDEX registry_versions_one_draft
  ON registry_versions (registry_id) WHERE published_at IS NULL;

-- Every instance serves what is published: a publication NOTIFYs 'registry_changes' (delivered
-- after the commit to every connection that LISTENs, server/registries/runtime/store.ts).
CREATE FUNCTION notify_registry_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('registry_changes', '');
  RETURN NULL;
END $$;

CREATE TRIGGER registries_notify_change AFTER UPDATE OF published_version OR DELETE
  ON registries FOR EACH STATEMENT EXECUTE FUNCTION notify_registry_change();
