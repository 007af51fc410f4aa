import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from './http/openapi';
import { precompressFile } from './precompress';
import { createTestApp, type TestContext } from './test/helpers';

// A stand-in for the vite output: the two apps' index.html files and hashed assets, one big
// enough to be compressed by the build (server/precompress.ts), as the build does it.
const dist = mkdtempSync(join(tmpdir(), 'eog-dist-'));
mkdirSync(join(dist, 'crm'));
mkdirSync(join(dist, 'assets'));
const page = `<title>site</title>${'<p>Подключение к газу</p>'.repeat(100)}`;
const script = Array.from({ length: 400 }, (_, i) => `export const v${i} = 'значение ${i}';`).join(
  '\n',
);
writeFileSync(join(dist, 'index.html'), page);
writeFileSync(join(dist, 'crm', 'index.html'), '<title>crm</title>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'assets', 'site-def456.js'), script);

let ctx: TestContext;
beforeAll(async () => {
  for (const file of [
    'index.html',
    'crm/index.html',
    'assets/site-def456.js',
    'assets/app-abc123.js',
  ]) {
    await precompressFile(join(dist, file));
  }
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
    expect(res.body).toBe(app === 'site' ? page : `<title>${app}</title>`);
  });

  it('caches hashed assets for good', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends an asset compressed as the browser accepts it, the bytes unchanged once decoded', async () => {
    const get = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/site-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(plain.body).toBe(script);
    // A file too small to gain has no copies; it still reaches the browser whole.
    expect(existsSync(join(dist, 'assets', 'app-abc123.js.br'))).toBe(false);
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    const bytes = small.headers['content-encoding']
      ? brotliDecompressSync(small.rawPayload)
      : small.rawPayload;
    expect(bytes.toString()).toBe('console.log(1)');
  });

  it('sends a deep link’s page compressed too', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/leads/new',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('compresses an API answer made per request for a client that accepts it, above 1 KB only', async () => {
    const get = (url: string, encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await get(OPENAPI_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(OPENAPI_PATH, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(OPENAPI_PATH, 'gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // A small answer is not worth it.
    const health = await get('/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
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
