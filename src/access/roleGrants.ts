/**
 * What each role is granted before permissions.ts removes the etp_admin-only keys and the keys
 * of sections the role does not see. Our design: the seed names the key families but not the
 * per-role lists (seed 001 §6 "The per-role permission lists are not shown").
 */
import type { Role } from '../domain/roles';
import {
  declaringRegistries,
  isReadingAction,
  lookupFamilies,
  permissionFamilies,
  type PermissionFamily,
  type PermissionKey,
} from './permissionFamilies';

/** Per family: chosen actions, every action, or only the reading ones. */
export type Grant = {
  [F in PermissionFamily]?: readonly (typeof permissionFamilies)[F][number][] | 'all' | 'reading';
};

export function expand(grant: Grant): PermissionKey[] {
  return (Object.keys(grant) as PermissionFamily[]).flatMap((family) => {
    const spec = grant[family];
    const actions: readonly string[] = permissionFamilies[family];
    const chosen =
      spec === 'all'
        ? actions
        : spec === 'reading'
          ? actions.filter(isReadingAction)
          : (spec ?? []);
    return chosen.map((a) => `admin_${family}_${a}` as PermissionKey);
  });
}

const lookups: Grant = Object.fromEntries(lookupFamilies.map((f) => [f, ['read']]));

/** The same grant of every family. */
const everyFamily = (spec: 'all' | 'reading'): Grant =>
  Object.fromEntries(Object.keys(permissionFamilies).map((f) => [f, spec]));
const readingAll = everyFamily('reading');

/** What each role is granted, before the etp_admin-only keys and the sections are applied. */
export const roleGrants: Record<Role, Grant> = withDeclaredGrants({
  etp_admin: everyFamily('all'),
  eog: {
    ...everyFamily('all'),
    regions: ['read'],
    sources: ['read', 'update'],
    services: ['read', 'update'],
  },
  auditor: readingAll,
  minenergo_auditor: { ...readingAll, registry_designs: [] },
  regional_head: {
    ...readingAll,
    // The registry constructor is the administrators' and the auditors' only.
    registry_designs: [],
    social_assistances: ['read', 'update'],
    citizen_categories: ['read', 'create', 'update', 'history'],
    subsidies: ['read', 'create', 'update', 'history'],
    consultations: ['read', 'update', 'update_status', 'assign_executor', 'history', 'export'],
    leads: ['read', 'report', 'filter'],
  },
  ...groRoles(),
  ...mfcRoles(),
  rgk_operator: {
    ...lookups,
    operators: ['read'],
    users: ['read'],
    leads: ['read', 'update', 'update_status', 'documents', 'filter', 'report', 'events'],
    contracts: ['read'],
    agreements: ['read'],
    appeals: ['read', 'update', 'export'],
  },
  services_manager: {
    ...lookups,
    organizations: ['read', 'services'],
    users: ['read', 'create', 'update'],
    instructions: ['read'],
    leads: [
      'read',
      'create',
      'update',
      'update_status',
      'documents',
      'filter',
      'change_service',
      'notifications',
      'events',
    ],
    contracts: ['read'],
    agreements: ['read'],
  },
});

/** The grants a registry's own family declares (src/registries `family.grants`) win. */
function withDeclaredGrants(table: Record<Role, Grant>): Record<Role, Grant> {
  for (const registry of declaringRegistries) {
    for (const [role, grant] of Object.entries(registry.family.grants ?? {}))
      table[role as Role] = { ...table[role as Role], [registry.permissions]: grant };
  }
  return table;
}

/** ГРО staff: the administrator (senior_manager) and the operator. */
function groRoles(): Pick<Record<Role, Grant>, 'senior_manager' | 'operator'> {
  const shared: Grant = {
    ...lookups,
    gas_distribution_stations: ['read', 'create', 'update'],
    action_histories: ['read'],
    analytics: ['read', 'export'],
    appeals: ['read', 'update', 'export'],
    consultations: ['read', 'create', 'update', 'update_status', 'history', 'export'],
    instructions: ['read'],
    contracts: ['read', 'update_status'],
    agreements: ['read', 'update_status', 'history'],
    coordination: ['read', 'approve'],
    users: ['read', 'create', 'update', 'history'],
    connection_fee_kinds: ['read'],
  };
  const operatorLeads = permissionFamilies.leads.filter(
    (a) => !['remove', 'change_personal_manager'].includes(a),
  );
  return {
    operator: { ...shared, leads: operatorLeads },
    senior_manager: {
      ...shared,
      leads: permissionFamilies.leads.filter((a) => a !== 'remove'),
      operators: permissionFamilies.operators.filter((a) => a !== 'remove'),
      users: ['read', 'create', 'update', 'block', 'leads_reassign', 'history', 'report'],
      organizations: permissionFamilies.organizations.filter(
        (a) => a !== 'remove' && a !== 'create',
      ),
      branches: ['read', 'create', 'update'],
      connection_fee_kinds: ['read', 'create', 'update', 'history'],
      // The ГРО administrator gives its consultations to its operators (issue 18).
      consultations: permissionFamilies.consultations,
      social_assistances: ['read'],
      citizen_categories: ['read'],
      ratings: ['read'],
    },
  };
}

/** МФЦ staff take applications on the applicant's behalf; mfc_admin manages its МФЦ's staff. */
function mfcRoles(): Pick<Record<Role, Grant>, 'mfc' | 'mfc_admin' | 'mfc_operator'> {
  const base: Grant = {
    ...lookups,
    leads: ['read', 'create', 'update', 'update_status', 'documents', 'filter', 'events'],
    contracts: ['read'],
    agreements: ['read'],
    users: ['read', 'create', 'update'],
    operators: ['read'],
  };
  return {
    mfc: base,
    mfc_operator: base,
    mfc_admin: {
      ...base,
      mfcs: ['read', 'update'],
      operators: ['read', 'create', 'update', 'block', 'send_confirmation', 'send_recovery'],
    },
  };
}
