/**
 * Permission key families (seed 001 §6 "Permission keys gate actions") and their actions. A key
 * is `admin_<family>_<action>`. The seven reference registries keep the CRUD keys the server
 * already checks; the other families and action names are ours, taken from the seed's words
 * and from the calls of seed 001 §7 (export, changes → history, update_status, import …).
 * A registry may declare its own family in its definition (`family`): its keys, section and
 * grants join these tables from there, so a new registry is one definition and a migration.
 */
import { crudActions as crud } from '../registries/common';
import { registries, type DefinedRegistry } from '../registries/index';
import type { FamilyDeclaration, RegistryDefinition } from '../registries/types';
import type { Section } from './sections';

/** The families of this table; the registries' own families are added below. */
const tableFamilies = {
  // Reference registries (lead dictionary) — the keys server/modules/reference checks.
  regions: crud,
  sources: crud,
  services: crud,
  dictionaries: crud,
  organizations: [
    ...crud,
    'schedule',
    'tariff_rates',
    'services',
    'regional_benefits',
    'authorized_representatives',
    'settings',
    'complex_implementation',
    'report',
  ],
  branches: crud,
  mfcs: crud,
  state_investment_programs: crud,
  gas_distribution_stations: crud,
  // Staff accounts (admin_users) and applicants.
  operators: [
    ...crud,
    'block',
    'send_confirmation',
    'send_recovery',
    'form_fields',
    'history',
    'report',
  ],
  users: [...crud, 'block', 'leads_reassign', 'policy_agreement_remove', 'history', 'report'],
  // Leads and their contracts and agreements. Each lead key gates a route or a part of one
  // (server/modules/leads, contracts); the seed's lead "import" has no call (seed 001 §7 imports
  // schedule plans only) and no key (docs/decisions.md "Lead keys").
  leads: [
    ...crud,
    'update_status',
    'report',
    'documents',
    'change_service',
    'change_personal_manager',
    'contract_signature',
    'termination',
    'specification',
    'notifications',
    'events',
    'contract_date_edit',
    'filter',
  ],
  contracts: ['read', 'update_status'],
  agreements: ['read', 'update_status', 'history'],
  coordination: ['read', 'approve'],
  application_management: ['read', 'update', 'report'],
  analytics: ['read', 'export'],
  // Registries of seed 001 §6.
  appeals: ['read', 'update', 'export'],
  // No 'remove': a consultation is closed by its status, with its history (issue 39 §4).
  consultations: [
    'read',
    'create',
    'update',
    'update_status',
    'assign_executor',
    'history',
    'export',
  ],
  info_banners: crud,
  advertising_banners: crud,
  subsidies: [...crud, 'history'],
  citizen_categories: [...crud, 'history'],
  social_assistances: ['read', 'update'],
  knowledge: crud,
  instructions: [...crud, 'history'],
  connection_fee_kinds: [...crud, 'history'],
  ratings: ['read', 'export', 'comment'],
  action_histories: ['read'],
  background_jobs: ['read'],
  rabbitmq_statistics: ['read'],
  // The registry constructor (issue 38): designs of run-time registries and their publication.
  registry_designs: ['read', 'create', 'update', 'publish'],
} as const satisfies Record<string, readonly string[]>;

type DeclaringRegistry = Extract<DefinedRegistry, { family: object }>;

/** The families the registries declare, by name, with their literal actions. */
type DeclaredFamilies = {
  [R in DeclaringRegistry as R['permissions']]: R['family']['actions'];
};

/** The registries that declare their family (src/registries, `family`). */
export const declaringRegistries = registries.filter(
  (r): r is RegistryDefinition & { family: FamilyDeclaration } => r.family !== undefined,
);

export const permissionFamilies = {
  ...tableFamilies,
  ...Object.fromEntries(declaringRegistries.map((r) => [r.permissions, r.family.actions])),
} as typeof tableFamilies & DeclaredFamilies;

export type PermissionFamily = keyof typeof permissionFamilies;

export type PermissionKey = {
  [F in PermissionFamily]: `admin_${F}_${(typeof permissionFamilies)[F][number]}`;
}[PermissionFamily];

export const families = Object.keys(permissionFamilies) as PermissionFamily[];

/** Every key, family by family in the order above. */
export const permissionKeys: readonly PermissionKey[] = families.flatMap((f) =>
  (permissionFamilies[f] as readonly string[]).map((a) => `admin_${f}_${a}` as PermissionKey),
);

export function keyOf(family: string, action: string): PermissionKey | undefined {
  const key = `admin_${family}_${action}`;
  return (permissionKeys as readonly string[]).includes(key) ? (key as PermissionKey) : undefined;
}

export function isPermissionKey(value: unknown): value is PermissionKey {
  return typeof value === 'string' && (permissionKeys as readonly string[]).includes(value);
}

/** Actions that only read or report: what auditors may do and what read-only scopes allow. */
export const readingActions: readonly string[] = ['read', 'export', 'report', 'history', 'filter'];

export function isReadingAction(action: string): boolean {
  return readingActions.includes(action);
}

/**
 * The console section a family lives in. A principal without the section loses the family's
 * keys (this is how the RegionalHead flags narrow its rights). Families marked `lookup` are
 * read by every screen (forms and filters pick regions, sources, organizations …), so their
 * `read` stays without the section; their writes still need it.
 */
type FamilySection = { sections: readonly Section[]; lookup?: boolean };

const tableFamilySections: Record<keyof typeof tableFamilies, FamilySection> = {
  regions: { sections: ['lead_dictionary'], lookup: true },
  sources: { sections: ['lead_dictionary'], lookup: true },
  services: { sections: ['lead_dictionary'], lookup: true },
  dictionaries: { sections: ['lead_dictionary'], lookup: true },
  state_investment_programs: { sections: ['lead_dictionary'], lookup: true },
  gas_distribution_stations: { sections: ['lead_dictionary'], lookup: true },
  organizations: { sections: ['organizations'], lookup: true },
  branches: { sections: ['organizations'], lookup: true },
  mfcs: { sections: ['mfc'], lookup: true },
  operators: { sections: ['operators'] },
  users: { sections: ['users'] },
  leads: { sections: ['leads'] },
  contracts: { sections: ['leads', 'coordination_leads'] },
  agreements: { sections: ['leads', 'coordination_leads'] },
  coordination: { sections: ['coordination_leads'] },
  application_management: { sections: ['application_management'] },
  analytics: { sections: ['analytics'] },
  appeals: { sections: ['appeals'] },
  consultations: { sections: ['appeals', 'appeals_consultations'] },
  info_banners: { sections: ['info_banners'] },
  advertising_banners: { sections: ['info_banners'] },
  subsidies: { sections: ['subsidies'] },
  citizen_categories: { sections: ['support_measures'] },
  social_assistances: { sections: ['support_measures'] },
  knowledge: { sections: ['knowledge'] },
  instructions: { sections: ['instructions'] },
  connection_fee_kinds: { sections: ['connection_fee_kinds'] },
  ratings: { sections: ['ratings'] },
  action_histories: { sections: ['action_histories'] },
  background_jobs: { sections: ['action_histories'] },
  rabbitmq_statistics: { sections: ['action_histories'] },
  registry_designs: { sections: ['registry_designs'] },
};

/** The table's `lookup` families: every staff form picks regions, organizations … from them. */
export const lookupFamilies = (
  Object.keys(tableFamilySections) as (keyof typeof tableFamilies)[]
).filter((f) => tableFamilySections[f].lookup);

export const familySections = {
  ...tableFamilySections,
  ...Object.fromEntries(
    declaringRegistries.map((r) => [
      r.permissions,
      { sections: [r.section], lookup: r.family.lookup ?? false },
    ]),
  ),
} as Record<PermissionFamily, FamilySection>;

/** Each key's family, worked out on first use (the route guard asks on every request). */
const familyByKey = new Map<string, PermissionFamily>();

export function familyOfKey(key: PermissionKey): PermissionFamily {
  let family = familyByKey.get(key);
  if (!family) {
    // The longest family the key starts with ('leads_contract' before 'leads').
    family = families
      .filter((f) => key.startsWith(`admin_${f}_`))
      .sort((a, b) => b.length - a.length)[0];
    if (!family) throw new Error(`Unknown permission key ${key}`);
    familyByKey.set(key, family);
  }
  return family;
}

export function actionOfKey(key: PermissionKey): string {
  return key.slice(`admin_${familyOfKey(key)}_`.length);
}
