-- The schema version of a run-time registry a record change was written under (issue 38,
-- docs/decisions.md "Registry constructor", slice 6): its history shows each change in the
-- labels that version gave the fields. Null for the code registries, whose schema is the
-- release. A nullable column without a default: only the catalogue changes, no row is rewritten.
ALTER TABLE action_histories ADD COLUMN schema_version integer;
