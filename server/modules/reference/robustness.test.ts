/**
 * Hostile and malformed input on every reference list and detail: the answer may be a 400, 404
 * or 422, never a 500, and `per` is always capped at 100.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helpers';
import { tokenFor } from './testAuth';

const lists = [
  '/v1/regions',
  '/v1/sources',
  '/v1/services',
  '/v1/dictionaries',
  '/v1/organizations',
  '/v1/organizations/1/branches',
  '/v1/admin/regions',
  '/v1/admin/sources',
  '/v1/admin/services',
  '/v1/admin/dictionaries',
  '/v1/admin/organizations',
  '/v1/admin/organizations/1/branches',
];

const hostile = [
  'page=-1',
  'page=abc',
  'page=1e9',
  'per=-5',
  'per=100000',
  'order_type=DROP',
  'order_type=asc&order_by=name;DROP TABLE regions',
  `query=${encodeURIComponent("' OR 1=1; --")}`,
  `query=${encodeURIComponent('%_\\')}`,
  `query=${'я'.repeat(2000)}`,
  'query=a&query=b',
  'included=__proto__,constructor',
  'ids[]=1%20OR%201=1',
  'region_id=abc',
  'affiliation_kinds[]=x',
  'active=maybe',
  'dictionary_type[]=' + encodeURIComponent("') OR ('1'='1"),
  'account_type=root',
  'offered=yes',
  'without_relations=1',
];

describe('reference endpoints under hostile input', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await tokenFor(ctx.app, 'etp_admin@eog.test');
  });
  afterAll(() => ctx.close());

  it.each(lists)('%s never answers 5xx', async (path) => {
    const headers = path.startsWith('/v1/admin') ? admin : {};
    for (const qs of hostile) {
      const res = await call<{ meta?: { per: number } }>(ctx.app, {
        method: 'GET',
        url: `${path}?${qs}`,
        headers,
      });
      expect(res.status, `${path}?${qs}`).toBeLessThan(500);
      if (res.status === 200 && res.body.meta) expect(res.body.meta.per).toBeLessThanOrEqual(100);
    }
  });

  it.each([
    '/v1/regions/',
    '/v1/sources/',
    '/v1/services/',
    '/v1/dictionaries/',
    '/v1/organizations/',
    '/v1/branches/',
    '/v1/admin/regions/',
    '/v1/admin/services/',
    '/v1/admin/branches/',
  ])('%s{id} answers 404 for ids that name nothing', async (prefix) => {
    const headers = prefix.startsWith('/v1/admin') ? admin : {};
    for (const id of ['0', '99999999999', '-1', 'abc', '1.5', '1%20OR%201=1', '9'.repeat(30)]) {
      const res = await call(ctx.app, { method: 'GET', url: `${prefix}${id}`, headers });
      expect(res.status, `${prefix}${id}`).toBe(404);
    }
  });

  it.each([
    ['POST', '/v1/admin/regions'],
    ['POST', '/v1/admin/sources'],
    ['POST', '/v1/admin/services'],
    ['POST', '/v1/admin/dictionaries'],
    ['POST', '/v1/admin/organizations'],
    ['POST', '/v1/admin/organizations/1/branches'],
    ['PATCH', '/v1/admin/regions/1'],
    ['PATCH', '/v1/admin/services/1'],
    ['PATCH', '/v1/admin/branches/1'],
  ] as const)('%s %s refuses malformed bodies with 4xx', async (method, url) => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { data: null },
      { data: { attributes: [] } },
      { data: { attributes: { name: { $ne: 1 }, code: ['1'], active: 'yes', position: 1e20 } } },
      { data: { attributes: { name: 'x'.repeat(20000) } } },
    ];
    for (const payload of bodies) {
      const res = await call(ctx.app, {
        method,
        url,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBeLessThan(500);
    }
  });
});
