-- A kept column purged (issue 38, docs/decisions.md "Registry constructor", slice 4): a field
-- taken out of a run-time registry, or the old column of a type change, keeps its column and
-- values for REGISTRY_PURGE_AFTER_DAYS; then a publication (or an administrator, earlier) drops
-- it. Its ledger row stays, `column_added` false, with when it was dropped: its id is never
-- handed out again, and a version that named it still reads.
ALTER TABLE registry_fields ADD COLUMN purged_at timestamptz;
