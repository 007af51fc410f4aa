/**
 * The applicant's own lead list on the site (`GET /v1/leads`, ./queries.ts `listOwnLeads`): the
 * filters the site's /leads sends — the statuses (`status[]=`) and the lead number or a part of
 * it (`uid=`) — narrow the applicant's own leads only, and page like the list.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../test/helpers';

interface List {
  data: { id: string; attributes: { uid: string | null; status: string } }[];
  meta: { total_count: number };
}

let ctx: TestContext;
let dataDir: string;
let fl: { authorization: string };
let ul: { authorization: string };
let own: List['data'];

const get = (url: string, auth = fl) => call<List>(ctx.app, { method: 'GET', url, headers: auth });
const ids = (list: { body: List }) => list.body.data.map((l) => l.id).sort();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'eog-own-leads-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  fl = await loginAs(ctx.app, 'fl@eog.test');
  ul = await loginAs(ctx.app, 'ul@eog.test');
  own = (await get('/v1/leads?per=100')).body.data;
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /v1/leads filters', () => {
  it('finds a lead by its number or a part of it', async () => {
    const [first, second] = own.filter((l) => l.attributes.uid);
    const uid = first!.attributes.uid!;
    const exact = await get(`/v1/leads?uid=${encodeURIComponent(uid)}`);
    expect(exact.status).toBe(200);
    expect(ids(exact)).toEqual([first!.id]);
    expect(exact.body.meta.total_count).toBe(1);

    // The common beginning of two numbers finds both (and whatever else starts so).
    const a = uid;
    const b = second!.attributes.uid!;
    let common = 0;
    while (a[common] === b[common]) common++;
    const part = await get(`/v1/leads?uid=${encodeURIComponent(a.slice(0, common))}`);
    expect(ids(part)).toEqual(expect.arrayContaining([first!.id, second!.id].sort()));
    // Only own leads: another applicant's number finds nothing.
    expect(ids(await get(`/v1/leads?uid=${encodeURIComponent(uid)}`, ul))).toEqual([]);
  });

  it('narrows by the statuses and the number together', async () => {
    const registered = own.filter((l) => l.attributes.status === 'registered');
    expect(registered.length).toBeGreaterThan(0);
    const byStatus = await get('/v1/leads?status[]=registered&per=100');
    expect(ids(byStatus)).toEqual(registered.map((l) => l.id).sort());

    const other = own.find((l) => l.attributes.status !== 'registered' && l.attributes.uid)!;
    const both = await get(
      `/v1/leads?status[]=registered&uid=${encodeURIComponent(other.attributes.uid!)}`,
    );
    expect(ids(both)).toEqual([]);
    expect((await get('/v1/leads?status[]=nonsense')).status).toBe(400);
  });
});
