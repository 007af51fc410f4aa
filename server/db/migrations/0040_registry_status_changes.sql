-- The status moves of the registries whose definition declares a workflow (issue 37 item 2,
-- server/registries/workflow.ts): one table for every such registry, named by the definition's
-- `name`; a record's first row is its creation (no from_status). The older workflows keep
-- their own tables until they move onto the engine.
CREATE TABLE registry_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  registry text NOT NULL,
  record_id bigint NOT NULL,
  from_status text,
  to_status text NOT NULL,
  comment text,
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX registry_status_changes_record_idx
  ON registry_status_changes (registry, record_id, id);
