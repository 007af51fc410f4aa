/**
 * The console routes of seed 001 §2 mapped to their sections, and the route access metadata
 * each gets. A section's metadata lists the roles that have it (admin_type) and, for the
 * sections a RegionalHead sees only under flags, the matching markers: equipment needs both
 * flags; the "executor_selection or no social_assistance" group is exactly the seed's
 * executor_and_social marker. So `routeDecision(consoleRouteAccess(path), p)` agrees with
 * `sectionsFor(p)` — a test checks it for every role and flag combination.
 */
import { roles, type Role } from '../domain/roles';
import { registries } from '../registries/index';
import type { AccessPrincipal } from './principal';
import { routeDecision, type RouteAccess, type RouteDecision } from './routeAccess';
import {
  regionalHeadBothFlags,
  regionalHeadExecutorOrNoSocial,
  sectionsFor,
  type Section,
} from './sections';

/**
 * First path segment under /crm → section. Consultations are resolved in `sectionsOfPath`; a
 * registry's route opens with its definition's section unless listed here.
 */
const segmentSections: Record<string, Section> = {
  ...Object.fromEntries(registries.map((r) => [r.name.split('/')[0], r.section])),
  analytics: 'analytics',
  leads: 'leads',
  attachments: 'leads',
  contract: 'leads',
  coordination_leads: 'coordination_leads',
  application_management: 'application_management',
  users: 'users',
  operators: 'operators',
  create_new_operator: 'operators',
  organizations: 'organizations',
  mfc: 'mfc',
  knowledge: 'knowledge',
  instructions: 'instructions',
  lead_dictionary: 'lead_dictionary',
  info_banners: 'info_banners',
  action_histories: 'action_histories',
  registry_designs: 'registry_designs',
  appeals: 'appeals',
  ratings: 'ratings',
  settlements: 'settlements',
  inventory_object: 'inventory_object',
  connection_fee_kinds: 'connection_fee_kinds',
  reporting_documents: 'reporting_documents',
  gro_requests: 'gro_requests',
  object_schedule_plans: 'object_schedule_plans',
  gasification_programs_items: 'gasification_programs_items',
  subsidies: 'subsidies',
  support_measures: 'support_measures',
};

/** Console pages open without an account (seed 001 §2 "General"). */
export const publicConsolePaths: readonly string[] = ['/crm/not_auth', '/crm/new_password'];

/**
 * The sections that open a console path (any one suffices), [] for the general pages
 * (home, profile) and undefined for a path that is not a console route.
 */
export function sectionsOfPath(path: string): Section[] | undefined {
  const parts = path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  if (parts[0] !== 'crm') return undefined;
  const [, first, second] = parts;
  if (!first || ['profile', 'not_auth', 'new_password'].includes(first)) return [];
  // A run-time registry (issue 38): its metadata, answered to its readers alone, decides.
  if (first === 'registries' && parts[3] === 'records') return [];
  if (first === 'appeals' && second === 'consultations')
    return ['appeals', 'appeals_consultations'];
  const section = segmentSections[first];
  return section ? [section] : undefined;
}

const rolesWith = (section: Section): Role[] =>
  roles.filter((role) =>
    [false, true].some((e) =>
      [false, true].some((s) =>
        sectionsFor({ role, executorSelection: e, socialAssistance: s }).includes(section),
      ),
    ),
  );

/** The route metadata of one section. */
export function sectionRouteAccess(section: Section): RouteAccess {
  const meta: RouteAccess = { auth: true, admin_type: rolesWith(section) };
  if (regionalHeadBothFlags.includes(section))
    return { ...meta, executor_selection: true, social_assistance: true };
  if (regionalHeadExecutorOrNoSocial.includes(section))
    return { ...meta, executor_and_social: true };
  return meta;
}

/**
 * Pages narrower than their section (issue 18, docs/decisions.md "Support measures"): the
 * social assistance pages carry the seed's social_assistance marker, so a regional head sees
 * them only with that flag (its keys follow the flag too, canAccess.ts `permissionsFor`).
 */
export const pathMarkers: readonly (readonly [string, Partial<RouteAccess>])[] = [
  ['/crm/support_measures/social_assistances', { social_assistance: true }],
];

/** The decision for a console path: 403 for an unknown path is the router's 404, not ours. */
export function consoleRouteDecision(
  path: string,
  principal: AccessPrincipal | null | undefined,
): RouteDecision | 'not_found' {
  if (publicConsolePaths.some((p) => path.split('?')[0] === p)) return 'allow';
  const options = sectionsOfPath(path);
  if (!options) return 'not_found';
  if (!options.length) return routeDecision({ auth: true, admin_type: roles }, principal);
  const marker = pathMarkers.find(([prefix]) => path.split(/[?#]/)[0]!.startsWith(prefix))?.[1];
  const decisions = options.map((s) =>
    routeDecision({ ...sectionRouteAccess(s), ...marker }, principal),
  );
  if (decisions.includes('allow')) return 'allow';
  return decisions.includes('login') ? 'login' : 'forbidden';
}
