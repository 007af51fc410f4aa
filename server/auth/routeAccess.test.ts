import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/domain/roles';
import { tokenFor } from '../modules/reference/testAuth';
import { callRoute, staffCells } from '../test/accessCells';
import { createTestApp, type TestContext } from '../test/helpers';
import { loadAdmin } from './principal';

// Walks every role × every registered route: the server answers 403 exactly when the role does
// not hold the route's permission key (src/access), 401 to the wrong kind of account, and
// never fails with a 5xx.
describe('route access', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (method: string, url: string, headers: Record<string, string>) =>
    callRoute(ctx.app, { method, url }, headers);

  it('declares access on every API route', () => {
    expect(ctx.app.accessTable.length).toBeGreaterThan(40);
    const urls = ctx.app.accessTable.map((r) => r.url);
    expect(urls).toContain('/v1/admin/regions');
    expect(urls).toContain('/v1/admin/token');
  });

  it.each(roles)('%s gets 403 exactly where it lacks the permission key', async (role) => {
    const headers = await tokenFor(ctx.app, `${role}@eog.test`);
    const [row] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM admin_users WHERE email = $1',
      [`${role}@eog.test`],
    );
    const principal = (await loadAdmin(ctx.db, String(row!.id)))!;
    const found = await staffCells(ctx.app, ctx.app.accessTable, {
      email: role,
      principal,
      headers,
    });
    expect(found.cells).toBeGreaterThan(100);
    expect([...found.leaks, ...found.overRestricted, ...found.serverErrors]).toEqual([]);
  });

  it('answers 401 to anonymous callers and to the other kind of account', async () => {
    const user = await tokenFor(ctx.app, 'fl@eog.test');
    const admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
    const wrong: string[] = [];
    for (const route of ctx.app.accessTable) {
      const { access } = route;
      if (access === 'anonymous' || access === 'public') continue;
      const other = access === 'user' ? admin : user;
      for (const headers of [{}, other]) {
        const res = await send(route.method, route.url, headers);
        if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an anonymous caller before it checks the input: malformed ids and bodies are 401 too', async () => {
    const wrong: string[] = [];
    for (const route of ctx.app.accessTable) {
      if (route.access === 'anonymous' || route.access === 'public') continue;
      const res = await ctx.app.inject({
        method: route.method as HTTPMethods,
        url: route.url.replace(/:[A-Za-z_]+/g, 'не-номер').replace(/\*$/, 'x'),
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { payload: { data: 5, attributes: [] } }),
      });
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never fails with a 5xx on public and anonymous routes called with nothing', async () => {
    const failing: string[] = [];
    for (const route of ctx.app.accessTable) {
      if (route.access !== 'public' && route.access !== 'anonymous') continue;
      const res = await send(route.method, route.url, {});
      if (res.statusCode >= 500) failing.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failing).toEqual([]);
  });
});
