-- In the live ЕОГ format `snt` is the flag "the object lies in an СНТ / ОНТ", beside the
-- partnership's `snt_inn` and `snt_ogrn` (issue 36); 0030 had given the name `snt` to the
-- partnership's name. The name is `snt_name` again, and the flag is set where a name is known.
ALTER TABLE leads RENAME COLUMN snt TO snt_name;
ALTER TABLE leads ADD COLUMN snt boolean NOT NULL DEFAULT false;
UPDATE leads SET snt = true WHERE snt_name IS NOT NULL AND btrim(snt_name) <> '';
