/**
 * A small in-memory cache of the address service's answers, per instance: the visitor's
 * location by IP and the municipality by ОКТМО code change rarely, and every call to DaData
 * counts against the portal's paid quota. Entries live `ttlMs`; past `max` entries the oldest
 * goes first (a Map keeps insertion order), so a crawler's many addresses cannot grow it.
 * Failures are not cached: the next request asks again.
 */
export interface AnswerCache<V> {
  /** The cached value, or undefined when there is none (or it expired). */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

/** `const byIp = answerCache<Location | null>({ ttlMs: 600_000, max: 10_000 });` */
export function answerCache<V>(
  options: { ttlMs: number; max: number },
  now: () => number = Date.now,
): AnswerCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, until: now() + options.ttlMs });
      while (entries.size > options.max) entries.delete(entries.keys().next().value!);
    },
  };
}
