/**
 * DaData, the third-party address service of seed 000 §7 ("External address service":
 * suggest/{type}, iplocate/address and findById/oktmo with query, count and extra parameters;
 * answers hold value, unrestricted_value and data), used when DADATA_TOKEN is set. Each call
 * goes to `{DADATA_URL}/…` with `Authorization: Token …` and is abandoned after DADATA_TIMEOUT_MS:
 *
 *   suggest      POST suggest/address   {query, count}  → {suggestions: [...]}
 *   iplocate     GET  iplocate/address?ip=               → {location: suggestion | null}
 *   findOktmo    POST findById/oktmo    {query: code}    → {suggestions: [ОКТМО records]}
 *
 * Any answer but 2xx, a timeout or a body of another shape is an error; the routes answer it
 * with the seeds' 'Произошла ошибка, попробуйте повторить запрос позже'.
 */
import type { AddressSuggestionData, OktmoRecord } from '../../../src/domain/addressCheck';

export interface DadataOptions {
  /** Base URL of the suggestions API, e.g. https://suggestions.dadata.ru/suggestions/api/4_1/rs */
  url: string;
  token: string;
  timeoutMs: number;
}

/**
 * A suggestion as DaData sends it (the fields we read), plus the FIAS codes we match our
 * settlements by and the region's KLADR code we match our regions by.
 */
export interface DadataSuggestion {
  value: string;
  unrestricted_value: string;
  data: AddressSuggestionData & {
    city_fias_id: string | null;
    settlement_fias_id: string | null;
    region_kladr_id: string | null;
  };
}

/** A record of DaData's ОКТМО dictionary (its two levels: municipal district and settlement). */
export type DadataOktmo = Pick<OktmoRecord, 'value' | 'unrestricted_value' | 'data'>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

const dataKeys = [
  'postal_code',
  'region',
  'region_with_type',
  'area',
  'area_with_type',
  'city',
  'city_with_type',
  'settlement',
  'settlement_with_type',
  'street_with_type',
  'house',
  'block',
  'flat',
  'fias_id',
  'oktmo',
  'city_fias_id',
  'settlement_fias_id',
  'region_kladr_id',
] as const;

const oktmoKeys = [
  'area_type',
  'area_code',
  'area',
  'subarea_type',
  'subarea_code',
  'subarea',
] as const;

/** The known fields of a DaData `data` object, each a non-empty string or null. */
const fieldsOf = <K extends string>(data: unknown, keys: readonly K[]) => {
  const fields = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return Object.fromEntries(keys.map((k) => [k, text(fields[k])])) as Record<K, string | null>;
};

/** The address parts of a suggestion that we answer (no matching codes). */
export function suggestionData(s: DadataSuggestion): AddressSuggestionData {
  const { city_fias_id: _c, settlement_fias_id: _s, region_kladr_id: _k, ...data } = s.data;
  return data;
}

/** One suggestion of DaData's answer, only its known string fields; null for another shape. */
function readSuggestion(raw: unknown): DadataSuggestion | null {
  if (!raw || typeof raw !== 'object') return null;
  const { value, unrestricted_value, data } = raw as Record<string, unknown>;
  if (typeof value !== 'string') return null;
  return {
    value,
    unrestricted_value: typeof unrestricted_value === 'string' ? unrestricted_value : value,
    data: fieldsOf(data, dataKeys),
  };
}

/** One record of DaData's ОКТМО dictionary; null without its code. */
function readOktmo(raw: unknown): DadataOktmo | null {
  if (!raw || typeof raw !== 'object') return null;
  const { value, unrestricted_value, data } = raw as Record<string, unknown>;
  const oktmo = text(fieldsOf(data, ['oktmo']).oktmo) ?? text(value);
  if (!oktmo) return null;
  return {
    value: text(value) ?? oktmo,
    unrestricted_value: text(unrestricted_value) ?? oktmo,
    data: { oktmo, ...fieldsOf(data, oktmoKeys) },
  };
}

/** `{suggestions: [...]}` of DaData's answer, or throws for another shape. */
function suggestionsOf(body: unknown): unknown[] {
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) throw new Error('DaData answered without suggestions');
  return list;
}

/** The address service's calls; each resolves to its answer or throws. */
export interface AddressService {
  suggest(query: string, count: number): Promise<DadataSuggestion[]>;
  /** The address of an IP address; null when DaData does not know it. */
  iplocate(ip: string): Promise<DadataSuggestion | null>;
  /** The ОКТМО dictionary's records of a code (an 8-digit one: DaData's has no settlements). */
  findOktmo(code: string): Promise<DadataOktmo[]>;
}

/** DaData behind the address service's calls. */
export function dadataService(options: DadataOptions): AddressService {
  const base = options.url.replace(/\/+$/, '');
  const call = async (path: string, init: { body?: unknown; query?: string } = {}) => {
    const response = await fetch(`${base}/${path}${init.query ? `?${init.query}` : ''}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Accept: 'application/json',
        Authorization: `Token ${options.token}`,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`DaData answered ${response.status}`);
    return (await response.json()) as unknown;
  };
  return {
    suggest: async (query, count) =>
      suggestionsOf(await call('suggest/address', { body: { query, count } }))
        .map(readSuggestion)
        .filter((s): s is DadataSuggestion => s !== null)
        .slice(0, count),
    iplocate: async (ip) => {
      const body = await call('iplocate/address', {
        query: new URLSearchParams({ ip }).toString(),
      });
      if (!body || typeof body !== 'object' || !('location' in body))
        throw new Error('DaData answered without a location');
      return readSuggestion((body as { location: unknown }).location);
    },
    findOktmo: async (code) =>
      suggestionsOf(await call('findById/oktmo', { body: { query: code } }))
        .map(readOktmo)
        .filter((s): s is DadataOktmo => s !== null),
  };
}
