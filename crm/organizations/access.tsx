/**
 * What the signed-in staff member may do with one organization, mirroring the server: a tab or
 * a button needs its permission key (seed 001 §6), a write also the organization in the
 * member's scope (src/registries/organizations `mayWriteOrganization`), and affiliations a
 * scope over every organization. Everything is false while the identity loads.
 */
import { useGetIdentity, usePermissions } from 'ra-core';
import type { ReactNode } from 'react';
import { AccessDenied } from 'react-admin';
import { adminPrincipal } from '../../authProvider/canAccess';
import type { PermissionKey } from '../../src/access/permissionFamilies';
import { scopeFor } from '../../src/access/scoping';
import { mayChangeAffiliations, mayWriteOrganization } from '../../src/registries/organizations';
import { heldKey } from '../users/userKeys';

export function organizationAccess(
  account: Record<string, unknown> | undefined,
  permissions: unknown,
  organizationId: string | number | undefined,
) {
  const principal = adminPrincipal(account);
  const scope = principal ? scopeFor(principal) : undefined;
  const holds = (key: PermissionKey) => heldKey(permissions, key);
  return {
    holds,
    // The key is held and the organization is the member's to write.
    canWrite: (key: PermissionKey) =>
      holds(key) &&
      !!scope &&
      (organizationId === undefined
        ? mayChangeAffiliations(scope)
        : mayWriteOrganization(scope, organizationId)),
    canChangeAffiliations: !!scope && mayChangeAffiliations(scope),
  };
}

export function useOrganizationAccess(organizationId?: string | number) {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const account = (identity as { account?: Record<string, unknown> } | undefined)?.account;
  return organizationAccess(account, permissions, organizationId);
}

/**
 * The nested screens' resources ('organizations/5/schedule') are no families of the access
 * table, so react-admin's own check is switched off on them (`disableAuthentication`; the
 * console already requires a session) and this guard asks for the read key instead.
 */
export function RequireKey({
  permission,
  children,
}: {
  permission: PermissionKey;
  children: ReactNode;
}) {
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  return heldKey(permissions, permission) ? children : <AccessDenied />;
}
