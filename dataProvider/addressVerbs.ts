/**
 * The address service's look-ups besides the suggestions (seed 000 §7 "External address
 * service"; server/modules/addressCheck/lookups.ts), on the site's paths from either context:
 *
 * locateAddress GET /v1/address_suggestions/iplocate      → {data: the visitor's address with
 *                 our region_id and settlement_id, or null when unknown}
 * findOktmo     GET /v1/address_suggestions/oktmo/{code}  → {data: the code's municipality, or
 *                 null for a code nobody knows (the server's 404)}
 * suggestAddresses GET /v1/address_suggestions?query=…&count=…  → {data: the suggestions}, for
 *                 the console (whose lists are under /v1/admin); the site's pages read them as a
 *                 plain list: `useGetList('address_suggestions', {filter: {query}})`.
 * A failure (the server's 503 'Произошла ошибка, попробуйте повторить
 * запрос позже', a 400 for a malformed code) is thrown as the HttpError it is.
 */
import { HttpError } from 'ra-core';
import type { AddressLocation, AddressSuggestion, OktmoRecord } from '../src/domain/addressCheck';
import type { VerbContext } from './files';

export interface AddressVerbs {
  locateAddress(params?: { signal?: AbortSignal }): Promise<{ data: AddressLocation | null }>;
  findOktmo(params: { code: string; signal?: AbortSignal }): Promise<{ data: OktmoRecord | null }>;
  suggestAddresses(params: {
    query: string;
    count?: number;
    signal?: AbortSignal;
  }): Promise<{ data: AddressSuggestion[] }>;
}

export function addressVerbs(ctx: VerbContext): AddressVerbs {
  const { apiUrl, record, records } = ctx;
  // Site paths whichever context asks (the console's apiUrl is /v1/admin).
  const base = `${apiUrl.replace(/\/admin$/, '')}/address_suggestions`;
  return {
    locateAddress: async ({ signal } = {}) => {
      const location = await record(`${base}/iplocate`, { signal });
      return { data: (location ?? null) as AddressLocation | null };
    },
    findOktmo: async ({ code, signal }) => {
      try {
        const found = await record(`${base}/oktmo/${encodeURIComponent(code)}`, { signal });
        return { data: (found ?? null) as OktmoRecord | null };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return { data: null };
        throw error;
      }
    },
    suggestAddresses: async ({ query, count, signal }) => {
      const params = new URLSearchParams({ query, ...(count ? { count: String(count) } : {}) });
      const found = await records(`${base}?${params.toString()}`, { signal });
      return { data: found as unknown as AddressSuggestion[] };
    },
  };
}
