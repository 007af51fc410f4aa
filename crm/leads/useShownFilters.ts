/**
 * The filters a staff member added to a list through 'Ещё фильтры', remembered per signed-in
 * user (`eog.crm.shown_filters.<list>.<user id>` in localStorage), so a reload or the next
 * sign-in opens the list with the same filters and another user of the browser gets their own.
 * Not in react-admin's store: the console resets that store at every sign-out (useLogout), while
 * the choice of filters belongs to the person. Only filter names are kept, never their values.
 */
import { useGetIdentity } from 'ra-core';
import { useCallback, useMemo, useState } from 'react';
import { browserStorages } from '../../src/api';

const storageKey = (list: string, user: string) => `eog.crm.shown_filters.${list}.${user}`;

function read(storage: Storage, key: string): readonly string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** The shown filters of `list` for the signed-in user (none until the identity is known). */
export function useShownFilters(
  list: string,
  storage: Storage = browserStorages().local,
): [shown: readonly string[], setShown: (next: readonly string[]) => void] {
  const { identity } = useGetIdentity();
  const key = identity ? storageKey(list, String(identity.id)) : undefined;
  const stored = useMemo(() => (key ? read(storage, key) : []), [key, storage]);
  const [changed, setChanged] = useState<{ key: string; shown: readonly string[] }>();
  const setShown = useCallback(
    (next: readonly string[]) => {
      if (!key) return;
      storage.setItem(key, JSON.stringify(next));
      setChanged({ key, shown: next });
    },
    [key, storage],
  );
  return [changed && changed.key === key ? changed.shown : stored, setShown];
}
