import { describe, expect, it } from 'vitest';
import { roles } from '../domain/roles';
import { consoleRouteDecision, sectionRouteAccess, sectionsOfPath } from './consoleRoutes';
import { routeDecision } from './routeAccess';
import { infoOf, sections, sectionsFor } from './sections';
import { admin, applicant } from './test/principals';

const flagSets = [
  [false, false],
  [true, false],
  [false, true],
  [true, true],
] as const;

describe('console routes (seed 001 §2)', () => {
  it.each([
    ['/crm', []],
    ['/crm/profile/change_password', []],
    ['/crm/leads/edit/5', ['leads']],
    ['/crm/leads/new/7?x=1', ['leads']],
    ['/crm/create_new_operator', ['operators']],
    ['/crm/organizations/3/branch/new', ['organizations']],
    ['/crm/appeals/12', ['appeals']],
    ['/crm/appeals/consultations/new', ['appeals', 'appeals_consultations']],
    ['/crm/lead_dictionary/services/edit/1', ['lead_dictionary']],
    ['/crm/inventory_object/snt/new', ['inventory_object']],
    ['/crm/support_measures/citizen_categories/new', ['support_measures']],
    ['/crm/contract/4/agreements/2', ['leads']],
    ['/crm/nowhere', undefined],
    ['/leads', undefined],
  ])('%s → %j', (path, expected) => {
    expect(sectionsOfPath(path)).toEqual(expected);
  });

  it('every section path maps back to its section', () => {
    for (const s of sections) {
      const path = infoOf(s).path;
      if (path) expect(sectionsOfPath(path)).toContain(s);
    }
  });

  describe('route metadata agrees with the section table for every role and flag', () => {
    for (const role of roles)
      for (const [executorSelection, socialAssistance] of flagSets)
        it(`${role} E=${executorSelection} S=${socialAssistance}`, () => {
          const p = admin(role, { executorSelection, socialAssistance });
          const visible = sectionsFor(p);
          for (const s of sections)
            expect([s, routeDecision(sectionRouteAccess(s), p)]).toEqual([
              s,
              visible.includes(s) ? 'allow' : 'forbidden',
            ]);
        });
  });

  it.each([
    ['/crm/not_auth', null, 'allow'],
    ['/crm/new_password', null, 'allow'],
    ['/crm', null, 'login'],
    ['/crm/leads', null, 'login'],
    ['/crm/leads', applicant(), 'forbidden'],
    ['/crm', admin('mfc'), 'allow'],
    ['/crm/leads', admin('mfc'), 'allow'],
    ['/crm/ratings', admin('mfc'), 'forbidden'],
    ['/crm/application_management', admin('eog'), 'forbidden'],
    ['/crm/application_management', admin('etp_admin'), 'allow'],
    ['/crm/appeals/consultations', admin('regional_head'), 'allow'],
    ['/crm/appeals', admin('regional_head'), 'forbidden'],
    ['/crm/appeals/consultations', admin('operator'), 'allow'],
    ['/crm/leads', admin('regional_head', { socialAssistance: true }), 'forbidden'],
    [
      '/crm/leads',
      admin('regional_head', { socialAssistance: true, executorSelection: true }),
      'allow',
    ],
    ['/crm/unknown', admin('etp_admin'), 'not_found'],
  ] as const)('%s for %j → %s', (path, principal, decision) => {
    expect(consoleRouteDecision(path, principal)).toBe(decision);
  });
});
