import { describe, expect, it } from 'vitest';
import {
  loginRedirectFor,
  routeDecision,
  routeDecisionStatus,
  type RouteAccess,
} from './routeAccess';
import { admin, applicant } from './test/principals';

const rh = (executorSelection: boolean, socialAssistance: boolean) =>
  admin('regional_head', { executorSelection, socialAssistance });

describe('route access metadata (seed 000 §2, seed 001 §6)', () => {
  it.each<[string, RouteAccess, Parameters<typeof routeDecision>[1], string]>([
    ['public route, anonymous', {}, null, 'allow'],
    ['public route, applicant', {}, applicant(), 'allow'],
    ['auth route, anonymous', { auth: true }, null, 'login'],
    ['auth route, applicant', { auth: true }, applicant(), 'allow'],
    ['user_type, anonymous', { user_type: ['legal_entity'] }, undefined, 'login'],
    ['user_type matches', { user_type: ['individual_person'] }, applicant(), 'allow'],
    ['user_type mismatch', { user_type: ['legal_entity'] }, applicant(), 'forbidden'],
    ['user_type, staff', { user_type: ['legal_entity'] }, admin('etp_admin'), 'forbidden'],
    [
      'user_type, no account type',
      { user_type: ['legal_entity'] },
      applicant({ accountType: null }),
      'forbidden',
    ],
    ['empty user_type = none', { user_type: [] }, null, 'allow'],
    ['admin_type matches', { admin_type: ['eog', 'auditor'] }, admin('auditor'), 'allow'],
    ['admin_type mismatch', { admin_type: ['eog'] }, admin('operator'), 'forbidden'],
    ['admin_type, applicant', { admin_type: ['eog'] }, applicant(), 'forbidden'],
    ['admin_type, anonymous', { admin_type: ['eog'] }, null, 'login'],
    [
      'executor_selection=true, RH without',
      { executor_selection: true },
      rh(false, false),
      'forbidden',
    ],
    ['executor_selection=true, RH with', { executor_selection: true }, rh(true, false), 'allow'],
    [
      'executor_selection=false, RH with',
      { executor_selection: false },
      rh(true, false),
      'forbidden',
    ],
    ['social_assistance=true, RH with', { social_assistance: true }, rh(false, true), 'allow'],
    [
      'social_assistance=true, RH without',
      { social_assistance: true },
      rh(true, false),
      'forbidden',
    ],
    ['flags ignored for other roles', { executor_selection: true }, admin('operator'), 'allow'],
    ['executor_and_social, RH S only', { executor_and_social: true }, rh(false, true), 'forbidden'],
    ['executor_and_social, RH E+S', { executor_and_social: true }, rh(true, true), 'allow'],
    ['executor_and_social, RH E only', { executor_and_social: true }, rh(true, false), 'allow'],
    ['executor_and_social, RH none', { executor_and_social: true }, rh(false, false), 'allow'],
    ['executor_and_social, anonymous', { executor_and_social: true }, null, 'login'],
  ])('%s → %s', (_name, meta, principal, decision) => {
    expect(routeDecision(meta, principal)).toBe(decision);
  });

  it.each([
    ['allow', 200],
    ['login', 401],
    ['forbidden', 403],
  ] as const)('%s answers %i', (decision, status) => {
    expect(routeDecisionStatus(decision)).toBe(status);
  });
});

describe('loginRedirectFor', () => {
  it.each([
    ['/leads/new', '/not_auth?redirectTo=%2Fleads%2Fnew'],
    ['/crm/leads?page=2', '/crm/not_auth?redirectTo=%2Fcrm%2Fleads%3Fpage%3D2'],
    ['/profile/ratings', '/not_auth?redirectTo=%2Fprofile%2Fratings'],
  ])('%s → %s', (path, target) => {
    expect(loginRedirectFor(path)).toBe(target);
  });
});
