-- Indexes the territory benchmark asked for (issue 16 "Demo data and scale",
-- `npm run bench -- --territory`: 150 000 settlements, a million homes; docs/bench.md).

-- The settlement list's `query`: the registry search ORs an ILIKE '%…%' over every `search`
-- column of the definition (name, district, ФИАС and ОКТМО codes). 0020 gave name and district
-- trigram indexes, but with none on the two codes the OR cannot be a BitmapOr, so every search
-- read the whole table: 320 ms on 150 000 settlements (a Cyrillic ILIKE per row and column).
-- With these two it is four bitmap index scans, about 1 ms. Like 0013 and 0020, only where
-- pg_trgm exists.
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
  EXECUTE format('CREATE INDEX settlements_fias_id_trgm_idx ON settlements USING gin
                  (fias_id %s.gin_trgm_ops) WHERE fias_id IS NOT NULL', ext_schema);
  EXECUTE format('CREATE INDEX settlements_oktmo_trgm_idx ON settlements USING gin
                  (oktmo %s.gin_trgm_ops) WHERE oktmo IS NOT NULL', ext_schema);
END
$$;

-- The import's lookup of existing settlements by their key (src/registries/settlements.ts
-- `importable.key`: region, district, name), batch by batch, as server/jobs/import/engine.ts
-- writes it: (coalesce(k::text, ''), …) IN (SELECT * FROM unnest(…)). Without it each batch
-- of 500 rows read the whole table (70 ms, twice per batch: the check and the write pass).
CREATE INDEX settlements_import_key_idx ON settlements (
  (coalesce(region_id::text, '')), (coalesce(municipal_district, '')), (coalesce(name, ''))
);
