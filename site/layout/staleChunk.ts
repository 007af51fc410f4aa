/**
 * Seed 000 §8 "stale chunk load": after a new deployment the old page asks for chunks that no
 * longer exist; the page reloads once to get the new ones, at most once per 60 seconds (§9
 * "Page-reload guard 60000 ms"), so a chunk that is really missing shows the error page instead
 * of reloading forever. The time of the last reload is kept in sessionStorage (per tab).
 */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_KEY = 'eog.site.chunk_reload_at';

/** The browsers' messages for a failed `import()` (Chromium, Firefox, Safari) and Vite's preload. */
const chunkError =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return chunkError.test(message);
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page unless it was reloaded for this less than a minute ago; true when it did.
 * `reload` is the browser's by default (tests pass their own).
 */
export function reloadForStaleChunk(
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  const s = storage();
  const last = Number(s?.getItem(RELOAD_KEY) ?? 0);
  if (last && now - last < RELOAD_GUARD_MS) return false;
  s?.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}
