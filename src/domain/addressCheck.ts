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
  /** An ОКТМО code of another form (the settlements registry says the same). */
  oktmoInvalid: 'ОКТМО состоит из 8 или 11 цифр',
  oktmoNotFound: 'Код ОКТМО не найден',
} as const;

/** ОКТМО: 8 digits for a municipality, 11 for a settlement within it. */
export const OKTMO_PATTERN = /^\d{8}(\d{3})?$/;

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
  /** The address's ОКТМО code, when the address service knows it. */
  oktmo?: string | null;
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

/**
 * The visitor's whereabouts guessed from their IP address (seed 000 §7 `iplocate/address`): an
 * address suggestion, usually of a city, and the region of ours it lies in. Null when the
 * address service does not know the address (or there is none: the embedded default).
 */
export interface AddressLocation extends AddressSuggestion {
  /** Our regions registry's record, when found. */
  region_id: string | null;
}

/**
 * The municipality of an ОКТМО code (seed 000 §7 `findById/oktmo`), named as DaData's ОКТМО
 * dictionary names it: the municipal district (area) and the settlement-level municipality
 * (subarea), `*_type` the kind of each as DaData numbers them. `id` is the code asked.
 */
export interface OktmoRecord {
  id: string;
  value: string;
  unrestricted_value: string;
  data: {
    oktmo: string;
    area_type: string | null;
    area_code: string | null;
    area: string | null;
    subarea_type: string | null;
    subarea_code: string | null;
    subarea: string | null;
  };
  /** Our settlement with exactly this code, when there is one. */
  settlement_id: string | null;
}

/** 'Порховский муниципальный район, Порховское городское поселение' of an ОКТМО record. */
export function oktmoTitle(record: OktmoRecord): string {
  return [record.data.area, record.data.subarea].filter(Boolean).join(', ');
}
