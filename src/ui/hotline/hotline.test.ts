import { describe, expect, it } from 'vitest';
import { hotlinePhones, phonesOf, searchesRegions, type Organization } from './hotline';

const org = (unified_phone: string | null, phones: string[] | null): Organization => ({
  id: '1',
  name: 'ГРО',
  unified_phone,
  phones,
});

describe('searchesRegions', () => {
  it.each([
    ['', false],
    ['П', false],
    [' П ', false],
    ['Пс', true],
    ['Псков', true],
  ])('%j → %s', (query, searches) => expect(searchesRegions(query)).toBe(searches));
});

describe('phonesOf', () => {
  it('puts the unified phone first and does not repeat it among the others', () => {
    expect(phonesOf(org(' 78112000000 ', ['78112000000', '78112000001', '']))).toEqual({
      unified: '78112000000',
      others: ['78112000001'],
    });
  });
});

describe('hotlinePhones', () => {
  it("lists the unified phone, the others and the contact centre's, in that order", () => {
    expect(hotlinePhones(org('78112000000', ['78112000001']), '78001014747')).toEqual([
      { kind: 'unifiedPhone', phones: ['78112000000'] },
      { kind: 'otherPhones', phones: ['78112000001'] },
      { kind: 'contactCentre', phones: ['78001014747'] },
    ]);
  });

  it('shows the other phones without a unified one, and no contact centre while unknown', () => {
    expect(hotlinePhones(org(null, ['78112000001']), null)).toEqual([
      { kind: 'otherPhones', phones: ['78112000001'] },
    ]);
  });

  it('is empty (not found) for an organization without phones of its own', () => {
    expect(hotlinePhones(org(null, null), '78001014747')).toEqual([]);
    expect(hotlinePhones(org('  ', []), '78001014747')).toEqual([]);
  });
});
