/**
 * The lead wizard's object address from an address suggestion: the wizard (site/leads/wizard)
 * reads `?gas_object_address.<part>=…` on /leads/new as its first values, and the query survives
 * the sign-in redirect.
 */
import type { AddressSuggestionData } from '../../src/domain/addressCheck';

/** Wizard address part ← the suggestion's field (DaData's names, types included). */
const partFrom: Record<string, keyof AddressSuggestionData> = {
  zip_code: 'postal_code',
  region: 'region_with_type',
  area: 'area_with_type',
  city: 'city_with_type',
  settlement: 'settlement_with_type',
  street: 'street_with_type',
  house: 'house',
  block: 'block',
  flat: 'flat',
};

/** `/leads/new?gas_object_address.region=…&…` for the suggestion's address. */
export function applyUrl(data: AddressSuggestionData): string {
  const query = new URLSearchParams();
  for (const [part, field] of Object.entries(partFrom)) {
    const value = data[field];
    if (value) query.set(`gas_object_address.${part}`, value);
  }
  const text = query.toString();
  return text ? `/leads/new?${text}` : '/leads/new';
}
