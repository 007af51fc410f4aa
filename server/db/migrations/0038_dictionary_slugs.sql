-- The live ЕОГ clients name dictionary entries by slug (issue 36): the entry's name
-- transliterated when it is created (src/format/slug.ts), kept when it is renamed. The slugs of
-- the entries that exist already are set right after this file by server/db/migrationSteps.ts,
-- with that same transliteration.
ALTER TABLE dictionaries ADD COLUMN slug text;
CREATE UNIQUE INDEX dictionaries_type_slug_idx ON dictionaries (dictionary_type, slug)
  WHERE slug IS NOT NULL;

-- The contract's connection term becomes a dictionary (kind connection_time_to_gas_network), and
-- the live entries "Проблем нет" and "Не требуется (существующий)" join their dictionaries. A
-- portal seeded before this migration gets them here; a fresh one from its seed
-- (server/db/seed/dictionaries.ts). An entry of the same name already there is kept.
INSERT INTO dictionaries (dictionary_type, name, position)
SELECT v.kind, v.name, v.position
  FROM (VALUES
    ('connection_time_to_gas_network', '30 дней', 10),
    ('connection_time_to_gas_network', '135 дней', 20),
    ('connection_time_to_gas_network', '270 дней', 30),
    ('connection_time_to_gas_network', '1 год', 40),
    ('connection_time_to_gas_network', '1,5 года', 50),
    ('connection_time_to_gas_network', '2 года', 60),
    ('connection_time_to_gas_network', 'По графику, согласованному с заявителем', 70),
    ('current_problem', 'Проблем нет', 0),
    ('lead_category', 'Не требуется (существующий)', 50)) AS v (kind, name, position)
 WHERE EXISTS (SELECT 1 FROM regions)
ON CONFLICT DO NOTHING;

-- The live contract attribute set. One name per concept: our concluded_on is the live
-- concluded_at. The dictionary values are kept as entry ids (a used entry cannot be deleted)
-- and answered as the entries' slugs; lead_category is the lead's own (leads.lead_category_id).
ALTER TABLE contracts RENAME COLUMN concluded_on TO concluded_at;
ALTER TABLE contracts
  ADD COLUMN sign_before date,
  ADD COLUMN rejected_at date,
  ADD COLUMN connected_at date,
  ADD COLUMN schedule_connection_date date,
  ADD COLUMN act_date date,
  ADD COLUMN act_number text,
  ADD COLUMN order_date date,
  ADD COLUMN order_number text,
  ADD COLUMN construction_code text,
  ADD COLUMN delivery_method text CHECK (delivery_method IN ('branch', 'mail')),
  ADD COLUMN mail_number text,
  ADD COLUMN extension_period text,
  ADD COLUMN pipe_shortage boolean NOT NULL DEFAULT false,
  ADD COLUMN planned_tech_restrictions_removal_year integer
    CHECK (planned_tech_restrictions_removal_year BETWEEN 2000 AND 2100),
  ADD COLUMN pickup_branch_id bigint REFERENCES branches (id) ON DELETE SET NULL,
  ADD COLUMN connection_time_to_gas_network_id bigint REFERENCES dictionaries (id),
  ADD COLUMN applicants_category_id bigint REFERENCES dictionaries (id),
  ADD COLUMN construction_status_inside_id bigint REFERENCES dictionaries (id),
  ADD COLUMN construction_status_to_boundary_id bigint REFERENCES dictionaries (id),
  ADD COLUMN current_problem_id bigint REFERENCES dictionaries (id);

-- The connection terms of 0031's code list, now entries of the dictionary.
UPDATE contracts c SET connection_time_to_gas_network_id = d.id
  FROM dictionaries d
 WHERE d.dictionary_type = 'connection_time_to_gas_network'
   AND d.name = CASE c.connection_time_to_gas_network_slug
     WHEN 'days_135' THEN '135 дней'
     WHEN 'days_270' THEN '270 дней'
     WHEN 'year_1' THEN '1 год'
     WHEN 'years_1_5' THEN '1,5 года'
     WHEN 'years_2' THEN '2 года'
     WHEN 'by_schedule' THEN 'По графику, согласованному с заявителем' END;
ALTER TABLE contracts DROP COLUMN connection_time_to_gas_network_slug;
