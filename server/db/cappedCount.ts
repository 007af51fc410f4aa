/**
 * A capped count (`SELECT count(*) FROM (… LIMIT cap) c`) that reached its cap is kept for a
 * while and answered again without walking its index (issue 40: the walk of 10 001 index
 * entries was the biggest part of a lead-list page's cost, on every page of every client).
 *
 * Only a count at its cap is kept: the list reports it as a lower bound ("at least this many",
 * `meta.total_count_exact: false`), which new rows never make wrong; a list that shrinks below
 * its cap is counted exactly again within KEEP_MS. A count below the cap is exact and walked on
 * every request, so a new or moved row shows in it at once. Kept per database handle, keyed by
 * the statement and its parameters (the scope, the filters and the cap are among them).
 */
import type { Queryable } from './index';

/** How long a count at its cap is answered again. */
export const KEEP_MS = 30_000;
/** At most this many kept counts per database handle; the oldest goes first. */
const MAX_KEPT = 2_000;

const kept = new WeakMap<Queryable, Map<string, number>>();

/**
 * Runs `sql` (a count answering a row `{ n }`) unless a count of the same statement and
 * parameters reached `cap` less than KEEP_MS ago; answers the count.
 */
export async function cappedCount(
  db: Queryable,
  sql: string,
  params: unknown[],
  cap: number,
  now = Date.now(),
): Promise<number> {
  let counts = kept.get(db);
  if (!counts) kept.set(db, (counts = new Map()));
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const keptAt = counts.get(key);
  if (keptAt !== undefined && now - keptAt < KEEP_MS) return cap;
  const [row] = await db.query<{ n: string }>(sql, params);
  const counted = Number(row?.n ?? 0);
  counts.delete(key);
  if (counted >= cap) {
    counts.set(key, now);
    if (counts.size > MAX_KEPT) counts.delete(counts.keys().next().value!);
  }
  return counted;
}
