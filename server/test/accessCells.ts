/**
 * The staff cells of the access matrix, walked the same way by `npm test`
 * (server/auth/routeAccess.test.ts, one account per role) and by the soak (./soak/matrix.ts,
 * every demo staff account): every route of the access table called with the account's token
 * on records that do not exist, and the answer compared with the single access table
 * (src/access `holdsKey`). A caller without the route's key must get 403 with the seeds'
 * detail; an applicant-only route 401; a holder a 403 only on a scoped route (else the table
 * and the code disagree).
 */
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { errorMessages } from '../../i18n/messages';
import { holdsKey } from '../../src/access/canAccess';
import type { AdminAccessPrincipal } from '../../src/access/principal';

export type AccessRoute = FastifyInstance['accessTable'][number];

/** Path parameters name records that do not exist: a holder then gets 404 or 422, never 403. */
export const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'query' ? 'газ' : '999999999'));

/** One call of a route as the matrix makes it: an empty body where the method takes one. */
export function callRoute(
  app: FastifyInstance,
  route: Pick<AccessRoute, 'method' | 'url'>,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: route.method as HTTPMethods,
    url: concrete(route.url),
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

export interface StaffCells {
  cells: number;
  /** Answered otherwise than the refusal the account must get. */
  leaks: string[];
  /** A holder refused on an unscoped route. */
  overRestricted: string[];
  serverErrors: string[];
}

/** Walks every guarded route as one staff account. */
export async function staffCells(
  app: FastifyInstance,
  routes: readonly AccessRoute[],
  who: { email: string; principal: AdminAccessPrincipal; headers: Record<string, string> },
): Promise<StaffCells> {
  const out: StaffCells = { cells: 0, leaks: [], overRestricted: [], serverErrors: [] };
  for (const route of routes) {
    const { access } = route;
    if (access === 'anonymous' || access === 'public' || access === 'admin') continue;
    const res = await callRoute(app, route, who.headers);
    out.cells++;
    const cell = `${who.email} ${route.method} ${route.url} → ${res.statusCode}`;
    if (res.statusCode >= 500) out.serverErrors.push(cell);
    if (access === 'user') {
      if (res.statusCode !== 401) out.leaks.push(`${cell} (applicants only)`);
      continue;
    }
    const allowed = holdsKey(who.principal, access.permission);
    const forbidden = res.statusCode === 403;
    if (!allowed && !forbidden) out.leaks.push(`${cell} (lacks ${access.permission})`);
    if (allowed && forbidden && !access.scoped) out.overRestricted.push(cell);
    if (
      forbidden &&
      (res.json() as { errors: { detail: string }[] }).errors[0]?.detail !== errorMessages.forbidden
    )
      out.leaks.push(`${cell} (not the seeds' 403 detail)`);
  }
  return out;
}
