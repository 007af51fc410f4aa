/**
 * Route access metadata of the site (seed 000 §2 "Route access and navigation"), declared where
 * App.tsx lists the routes by wrapping a page: `<Guard access={applicantAccess()}>…</Guard>`.
 * - public: anyone (the default; such routes need no Guard);
 * - anonymous: the entry screens (/not_auth, /registration) — a signed-in applicant goes to
 *   /leads instead;
 * - an applicant route (src/access `RouteAccess` with `auth` and the account types it opens to,
 *   `user_type`): an anonymous visitor goes to /not_auth?redirectTo=… and comes back after
 *   signing in; a signed-in applicant of another account type gets the 403 page in its place.
 * This is the middleware's authorization step (./routeMiddleware.ts), run as the route renders
 * so no page flashes before the redirect. The server refuses the data anyway.
 */
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  isPublicRoute,
  loginRedirectFor,
  routeDecision,
  type RouteAccess,
} from '../../src/access/routeAccess';
import { errorStatus } from '../../src/api/errors';
import { accountTypes, isAccountType, type AccountType } from '../../src/domain/accountTypes';
import { signOutRoute, tokenStore } from '../session';
import { ErrorPage } from './ErrorPage';

export type SiteRouteAccess = 'public' | 'anonymous' | RouteAccess;

/** The personal cabinet's metadata: a signed-in applicant of one of `types` (all by default). */
export const applicantAccess = (types: readonly AccountType[] = accountTypes): RouteAccess => ({
  auth: true,
  user_type: types,
});

/** Where a signed-in applicant opening an anonymous-only route goes. */
export const SIGNED_IN_HOME = '/leads';

/** The redirect for `access` at `path` (with its query), or null when the route opens. */
export function guardRedirect(
  access: SiteRouteAccess,
  signedIn: boolean,
  path: string,
): string | null {
  if (access === 'public') return null;
  if (access === 'anonymous') return signedIn ? SIGNED_IN_HOME : null;
  return !signedIn && !isPublicRoute(access) ? loginRedirectFor(path) : null;
}

/**
 * Whether the route opens to some account types only: then the signed-in applicant's type is
 * asked before the page shows. A route open to every type needs no question — a site session
 * is always an applicant's (`/v1/user/token`), and the server checks it on every call.
 */
export function restrictsAccountType(access: SiteRouteAccess): access is RouteAccess {
  if (typeof access === 'string' || !access.user_type?.length) return false;
  return accountTypes.some((type) => !access.user_type?.includes(type));
}

/** The decision for a signed-in applicant of `accountType` (null: the account has none). */
function applicantDecision(access: RouteAccess, accountType: unknown) {
  const type = isAccountType(accountType) ? accountType : null;
  return routeDecision(access, { kind: 'user', id: '', accountType: type });
}

/**
 * The signed-in applicant's account type, through the authProvider's identity: it reads the
 * account once per token, so a new sign-in is never judged by the last one's type.
 */
function useAccountType(enabled: boolean) {
  const authProvider = useAuthProvider();
  const token = tokenStore.get();
  return useQuery({
    queryKey: ['site', 'accountType', token],
    queryFn: async () => (await authProvider?.getIdentity?.())?.accountType ?? null,
    enabled: enabled && !!authProvider,
    staleTime: Infinity,
    retry: false,
  });
}

export function Guard({ access, children }: { access: SiteRouteAccess; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const signedIn = tokenStore.get() !== null;
  const to = guardRedirect(access, signedIn, pathname + search);
  const typed = signedIn && !to && restrictsAccountType(access);
  const accountType = useAccountType(typed);
  // A page the sign-out is leaving shows nothing until home replaces it: not the login form.
  if (to) return signOutRoute.isLeaving(pathname) ? null : <Navigate to={to} replace />;
  if (!typed) return children;
  // A 401 here ends the session like any other (site/providers.ts): the login page follows.
  if (accountType.isError) return <ErrorPage status={errorStatus(accountType.error)} />;
  if (!accountType.isSuccess) return null;
  return applicantDecision(access, accountType.data) === 'forbidden' ? (
    <ErrorPage status={403} />
  ) : (
    children
  );
}
