/**
 * Route access metadata and the decision it gives (seed 000 §2 "Route access and navigation",
 * seed 001 §6): allowed account types (user_type), allowed roles (admin_type), and the
 * RegionalHead flags. A denied signed-in user gets 403, a denied anonymous one goes to the
 * login page of the current context.
 */
import type { AccountType } from '../domain/accountTypes';
import { contextOfPath } from '../domain/contexts';
import type { Role } from '../domain/roles';
import type { AccessPrincipal } from './principal';

export interface RouteAccess {
  /** The route needs a signed-in account even when it lists no types or roles. */
  auth?: boolean;
  /** Allowed applicant account types. */
  user_type?: readonly AccountType[];
  /** Allowed staff roles. */
  admin_type?: readonly Role[];
  /** For a RegionalHead: must equal the user's executor_selection flag when given. */
  executor_selection?: boolean;
  /** For a RegionalHead: must equal the user's social_assistance flag when given. */
  social_assistance?: boolean;
  /** For a RegionalHead: denied when the user has social_assistance but not executor_selection. */
  executor_and_social?: boolean;
}

export type RouteDecision = 'allow' | 'forbidden' | 'login';

/** Whether the route is open to anonymous visitors: it restricts nothing. */
export function isPublicRoute(meta: RouteAccess): boolean {
  return (
    !meta.auth &&
    !meta.user_type?.length &&
    !meta.admin_type?.length &&
    meta.executor_selection === undefined &&
    meta.social_assistance === undefined &&
    !meta.executor_and_social
  );
}

/**
 * The decision for `principal` (null = anonymous) on a route with `meta`. An empty list is
 * read as "no restriction", the same as an absent one. The flags apply only to a RegionalHead,
 * and only when the route sets them.
 */
export function routeDecision(
  meta: RouteAccess,
  principal: AccessPrincipal | null | undefined,
): RouteDecision {
  if (isPublicRoute(meta)) return 'allow';
  if (!principal) return 'login';
  return routeAllows(meta, principal) ? 'allow' : 'forbidden';
}

function routeAllows(meta: RouteAccess, p: AccessPrincipal): boolean {
  if (meta.user_type?.length) {
    if (p.kind !== 'user' || !p.accountType || !meta.user_type.includes(p.accountType))
      return false;
  }
  if (meta.admin_type?.length) {
    if (p.kind !== 'admin' || !meta.admin_type.includes(p.role)) return false;
  }
  if (p.kind === 'admin' && p.role === 'regional_head') {
    if (meta.executor_selection !== undefined && meta.executor_selection !== p.executorSelection)
      return false;
    if (meta.social_assistance !== undefined && meta.social_assistance !== p.socialAssistance)
      return false;
    if (meta.executor_and_social && p.socialAssistance && !p.executorSelection) return false;
  }
  return true;
}

/** The HTTP status a server guard answers for a decision: 401 makes the client show login. */
export function routeDecisionStatus(decision: RouteDecision): 200 | 401 | 403 {
  return decision === 'allow' ? 200 : decision === 'login' ? 401 : 403;
}

/**
 * Where a denied anonymous visitor goes: the not_auth page of the path's context, which takes
 * a redirectTo query (seed 000 §2; the console's is /crm/not_auth, seed 001 §2).
 */
export function loginRedirectFor(path: string): string {
  const entry = contextOfPath(path) === 'admin' ? '/crm/not_auth' : '/not_auth';
  return `${entry}?redirectTo=${encodeURIComponent(path)}`;
}
