/**
 * Issue 22, item 4: start-up does not hang on Fastify's plugin deadline. avvio fails a plugin
 * that has not finished within `pluginTimeout` (10 s by default) with AVV_ERR_PLUGIN_EXEC_TIMEOUT,
 * which a loaded machine reached while the route modules loaded; the server has none.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/helpers';

describe('start-up', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { seed: false });
  });
  afterAll(() => ctx.close());

  it('sets no plugin start-up deadline', () => {
    expect(ctx.app.initialConfig.pluginTimeout).toBe(0);
  });

  it('with that option a plugin slower than any deadline still starts', async () => {
    // The deadline shrunk to test scale: 1 ms fails a 50 ms plugin as 10 s failed the modules on
    // a loaded machine; the server's option lets it finish however long the machine takes.
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 50));
    const start = async (pluginTimeout: number) => {
      const app = Fastify({ pluginTimeout });
      try {
        await app.register(slow);
        await app.ready();
      } finally {
        await app.close().catch(() => undefined);
      }
    };
    await expect(start(1)).rejects.toMatchObject({ code: 'AVV_ERR_PLUGIN_EXEC_TIMEOUT' });
    await expect(start(ctx.app.initialConfig.pluginTimeout!)).resolves.toBeUndefined();
  });

  it('registers every API module once the app is built (no lazy module left to load)', () => {
    const routes = ctx.app.accessTable.map((r) => `${r.method} ${r.url}`);
    for (const route of [
      'GET /v1/regions',
      'PATCH /v1/admin/current',
      'POST /v1/admin/users',
      'POST /v1/admin/admin_users',
      'PATCH /v1/leads/:id',
      'GET /v1/admin/rabbit_messages',
    ])
      expect(routes).toContain(route);
  });
});
