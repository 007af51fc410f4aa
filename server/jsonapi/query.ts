/**
 * Query-string parsing shared by every list route: `page`, `per` (capped at 100),
 * `key[]=v` arrays, empty values dropped, `included=` / `include=`, `order_type`.
 */
import { BadRequest } from './errors';

export const MAX_PER = 100;
export const DEFAULT_PER = 20;
const MAX_PAGE = 1_000_000;

export type RawQuery = Record<string, string | string[] | undefined>;

export interface ListQuery {
  page: number;
  per: number;
  offset: number;
  orderType: 'asc' | 'desc';
  included: string[];
  query: string | undefined;
  /** Every other non-empty parameter; `key[]` arrives as `key` with an array value. */
  filters: Record<string, string | string[]>;
}

/** Normalises `key[]` to `key`, makes repeated keys arrays and drops empty values. */
export function normalizeQuery(raw: RawQuery): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, rawValue] of Object.entries(raw)) {
    if (rawValue === undefined) continue;
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).filter((v) => v !== '');
    if (values.length === 0) continue;
    out[key] = isArray || values.length > 1 ? values : (values[0] as string);
  }
  return out;
}

function integer(name: string, value: string | string[] | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (Array.isArray(value) || !/^\d{1,9}$/.test(value)) {
    throw new BadRequest(`Параметр ${name} должен быть целым неотрицательным числом`, `/${name}`);
  }
  return Number(value);
}

export function parseListQuery(raw: RawQuery, defaultPer = DEFAULT_PER): ListQuery {
  const params = normalizeQuery(raw);
  const { page: rawPage, per: rawPer, order_type, included, include, query, ...filters } = params;
  // The seeds call some lists with page 0; it means the first page.
  const page = Math.max(1, integer('page', rawPage, 1));
  if (page > MAX_PAGE) throw new BadRequest('Параметр page слишком велик', '/page');
  const per = Math.min(MAX_PER, Math.max(1, integer('per', rawPer, defaultPer)));
  if (order_type !== undefined && order_type !== 'asc' && order_type !== 'desc') {
    throw new BadRequest('Параметр order_type должен быть asc или desc', '/order_type');
  }
  const inc = included ?? include;
  const includedList = (Array.isArray(inc) ? inc : inc ? [inc] : [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (Array.isArray(query)) throw new BadRequest('Параметр query задан дважды', '/query');
  return {
    page,
    per,
    offset: (page - 1) * per,
    orderType: order_type === 'asc' ? 'asc' : 'desc',
    included: includedList,
    query: query?.trim() || undefined,
    filters,
  };
}

/** Reads a filter that may be given once or as `key[]`; always an array. */
export function filterList(filters: ListQuery['filters'], key: string): string[] {
  const v = filters[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

/** Reads a boolean filter ('true'/'false'/'1'/'0'); undefined when absent. */
export function filterBool(filters: ListQuery['filters'], key: string): boolean | undefined {
  const v = filters[key];
  if (v === undefined) return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new BadRequest(`Параметр ${key} должен быть true или false`, `/${key}`);
}

/** Ids in filters must be positive integers: anything else is a 400, never a SQL error. */
export function filterIds(filters: ListQuery['filters'], key: string): string[] {
  const ids = filterList(filters, key);
  for (const id of ids) {
    if (!/^\d{1,18}$/.test(id))
      throw new BadRequest(`Некорректный идентификатор в ${key}`, `/${key}`);
  }
  return ids;
}
