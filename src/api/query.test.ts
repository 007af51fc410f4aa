import { describe, expect, it } from 'vitest';
import { buildQuery, withQuery } from './query';

describe('buildQuery', () => {
  it.each([
    [{ page: 1, per: 20 }, 'page=1&per=20'],
    [{ query: '', region_id: null, x: undefined, page: 2 }, 'page=2'],
    [{ status: ['draft', 'registered'] }, 'status[]=draft&status[]=registered'],
    [{ ids: ['1', '', null, '2'] }, 'ids[]=1&ids[]=2'],
    [{ ids: [] }, ''],
    [{ active: false, count: 0 }, 'active=false&count=0'],
    [{ query: 'Газ & Ко' }, 'query=%D0%93%D0%B0%D0%B7%20%26%20%D0%9A%D0%BE'],
  ])('%j → %s', (params, expected) => {
    expect(buildQuery(params)).toBe(expected);
  });
});

describe('withQuery', () => {
  it('adds ? or & and leaves a URL alone when nothing is left', () => {
    expect(withQuery('/v1/regions', { per: 100 })).toBe('/v1/regions?per=100');
    expect(withQuery('/v1/a?x=1', { per: 100 })).toBe('/v1/a?x=1&per=100');
    expect(withQuery('/v1/regions', { q: '' })).toBe('/v1/regions');
  });
});
