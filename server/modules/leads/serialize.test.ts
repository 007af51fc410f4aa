import { describe, expect, it } from 'vitest';
import { leadAddressParts } from '../../../src/leads/fields';
import { addressAttributes } from './serialize';

describe('a lead address on the wire', () => {
  it('has every part of leadAddressParts, in its order, null when the row has none', () => {
    // As the database gives it (to_jsonb of the row: its own columns too, in its own order).
    const row = { id: 7, kind: 'legal', title: 'г. Псков, ул. Гоголя, д. 5', city: 'г. Псков' };
    const out = addressAttributes(row);
    expect(Object.keys(out ?? {})).toEqual(Object.keys(leadAddressParts));
    expect(out).toMatchObject({ city: 'г. Псков', title: row.title, zip_code: null, flat: null });
    expect(addressAttributes(null)).toBeNull();
  });
});
