import { connect } from 'node:net';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestContext } from '../test/helpers';
import { contentSecurityPolicy, helmetOptions, registerSecurityHeaders } from './securityHeaders';

/** The answer's status line and headers as they went over the wire, without the Date line. */
async function headerBlock(app: FastifyInstance, path: string): Promise<string> {
  const { port } = app.server.address() as { port: number };
  const raw = await new Promise<string>((resolve, reject) => {
    let out = '';
    // Written, not ended: Node's server drops a request whose client has half-closed before
    // the answer; `Connection: close` has the server end the socket after it.
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => (out += chunk.toString('latin1')));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
  return raw
    .slice(0, raw.indexOf('\r\n\r\n'))
    .split('\r\n')
    .filter((line) => !/^date:/i.test(line))
    .join('\r\n');
}

/** A bare app with one route of its own headers, secured one way or the other. */
async function bareApp(secure: (app: FastifyInstance) => Promise<void> | void) {
  const app = Fastify();
  await secure(app);
  app.get('/x', (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: 1 }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { seed: false });
  });
  afterAll(() => ctx.close());

  it.each(['/health', '/v1/regions', '/v1/admin/leads'])('are sent with %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Served over plain HTTP here: no HSTS; no CORS for other origins.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  const configs = {
    default: loadConfig({}),
    'S3, HTTPS and reCAPTCHA': loadConfig({
      S3_BUCKET: 'eog-files',
      S3_ENDPOINT: 'https://storage.yandexcloud.net',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      PUBLIC_URL: 'https://portal.example',
      RECAPTCHA_SECRET_KEY: 'secret',
    }),
  };
  it.each(Object.entries(configs))(
    'are worked out once, byte for byte those @fastify/helmet sent (%s)',
    async (_name, config) => {
      const once = await bareApp((app) => registerSecurityHeaders(app, config));
      const helmet = await bareApp(async (app) => {
        await app.register(fastifyHelmet, helmetOptions(config));
      });
      try {
        for (const path of ['/x', '/missing']) {
          const expected = await headerBlock(helmet, path);
          expect(expected).toContain('Content-Security-Policy: ');
          expect(await headerBlock(once, path)).toBe(expected);
        }
      } finally {
        await helmet.close();
        await once.close();
      }
    },
  );

  it('lets the browser reach the S3 bucket for uploads and downloads', () => {
    const config = loadConfig({
      S3_BUCKET: 'eog-files',
      S3_ENDPOINT: 'https://storage.yandexcloud.net',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const csp = contentSecurityPolicy(config);
    expect(csp.connectSrc).toEqual([
      "'self'",
      'https://storage.yandexcloud.net',
      'https://eog-files.storage.yandexcloud.net',
    ]);
    expect(contentSecurityPolicy(loadConfig({})).connectSrc).toEqual(["'self'"]);
  });

  it('lets reCAPTCHA v2 load its script and frame only when its secret is set', () => {
    const off = contentSecurityPolicy(loadConfig({}));
    expect(off.scriptSrc).toEqual(["'self'"]);
    expect(off.frameSrc).toEqual(["'none'"]);
    const on = contentSecurityPolicy(loadConfig({ RECAPTCHA_SECRET_KEY: 'secret' }));
    expect(on.scriptSrc).toContain('https://www.google.com/recaptcha/');
    expect(on.scriptSrc).toContain('https://www.gstatic.com/recaptcha/');
    expect(on.frameSrc).toEqual(['https://www.google.com/recaptcha/']);
  });
});
