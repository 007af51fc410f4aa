import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient, RequestOptions } from '../src/api';
import { jsonApiDataProvider, plural, singular } from './index';

/** A fake HTTP client answering every call with `json`, recording (url, options). */
function fakeClient(json: unknown = {}) {
  const calls: [string, RequestOptions | undefined][] = [];
  const client = vi.fn(async (url: string, options?: RequestOptions) => {
    calls.push([url, options]);
    return { status: 200, headers: new Headers(), body: '', json };
  });
  return { client: client as unknown as HttpClient, calls };
}

const lead = {
  type: 'lead',
  id: 7,
  attributes: { uid: '77АБ123456', status: 'registered' },
  relationships: {
    region: { data: { type: 'region', id: '50' } },
    organizations: {
      data: [
        { type: 'organizations', id: '1' },
        { type: 'organizations', id: '2' },
      ],
    },
    contract: { data: null },
  },
};
const included = [{ type: 'region', id: '50', attributes: { name: 'Московская область' } }];

describe('getList', () => {
  it('sends page, per, order_type and filters; reads meta.total_count; flattens', async () => {
    const { client, calls } = fakeClient({ data: [lead], included, meta: { total_count: 41 } });
    const result = await jsonApiDataProvider('/v1/admin', client).getList('leads', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: { status: ['draft', 'registered'], query: '' },
    });
    expect(calls[0]?.[0]).toBe('/v1/admin/leads');
    expect(calls[0]?.[1]?.query).toEqual({
      page: 2,
      per: 20,
      order_type: 'desc',
      status: ['draft', 'registered'],
      query: '',
    });
    expect(result.total).toBe(41);
    // included records go to react-admin's cache under their resource name
    expect(result.meta).toEqual({
      prefetched: { regions: [{ id: '50', name: 'Московская область' }] },
    });
    expect(result.data[0]).toEqual({
      id: '7',
      uid: '77АБ123456',
      status: 'registered',
      region_id: '50',
      region: { id: '50', name: 'Московская область' },
      organization_ids: ['1', '2'],
      contract_id: null,
    });
  });

  it('falls back to the page length when meta has no total', async () => {
    const { client } = fakeClient({ data: [lead] });
    const result = await jsonApiDataProvider('/v1', client).getList('leads', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(1);
    expect(result.meta).toBeUndefined();
  });
});

describe('getOne', () => {
  it('GETs /<resource>/<id> and flattens with included', async () => {
    const { client, calls } = fakeClient({ data: lead, included });
    const { data } = await jsonApiDataProvider('/v1/admin', client).getOne('leads', { id: 7 });
    expect(calls[0]?.[0]).toBe('/v1/admin/leads/7');
    expect(data).toMatchObject({ id: '7', region: { name: 'Московская область' } });
  });

  it('asks the relations named in meta.included (?included=a,b)', async () => {
    const { client, calls } = fakeClient({ data: lead, included });
    const { data } = await jsonApiDataProvider('/v1/admin', client).getOne('leads', {
      id: 7,
      meta: { included: ['region', 'branch'] },
    });
    expect(calls[0]?.[1]?.query).toEqual({ included: 'region,branch' });
    expect(data).toMatchObject({ region_id: '50', region: { name: 'Московская область' } });
  });
});

describe('getMany', () => {
  it('filters by ids[] with per = number of ids', async () => {
    const { client, calls } = fakeClient({ data: [lead] });
    const { data } = await jsonApiDataProvider('/v1', client).getMany('leads', { ids: [7, 8] });
    expect(calls[0]?.[1]?.query).toEqual({ ids: ['7', '8'], per: 2 });
    expect(data.map((r) => r.id)).toEqual(['7']);
  });

  it('makes no call for no ids', async () => {
    const { client, calls } = fakeClient();
    expect(await jsonApiDataProvider('/v1', client).getMany('leads', { ids: [] })).toEqual({
      data: [],
    });
    expect(calls).toHaveLength(0);
  });
});

describe('getManyReference', () => {
  it('adds the target key to the list query', async () => {
    const { client, calls } = fakeClient({ data: [], meta: { total_count: 0 } });
    const result = await jsonApiDataProvider('/v1/admin', client).getManyReference('branches', {
      target: 'organization_id',
      id: 3,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { active: true },
    });
    expect(calls[0]?.[0]).toBe('/v1/admin/branches');
    expect(calls[0]?.[1]?.query).toEqual({
      page: 1,
      per: 10,
      order_by: 'name',
      order_type: 'asc',
      active: true,
      organization_id: '3',
    });
    expect(result).toEqual({ data: [], total: 0 });
  });
});

describe('create', () => {
  it('POSTs {data: {type, attributes}} with the singular type and drops embedded objects', async () => {
    const { client, calls } = fakeClient({ data: { ...lead, id: '9' } });
    const { data } = await jsonApiDataProvider('/v1', client).create('leads', {
      data: { status: 'draft', region_id: '50', region: { id: '50', name: 'x' } },
    });
    expect(calls[0]?.[0]).toBe('/v1/leads');
    expect(calls[0]?.[1]).toMatchObject({
      method: 'POST',
      body: { data: { type: 'lead', attributes: { status: 'draft', region_id: '50' } } },
    });
    expect(data.id).toBe('9');
  });
});

describe('update', () => {
  it('PATCHes only the changed fields', async () => {
    const { client, calls } = fakeClient({ data: lead });
    await jsonApiDataProvider('/v1/admin', client).update('categories', {
      id: '4',
      data: { id: '4', name: 'Новое', active: true },
      previousData: { id: '4', name: 'Старое', active: true },
    });
    expect(calls[0]?.[0]).toBe('/v1/admin/categories/4');
    expect(calls[0]?.[1]).toMatchObject({
      method: 'PATCH',
      body: { data: { type: 'category', id: '4', attributes: { name: 'Новое' } } },
    });
  });

  it('answers with the merged record when the server returns no body', async () => {
    const { client } = fakeClient(null);
    const { data } = await jsonApiDataProvider('/v1', client).update('leads', {
      id: '1',
      data: { status: 'cancelled' },
      previousData: { id: '1', status: 'draft', uid: 'u' },
    });
    expect(data).toEqual({ id: '1', status: 'cancelled', uid: 'u' });
  });
});

describe('updateMany', () => {
  it('PATCHes each id', async () => {
    const { client, calls } = fakeClient(null);
    const result = await jsonApiDataProvider('/v1', client).updateMany('leads', {
      ids: ['1', '2'],
      data: { status: 'pending' },
    });
    expect(calls.map((c) => c[0])).toEqual(['/v1/leads/1', '/v1/leads/2']);
    expect(result).toEqual({ data: ['1', '2'] });
  });
});

describe('delete', () => {
  it('DELETEs /<resource>/<id> and answers with the previous record', async () => {
    const { client, calls } = fakeClient(null);
    const { data } = await jsonApiDataProvider('/v1', client).delete('regions', {
      id: '5',
      previousData: { id: '5', name: 'Тверская область' },
    });
    expect(calls[0]).toEqual(['/v1/regions/5', { method: 'DELETE' }]);
    expect(data).toEqual({ id: '5', name: 'Тверская область' });
  });
});

describe('deleteMany', () => {
  it('DELETEs each id', async () => {
    const { client, calls } = fakeClient(null);
    const result = await jsonApiDataProvider('/v1', client).deleteMany('regions', { ids: [1, 2] });
    expect(calls.map((c) => c[1]?.method)).toEqual(['DELETE', 'DELETE']);
    expect(result).toEqual({ data: [1, 2] });
  });
});

describe('errors', () => {
  it('passes the HttpError of the client through with its field errors', async () => {
    const error = new HttpError('Поле «Имя» — не заполнено', 422, {
      errors: { name: 'Не заполнено' },
    });
    const client = vi.fn(async () => {
      throw error;
    }) as unknown as HttpClient;
    await expect(
      jsonApiDataProvider('/v1', client).create('leads', { data: { name: '' } }),
    ).rejects.toBe(error);
  });
});

describe('registry resources (paths and types options)', () => {
  const options = {
    paths: { 'lead_dictionary/regions': 'regions' },
    types: { 'lead_dictionary/regions': 'region' },
  };

  it('maps the resource name to its API path, sends order_by for a field other than id', async () => {
    const region = { type: 'region', id: 5, attributes: { name: 'Тульская область' } };
    const { client, calls } = fakeClient({ data: [region], included: [region] });
    const provider = jsonApiDataProvider('/v1/admin', client, options);
    const result = await provider.getList('lead_dictionary/regions', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'code', order: 'ASC' },
      filter: {},
    });
    expect(calls[0]?.[0]).toBe('/v1/admin/regions');
    expect(calls[0]?.[1]?.query).toEqual({ page: 1, per: 20, order_by: 'code', order_type: 'asc' });
    // included regions are cached for the registry resource as well
    expect(Object.keys(result.meta?.prefetched ?? {})).toEqual([
      'regions',
      'lead_dictionary/regions',
    ]);
  });

  it('saves with the mapped type at the mapped path, sub-paths included', async () => {
    const { client, calls } = fakeClient({ data: { type: 'region', id: '5', attributes: {} } });
    const provider = jsonApiDataProvider('/v1/admin', client, {
      ...options,
      paths: { ...options.paths, 'info_banners/advertising_banners': 'advertising_banners' },
      types: { ...options.types, 'info_banners/advertising_banners': 'advertising_banner' },
    });
    await provider.update('info_banners/advertising_banners', {
      id: 5,
      data: { title: 'Новый' },
      previousData: { id: 5, title: 'Старый' },
    });
    expect(calls[0]?.[0]).toBe('/v1/admin/advertising_banners/5');
    expect(calls[0]?.[1]?.body).toEqual({
      data: { type: 'advertising_banner', id: '5', attributes: { title: 'Новый' } },
    });
    await provider.changes('lead_dictionary/regions', { id: 5 });
    expect(calls[1]?.[0]).toBe('/v1/admin/regions/5/changes');
  });
});

describe('plural and singular', () => {
  it.each([
    ['region', 'regions'],
    ['branch', 'branches'],
    ['category', 'categories'],
    ['leads', 'leads'],
  ])('%s ↔ %s', (one, many) => {
    expect(plural(one)).toBe(many);
    if (one !== many) expect(singular(many)).toBe(one);
  });
});
