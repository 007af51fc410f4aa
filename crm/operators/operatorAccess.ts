/**
 * What the signed-in staff member may do in the operators registry, from the same tables the
 * server enforces: the held admin_operators_* keys (usePermissions) and superior reach
 * (src/access/reach.ts) over the account on screen. Hidden buttons are a convenience; the
 * server's 403 is the rule.
 */
import { useGetIdentity, usePermissions } from 'ra-core';
import { adminPrincipal } from '../../authProvider/canAccess';
import type { AdminAccessPrincipal } from '../../src/access/principal';
import { assignableRoles, isOwnAccount, mayTouch, type StaffAccount } from '../../src/access/reach';
import type { Role } from '../../src/domain/roles';
import { heldKey } from '../users/userKeys';

export type OperatorAction =
  | 'read'
  | 'create'
  | 'update'
  | 'remove'
  | 'block'
  | 'send_confirmation'
  | 'send_recovery'
  | 'form_fields'
  | 'history';

export interface OperatorAccess {
  principal: AdminAccessPrincipal | null;
  holds(action: OperatorAction): boolean;
  assignable: readonly Role[];
  /** Inside the caller's scope and of a role the caller may give. */
  reaches(record: Record<string, unknown> | undefined): boolean;
  isOwn(record: Record<string, unknown> | undefined): boolean;
}

/** A console record (relationships flattened to `<rel>_id`) as reach reads it. */
export function staffAccountOf(record: Record<string, unknown>): StaffAccount {
  const id = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  return {
    id: id(record.id),
    role: String(record.role ?? ''),
    organizationId: id(record.organization_id),
    mfcId: id(record.mfc_id),
    regionId: id(record.region_id),
  };
}

export function operatorAccess(
  account: Record<string, unknown> | undefined,
  permissions: unknown,
): OperatorAccess {
  const principal = adminPrincipal(account);
  return {
    principal,
    holds: (action) => heldKey(permissions, `admin_operators_${action}`),
    assignable: principal ? assignableRoles(principal) : [],
    reaches: (record) => !!principal && !!record && mayTouch(principal, staffAccountOf(record)),
    isOwn: (record) => !!principal && !!record && isOwnAccount(principal, staffAccountOf(record)),
  };
}

export function useOperatorAccess(): OperatorAccess {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  return operatorAccess(identity?.account as Record<string, unknown> | undefined, permissions);
}
