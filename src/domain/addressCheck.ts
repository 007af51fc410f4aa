/**
 * The site's address check (issue 17; seed 000 §2 menu 'check address', §5 "Address
 * suggestions", §7 "External address service", §9 "address suggestion count 5"): what the
 * server's `GET /v1/address_suggestions` answers, whether from DaData or from our own settlements,
 * and the messages both sides show.
 */
import { errorMessages } from '../../i18n/messages';

/** Seed 000 §9: address suggestion count 5. */
export const ADDRESS_SUGGESTION_COUNT = 5;
/** Seed 000 §9: autocomplete delay 700 ms. */
export const ADDRESS_SUGGESTION_DELAY_MS = 700;
/** The most suggestions one call returns. */
export const ADDRESS_SUGGESTION_MAX = 20;
/** Suggestions start from this many letters (our settlements' search needs two). */
export const ADDRESS_QUERY_MIN = 2;

export const addressCheckMessages = {
  /** Seed 000 §5 "Address suggestions": on failure. */
  failed: errorMessages.addressSuggestionsFailed,
  shortQuery: 'Введите не меньше двух букв адреса',
} as const;

/**
 * The address parts of a suggestion (seed 000 §7: value, unrestricted_value and data with
 * region_with_type, postal_code and area), named as DaData names them; the lead wizard's object
 * address is filled from them (site/tools/addressValues.ts).
 */
export interface AddressSuggestionData {
  postal_code: string | null;
  region: string | null;
  region_with_type: string | null;
  area: string | null;
  area_with_type: string | null;
  city: string | null;
  city_with_type: string | null;
  settlement: string | null;
  settlement_with_type: string | null;
  street_with_type: string | null;
  house: string | null;
  block: string | null;
  flat: string | null;
  fias_id: string | null;
}

/** One suggestion: DaData's fields and, when we know it, the settlement of our registry. */
export interface AddressSuggestion {
  id: string;
  value: string;
  unrestricted_value: string;
  data: AddressSuggestionData;
  /** Our settlements registry's record the address lies in, when found. */
  settlement_id: string | null;
}
