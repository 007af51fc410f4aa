/**
 * The applicants' permission keys the console mirrors (seed 001 §6 "users: create, block,
 * delete, leads reassign, policy agreement remove"): a button shows only with its key; the
 * server refuses the call anyway (403).
 */
import { usePermissions } from 'ra-core';
import type { PermissionKey } from '../../src/access/permissionFamilies';

/** `{role, permissions: [...keys]}` from the admin authProvider's getPermissions. */
export function heldKey(permissions: unknown, key: PermissionKey): boolean {
  const list = (permissions as { permissions?: unknown } | undefined)?.permissions;
  return Array.isArray(list) && list.includes(key);
}

/** A table of keys by name (`{create: 'admin_users_create'}`) as whether each is held. */
export function heldKeysOf<T extends Record<string, PermissionKey>>(
  permissions: unknown,
  table: T,
): Record<keyof T, boolean> {
  return Object.fromEntries(
    Object.entries(table).map(([name, key]) => [name, heldKey(permissions, key)]),
  ) as Record<keyof T, boolean>;
}

export function useHeldKeys<T extends Record<string, PermissionKey>>(table: T) {
  const { permissions } = usePermissions();
  return heldKeysOf(permissions, table);
}

export const useUserKeys = () =>
  useHeldKeys({
    create: 'admin_users_create',
    update: 'admin_users_update',
    remove: 'admin_users_remove',
    block: 'admin_users_block',
    reassign: 'admin_users_leads_reassign',
    policy: 'admin_users_policy_agreement_remove',
    history: 'admin_users_history',
    report: 'admin_users_report',
  });
