/** The side menu's collapsed state, kept in localStorage so it survives reloads. */
import { useCallback, useState } from 'react';
import { browserStorages } from '../../src/api';
import { MENU_COLLAPSED_KEY } from './config';

export function useMenuCollapsed(
  storage: Storage = browserStorages().local,
): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(() => storage.getItem(MENU_COLLAPSED_KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      storage.setItem(MENU_COLLAPSED_KEY, String(!was));
      return !was;
    });
  }, [storage]);
  return [collapsed, toggle];
}
