/**
 * Seed 000 §8, §9: a stale code chunk (the app was redeployed while the page was open) reloads
 * the page once, at most once per 60 seconds.
 */
import { browserStorages } from '../../src/api';

export const RELOAD_GUARD_MS = 60_000;
const KEY = 'eog.crm.chunk_reload_at';

export function isStaleChunkError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return (
    typeof message === 'string' &&
    /dynamically imported module|Importing a module script failed|Loading chunk .* failed/i.test(
      message,
    )
  );
}

/** Reloads and answers true when the error is a stale chunk and no reload ran in the last minute. */
export function reloadOnStaleChunk(
  error: unknown,
  storage: Storage = browserStorages().session,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!isStaleChunkError(error)) return false;
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
