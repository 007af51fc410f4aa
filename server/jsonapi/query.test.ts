import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { filterBool, filterIds, filterList, normalizeQuery, parseListQuery } from './query';

describe('normalizeQuery', () => {
  it('turns key[] into arrays, keeps repeated keys and drops empty values', () => {
    expect(
      normalizeQuery({
        'status[]': ['draft', '', 'registered'],
        q: '',
        region: ['1', '2'],
        x: 'y',
      }),
    ).toEqual({ status: ['draft', 'registered'], region: ['1', '2'], x: 'y' });
  });

  it('keeps a single key[] value as an array', () => {
    expect(normalizeQuery({ 'ids[]': '5' })).toEqual({ ids: ['5'] });
  });
});

describe('parseListQuery', () => {
  it('defaults to the first page of 20, newest first', () => {
    expect(parseListQuery({})).toMatchObject({ page: 1, per: 20, offset: 0, orderType: 'desc' });
  });

  it.each([
    [{ page: '0' }, 1, 20],
    [{ page: '3', per: '50' }, 3, 50],
    [{ per: '100000' }, 1, 100],
    [{ per: '0' }, 1, 1],
  ])('reads page and per from %o', (raw, page, per) => {
    const q = parseListQuery(raw);
    expect([q.page, q.per, q.offset]).toEqual([page, per, (page - 1) * per]);
  });

  it.each([
    { page: '-1' },
    { page: 'abc' },
    { per: '1e3' },
    { page: '99999999' },
    { page: ['1', '2'] },
    { order_type: "asc'; DROP TABLE users; --" },
    { query: ['a', 'b'] },
  ])('refuses %o with a 400', (raw) => {
    expect(() => parseListQuery(raw)).toThrowError(ApiError);
    try {
      parseListQuery(raw);
    } catch (e) {
      expect((e as ApiError).status).toBe(400);
    }
  });

  it('collects included= and include= lists and leaves the rest as filters', () => {
    const q = parseListQuery({
      included: 'organization,region',
      order_type: 'asc',
      query: '  Псков ',
      'kind[]': ['gro'],
    });
    expect(q).toMatchObject({
      included: ['organization', 'region'],
      orderType: 'asc',
      query: 'Псков',
      filters: { kind: ['gro'] },
    });
    expect(parseListQuery({ include: 'branch' }).included).toEqual(['branch']);
  });
});

describe('filter readers', () => {
  it('read lists, booleans and ids', () => {
    const filters = { a: 'x', b: ['1', '2'], t: 'true', f: '0' };
    expect(filterList(filters, 'a')).toEqual(['x']);
    expect(filterList(filters, 'none')).toEqual([]);
    expect(filterIds(filters, 'b')).toEqual(['1', '2']);
    expect(filterBool(filters, 't')).toBe(true);
    expect(filterBool(filters, 'f')).toBe(false);
    expect(filterBool(filters, 'none')).toBeUndefined();
  });

  it('refuse ids that are not positive integers and booleans that are not booleans', () => {
    expect(() => filterIds({ ids: ['1 OR 1=1'] }, 'ids')).toThrowError(ApiError);
    expect(() => filterBool({ active: 'maybe' }, 'active')).toThrowError(ApiError);
  });
});
