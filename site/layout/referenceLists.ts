/**
 * The reference lists every page may read and the route middleware prefetches
 * (./routeMiddleware.ts), as their useGetList parameters: one query key each for both. A
 * module of their own, so the middleware in the first load brings no page's code (issue 40).
 */
import type { QueryClient } from '@tanstack/react-query';

/** Reference data does not change between pages: fetched once per 10 minutes at most. */
export const REFERENCE_STALE_MS = 10 * 60_000;

/**
 * Every read of a reference list stays fresh that long — the middleware's prefetch and each
 * page's own `useGetList` alike — so a page that reads a list after the prefetch asks nothing
 * again (with react-query's default, fresh for 0 ms, each page asked a second time).
 */
export function keepReferenceLists(queryClient: QueryClient): QueryClient {
  for (const resource of ['services', 'regions'])
    queryClient.setQueryDefaults([resource], { staleTime: REFERENCE_STALE_MS });
  return queryClient;
}

/** The seeds' fixed order of services (priority 10…280). */
export const byPriority = { field: 'priority', order: 'ASC' } as const;

/** Every service in that order: /services and the route middleware's prefetch share this key. */
export const allServices = { pagination: { page: 1, perPage: 100 }, sort: byPriority };

/**
 * Every region by name, as each region select lists them: the pages and the route middleware's
 * prefetch share this query key (one request for the regions on any page).
 */
export const allRegions = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'name', order: 'ASC' as const },
};
