import { describe, expect, it } from 'vitest';
import { adminPrincipal, canAccessAccount, scopedRecord, tableAction } from './canAccess';

const account = (role: string, extra: object = {}) => ({ id: '1', role, ...extra });

describe('tableAction', () => {
  it.each([
    ['list', 'read'],
    ['show', 'read'],
    ['edit', 'update'],
    ['delete', 'remove'],
    ['clone', 'create'],
    ['create', 'create'],
    ['export', 'export'],
  ])('%s → %s', (action, expected) => expect(tableAction(action)).toBe(expected));
});

describe('adminPrincipal and scopedRecord', () => {
  it('reads role, relation ids and flags from the flattened account', () => {
    expect(
      adminPrincipal(
        account('regional_head', { region_id: '50', executor_selection: true, organization_id: 3 }),
      ),
    ).toEqual({
      kind: 'admin',
      id: '1',
      role: 'regional_head',
      organizationId: '3',
      mfcId: null,
      regionId: '50',
      executorSelection: true,
      socialAssistance: false,
    });
    expect(adminPrincipal(account('nobody'))).toBeNull();
    expect(adminPrincipal(undefined)).toBeNull();
  });

  it('maps <rel>_id fields of a record to its scope', () => {
    expect(scopedRecord({ organization_id: 7, region_ids: [1, 2] })).toMatchObject({
      organizationId: '7',
      regionIds: ['1', '2'],
    });
  });
});

describe('canAccessAccount (delegates to src/access canAccess)', () => {
  it.each([
    ['etp_admin', 'delete', 'regions', true],
    ['etp_admin', 'create', 'services', true],
    ['eog', 'delete', 'regions', false],
    ['auditor', 'list', 'leads', true],
    ['auditor', 'edit', 'leads', false],
    ['nobody', 'list', 'leads', false],
  ])('%s %s %s → %s', (role, action, resource, expected) => {
    expect(canAccessAccount(account(role), { action, resource })).toBe(expected);
  });

  it('refuses a record outside a ГРО manager organization', () => {
    const manager = account('senior_manager', { organization_id: '3' });
    expect(
      canAccessAccount(manager, {
        action: 'show',
        resource: 'leads',
        record: { organization_id: '3' },
      }),
    ).toBe(true);
    expect(
      canAccessAccount(manager, {
        action: 'show',
        resource: 'leads',
        record: { organization_id: '4' },
      }),
    ).toBe(false);
  });
});
