/**
 * Query strings as the seeds build them (seed 000 §7): empty values are dropped and arrays go
 * out as `key[]=value`, one pair per element, in insertion order.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function isEmpty(value: QueryValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** `buildQuery({page: 1, status: ['draft', 'registered'], q: ''})` → `page=1&status[]=draft&status[]=registered` */
export function buildQuery(params: QueryParams = {}): string {
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (Array.isArray(raw)) {
      for (const value of raw as readonly QueryValue[]) {
        if (!isEmpty(value))
          pairs.push(`${encodeURIComponent(key)}[]=${encodeURIComponent(String(value))}`);
      }
    } else if (!isEmpty(raw as QueryValue)) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(raw))}`);
    }
  }
  return pairs.join('&');
}

/** Appends the query to a URL that may already carry one. */
export function withQuery(url: string, params?: QueryParams): string {
  const query = buildQuery(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
