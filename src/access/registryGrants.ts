/**
 * Who may do what in a registry an administrator defined (issue 38). Its family
 * (`registry_<code>`, the actions of `runtimeActions`) is not in the compile-time key table: its
 * grants are stored with its design and checked here, by the same rules as a code family's —
 * the roles a design does not name get the access table's defaults (src/access/roleGrants:
 * etp_admin and eog every action, the ЕОГ auditors and the regional head the reading ones),
 * and a read-only scope allows only reading actions. Server and console both ask this.
 */
import type { Role } from '../domain/roles';
import { runtimeActions, type RuntimeAction } from '../registries/design';
import type { FamilyGrant } from '../registries/types';
import { isReadingAction } from './permissionFamilies';
import type { AccessPrincipal } from './principal';
import { scopeFor } from './scoping';

const defaultGrants: Partial<Record<Role, FamilyGrant>> = {
  etp_admin: 'all',
  eog: 'all',
  auditor: 'reading',
  minenergo_auditor: 'reading',
  regional_head: 'reading',
};

/** The actions a role holds in a registry of these grants. */
export function registryActions(
  role: Role,
  grants: Partial<Record<Role, FamilyGrant>> | undefined,
): RuntimeAction[] {
  const grant = grants?.[role] ?? defaultGrants[role];
  if (grant === 'all') return [...runtimeActions];
  if (grant === 'reading') return runtimeActions.filter(isReadingAction);
  return runtimeActions.filter((action) => grant?.includes(action));
}

/** Whether a staff member may do `action` in a run-time registry granting `grants`. */
export function canAccessRegistry(
  principal: AccessPrincipal | null | undefined,
  grants: Partial<Record<Role, FamilyGrant>> | undefined,
  action: string,
): boolean {
  if (principal?.kind !== 'admin') return false;
  if (!registryActions(principal.role, grants).includes(action as RuntimeAction)) return false;
  return !scopeFor(principal).readOnly || isReadingAction(action);
}
