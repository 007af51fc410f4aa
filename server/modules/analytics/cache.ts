/**
 * The analytics answers between two rebuilds of the summary: the summary does not change until
 * the next `analytics_refresh` commits, so an answer is kept per (call, scope, filters) and
 * reused while the refresh time it was computed for is still the last one. At most MAX entries
 * per instance, the oldest dropped first; a new refresh makes every entry stale at once.
 */
const MAX = 500;
const entries = new Map<string, { refreshedAt: number; value: unknown }>();

export async function cachedAnswer<T>(
  key: unknown,
  refreshedAt: Date | undefined,
  compute: () => Promise<T>,
): Promise<T> {
  if (!refreshedAt) return compute();
  const k = JSON.stringify(key);
  const at = refreshedAt.getTime();
  const hit = entries.get(k);
  if (hit && hit.refreshedAt === at) return hit.value as T;
  const value = await compute();
  entries.delete(k);
  entries.set(k, { refreshedAt: at, value });
  if (entries.size > MAX) entries.delete(entries.keys().next().value!);
  return value;
}
