import { describe, expect, it } from 'vitest';
import { roles } from '../domain/roles';
import { canAccess, permissionsFor, type AccessRequest } from './canAccess';
import type { AccessPrincipal } from './principal';
import { permissionsByRole } from './permissions';
import type { Principal as ServerPrincipal } from '../../server/auth/principal';
import { admin, applicant } from './test/principals';

type Row = [string, AccessPrincipal | null, AccessRequest, boolean];

describe('canAccess', () => {
  it.each<Row>([
    // Anonymous visitors.
    ['anonymous reads regions', null, { action: 'read', resource: 'regions' }, true],
    ['anonymous reads instructions', null, { action: 'read', resource: 'instructions' }, true],
    ['anonymous reads leads', null, { action: 'read', resource: 'leads' }, false],
    ['anonymous sends a guest appeal', null, { action: 'create', resource: 'guest_appeals' }, true],
    ['anonymous creates a region', null, { action: 'create', resource: 'regions' }, false],
    // Applicants: own records only.
    ['applicant lists leads', applicant(), { action: 'read', resource: 'leads' }, true],
    [
      'applicant reads own lead',
      applicant(),
      { action: 'read', resource: 'leads', record: { userId: '100' } },
      true,
    ],
    [
      "applicant reads another's lead",
      applicant(),
      { action: 'read', resource: 'leads', record: { userId: '101' } },
      false,
    ],
    [
      'applicant signs own contract',
      applicant(),
      { action: 'update_status', resource: 'contracts', record: { userId: 100 } },
      true,
    ],
    [
      'applicant removes own file',
      applicant(),
      { action: 'remove', resource: 'attachments', record: { userId: '100' } },
      true,
    ],
    [
      'applicant removes a lead',
      applicant(),
      { action: 'remove', resource: 'leads', record: { userId: '100' } },
      false,
    ],
    [
      'applicant reads citizen categories',
      applicant(),
      { action: 'read', resource: 'citizen_categories' },
      true,
    ],
    ['applicant edits a region', applicant(), { action: 'update', resource: 'regions' }, false],
    ['applicant exports ratings', applicant(), { action: 'export', resource: 'ratings' }, false],
    // Staff: keys, sections, scope.
    [
      'etp_admin removes a region',
      admin('etp_admin'),
      { action: 'remove', resource: 'regions' },
      true,
    ],
    ['eog creates a region', admin('eog'), { action: 'create', resource: 'regions' }, false],
    [
      'eog updates any lead',
      admin('eog'),
      { action: 'update', resource: 'leads', record: { organizationId: '99' } },
      true,
    ],
    [
      'operator updates own org lead',
      admin('operator'),
      { action: 'update', resource: 'leads', record: { organizationId: '10' } },
      true,
    ],
    [
      "operator updates other org's lead",
      admin('operator'),
      { action: 'update', resource: 'leads', record: { organizationId: '11' } },
      false,
    ],
    [
      'operator without organization',
      admin('operator', { organizationId: null }),
      { action: 'read', resource: 'leads', record: { organizationId: '10' } },
      false,
    ],
    [
      'mfc reads own МФЦ lead',
      admin('mfc'),
      { action: 'read', resource: 'leads', record: { mfcId: '20' } },
      true,
    ],
    [
      "mfc reads other МФЦ's lead",
      admin('mfc'),
      { action: 'read', resource: 'leads', record: { mfcId: '21' } },
      false,
    ],
    [
      'regional head reads region lead',
      admin('regional_head'),
      { action: 'read', resource: 'leads', record: { regionId: '30' } },
      true,
    ],
    [
      'regional head reads other region',
      admin('regional_head'),
      { action: 'read', resource: 'leads', record: { regionId: '31' } },
      false,
    ],
    [
      'regional head S only loses leads',
      admin('regional_head', { socialAssistance: true }),
      { action: 'read', resource: 'leads' },
      false,
    ],
    [
      'regional head S only keeps consultations',
      admin('regional_head', { socialAssistance: true }),
      { action: 'update_status', resource: 'consultations' },
      true,
    ],
    [
      'auditor reads anything',
      admin('auditor'),
      { action: 'read', resource: 'leads', record: { organizationId: '99' } },
      true,
    ],
    [
      'auditor exports leads report',
      admin('auditor'),
      { action: 'report', resource: 'leads' },
      true,
    ],
    ['auditor updates a lead', admin('auditor'), { action: 'update', resource: 'leads' }, false],
    ['auditor exports ratings', admin('auditor'), { action: 'export', resource: 'ratings' }, false],
    [
      'etp_admin comments a rating',
      admin('etp_admin'),
      { action: 'comment', resource: 'ratings' },
      true,
    ],
    ['eog comments a rating', admin('eog'), { action: 'comment', resource: 'ratings' }, false],
    ['mfc reads settlements', admin('mfc'), { action: 'read', resource: 'settlements' }, false],
    ['unknown resource', admin('etp_admin'), { action: 'read', resource: 'nothing' }, false],
    ['unknown action', admin('etp_admin'), { action: 'fly', resource: 'leads' }, false],
  ])('%s → %s', (_name, principal, request, expected) => {
    expect(canAccess(principal, request)).toBe(expected);
  });

  it.each(roles.filter((r) => r !== 'regional_head'))(
    '%s holds all its role keys whatever its flags',
    (role) => {
      expect(permissionsFor(admin(role))).toEqual(permissionsByRole[role]);
      expect(permissionsFor(admin(role, { socialAssistance: true }))).toEqual(
        permissionsByRole[role],
      );
    },
  );

  it('narrows a RegionalHead by its flags', () => {
    const widest = permissionsFor(
      admin('regional_head', { executorSelection: true, socialAssistance: true }),
    );
    const socialOnly = permissionsFor(admin('regional_head', { socialAssistance: true }));
    expect(widest).toEqual(permissionsByRole.regional_head);
    expect(socialOnly).not.toContain('admin_leads_read');
    expect(socialOnly).toContain('admin_social_assistances_update');
    expect(socialOnly).toContain('admin_regions_read');
  });
});

describe('server principals', () => {
  it('are accepted as they are (structural subset)', () => {
    const serverAdmin: ServerPrincipal = {
      kind: 'admin',
      id: '1',
      role: 'operator',
      organizationId: '10',
      branchId: null,
      regionId: '30',
      mfcId: null,
      executorSelection: false,
      socialAssistance: false,
    };
    const serverUser: ServerPrincipal = {
      kind: 'user',
      id: '100',
      accountType: 'entrepreneur',
      regionId: null,
    };
    const request = { action: 'read', resource: 'leads', record: { organizationId: '10' } };
    expect(canAccess(serverAdmin, request)).toBe(true);
    expect(canAccess(serverUser, { ...request, record: { userId: '100' } })).toBe(true);
  });
});
