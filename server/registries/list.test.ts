import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registries } from '../../src/registries';
import { tokenFor } from '../modules/reference/testAuth';
import { call, createTestApp, type TestContext } from '../test/helpers';

interface ListBody {
  data: {
    id: string;
    attributes: Record<string, unknown>;
    relationships: Record<string, unknown>;
  }[];
  included?: { type: string; id: string; attributes: Record<string, unknown> }[];
  meta: { total_count: number; total_pages: number; current_page: number; per: number };
}

// Filters, search, sorting, paging and included relationships, from the definition alone.
describe('registry lists', () => {
  let ctx: TestContext;
  let headers: { authorization: string };
  let regions: Record<string, string>;
  const url = '/v1/admin/connection_fee_kinds';
  const get = (query: string) =>
    call<ListBody>(ctx.app, { method: 'GET', url: `${url}?${query}`, headers });
  const names = (body: ListBody) => body.data.map((r) => r.attributes.name);

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = await tokenFor(ctx.app, 'etp_admin@eog.test');
    const rows = await ctx.db.query<{ id: string; code: string }>(
      "SELECT id, code FROM regions WHERE code IN ('47', '50', '60')",
    );
    regions = Object.fromEntries(rows.map((r) => [r.code, String(r.id)]));
    // A known set on top of the demo records, told apart by the «Тест» prefix.
    const rowsToAdd: [string, string, string, string | null, string | null, boolean][] = [
      ['Тест А', 'standard', '60', '100.00', '2026-01-10', true],
      ['Тест Б', 'preferential', '60', '300.00', '2026-02-10', false],
      ['Тест В', 'custom', '50', '200.00', '2026-03-10', true],
      ['Тест Г', 'standard', '47', null, null, true],
    ];
    for (const [name, kind, code, amount, from, active] of rowsToAdd) {
      await ctx.db.query(
        `INSERT INTO connection_fee_kinds (name, kind, region_id, amount, valid_from, active)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [name, kind, regions[code], amount, from, active],
      );
    }
  });
  afterAll(() => ctx.close());

  it('searches the definition search fields case-insensitively', async () => {
    const res = await get('query=тест');
    expect(res.status).toBe(200);
    expect(res.body.meta.total_count).toBe(4);
    expect((await get('query=%25')).body.meta.total_count).toBe(0);
  });

  it('filters enums by one value or a key[] list', async () => {
    expect(names((await get('query=Тест&kind=standard')).body).sort()).toEqual([
      'Тест А',
      'Тест Г',
    ]);
    const list = await get('query=Тест&kind[]=custom&kind[]=preferential');
    expect(names(list.body).sort()).toEqual(['Тест Б', 'Тест В']);
  });

  it('filters references by id or list, and booleans', async () => {
    expect(names((await get(`query=Тест&region_id=${regions['50']}`)).body)).toEqual(['Тест В']);
    const two = await get(`query=Тест&region_id[]=${regions['50']}&region_id[]=${regions['47']}`);
    expect(names(two.body).sort()).toEqual(['Тест В', 'Тест Г']);
    expect(names((await get('query=Тест&active=false')).body)).toEqual(['Тест Б']);
  });

  it('answers 400 to malformed filters', async () => {
    expect((await get('region_id=abc')).status).toBe(400);
    expect((await get('active=maybe')).status).toBe(400);
    expect((await get('order_type=up')).status).toBe(400);
  });

  it('reads ids[] as the getMany of the data provider', async () => {
    const all = await get('query=Тест');
    const ids = all.body.data.slice(0, 2).map((r) => r.id);
    const res = await get(ids.map((id) => `ids[]=${id}`).join('&'));
    expect(res.body.data.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('sorts by a sortable key, falls back to the default sort, then id', async () => {
    const asc = await get('query=Тест&order_by=amount&order_type=asc');
    expect(names(asc.body)).toEqual(['Тест А', 'Тест В', 'Тест Б', 'Тест Г']);
    const desc = await get('query=Тест&order_by=amount&order_type=desc');
    expect(names(desc.body)).toEqual(['Тест Г', 'Тест Б', 'Тест В', 'Тест А']);
    // Default sort: created_at desc, ties by id desc — the last inserted first.
    expect(names((await get('query=Тест')).body)).toEqual(['Тест Г', 'Тест В', 'Тест Б', 'Тест А']);
    // An unknown order_by falls back to the default field, in the asked direction.
    const unknown = await get('query=Тест&order_by=secret&order_type=asc');
    expect(names(unknown.body)).toEqual(['Тест А', 'Тест Б', 'Тест В', 'Тест Г']);
  });

  it('pages with per (default 20) and answers total_pages and total_count', async () => {
    const page = await get('query=Тест&per=3&page=2&order_by=name&order_type=asc');
    expect(page.body.meta).toMatchObject({
      total_count: 4,
      total_pages: 2,
      current_page: 2,
      per: 3,
    });
    expect(names(page.body)).toEqual(['Тест Г']);
    expect((await get('')).body.meta.per).toBe(20);
    const beyond = await get('query=Тест&per=3&page=9');
    expect(beyond.body.data).toEqual([]);
  });

  it('includes relationships named by included= or include=', async () => {
    const res = await get('query=Тест&included=region');
    expect(res.body.data[0]!.relationships.region).toEqual({
      data: { type: 'region', id: res.body.data[0]!.attributes.region_id },
    });
    const included = res.body.included!;
    expect(included.map((r) => r.attributes.code).sort()).toEqual(['47', '50', '60']);
    expect(included.every((r) => r.type === 'region')).toBe(true);
    const alias = await get('query=Тест&include=region,unknown');
    expect(alias.body.included).toHaveLength(3);
    expect((await get('query=Тест')).body.included).toBeUndefined();
  });

  it('includes an organization and filters by it on gas distribution stations', async () => {
    const res = await call<ListBody>(ctx.app, {
      method: 'GET',
      url: '/v1/admin/gas_distribution_stations?included=organization,region&order_by=name&order_type=asc',
      headers,
    });
    expect(res.status).toBe(200);
    const org = res.body.included!.find((r) => r.type === 'organization')!;
    expect(org.attributes.name).toBe('АО «Газпром газораспределение Псков»');
    const filtered = await call<ListBody>(ctx.app, {
      method: 'GET',
      url: `/v1/admin/gas_distribution_stations?organization_id=${org.id}&code=60-0`,
      headers,
    });
    expect(filtered.body.meta.total_count).toBe(2);
  });

  it('never fails with a 5xx on hostile query strings', async () => {
    const hostile = [
      'page=-1',
      'page=abc',
      'per=100000',
      'order_type=DROP',
      'order_type=asc&order_by=name;DROP TABLE regions',
      `query=${encodeURIComponent("' OR 1=1; --")}`,
      `query=${encodeURIComponent('%_\\')}`,
      'query=a&query=b',
      'included=__proto__,constructor',
      'ids[]=1%20OR%201=1',
      'region_id=abc',
      'kind[]=x&kind[]=y',
      'active=maybe',
      'position=1e999',
      'created_from=32.13.2026',
      'format=exe',
    ];
    const paths = registries
      .filter((r) => !r.customServer)
      .flatMap((r) => [
        `/v1/admin/${r.path}`,
        ...(r.site ? [`/v1/${r.path}`] : []),
        ...(r.exportable ? [`/v1/admin/${r.path}/export`] : []),
      ]);
    const failing: string[] = [];
    for (const path of [...paths, '/v1/admin/action_histories']) {
      for (const query of hostile) {
        const res = await ctx.app.inject({ method: 'GET', url: `${path}?${query}`, headers });
        if (res.statusCode >= 500) failing.push(`${path}?${query} → ${res.statusCode}`);
        else if (res.statusCode === 200 && !path.endsWith('/export'))
          expect((res.json() as ListBody).meta.per).toBeLessThanOrEqual(100);
      }
    }
    expect(failing).toEqual([]);
  });
});
