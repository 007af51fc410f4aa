import { describe, expect, it } from 'vitest';
import { inScope, scopeFilter, scopeFor, type Scope, type ScopedRecord } from './scoping';
import { admin, applicant } from './test/principals';

describe('scopeFor', () => {
  it.each([
    ['etp_admin', { kind: 'all', readOnly: false }],
    ['eog', { kind: 'all', readOnly: false }],
    ['auditor', { kind: 'all', readOnly: true }],
    ['minenergo_auditor', { kind: 'all', readOnly: true }],
    ['senior_manager', { kind: 'organization', id: '10', readOnly: false }],
    ['operator', { kind: 'organization', id: '10', readOnly: false }],
    ['services_manager', { kind: 'organization', id: '10', readOnly: false }],
    ['mfc', { kind: 'mfc', id: '20', readOnly: false }],
    ['mfc_admin', { kind: 'mfc', id: '20', readOnly: false }],
    ['mfc_operator', { kind: 'mfc', id: '20', readOnly: false }],
    ['regional_head', { kind: 'region', id: '30', readOnly: false }],
    ['rgk_operator', { kind: 'region', id: '30', readOnly: false }],
  ] as const)('%s → %j', (role, scope) => {
    expect(scopeFor(admin(role))).toEqual(scope);
  });

  it('scopes an applicant to their own records', () => {
    expect(scopeFor(applicant())).toEqual({ kind: 'own', id: '100', readOnly: false });
  });

  it('leaves the id out when the account has none', () => {
    expect(scopeFor(admin('operator', { organizationId: null }))).toEqual({
      kind: 'organization',
      readOnly: false,
    });
  });
});

describe('inScope', () => {
  it.each<[string, Scope, ScopedRecord, boolean]>([
    ['all sees anything', { kind: 'all', readOnly: true }, {}, true],
    ['own match', { kind: 'own', id: '5', readOnly: false }, { userId: 5 }, true],
    ['own other', { kind: 'own', id: '5', readOnly: false }, { userId: '6' }, false],
    ['own missing', { kind: 'own', id: '5', readOnly: false }, {}, false],
    [
      'organization match',
      { kind: 'organization', id: '7', readOnly: false },
      { organizationId: '7' },
      true,
    ],
    [
      'organization in list',
      { kind: 'organization', id: '7', readOnly: false },
      { organizationIds: ['3', 7] },
      true,
    ],
    [
      'organization other',
      { kind: 'organization', id: '7', readOnly: false },
      { organizationId: '8' },
      false,
    ],
    [
      'organization without id',
      { kind: 'organization', readOnly: false },
      { organizationId: '7' },
      false,
    ],
    ['mfc match', { kind: 'mfc', id: '2', readOnly: false }, { mfcId: 2 }, true],
    ['mfc null', { kind: 'mfc', id: '2', readOnly: false }, { mfcId: null }, false],
    ['region match', { kind: 'region', id: '77', readOnly: false }, { regionId: '77' }, true],
    [
      'region in list',
      { kind: 'region', id: '77', readOnly: false },
      { regionIds: [50, 77] },
      true,
    ],
    ['region other', { kind: 'region', id: '77', readOnly: false }, { regionId: '50' }, false],
    [
      'region does not read organizations',
      { kind: 'region', id: '7', readOnly: false },
      { organizationId: '7' },
      false,
    ],
  ])('%s', (_name, scope, record, expected) => {
    expect(inScope(scope, record)).toBe(expected);
  });
});

describe('scopeFilter', () => {
  it.each<[Scope, ReturnType<typeof scopeFilter>]>([
    [{ kind: 'all', readOnly: false }, null],
    [
      { kind: 'own', id: '1', readOnly: false },
      { column: 'user_id', value: '1' },
    ],
    [
      { kind: 'organization', id: '2', readOnly: false },
      { column: 'organization_id', value: '2' },
    ],
    [
      { kind: 'mfc', readOnly: false },
      { column: 'mfc_id', value: null },
    ],
    [
      { kind: 'region', id: '3', readOnly: true },
      { column: 'region_id', value: '3' },
    ],
  ])('%j → %j', (scope, filter) => {
    expect(scopeFilter(scope)).toEqual(filter);
  });
});
