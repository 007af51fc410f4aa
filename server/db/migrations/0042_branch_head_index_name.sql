-- The one head branch of an organization: the engine names a unique violation's field by the
-- index's name (server/registries/crud.ts mapDbError), so the index carries the field's name,
-- is_head, now that branches are served by the registry engine (issue 37 item 1).
ALTER INDEX branches_one_head_idx RENAME TO branches_is_head_idx;
