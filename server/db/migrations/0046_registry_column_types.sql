-- The ledger's column types tell a single choice from a text and a reference's target from
-- another (issue 38, docs/decisions.md "Registry constructor", slice 5): the columns published
-- before noted `text` and `bigint`. A published design says what they hold.
UPDATE registry_fields f
   SET sql_type = CASE WHEN d.field->>'kind' = 'enum' THEN 'choice'
                       ELSE 'bigint ' || (d.field->>'resource') END
  FROM (SELECT v.registry_id, jsonb_array_elements(v.design->'fields') AS field
          FROM registries r
          JOIN registry_versions v ON v.registry_id = r.id AND v.number = r.published_version) d
 WHERE f.registry_id = d.registry_id
   AND f.id::text = d.field->>'field_id'
   AND ((f.sql_type = 'text' AND d.field->>'kind' = 'enum'
         AND coalesce((d.field->>'many')::boolean, false) = false)
     OR (f.sql_type = 'bigint' AND d.field->>'kind' = 'reference'));
