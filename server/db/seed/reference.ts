/** Inserts the reference data every portal needs: regions, sources, services, dictionaries. */
import { slugsOf } from '../dictionarySlugs';
import type { Queryable } from '../index';
import { dictionarySeeds } from './dictionaries';
import { regionSeeds } from './regions';
import { serviceSeeds } from './services';
import { sourceSeeds } from './sources';

export async function seedReference(tx: Queryable): Promise<void> {
  // unnest() turns parallel arrays into rows: one statement per table instead of one per row.
  await tx.query('INSERT INTO regions (code, name) SELECT * FROM unnest($1::text[], $2::text[])', [
    regionSeeds.map((r) => r.code),
    regionSeeds.map((r) => r.name),
  ]);
  await tx.query('INSERT INTO sources (slug, name) SELECT * FROM unnest($1::text[], $2::text[])', [
    sourceSeeds.map((s) => s.slug),
    sourceSeeds.map((s) => s.name),
  ]);
  // account_types is an array per row, which unnest cannot carry: pass them joined by commas.
  await tx.query(
    `INSERT INTO services (code, kind, name, slug, short_name, description, sla_kind, sla_period,
       priority, additional_service, account_types)
     SELECT lpad(n::text, 3, '0'), kind, name, replace(kind, '_', '-'), short_name, description,
            sla_kind, sla_period, priority, additional, string_to_array(types, ',')
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[],
                 $8::boolean[], $9::text[])
          WITH ORDINALITY AS s(kind, name, short_name, description, sla_kind, sla_period, priority,
                               additional, types, n)`,
    [
      serviceSeeds.map((s) => s.kind),
      serviceSeeds.map((s) => s.name),
      serviceSeeds.map((s) => s.shortName),
      serviceSeeds.map((s) => s.description),
      serviceSeeds.map((s) => s.slaKind),
      serviceSeeds.map((s) => s.slaPeriod),
      serviceSeeds.map((s) => s.priority),
      serviceSeeds.map((s) => s.additional),
      serviceSeeds.map((s) => s.accountTypes.join(',')),
    ],
  );
  const entries = Object.entries(dictionarySeeds).flatMap(([type, names]) =>
    names.map((name, i) => ({ type, name, position: (i + 1) * 10 })),
  );
  await tx.query(
    `INSERT INTO dictionaries (dictionary_type, name, position, slug)
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[])`,
    [
      entries.map((e) => e.type),
      entries.map((e) => e.name),
      entries.map((e) => e.position),
      slugsOf(entries),
    ],
  );
}
