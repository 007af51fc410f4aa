/**
 * The route middleware of seed 000 §2 ("Middleware runs on every route change in this order:
 * authorization, prefetch of reference data, organization, cookie agreement"), run by
 * ./RouteMiddleware.tsx after each navigation:
 * 1. authorization — the route's access metadata is decided by ./Guard.tsx as the route
 *    renders; here a signed-in applicant's account is loaded into the cache the cabinet reads
 *    (a dead session ends through the HTTP client's 401 handling);
 * 2. prefetch — the services and regions lists, through the dataProvider with the query keys
 *    the pages use, unless already cached; skipped on 2g / slow-2g or with data saver on
 *    (seed 000 §9);
 * 3. organization — the stored user_organization_id (one day, seed 000 §9) is read, which
 *    drops an expired one, and dropped when nobody is signed in;
 * 4. cookie agreement — the strip is asked to check its one-day cookie again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { GetListParams, GetListResult, RaRecord } from 'ra-core';
import { createSessionState, type SessionState } from '../../authProvider/sessionState';
import type { EogDataProvider } from '../../dataProvider';
import { recheckCookieAgreement } from './cookieAgreement';
import { allRegions, allServices, REFERENCE_STALE_MS } from './referenceLists';

/** What the steps need: the page's path, the session and the data layer. */
export interface MiddlewareContext {
  path: string;
  signedIn: boolean;
  queryClient: QueryClient;
  dataProvider: EogDataProvider;
  /** navigator.connection where the browser has it. */
  connection?: { effectiveType?: string; saveData?: boolean };
  session?: SessionState;
  /** Aborted when the page unmounts or the route changes again: no step starts after that. */
  signal?: AbortSignal;
}

type Step = (ctx: MiddlewareContext) => Promise<void> | void;

/** Seed 000 §9: no prefetching on 2g or with data saver. */
export function isSlowConnection(connection: MiddlewareContext['connection']): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

/** ra-core's useGetList key for these params (its defaults filled as it fills them). */
export function listQueryKey(resource: string, params: Partial<GetListParams>) {
  const {
    pagination = { page: 1, perPage: 25 },
    sort = { field: 'id', order: 'DESC' },
    filter = {},
    meta,
  } = params;
  return [resource, 'getList', { pagination, sort, filter, meta }] as const;
}

/** A getList answer as ra-core's useGetList keeps it in the query cache. */
export function cachedList<T extends RaRecord>(answer: Promise<GetListResult<T>>) {
  return answer.then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }));
}

function prefetchList(ctx: MiddlewareContext, resource: string, params: Partial<GetListParams>) {
  const key = listQueryKey(resource, params);
  return ctx.queryClient.prefetchQuery({
    queryKey: key,
    queryFn: ({ signal }) => cachedList(ctx.dataProvider.getList(resource, { ...key[2], signal })),
    staleTime: REFERENCE_STALE_MS,
  });
}

const authorization: Step = async (ctx) => {
  if (!ctx.signedIn) return;
  // The account's code comes for a signed-in applicant alone: not in every visit's first load.
  const { fetchSiteAccount, siteAccountKey } = await import('../profile/accountQueries');
  // Signed out (or gone elsewhere) while the code loaded: nobody's account to read.
  if (ctx.signal?.aborted) return;
  await ctx.queryClient.prefetchQuery({
    queryKey: siteAccountKey,
    queryFn: ({ signal }) => fetchSiteAccount(ctx.dataProvider, signal),
    staleTime: REFERENCE_STALE_MS,
  });
};

const prefetch: Step = async (ctx) => {
  if (isSlowConnection(ctx.connection)) return;
  await Promise.all([
    prefetchList(ctx, 'services', allServices),
    prefetchList(ctx, 'regions', allRegions),
  ]);
};

const organization: Step = (ctx) => {
  const session = ctx.session ?? createSessionState();
  if (!ctx.signedIn) session.clearOrganization();
  else session.organizationId();
};

const cookieAgreement: Step = () => recheckCookieAgreement();

/** The steps in the seeds' order. */
export const routeMiddleware: readonly (readonly [string, Step])[] = [
  ['authorization', authorization],
  ['prefetch', prefetch],
  ['organization', organization],
  ['cookie_agreement', cookieAgreement],
];

/**
 * Runs every step in order; a failing step (a network error) does not stop the next, a left
 * page (an aborted signal) does: its requests would only compete with the next page's.
 */
export async function runRouteMiddleware(ctx: MiddlewareContext): Promise<void> {
  for (const [, step] of routeMiddleware) {
    if (ctx.signal?.aborted) return;
    try {
      await step(ctx);
    } catch {
      // Prefetching is a convenience: the page loads its own data and shows its own errors.
    }
  }
}
