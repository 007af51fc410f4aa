/**
 * The slugs of dictionary entries (issue 36): set from the name when an entry is created — by
 * the seed, the registry engine (the definition's `slugFrom`, server/registries/slugs.ts) and,
 * for the entries that existed before slugs, migration 0038's data step — and kept when it is
 * renamed.
 * Unique within a dictionary: a name whose slug is taken gets the next `_2`, `_3` …; a name
 * without letters or digits gets none.
 */
import { slugOf, uniqueSlug } from '../../src/format/slug';
import type { Queryable } from './index';

/** The slugs of entries in this order, each unique in its dictionary among `taken` and them. */
export function slugsOf(
  entries: readonly { type: string; name: string }[],
  taken: ReadonlyMap<string, readonly string[]> = new Map(),
): (string | null)[] {
  const used = new Map([...taken].map(([type, slugs]) => [type, new Set(slugs)]));
  return entries.map(({ type, name }) => {
    const base = slugOf(name);
    if (!base) return null;
    const inType = used.get(type) ?? new Set<string>();
    used.set(type, inType);
    const slug = uniqueSlug(base, inType);
    inType.add(slug);
    return slug;
  });
}

/** Gives every entry without a slug its name's, the earlier entries of a list first. */
export async function backfillDictionarySlugs(tx: Queryable): Promise<void> {
  const rows = await tx.query<{ id: string; type: string; name: string; slug: string | null }>(
    `SELECT id::text, dictionary_type AS type, name, slug FROM dictionaries
      ORDER BY dictionary_type, position, id`,
  );
  const taken = new Map<string, string[]>();
  for (const r of rows) if (r.slug) taken.set(r.type, [...(taken.get(r.type) ?? []), r.slug]);
  const missing = rows.filter((r) => !r.slug);
  const slugs = slugsOf(missing, taken);
  const set = missing.map((r, i) => [r.id, slugs[i]] as const).filter(([, s]) => s !== null);
  if (!set.length) return;
  await tx.query(
    `UPDATE dictionaries d SET slug = v.slug
       FROM unnest($1::bigint[], $2::text[]) AS v (id, slug) WHERE d.id = v.id`,
    [set.map(([id]) => id), set.map(([, slug]) => slug)],
  );
}
