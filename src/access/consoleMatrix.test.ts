import { describe, expect, it } from 'vitest';
import { roles } from '../domain/roles';
import {
  consolePathExpectation,
  consoleScreenOf,
  consoleScreens,
  screenExpectation,
} from './consoleMatrix';
import { consoleMatrix, sampleMatrix } from './test/consoleMatrix';
import { sectionsOfPath } from './consoleRoutes';
import { sectionsFor } from './sections';
import { admin } from './test/principals';

const accounts = roles.map((role) => ({ account: role, principal: admin(role) }));
const cells = consoleMatrix(accounts, (p) => p.organizationId ?? '1');

describe('console screens (seed 001 §2)', () => {
  it('each screen is a console route with a section, listed once', () => {
    for (const { path } of consoleScreens)
      expect([path, sectionsOfPath(path)]).not.toEqual([path, undefined]);
    expect(new Set(consoleScreens.map((s) => s.path)).size).toBe(consoleScreens.length);
  });

  it.each([
    ['/crm/users/new', '/crm/users/new', {}],
    ['/crm/users/15?x=1', '/crm/users/:users', { users: '15' }],
    ['/crm/operators/edit/3', '/crm/operators/edit/:operators', { operators: '3' }],
    [
      '/crm/organizations/1/branch/new',
      '/crm/organizations/:organization/branch/new',
      { organization: '1' },
    ],
    [
      '/crm/organizations/1/branch/2',
      '/crm/organizations/:organization/branch/:branch',
      { organization: '1', branch: '2' },
    ],
    ['/crm/lead_dictionary/regions', '/crm/lead_dictionary/regions', {}],
    ['/crm/lead_dictionary/42', '/crm/lead_dictionary/:dictionaries', { dictionaries: '42' }],
  ])('%s opens %s', (path, pattern, params) => {
    expect(consoleScreenOf(path)).toEqual({
      screen: expect.objectContaining({ path: pattern }),
      params,
    });
  });

  it('has no screen for an unknown path', () => {
    expect(consoleScreenOf('/crm/nowhere/at/all')).toBeUndefined();
  });
});

describe('console expectations', () => {
  it.each([
    // Issue 22 item 8: readers get records read-only, non-creators no create screen.
    ['auditor', '/crm/users/5', 'read-only'],
    ['auditor', '/crm/users/new', 'hidden'],
    ['rgk_operator', '/crm/users/new', 'hidden'],
    ['operator', '/crm/users/new', 'renders'],
    ['operator', '/crm/organizations/new', 'hidden'],
    ['senior_manager', '/crm/organizations/new', 'hidden'],
    ['eog', '/crm/organizations/new', 'renders'],
    ['senior_manager', '/crm/organizations/edit/10', 'renders'],
    ['senior_manager', '/crm/organizations/edit/11', 'read-only'],
    ['rgk_operator', '/crm/organizations/edit/10', 'read-only'],
    ['senior_manager', '/crm/organizations/10/branch/new', 'renders'],
    ['senior_manager', '/crm/organizations/11/branch/new', 'hidden'],
    ['operator', '/crm/instructions/new', 'hidden'],
    ['operator', '/crm/instructions/4', 'read-only'],
    ['eog', '/crm/instructions/new', 'renders'],
    ['mfc', '/crm/operators/edit/4', 'read-only'],
    ['mfc_admin', '/crm/operators/new', 'renders'],
    ['minenergo_auditor', '/crm/operators/edit/4', 'read-only'],
    ['operator', '/crm/connection_fee_kinds/2', 'read-only'],
    ['senior_manager', '/crm/connection_fee_kinds/2', 'renders'],
    ['operator', '/crm/ratings', 'hidden'],
    ['etp_admin', '/crm/ratings/1', 'read-only'],
    ['regional_head', '/crm/appeals/consultations', 'renders'],
    ['regional_head', '/crm/appeals', 'hidden'],
    ['services_manager', '/crm/profile', 'renders'],
  ] as const)('%s on %s: %s', (role, path, expected) => {
    expect(consolePathExpectation(path, admin(role))).toBe(expected);
  });

  it('hides every screen of a section the principal does not see', () => {
    for (const role of roles) {
      const principal = admin(role);
      const visible = sectionsFor(principal);
      for (const screen of consoleScreens) {
        const sections = sectionsOfPath(screen.path)!;
        if (sections.length && !sections.some((s) => visible.includes(s)))
          expect([role, screen.path, screenExpectation(screen, principal)]).toEqual([
            role,
            screen.path,
            'hidden',
          ]);
      }
    }
  });

  it('offers a list its create link exactly when the create screen renders', () => {
    const at = (account: string, path: string) =>
      cells.find((c) => c.account === account && c.screen.path === path)!;
    expect(at('operator', '/crm/instructions').createLink).toBe(false);
    expect(at('eog', '/crm/instructions').createLink).toBe(true);
    expect(at('senior_manager', '/crm/organizations').createLink).toBe(false);
    expect(at('auditor', '/crm/users').createLink).toBe(false);
    expect(at('mfc', '/crm/users').createLink).toBe(true);
    expect(at('operator', '/crm/ratings').createLink).toBeUndefined();
  });

  it('gives etp_admin every screen, read-only only where nothing writes', () => {
    const row = cells.filter((c) => c.account === 'etp_admin');
    expect(row.filter((c) => c.expectation === 'hidden')).toEqual([]);
    expect(row.filter((c) => c.expectation === 'read-only').map((c) => c.screen.kind)).toEqual(
      expect.arrayContaining(['show']),
    );
  });
});

describe('sampleMatrix', () => {
  const sample = sampleMatrix(cells, 22, 8);

  it('visits every screen and gives every account its share', () => {
    expect(new Set(sample.map((c) => c.screen)).size).toBe(consoleScreens.length);
    for (const role of roles)
      expect(sample.filter((c) => c.account === role).length).toBeGreaterThanOrEqual(8);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(sampleMatrix(cells, 22, 8)).toEqual(sample);
    expect(sampleMatrix(cells, 23, 8)).not.toEqual(sample);
  });
});
