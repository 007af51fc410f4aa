/**
 * Route access metadata of the site (seed 000 §2 "Route access and navigation"), declared where
 * App.tsx lists the routes by wrapping a page: `<Guard access="applicant"><LeadsPage /></Guard>`.
 * - public: anyone (the default; such routes need no Guard);
 * - anonymous: the entry screens (/not_auth, /registration) — a signed-in applicant goes to
 *   /leads instead;
 * - applicant: the personal cabinet — an anonymous visitor goes to /not_auth?redirectTo=… and
 *   comes back after signing in.
 * This is the middleware's authorization step (./routeMiddleware.ts), run as the route renders
 * so no page flashes before the redirect. The server refuses the data anyway.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginRedirectFor } from '../../src/access/routeAccess';
import { tokenStore } from '../session';

export type SiteRouteAccess = 'public' | 'anonymous' | 'applicant';

/** Where a signed-in applicant opening an anonymous-only route goes. */
export const SIGNED_IN_HOME = '/leads';

/** The redirect for `access` at `path` (with its query), or null when the route opens. */
export function guardRedirect(
  access: SiteRouteAccess,
  signedIn: boolean,
  path: string,
): string | null {
  if (access === 'anonymous' && signedIn) return SIGNED_IN_HOME;
  if (access === 'applicant' && !signedIn) return loginRedirectFor(path);
  return null;
}

export function Guard({ access, children }: { access: SiteRouteAccess; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const to = guardRedirect(access, tokenStore.get() !== null, pathname + search);
  return to ? <Navigate to={to} replace /> : children;
}
