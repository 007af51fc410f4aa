/**
 * The slugs a definition's `slugFrom` fields get when a record is created: the source field's
 * value transliterated (src/format/slug), made unique among the records sharing the `within`
 * fields by `_2`, `_3` …; null when the value has no letter or digit. Later changes keep them.
 */
import { slugOf, uniqueSlug } from '../../src/format/slug';
import { columnOf, type RegistryDefinition } from '../../src/registries';
import type { Queryable } from '../db';
import { Where } from '../db/sql';
import { entries } from './record';

/** Field key → slug, for the new record `values` (the validated create). */
export async function newSlugs(
  db: Queryable,
  definition: RegistryDefinition,
  values: Record<string, unknown>,
): Promise<Record<string, string | null>> {
  const slugs: Record<string, string | null> = {};
  for (const [key, field] of entries(definition)) {
    if (field.kind !== 'string' || !field.slugFrom) continue;
    const source = values[field.slugFrom.field];
    const base = typeof source === 'string' ? slugOf(source) : '';
    if (!base) {
      slugs[key] = null;
      continue;
    }
    const where = new Where();
    for (const other of field.slugFrom.within ?? []) {
      const value = values[other];
      const o = columnOf(other, definition.fields[other]);
      where.and(value == null ? `${o} IS NULL` : `${o} = ${where.p(value)}`);
    }
    const column = columnOf(key, field);
    where.and(`starts_with(${column}, ${where.p(base)})`);
    const taken = await db.query<{ slug: string }>(
      `SELECT ${column} AS slug FROM ${definition.table} ${where}`,
      where.params,
    );
    slugs[key] = uniqueSlug(base, new Set(taken.map((row) => row.slug)));
  }
  return slugs;
}
