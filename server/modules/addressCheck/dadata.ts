/**
 * DaData's address suggestions (seed 000 §7 "External address service": suggest/{type} with
 * query and count; suggestions hold value, unrestricted_value and data), used when DADATA_TOKEN
 * is set: `POST {DADATA_URL}/suggest/address` with `Authorization: Token …`, abandoned after
 * DADATA_TIMEOUT_MS. Any answer but 2xx, a timeout or a body of another shape is an error; the
 * route answers it with the seeds' 'Произошла ошибка, попробуйте повторить запрос позже'.
 */
import type { AddressSuggestionData } from '../../../src/domain/addressCheck';

export interface DadataOptions {
  /** Base URL of the suggestions API, e.g. https://suggestions.dadata.ru/suggestions/api/4_1/rs */
  url: string;
  token: string;
  timeoutMs: number;
}

/** A suggestion as DaData sends it (the fields we read), plus the FIAS codes we match by. */
export interface DadataSuggestion {
  value: string;
  unrestricted_value: string;
  data: AddressSuggestionData & {
    city_fias_id: string | null;
    settlement_fias_id: string | null;
  };
}

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
  'city_fias_id',
  'settlement_fias_id',
] as const;

/** One suggestion of DaData's answer, only its known string fields; null for another shape. */
function readSuggestion(raw: unknown): DadataSuggestion | null {
  if (!raw || typeof raw !== 'object') return null;
  const { value, unrestricted_value, data } = raw as Record<string, unknown>;
  if (typeof value !== 'string') return null;
  const fields = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return {
    value,
    unrestricted_value: typeof unrestricted_value === 'string' ? unrestricted_value : value,
    data: Object.fromEntries(
      dataKeys.map((k) => [k, text(fields[k])]),
    ) as unknown as DadataSuggestion['data'],
  };
}

/** `suggest(query, count)` → DaData's suggestions, or throws. */
export function dadataSuggest(options: DadataOptions) {
  const endpoint = `${options.url.replace(/\/+$/, '')}/suggest/address`;
  return async (query: string, count: number): Promise<DadataSuggestion[]> => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Token ${options.token}`,
      },
      body: JSON.stringify({ query, count }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`DaData answered ${response.status}`);
    const body = (await response.json()) as { suggestions?: unknown };
    if (!Array.isArray(body?.suggestions)) throw new Error('DaData answered without suggestions');
    return body.suggestions
      .map(readSuggestion)
      .filter((s): s is DadataSuggestion => s !== null)
      .slice(0, count);
  };
}
