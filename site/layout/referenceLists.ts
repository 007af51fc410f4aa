/**
 * The reference lists every page may read and the route middleware prefetches
 * (./routeMiddleware.ts), as their useGetList parameters: one query key each for both. A
 * module of their own, so the middleware in the first load brings no page's code (issue 40).
 */

/** The seeds' fixed order of services (priority 10…280). */
export const byPriority = { field: 'priority', order: 'ASC' } as const;

/** Every service in that order: /services and the route middleware's prefetch share this key. */
export const allServices = { pagination: { page: 1, perPage: 100 }, sort: byPriority };

/** Every region: the pages and the route middleware's prefetch share this query key. */
export const allRegions = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'ASC' as const },
};
