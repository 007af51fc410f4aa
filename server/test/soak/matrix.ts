/**
 * The access matrix of the soak (issue 22): every route of the server's access table called by
 * every demo actor — each staff account (the 12 roles, the regional head's flag variants, the
 * second organization's staff), the three applicant account types and nobody — and the answer
 * compared with what the single access table (src/access `holdsKey`) expects: a caller without
 * the route's key gets 403, the wrong kind of account or nobody 401. The same cells as
 * server/auth/routeAccess.test.ts, plus the scoped records: an applicant opening another
 * applicant's lead, a staff member opening a lead card outside the list their scope shows.
 * A leak is a cell answered with something other than the refusal it must get.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { holdsKey } from '../../../src/access/canAccess';
import { loadAdmin } from '../../auth/principal';
import { signToken } from '../../auth/tokens';
import { concrete, staffCells, type AccessRoute } from '../accessCells';

export interface MatrixFigures {
  cells: number;
  leaks: string[];
  /** A holder refused on an unscoped route: not a leak, but the table and the code disagree. */
  overRestricted: string[];
  serverErrors: string[];
}

export async function runMatrix(app: FastifyInstance): Promise<MatrixFigures> {
  const out: MatrixFigures = { cells: 0, leaks: [], overRestricted: [], serverErrors: [] };
  const bearer = (id: string, scope: 'v1_admin' | 'v1_user') => ({
    authorization: `Bearer ${signToken(app.jwtSecret, id, scope, 3600)}`,
  });
  const call = async (method: string, url: string, headers: Record<string, string>) => {
    out.cells++;
    const res = await app.inject({
      method: method as HTTPMethods,
      url,
      headers,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    if (res.statusCode >= 500) out.serverErrors.push(`${method} ${url} → ${res.statusCode}`);
    return res;
  };
  const staff = await app.db.query<{ id: string; email: string }>(
    "SELECT id::text AS id, email FROM admin_users WHERE email LIKE '%@eog.test' ORDER BY email",
  );
  const applicants = await app.db.query<{ id: string; email: string }>(
    "SELECT id::text AS id, email FROM users WHERE email IN ('fl@eog.test', 'ul@eog.test', 'ip@eog.test')",
  );
  const routes = app.accessTable.filter(
    // A logout would end the caller's session for the rest of the walk.
    (r: AccessRoute) => !(r.method === 'DELETE' && /\/token$/.test(r.url)),
  );

  for (const account of staff) {
    const principal = await loadAdmin(app.db, account.id);
    if (!principal) continue;
    const found = await staffCells(app, routes, {
      email: account.email,
      principal,
      headers: bearer(account.id, 'v1_admin'),
    });
    out.cells += found.cells;
    out.leaks.push(...found.leaks);
    out.overRestricted.push(...found.overRestricted);
    out.serverErrors.push(...found.serverErrors);
  }
  const guarded = routes.filter((r) => r.access !== 'anonymous' && r.access !== 'public');
  for (const who of [
    ...applicants.map((a) => ({ ...a, headers: bearer(a.id, 'v1_user') })),
    {
      id: '',
      email: 'anonymous',
      headers: {},
    },
  ]) {
    for (const route of guarded) {
      if (who.id && route.access === 'user') continue;
      const res = await call(route.method, concrete(route.url), who.headers);
      if (res.statusCode !== 401)
        out.leaks.push(`${who.email} ${route.method} ${route.url} → ${res.statusCode}`);
    }
  }

  // Scoped records: another applicant's leads are 404 for an applicant …
  const leads = await app.db.query<{ id: string; user_id: string | null }>(
    'SELECT id::text AS id, user_id::text AS user_id FROM leads ORDER BY id',
  );
  for (const a of applicants) {
    const headers = bearer(a.id, 'v1_user');
    for (const lead of leads.filter((l) => l.user_id !== a.id)) {
      for (const tail of ['', '/documents', '/history']) {
        const url = `/v1/leads/${lead.id}${tail}`;
        const res = await call('GET', url, headers);
        if (res.statusCode !== 404) out.leaks.push(`${a.email} GET ${url} → ${res.statusCode}`);
      }
    }
  }
  // … and a staff member opens exactly the lead cards its scope lists.
  for (const account of staff) {
    const principal = await loadAdmin(app.db, account.id);
    if (!principal || !holdsKey(principal, 'admin_leads_read')) continue;
    const headers = bearer(account.id, 'v1_admin');
    const listed = new Set<string>();
    for (let page = 1; ; page++) {
      const res = await call('GET', `/v1/admin/leads?per=100&page=${page}`, headers);
      const data = res.statusCode === 200 ? (res.json() as { data: { id: string }[] }).data : [];
      for (const l of data) listed.add(l.id);
      if (data.length < 100) break;
    }
    for (const lead of leads) {
      const url = `/v1/admin/leads/${lead.id}`;
      const res = await call('GET', url, headers);
      const opened = res.statusCode === 200;
      if (opened && !listed.has(lead.id))
        out.leaks.push(`${account.email} GET ${url} → 200 (not in its list)`);
    }
  }
  return out;
}
