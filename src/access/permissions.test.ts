import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../domain/roles';
import { actionOfKey, familyOfKey, isReadingAction } from './permissionFamilies';
import {
  can,
  isPermissionKey,
  permissionKeys,
  permissionsByRole,
  type PermissionKey,
} from './permissions';

const holders = (key: PermissionKey) => roles.filter((r) => can(r, key));
const legacyRegistries = [
  'regions',
  'sources',
  'services',
  'dictionaries',
  'organizations',
  'branches',
  'mfcs',
];
const crud = ['read', 'create', 'update', 'remove'];

describe('permission keys (seed 001 §6)', () => {
  it('keeps every admin_<registry>_<crud> key the server checks', () => {
    for (const r of legacyRegistries)
      for (const a of crud) expect(isPermissionKey(`admin_${r}_${a}`)).toBe(true);
  });

  it('names the instruction keys of seed 001 §2', () => {
    expect(isPermissionKey('admin_instructions_update')).toBe(true);
    expect(isPermissionKey('admin_instructions_remove')).toBe(true);
  });

  it('has unique keys that split back into family and action', () => {
    expect(new Set(permissionKeys).size).toBe(permissionKeys.length);
    for (const k of permissionKeys) expect(`admin_${familyOfKey(k)}_${actionOfKey(k)}`).toBe(k);
  });

  it('gives etp_admin every key', () => {
    expect(permissionsByRole.etp_admin).toEqual(permissionKeys);
  });

  it.each([
    'admin_regions_create',
    'admin_services_create',
    'admin_ratings_export',
    'admin_ratings_comment',
    'admin_users_remove',
    'admin_operators_remove',
    'admin_leads_remove',
    'admin_regions_remove',
    'admin_users_policy_agreement_remove',
    'admin_application_management_update',
  ] as const)('%s is etp_admin only', (key) => {
    expect(holders(key)).toEqual(['etp_admin']);
  });

  it('leaves removals to etp_admin except the content the ЕОГ edits', () => {
    const shared = permissionKeys.filter(
      (k) => actionOfKey(k) === 'remove' && holders(k).length > 1,
    );
    expect(shared).toEqual([
      'admin_info_banners_remove',
      'admin_advertising_banners_remove',
      'admin_knowledge_remove',
      'admin_instructions_remove',
    ]);
    for (const k of shared) expect(holders(k)).toEqual(['etp_admin', 'eog']);
  });

  it.each(['auditor', 'minenergo_auditor'] as const)('%s only reads and reports', (role) => {
    for (const k of permissionsByRole[role]) expect(isReadingAction(actionOfKey(k))).toBe(true);
    expect(permissionsByRole[role]).toContain('admin_leads_read');
    expect(permissionsByRole[role]).toContain('admin_leads_report');
  });

  it.each(roles)('%s reads the lookup lists every form needs', (role: Role) => {
    for (const r of ['regions', 'sources', 'services', 'organizations'])
      expect(can(role, `admin_${r}_read` as PermissionKey)).toBe(true);
  });

  it.each([
    ['eog', 'admin_dictionaries_create', true],
    ['eog', 'admin_organizations_update', true],
    ['eog', 'admin_regions_update', false],
    ['eog', 'admin_application_management_read', false],
    ['senior_manager', 'admin_branches_create', true],
    ['senior_manager', 'admin_operators_block', true],
    ['senior_manager', 'admin_organizations_create', false],
    ['operator', 'admin_leads_update_status', true],
    ['operator', 'admin_operators_read', false],
    ['operator', 'admin_leads_change_personal_manager', false],
    ['mfc_admin', 'admin_operators_create', true],
    ['mfc_operator', 'admin_operators_create', false],
    ['mfc', 'admin_leads_create', true],
    ['mfc', 'admin_mfcs_update', false],
    ['rgk_operator', 'admin_gro_requests_update_status', true],
    ['rgk_operator', 'admin_settlements_read', false],
    ['services_manager', 'admin_organizations_services', true],
    ['services_manager', 'admin_services_update', false],
    ['regional_head', 'admin_social_assistances_update', true],
    ['regional_head', 'admin_leads_update', false],
    ['auditor', 'admin_ratings_read', true],
    ['auditor', 'admin_ratings_export', false],
    ['minenergo_auditor', 'admin_ratings_read', false],
  ] as const)('can(%s, %s) = %s', (role, key, expected) => {
    expect(can(role, key)).toBe(expected);
  });
});
