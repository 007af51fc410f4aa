/* eslint-disable @typescript-eslint/no-explicit-any */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../test/helpers';

type Doc = { data: any; meta?: any; errors?: any[] };

// A stand-in for the built site: /health serves it to a browser.
const dist = mkdtempSync(join(tmpdir(), 'eog-info-dist-'));
writeFileSync(join(dist, 'index.html'), '<title>site</title>');

let ctx: TestContext;
let pskovRegion: string;
let otherRegion: string;
beforeAll(async () => {
  ctx = await createTestApp({ DIST_DIR: dist });
  const one = (sql: string) => ctx.db.query<{ id: string }>(sql).then((r) => String(r[0]!.id));
  pskovRegion = await one("SELECT id FROM regions WHERE code = '60'");
  // A region no demo organization has a benefit in (Московская has the single operator's).
  otherRegion = await one("SELECT id FROM regions WHERE code = '47'");
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /health', () => {
  it('serves the site page to a browser navigation (Accept: text/html)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('<title>site</title>');
  });

  it('keeps answering JSON to Accept: application/json (the page and probes)', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});

describe('GET /v1/regional_benefits', () => {
  const get = (url: string) => call<Doc>(ctx.app, { method: 'GET', url });

  it('lists the active benefits of a region with their organization, to anyone', async () => {
    const res = await get(`/v1/regional_benefits?region_id=${pskovRegion}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    const [first] = res.body.data;
    expect(first.type).toBe('regional_benefit');
    expect(first.attributes).toMatchObject({
      name: 'Субсидия на догазификацию для льготных категорий граждан',
      region_id: pskovRegion,
      region_name: expect.any(String),
      organization_name: expect.stringContaining('Псков'),
      valid_from: '2022-01-01',
    });
    const other = await get(`/v1/regional_benefits?region_id=${otherRegion}`);
    expect(other.body.data).toEqual([]);
  });

  it('hides inactive and expired benefits', async () => {
    const [row] = await ctx.db.query<{ id: string }>(
      'SELECT id FROM organization_regional_benefits ORDER BY id LIMIT 1',
    );
    await ctx.db.query('UPDATE organization_regional_benefits SET active = false WHERE id = $1', [
      row!.id,
    ]);
    const hidden = await get(`/v1/regional_benefits?region_id=${pskovRegion}`);
    expect(hidden.body.data.map((b: any) => b.id)).not.toContain(String(row!.id));
    await ctx.db.query(
      `UPDATE organization_regional_benefits SET active = true, valid_to = '2023-01-01'
        WHERE id = $1`,
      [row!.id],
    );
    const expired = await get(`/v1/regional_benefits?region_id=${pskovRegion}`);
    expect(expired.body.data.map((b: any) => b.id)).not.toContain(String(row!.id));
  });

  it('refuses a malformed region with 400', async () => {
    const res = await get('/v1/regional_benefits?region_id=abc');
    expect(res.status).toBe(400);
  });
});
