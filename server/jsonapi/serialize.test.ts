import { describe, expect, it } from 'vitest';
import { list, ref, refs, resource, single } from './serialize';

describe('JSON:API serializer', () => {
  const region = resource('region', 60n, { name: 'Псковская область', code: '60' });

  it('uses string ids and optional relationships', () => {
    const org = resource('organization', 7, { name: 'ГРО' }, { region: ref('region', 60) });
    expect(org).toEqual({
      type: 'organization',
      id: '7',
      attributes: { name: 'ГРО' },
      relationships: { region: { data: { type: 'region', id: '60' } } },
    });
    expect(ref('region', null)).toEqual({ data: null });
    expect(refs('branch', [1, 2]).data.map((d) => d.id)).toEqual(['1', '2']);
  });

  it('puts pagination in meta and counts at least one page', () => {
    expect(list([region], { page: 1, per: 20, total: 41 }).meta).toMatchObject({
      total_count: 41,
      total_pages: 3,
    });
    expect(list([], { page: 1, per: 20, total: 0 }).meta).toMatchObject({ total_pages: 1 });
  });

  it('de-duplicates included and leaves out what is already in data', () => {
    const doc = single(region, [region, resource('org', 1, {}), resource('org', 1, {})]);
    expect(doc.included).toEqual([resource('org', 1, {})]);
    expect(single(region)).not.toHaveProperty('included');
  });
});
