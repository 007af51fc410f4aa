import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { tokenFor } from '../modules/reference/testAuth';
import { call, createTestApp, type TestContext } from '../test/helpers';
import type { Db, Queryable } from './index';

// DATABASE_READ_URL (issue 21 "Scale-out"): the lists, reports and exports read from the
// replica handle, writes never do. A recording handle over the same database stands in for it.
describe('the read replica', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  const read: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    const wrap = (q: Queryable): Queryable => ({
      query: (sql, params) => (read.push(sql), q.query(sql, params)),
      exec: (sql) => (read.push(sql), q.exec(sql)),
    });
    const replica: Db = {
      ...ctx.db,
      ...wrap(ctx.db),
      transaction: (fn) => ctx.db.transaction((tx) => fn(wrap(tx))),
    };
    app = await buildApp({
      config: ctx.config,
      db: ctx.db,
      readDb: replica,
      jwtSecret: ctx.app.jwtSecret,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  it('serves the staff lists, the registry exports and the settlement search', async () => {
    const admin = await tokenFor(app, 'etp_admin@eog.test');
    for (const url of [
      '/v1/admin/leads?per=5',
      '/v1/admin/contracts?per=5',
      '/v1/admin/coordination_leads?per=5',
      '/v1/admin/ratings?per=5',
      '/v1/admin/settlements?per=5',
      '/v1/admin/settlements/export?format=csv',
      '/v1/admin/settlements/find?query=Пс',
      '/v1/settlements/find?query=Пс',
    ]) {
      read.length = 0;
      const res = await app.inject({ url, headers: url.startsWith('/v1/admin') ? admin : {} });
      expect(res.statusCode, url).toBe(200);
      expect(read.length, url).toBeGreaterThan(0);
    }
  });

  it('writes to the main database only', async () => {
    const admin = await tokenFor(app, 'etp_admin@eog.test');
    const [region] = await ctx.db.query<{ id: string }>("SELECT id FROM regions WHERE code = '60'");
    read.length = 0;
    const created = await call<{ data: { id: string } }>(app, {
      method: 'POST',
      url: '/v1/admin/settlements',
      headers: admin,
      payload: {
        data: {
          type: 'settlement',
          attributes: { name: 'Репликино', kind: 'village', region_id: String(region!.id) },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(read.filter((sql) => /INSERT|UPDATE|DELETE/i.test(sql))).toEqual([]);
  });
});
