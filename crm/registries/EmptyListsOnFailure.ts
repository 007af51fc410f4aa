/**
 * Seed 001 §8 "Failure to load dictionaries, organizations, admin users and lists silently
 * gives an empty list (page count 1)" (also §7 for organizations; seed 000 §8 for the site).
 * The console's dataProvider (crm/providers.ts) answers a list or lookup the server fails to
 * give as an empty page: the table shows its 'no results' row with one page, a picker no choices, a cell its
 * dash — no error notification, no red helper text. Only the list reads change (getList,
 * getMany, getManyReference); a record, a save or a removal still reports its failure.
 *
 * A 401 or 403 still fails, so the authProvider signs out or shows the access page as
 * everywhere; a cancelled request still fails, so react-query drops it rather than caching an
 * empty page it never got. The failure goes to the browser console for support.
 */
import type { DataProvider } from 'ra-core';

function passesThrough(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted || (error as { name?: unknown } | null)?.name === 'AbortError') return true;
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}

function emptyOnFailure<T>(
  resource: string,
  signal: AbortSignal | undefined,
  empty: T,
): (error: unknown) => T {
  return (error) => {
    if (passesThrough(error, signal)) throw error;
    console.warn('Список не загружен', resource, error);
    return empty;
  };
}

/** `provider` whose failed list reads answer an empty page instead of failing. */
export function emptyListsOnFailure<P extends DataProvider>(provider: P): P {
  return {
    ...provider,
    getList: (resource, params) =>
      provider
        .getList(resource, params)
        .catch(emptyOnFailure(resource, params.signal, { data: [], total: 0 })),
    getMany: (resource, params) =>
      provider
        .getMany(resource, params)
        .catch(emptyOnFailure(resource, params.signal, { data: [] })),
    getManyReference: (resource, params) =>
      provider
        .getManyReference(resource, params)
        .catch(emptyOnFailure(resource, params.signal, { data: [], total: 0 })),
  };
}
