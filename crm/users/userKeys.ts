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

export interface UserKeys {
  create: boolean;
  update: boolean;
  remove: boolean;
  block: boolean;
  reassign: boolean;
  policy: boolean;
  history: boolean;
  report: boolean;
}

export function userKeys(permissions: unknown): UserKeys {
  const holds = (key: PermissionKey) => heldKey(permissions, key);
  return {
    create: holds('admin_users_create'),
    update: holds('admin_users_update'),
    remove: holds('admin_users_remove'),
    block: holds('admin_users_block'),
    reassign: holds('admin_users_leads_reassign'),
    policy: holds('admin_users_policy_agreement_remove'),
    history: holds('admin_users_history'),
    report: holds('admin_users_report'),
  };
}

export function useUserKeys(): UserKeys {
  const { permissions } = usePermissions();
  return userKeys(permissions);
}
