import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/helpers';

// A stand-in for the vite output: the two apps' index.html files and one hashed asset.
const dist = mkdtempSync(join(tmpdir(), 'eog-dist-'));
mkdirSync(join(dist, 'crm'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<title>site</title>');
writeFileSync(join(dist, 'crm', 'index.html'), '<title>crm</title>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DIST_DIR: dist }, { seed: false });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the site and the console', () => {
  it.each([
    ['/', 'site'],
    ['/leads/new', 'site'],
    ['/crm', 'crm'],
    ['/crm/leads', 'crm'],
    ['/crm/not_auth?x=1', 'crm'],
  ])('answers the deep link %s with the %s app', async (url, app) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(`<title>${app}</title>`);
  });

  it('caches hashed assets for good', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never answers an unknown API path or a POST with HTML', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/v1/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toHaveProperty('errors');
    const post = await ctx.app.inject({ method: 'POST', url: '/crm/leads', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('gives /health as JSON to probes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('when the database goes away', () => {
  it('answers 503 with the seeds message instead of failing', async () => {
    const down = await createTestApp({}, { seed: false });
    await down.db.close();
    const res = await down.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ database: { status: 'down' } });
    await down.app.close();
  });
});
