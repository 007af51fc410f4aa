-- `find` (server/modules/settlements/find.ts) at about 150 000 settlements: a broad name prefix
-- ('Нов' — tens of thousands of names) must read only the page's rows, so the prefix set walks
-- this index in the find order (the folded name in lower case, byte order; then id) from the
-- prefix's own position. Before, every match was counted and sorted: 96 ms p95.
CREATE INDEX settlements_find_key_idx ON settlements (
  (lower(replace(replace(name, 'ё', 'е'), 'Ё', 'Е')) COLLATE "C"), id
);

-- The second set of `find`: a later word of the name ('Бор' → 'Красный Бор'). Indexed without
-- the first word, so names that only start with the query (the first set) are not candidates.
-- Like 0020, only where pg_trgm exists.
DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT quote_ident(n.nspname) INTO ext_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF ext_schema IS NULL THEN
    RAISE NOTICE 'pg_trgm is not installed: settlement search runs without trigram indexes';
    RETURN;
  END IF;
  EXECUTE format($i$CREATE INDEX settlements_later_words_trgm_idx ON settlements USING gin
                   ((regexp_replace(replace(replace(name, 'ё', 'е'), 'Ё', 'Е'), '^[^ -]+', ''))
                    %s.gin_trgm_ops)$i$, ext_schema);
  -- The name trigram index of 0020 served only the old find's '%…%' on the folded name.
  DROP INDEX IF EXISTS settlements_name_trgm_idx;
END
$$;
