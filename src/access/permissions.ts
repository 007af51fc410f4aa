/**
 * Permission keys (seed 001 §6) and which role holds which: one table read by the server's
 * guards, the console's authProvider and the site. The seed leaves the per-role lists open
 * ("not shown"); this table is our design, written down in docs/permissions.md. Its rules:
 * etp_admin holds every key and alone creates regions and services and holds most removals;
 * auditors read and report only; ratings export and comments are etp_admin only; every other
 * role gets the keys of its console sections (sections.ts) that its work needs.
 */
import { roles, type Role } from '../domain/roles';
import {
  actionOfKey,
  familyOfKey,
  familySections,
  permissionKeys,
  type PermissionFamily,
  type PermissionKey,
} from './permissionFamilies';
import { expand, roleGrants } from './roleGrants';
import { sectionsFor } from './sections';

export { permissionKeys, isPermissionKey, type PermissionKey } from './permissionFamilies';

/** Removals etp_admin shares: content the ЕОГ edits daily (banners, questions, instructions). */
const eogRemovable: readonly PermissionFamily[] = [
  'info_banners',
  'advertising_banners',
  'knowledge',
  'instructions',
];

/** Keys only etp_admin holds, whatever a role's grant says. */
function etpAdminOnly(key: PermissionKey): boolean {
  const family = familyOfKey(key);
  const action = actionOfKey(key);
  if (key === 'admin_regions_create' || key === 'admin_services_create') return true;
  if (key === 'admin_ratings_export' || key === 'admin_ratings_comment') return true;
  if (action === 'remove' || action === 'policy_agreement_remove')
    return !eogRemovable.includes(family);
  return false;
}

/** The flags that give a RegionalHead every section it can ever have. */
const widestFlags = { executorSelection: true, socialAssistance: true };

/** Whether a family's key survives without the family's console section. */
export function keyAllowedBySections(key: PermissionKey, granted: readonly string[]): boolean {
  const { sections, lookup } = familySections[familyOfKey(key)];
  if (lookup && actionOfKey(key) === 'read') return true;
  return sections.some((s) => granted.includes(s));
}

/** Keys per role, in `permissionKeys` order. etp_admin holds everything. */
export const permissionsByRole: Record<Role, readonly PermissionKey[]> = Object.fromEntries(
  roles.map((role) => {
    if (role === 'etp_admin') return [role, permissionKeys];
    const granted = new Set(expand(roleGrants[role]));
    const sections = sectionsFor({ role, ...widestFlags });
    return [
      role,
      permissionKeys.filter(
        (k) => granted.has(k) && !etpAdminOnly(k) && keyAllowedBySections(k, sections),
      ),
    ];
  }),
) as Record<Role, readonly PermissionKey[]>;

/** True if `role` holds `key` (seed 001 §6: "a check is true if the user's role grants it"). */
export function can(role: Role, key: PermissionKey): boolean {
  return permissionsByRole[role].includes(key);
}
