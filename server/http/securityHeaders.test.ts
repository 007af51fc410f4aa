import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestContext } from '../test/helpers';
import { contentSecurityPolicy } from './securityHeaders';

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
