import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../domain/roles';
import {
  assignableRoles,
  assignableRolesByRole,
  canSeeAccount,
  mayTouch,
  reachDenial,
  writeDenial,
  type ReachDenial,
  type StaffAccount,
} from './reach';
import { admin } from './test/principals';

// The principal of testPrincipals: organization 10, МФЦ 20, region 30, id 1.
const sameOrg = { organizationId: '10', regionId: '31' };
const otherOrg = { organizationId: '11', regionId: '30' };
const sameMfc = { mfcId: '20', regionId: '30' };
const otherMfc = { mfcId: '21', regionId: '30' };
const sameRegion = { regionId: '30' };
const otherRegion = { regionId: '32', organizationId: '10', mfcId: '20' };

describe('assignableRoles', () => {
  it.each<[Role, readonly Role[]]>([
    ['etp_admin', roles],
    ['eog', roles.filter((r) => r !== 'etp_admin')],
    ['senior_manager', ['senior_manager', 'operator', 'services_manager']],
    ['mfc_admin', ['mfc_admin', 'mfc', 'mfc_operator']],
    ['operator', []],
    ['services_manager', []],
    ['mfc', []],
    ['mfc_operator', []],
    ['auditor', []],
    ['minenergo_auditor', []],
    ['regional_head', []],
    ['rgk_operator', []],
  ])('%s may give %j', (role, expected) => {
    expect([...assignableRoles(admin(role))].sort()).toEqual([...expected].sort());
  });

  it('covers every role and never lets anyone but etp_admin give etp_admin', () => {
    expect(Object.keys(assignableRolesByRole).sort()).toEqual([...roles].sort());
    for (const role of roles) {
      if (role === 'etp_admin') continue;
      expect(assignableRoles(admin(role))).not.toContain('etp_admin');
    }
  });
});

describe('reachDenial', () => {
  it.each<[Role, StaffAccount, ReachDenial | undefined]>([
    // etp_admin and the ЕОГ reach everyone (the ЕОГ not an etp_admin).
    ['etp_admin', { role: 'etp_admin', ...otherOrg }, undefined],
    ['etp_admin', { role: 'mfc', ...otherMfc }, undefined],
    ['eog', { role: 'eog', ...otherRegion }, undefined],
    ['eog', { role: 'senior_manager', ...otherOrg }, undefined],
    ['eog', { role: 'etp_admin' }, 'role'],
    // A ГРО administrator: its organization's ГРО staff only.
    ['senior_manager', { role: 'operator', ...sameOrg }, undefined],
    ['senior_manager', { role: 'senior_manager', ...sameOrg }, undefined],
    ['senior_manager', { role: 'services_manager', ...sameOrg }, undefined],
    ['senior_manager', { role: 'operator', ...otherOrg }, 'scope'],
    ['senior_manager', { role: 'etp_admin', ...sameOrg }, 'role'],
    ['senior_manager', { role: 'eog', ...sameOrg }, 'role'],
    ['senior_manager', { role: 'rgk_operator', ...sameOrg }, 'role'],
    ['senior_manager', { role: 'operator' }, 'scope'],
    // An МФЦ administrator: its МФЦ's staff only.
    ['mfc_admin', { role: 'mfc_operator', ...sameMfc }, undefined],
    ['mfc_admin', { role: 'mfc', ...sameMfc }, undefined],
    ['mfc_admin', { role: 'mfc_operator', ...otherMfc }, 'scope'],
    ['mfc_admin', { role: 'operator', ...sameMfc }, 'role'],
    // Everyone else manages nobody, even inside their scope.
    ['operator', { role: 'operator', ...sameOrg }, 'role'],
    ['mfc_operator', { role: 'mfc_operator', ...sameMfc }, 'role'],
    ['rgk_operator', { role: 'operator', ...sameRegion }, 'role'],
    ['rgk_operator', { role: 'operator', ...otherRegion }, 'scope'],
    ['auditor', { role: 'operator', ...sameOrg }, 'role'],
    ['minenergo_auditor', { role: 'mfc', ...sameMfc }, 'role'],
    ['regional_head', { role: 'operator', ...sameRegion }, 'role'],
  ])('%s → %j: %s', (role, account, denial) => {
    expect(reachDenial(admin(role), account)).toBe(denial);
    expect(mayTouch(admin(role), account)).toBe(denial === undefined);
  });

  it('fails closed for a scoped principal without its scope id', () => {
    const lost = admin('senior_manager', { organizationId: null });
    expect(reachDenial(lost, { role: 'operator', organizationId: null })).toBe('scope');
  });
});

describe('canSeeAccount (reading is scope only)', () => {
  it.each<[Role, StaffAccount, boolean]>([
    ['senior_manager', { role: 'etp_admin', ...sameOrg }, true],
    ['senior_manager', { role: 'operator', ...otherOrg }, false],
    ['mfc', { role: 'mfc_admin', ...sameMfc }, true],
    ['mfc', { role: 'mfc_admin', ...otherMfc }, false],
    ['rgk_operator', { role: 'mfc', ...sameMfc }, true],
    ['rgk_operator', { role: 'operator', ...otherRegion }, false],
    ['auditor', { role: 'etp_admin' }, true],
    ['minenergo_auditor', { role: 'operator', ...otherOrg }, true],
  ])('%s sees %j: %s', (role, account, seen) => {
    expect(canSeeAccount(admin(role), account)).toBe(seen);
  });
});

describe('writeDenial', () => {
  const self: StaffAccount = { id: '1', role: 'senior_manager', ...sameOrg };
  const colleague: StaffAccount = { id: '2', role: 'operator', ...sameOrg };
  const manager = admin('senior_manager');

  it.each<[string, Parameters<typeof writeDenial>[1], ReachDenial | undefined]>([
    ['creates a colleague', { after: colleague }, undefined],
    ['creates in another organization', { after: { ...colleague, ...otherOrg } }, 'scope'],
    ['creates an etp_admin', { after: { ...colleague, role: 'etp_admin' } }, 'role'],
    ['edits a colleague', { before: colleague, after: colleague }, undefined],
    [
      'moves a colleague away',
      { before: colleague, after: { ...colleague, ...otherOrg } },
      'scope',
    ],
    [
      'promotes a colleague beyond reach',
      { before: colleague, after: { ...colleague, role: 'eog' }, changesRole: true },
      'role',
    ],
    ['blocks a colleague', { before: colleague, changesBlocked: true }, undefined],
    ['edits own names', { before: self, after: self }, undefined],
    [
      'changes own role',
      { before: self, after: { ...self, role: 'operator' }, changesRole: true },
      'self',
    ],
    ['blocks itself', { before: self, changesBlocked: true }, 'self'],
    ['removes itself', { before: self, removes: true }, 'self'],
    ['pulls an outsider in', { before: { ...colleague, ...otherOrg }, after: colleague }, 'scope'],
  ])('a ГРО administrator %s → %s', (_, write, denial) => {
    expect(writeDenial(manager, write)).toBe(denial);
  });

  it('refuses the etp_admin its own role and blocked flag too', () => {
    const root = admin('etp_admin');
    const own: StaffAccount = { id: '1', role: 'etp_admin' };
    expect(writeDenial(root, { before: own, after: own })).toBeUndefined();
    expect(writeDenial(root, { before: own, changesBlocked: true })).toBe('self');
    expect(
      writeDenial(root, { before: own, after: { ...own, role: 'eog' }, changesRole: true }),
    ).toBe('self');
  });
});
