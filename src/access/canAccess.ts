/**
 * The one authorization function (STYLE.md §4): `canAccess(principal, {action, resource,
 * record})`, pure, called by the console's authProvider, the site's guards and the server.
 *
 * - Staff: the key `admin_<resource>_<action>` must be held by the role (permissions.ts), the
 *   key's console section must be visible to this principal (the RegionalHead flags narrow
 *   it, sections.ts), a read-only scope allows only reading actions, and a given record must
 *   fall inside the principal's scope (scoping.ts).
 * - Applicants: their own leads, contracts, agreements, files, ratings and appeals, and the
 *   public reference data (seed 000 §6 "Site users may read instructions, sources, subsidy
 *   categories and knowledge data through non-admin paths").
 * - Anonymous visitors: the public reference data and the guest appeal only.
 *
 * @example canAccess(admin, { action: 'update', resource: 'leads', record: { organizationId: '7' } })
 */
import { roles } from '../domain/roles';
import type { AccessPrincipal, AdminAccessPrincipal } from './principal';
import {
  actionOfKey,
  isReadingAction,
  keyOf,
  families,
  type PermissionFamily,
  type PermissionKey,
} from './permissionFamilies';
import { keyAllowedBySections, permissionsByRole } from './permissions';
import { inScope, scopeFor, type ScopedRecord } from './scoping';
import { sectionsFor } from './sections';

export interface AccessRequest {
  action: string;
  resource: string;
  record?: ScopedRecord;
}

/** Site resources an applicant acts on, always their own records. */
export const applicantResources = {
  leads: ['read', 'create', 'update', 'update_status'],
  contracts: ['read', 'update_status'],
  agreements: ['read', 'update_status'],
  attachments: ['read', 'create', 'remove'],
  ratings: ['read', 'create'],
  appeals: ['read', 'create'],
  notifications: ['read', 'update'],
} as const satisfies Record<string, readonly string[]>;

/** Reference data the site reads without an account (seed 000 §7 site paths). */
export const publicResources = [
  'regions',
  'sources',
  'services',
  'organizations',
  'branches',
  'dictionaries',
  'instructions',
  'knowledge',
  'citizen_categories',
  'settlements',
  'info_banners',
  'schedule_plans',
  'gasification_programs_items',
] as const;

/** Anonymous writes: the hot-line/guest appeal (POST /v1/guest_appeals). */
export const anonymousWrites = { guest_appeals: ['create'] } as const;

const isFamily = (r: string): r is PermissionFamily => (families as string[]).includes(r);

/** The keys a staff member holds now: the role's keys still allowed by their sections. */
export function permissionsFor(principal: AdminAccessPrincipal): PermissionKey[] {
  return [...heldKeys(principal)];
}

/**
 * The held keys depend on the role and the two flags alone, so each of their few combinations
 * is worked out once: the route guard asks on every request.
 */
const heldByCombination = new Map<string, ReadonlySet<PermissionKey>>();

function heldKeys(principal: AdminAccessPrincipal): ReadonlySet<PermissionKey> {
  const combination = `${principal.role}|${principal.executorSelection ?? false}|${principal.socialAssistance ?? false}`;
  let held = heldByCombination.get(combination);
  if (!held) {
    const sections = sectionsFor(principal);
    held = new Set(
      permissionsByRole[principal.role].filter(
        (k) => keyAllowedBySections(k, sections) && !narrowedByFlag(principal, k),
      ),
    );
    heldByCombination.set(combination, held);
  }
  return held;
}

/**
 * Issue 18: social assistance is a regional head's only with the social_assistance flag (the
 * route marker of its pages, src/access/consoleRoutes `pathMarkers`), though its section is not.
 */
function narrowedByFlag(principal: AdminAccessPrincipal, key: PermissionKey): boolean {
  return (
    principal.role === 'regional_head' &&
    !principal.socialAssistance &&
    key.startsWith('admin_social_assistances_')
  );
}

/**
 * The server's route guard: the staff member holds `key` now — their role's key, still allowed
 * by their sections (RegionalHead flags), and a reading key for the read-only roles.
 */
export function holdsKey(principal: AdminAccessPrincipal, key: PermissionKey): boolean {
  if (!heldKeys(principal).has(key)) return false;
  return !scopeFor(principal).readOnly || isReadingAction(actionOfKey(key));
}

export function canAccess(
  principal: AccessPrincipal | null | undefined,
  { action, resource, record }: AccessRequest,
): boolean {
  // Staff read reference data through /v1/admin paths, gated by their keys, never as public.
  if (principal?.kind !== 'admin' && isPublicRead(resource, action)) return true;
  if (!principal) return hasAction(anonymousWrites, resource, action);
  if (principal.kind === 'user') {
    if (!hasAction(applicantResources, resource, action)) return false;
    return !record || inScope(scopeFor(principal), record);
  }
  if (!roles.includes(principal.role) || !isFamily(resource)) return false;
  const key = keyOf(resource, action);
  if (!key || !holdsKey(principal, key)) return false;
  return !record || inScope(scopeFor(principal), record);
}

function isPublicRead(resource: string, action: string): boolean {
  return action === 'read' && (publicResources as readonly string[]).includes(resource);
}

function hasAction(
  table: Readonly<Record<string, readonly string[]>>,
  resource: string,
  action: string,
): boolean {
  return Object.hasOwn(table, resource) && (table[resource] ?? []).includes(action);
}
