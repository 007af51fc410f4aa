/**
 * The console side of the access matrix (issue 22): every console route of seed 001 §2 as a
 * screen with the permission family that gates it, and what a staff member should meet there —
 * 'renders' (the screen, writable where it writes), 'read-only' (a record without Сохранить),
 * or 'hidden' (not in the menu; the direct URL shows the 403 page). Computed from the same table
 * the server guards read (sections, `holdsKey`, organization write scope), so the console's route
 * guard (crm/layout/RouteGuard) and the Playwright matrix (tests/console-access.e2e.ts) agree
 * with the API by construction.
 */
import { serviceDictionaryKinds, subpageDictionaryKinds } from '../domain/dictionaryKinds';
import { mayChangeAffiliations, mayWriteOrganization } from '../registries/organizations';
import { registryByName } from '../registries/index';
import { holdsKey } from './canAccess';
import { consoleRouteDecision } from './consoleRoutes';
import { keyOf, type PermissionFamily } from './permissionFamilies';
import type { AdminAccessPrincipal } from './principal';
import { scopeFor } from './scoping';

/**
 * page: opens with its section (and the family's read key when given); list: a registry list,
 * which offers its create link only to who may create; create: a create form; record: a record
 * screen, writable with the update key and read-only with the read key alone; show: a record
 * screen that never writes.
 */
export type ConsoleScreenKind = 'page' | 'list' | 'create' | 'record' | 'show';

export interface ConsoleScreen {
  /** Under /crm; a `:name` segment is a record id (`:organization` also scopes the writes). */
  path: string;
  kind: ConsoleScreenKind;
  /** The family of the keys that gate the screen; without one its section alone decides. */
  family?: PermissionFamily;
  /** The action that writes here when it is not create / update (organization tabs). */
  writeAction?: string;
  /** Writes need the organization to be the member's (src/registries/organizations). */
  organizationWrite?: boolean;
  /** A list that links to its create screen: the link is there exactly when one may create. */
  creates?: boolean;
}

export type ConsoleExpectation = 'renders' | 'read-only' | 'hidden';

const familyOf = (registry: string): PermissionFamily => {
  const definition = registryByName(registry);
  if (!definition) throw new Error(`Unknown registry ${registry}`);
  return definition.permissions as PermissionFamily;
};

/**
 * A registry's list, create and record routes: `/crm/<name>`, `/crm/<name>/<create>`, and
 * `/crm/<name>/<record>:<param>` (the seeds spell them `{id}` or `edit/{id}`).
 */
function registry(
  name: string,
  create: 'new' | 'create' | null,
  record: '' | 'edit/',
  param: string = name.split('/').pop()!,
): ConsoleScreen[] {
  const family = familyOf(name);
  const base = `/crm/${name}`;
  return [
    { path: base, kind: 'list', family, creates: !!create },
    ...(create ? [{ path: `${base}/${create}`, kind: 'create', family } as const] : []),
    { path: `${base}/${record}:${param}`, kind: 'record', family },
  ];
}

const org = '/crm/organizations/:organization';

/** An organization tab's routes: new and edit write with the tab's organization key. */
const organizationTab = (segment: string, record: string, param: string): ConsoleScreen[] => {
  const writeAction =
    segment === 'gro_auth_representatives' ? 'authorized_representatives' : segment;
  const common = { family: 'organizations', writeAction, organizationWrite: true } as const;
  return [
    { path: `${org}/${segment}/new`, kind: 'create', ...common },
    { path: `${org}/${segment}/${record}:${param}`, kind: 'record', ...common },
  ];
};

/** Every console route of seed 001 §2 that needs a session, in the seed's order. */
export const consoleScreens: readonly ConsoleScreen[] = [
  { path: '/crm', kind: 'page' },
  { path: '/crm/profile', kind: 'page' },
  { path: '/crm/profile/change_password', kind: 'page' },
  { path: '/crm/analytics', kind: 'page', family: 'analytics' },
  { path: '/crm/analytics/regions', kind: 'page', family: 'analytics' },
  { path: '/crm/analytics/region_leads', kind: 'page', family: 'analytics' },
  { path: '/crm/leads', kind: 'list', family: 'leads', creates: true },
  { path: '/crm/leads/new', kind: 'create', family: 'leads' },
  { path: '/crm/leads/new/:users', kind: 'create', family: 'leads' },
  // The seeds' id is optional: without one the card's route opens the list (issue 22 item 9).
  { path: '/crm/leads/edit', kind: 'page', family: 'leads' },
  { path: '/crm/leads/edit/:leads', kind: 'record', family: 'leads' },
  { path: '/crm/coordination_leads', kind: 'page', family: 'coordination' },
  { path: '/crm/application_management', kind: 'page', family: 'application_management' },
  ...registry('users', 'new', ''),
  ...registry('operators', 'new', 'edit/'),
  { path: '/crm/create_new_operator', kind: 'create', family: 'operators' },
  ...registry('organizations', 'new', 'edit/', 'organization').map((screen) => ({
    ...screen,
    organizationWrite: true,
  })),
  { path: `${org}/branch/new`, kind: 'create', family: 'branches', organizationWrite: true },
  {
    path: `${org}/branch/edit/:branch`,
    kind: 'record',
    family: 'branches',
    organizationWrite: true,
  },
  // The branch card edits its districts and quarters in place: a record like the others.
  { path: `${org}/branch/:branch`, kind: 'record', family: 'branches', organizationWrite: true },
  ...organizationTab('gro_auth_representatives', '', 'representative'),
  ...organizationTab('regional_benefits', 'edit/', 'benefit'),
  ...organizationTab('schedule', 'edit/', 'schedule'),
  { path: '/crm/mfc', kind: 'list', family: 'mfcs', creates: true },
  { path: '/crm/knowledge', kind: 'list', family: 'knowledge', creates: true },
  { path: '/crm/knowledge/categories', kind: 'list', family: 'knowledge', creates: true },
  ...registry('instructions', 'new', ''),
  ...registry('info_banners', 'create', 'edit/'),
  ...registry('info_banners/advertising_banners', 'new', ''),
  { path: '/crm/action_histories', kind: 'page', family: 'action_histories' },
  { path: '/crm/action_histories/background_jobs', kind: 'page', family: 'background_jobs' },
  {
    path: '/crm/action_histories/rabbitmq_statistics',
    kind: 'page',
    family: 'rabbitmq_statistics',
  },
  ...registry('appeals', null, ''),
  ...registry('appeals/consultations', 'new', ''),
  { path: '/crm/ratings', kind: 'page', family: 'ratings' },
  { path: '/crm/ratings/:ratings', kind: 'show', family: 'ratings' },
  ...registry('settlements', 'new', 'edit/'),
  ...registry('inventory_object', 'new', ''),
  ...registry('inventory_object/homes', 'new', ''),
  ...registry('inventory_object/snt', 'new', ''),
  ...registry('connection_fee_kinds', 'new', ''),
  ...registry('reporting_documents', 'new', 'edit/'),
  ...registry('gro_requests', 'new', 'edit/'),
  ...registry('object_schedule_plans', 'new', ''),
  ...registry('gasification_programs_items', 'new', ''),
  ...registry('subsidies', 'new', ''),
  { path: '/crm/support_measures', kind: 'page' },
  { path: '/crm/support_measures/social_assistances', kind: 'page', family: 'social_assistances' },
  {
    path: '/crm/support_measures/social_assistances/:social_assistances',
    kind: 'record',
    family: 'social_assistances',
  },
  {
    path: '/crm/support_measures/citizen_categories/new',
    kind: 'create',
    family: 'citizen_categories',
  },
  {
    path: '/crm/support_measures/citizen_categories/:citizen_categories',
    kind: 'record',
    family: 'citizen_categories',
  },
  { path: '/crm/lead_dictionary', kind: 'page' },
  { path: '/crm/lead_dictionary/:dictionaries', kind: 'record', family: 'dictionaries' },
  ...subpageDictionaryKinds.map((kind): ConsoleScreen => ({
    path: `/crm/lead_dictionary/${kind}`,
    kind: 'list',
    family: 'dictionaries',
    creates: true,
  })),
  ...registry('lead_dictionary/gas_distribution_stations', 'new', ''),
  { path: '/crm/lead_dictionary/regions', kind: 'list', family: 'regions' },
  ...registry('lead_dictionary/services', 'new', 'edit/'),
  { path: '/crm/lead_dictionary/sources', kind: 'list', family: 'sources' },
  ...registry('lead_dictionary/state_investment_programs', 'new', ''),
  {
    path: '/crm/lead_dictionary/gasification_program',
    kind: 'page',
    family: 'gasification_programs_items',
  },
  {
    path: '/crm/lead_dictionary/gasification_program/:gasification_programs_items',
    kind: 'record',
    family: 'gasification_programs_items',
  },
  { path: '/crm/lead_dictionary/service_dictionaries', kind: 'page', family: 'dictionaries' },
  {
    path: `/crm/lead_dictionary/service_dictionaries/${serviceDictionaryKinds[0]}`,
    kind: 'list',
    family: 'dictionaries',
    creates: true,
  },
];

/** The `:name` values of `path` when it is an instance of `pattern`, else undefined. */
export function matchScreenPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split(/[?#]/)[0]!.replace(/\/$/, '').split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i]!;
    if (part.startsWith(':')) {
      // A literal route segment ('new', 'edit') is never a record id.
      if (!value || ['new', 'edit', 'create'].includes(value)) return undefined;
      params[part.slice(1)] = decodeURIComponent(value);
    } else if (part !== value) return undefined;
  }
  return params;
}

/** The screen a console path opens (literal routes win over `:id` ones), or undefined. */
export function consoleScreenOf(
  path: string,
): { screen: ConsoleScreen; params: Record<string, string> } | undefined {
  const literal = (s: ConsoleScreen) => s.path.split(':').length - 1;
  const candidates = [...consoleScreens].sort((a, b) => literal(a) - literal(b));
  for (const screen of candidates) {
    const params = matchScreenPath(screen.path, path);
    if (params) return { screen, params };
  }
  return undefined;
}

/** What `principal` meets on `screen`; `params.organization` scopes organization writes. */
export function screenExpectation(
  screen: ConsoleScreen,
  principal: AdminAccessPrincipal,
  params: Record<string, string> = {},
): ConsoleExpectation {
  if (consoleRouteDecision(screen.path, principal) !== 'allow') return 'hidden';
  const { family } = screen;
  if (!family) return 'renders';
  const holds = (action: string) => {
    const key = keyOf(family, action);
    return key !== undefined && holdsKey(principal, key);
  };
  const writes = (action: string) => {
    if (!holds(action)) return false;
    if (!screen.organizationWrite) return true;
    const scope = scopeFor(principal);
    const organization = params.organization;
    return organization ? mayWriteOrganization(scope, organization) : mayChangeAffiliations(scope);
  };
  if (!holds('read')) return 'hidden';
  switch (screen.kind) {
    case 'page':
    case 'list':
      return 'renders';
    case 'show':
      return 'read-only';
    case 'create':
      return writes(screen.writeAction ?? 'create') ? 'renders' : 'hidden';
    case 'record':
      return writes(screen.writeAction ?? 'update') ? 'renders' : 'read-only';
  }
}

/** The expectation for a concrete console path; undefined for a path that is no screen here. */
export function consolePathExpectation(
  path: string,
  principal: AdminAccessPrincipal,
): ConsoleExpectation | undefined {
  const match = consoleScreenOf(path);
  return match && screenExpectation(match.screen, principal, match.params);
}
