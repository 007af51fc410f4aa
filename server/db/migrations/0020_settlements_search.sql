-- The settlement search (`find`, the list's `query`, the site's address check) at the real
-- volume of about 150 000 settlements: trigram indexes for the name as `find` writes it (ё read
-- as е, server/modules/settlements/routes.ts) and for the district, so a prefix or a word
-- inside the name is an index scan. Like the lead search (0013), only where pg_trgm exists.
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
  EXECUTE format($i$CREATE INDEX settlements_name_trgm_idx ON settlements USING gin
                   ((replace(replace(name, 'ё', 'е'), 'Ё', 'Е')) %s.gin_trgm_ops)$i$, ext_schema);
  EXECUTE format('CREATE INDEX settlements_district_trgm_idx ON settlements USING gin
                  (municipal_district %s.gin_trgm_ops) WHERE municipal_district IS NOT NULL',
                 ext_schema);
  EXECUTE format('CREATE INDEX settlements_plain_name_trgm_idx ON settlements USING gin
                  (name %s.gin_trgm_ops)', ext_schema);
END
$$;
