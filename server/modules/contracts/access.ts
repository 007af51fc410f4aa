/**
 * Who may do what with contracts beyond the route's own key (issue 6): reading needs
 * admin_contracts_read or admin_leads_read; the history is refused to the read-only roles
 * (auditors read contracts but not their history); a status move needs the coordination key for
 * the РОГ/ЕОГ decision and admin_contracts_update_status for the rest.
 */
import type { FastifySchema } from 'fastify';
import { holdsKey } from '../../../src/access/canAccess';
import type { PermissionKey } from '../../../src/access/permissionFamilies';
import { scopeFor } from '../../../src/access/scoping';
import { contractCoordinationDecisions } from '../../../src/domain/contractTransitions';
import type { AdminPrincipal } from '../../auth/principal';
import type { RouteAccess } from '../../auth/routeAccess';
import { Forbidden } from '../../jsonapi/errors';

export function assertAnyKey(admin: AdminPrincipal, keys: readonly PermissionKey[]): void {
  if (!keys.some((k) => holdsKey(admin, k))) throw new Forbidden();
}

export const contractReadKeys: readonly PermissionKey[] = [
  'admin_contracts_read',
  'admin_leads_read',
];

export const contractMoveKeys: readonly PermissionKey[] = [
  'admin_contracts_update_status',
  'admin_coordination_approve',
];

export function assertContractHistory(admin: AdminPrincipal): void {
  assertAnyKey(admin, contractReadKeys);
  if (scopeFor(admin).readOnly) throw new Forbidden();
}

/** The key a staff move to `to` needs. */
export function contractMoveKey(to: string): PermissionKey {
  return (contractCoordinationDecisions as readonly string[]).includes(to)
    ? 'admin_coordination_approve'
    : 'admin_contracts_update_status';
}

/** A route's options: the permission key, in the caller's scope. */
export const withKey = (
  permission: Extract<RouteAccess, object>['permission'],
  schema: FastifySchema,
) => ({ config: { access: { permission, scoped: true } as RouteAccess }, schema });
export const anyAdmin = (schema: FastifySchema) => ({
  config: { access: 'admin' as RouteAccess },
  schema,
});
export const anyUser = (schema: FastifySchema) => ({
  config: { access: 'user' as RouteAccess },
  schema,
});
