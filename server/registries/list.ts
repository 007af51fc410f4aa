/**
 * The list query of a registry, from its definition: `query` over `search`, a filter per
 * `filter: true` field (enum and reference values or `key[]` lists, booleans, date ranges
 * `<key>_from` / `<key>_to`; a reference under its `filterKey`), the flag filters (any of
 * several boolean fields on), `ids[]` for getMany, the scope or the site's fixed filters, and
 * the order (`order_by` among the sortable keys, `order_type`, else `defaultSort`, else id desc).
 * The same WHERE serves the page, the count and the export.
 */
import type { Scope } from '../../src/access/scoping';
import { toCalendarDate, toIsoDate } from '../../src/format/date';
import {
  columnOf,
  filterKeyOf,
  type FieldDefinition,
  type FlagFilter,
  type RegistryDefinition,
} from '../../src/registries';
import { BadRequest } from '../jsonapi/errors';
import {
  filterBool,
  filterIds,
  filterList,
  parseListQuery,
  type ListQuery,
  type RawQuery,
} from '../jsonapi/query';
import { Where } from '../db/sql';
import { entries, hiddenOnSite } from './record';
import { scopeWhere } from './scope';
import type { Principal } from '../auth/principal';
import type { RegistryHooks } from './hooks';

export interface ListContext {
  /** The public `/v1/<path>` read: site.where, the audience, no adminOnly fields. */
  site: boolean;
  /** The caller holds a valid applicant token (site audience). */
  signedIn?: boolean;
  /** The staff member's scope (admin reads). */
  scope?: Scope;
  /** A module's additions (./hooks.ts): its conditions and included loaders, for this caller. */
  hooks?: RegistryHooks;
  principal?: Principal;
}

/** A date filter (dd.MM.yyyy or ISO) as 'yyyy-MM-dd'; else 400. */
export function dateParam(filters: ListQuery['filters'], name: string): string | undefined {
  const raw = filters[name];
  if (raw === undefined) return undefined;
  const date = typeof raw === 'string' ? toCalendarDate(raw) : undefined;
  if (!date) throw new BadRequest(`Параметр ${name} должен быть датой`, `/${name}`);
  return toIsoDate(date);
}

function addFilter(where: Where, q: ListQuery, key: string, field: FieldDefinition, table: string) {
  const { filters } = q;
  // The query names the field by its key; the SQL by its column.
  const column = columnOf(key, field);
  switch (field.kind) {
    case 'enum': {
      const values = filterList(filters, key);
      if (!values.length) return;
      const list = where.p(values);
      where.and(field.many ? `${column} && ${list}::text[]` : `${column} = ANY(${list}::text[])`);
      return;
    }
    case 'reference': {
      const ids = filterIds(filters, filterKeyOf(key, field));
      if (ids.length) where.and(`${column} = ANY(${where.p(ids)}::bigint[])`);
      return;
    }
    case 'references': {
      const ids = filterIds(filters, key);
      if (!ids.length) return;
      const { table: through, key: owner, foreignKey } = field.through;
      where.and(
        `EXISTS (SELECT 1 FROM ${through} j WHERE j.${owner} = ${table}.id AND j.${foreignKey} = ANY(${where.p(ids)}::bigint[]))`,
      );
      return;
    }
    case 'boolean': {
      const value = filterBool(filters, key);
      if (value !== undefined) where.and(`${column} = ${where.p(value)}`);
      return;
    }
    case 'date':
    case 'datetime': {
      // A timestamp is compared by its Moscow calendar date, the date the console shows.
      const day = field.kind === 'date' ? column : `(${column} AT TIME ZONE 'Europe/Moscow')::date`;
      const from = dateParam(filters, `${key}_from`);
      const to = dateParam(filters, `${key}_to`);
      const exact = dateParam(filters, key);
      if (from) where.and(`${day} >= ${where.p(from)}::date`);
      if (to) where.and(`${day} <= ${where.p(to)}::date`);
      if (exact) where.and(`${day} = ${where.p(exact)}::date`);
      return;
    }
    case 'integer':
    case 'decimal': {
      const value = filters[key];
      if (value === undefined) return;
      if (typeof value !== 'string' || !/^-?\d{1,12}([.,]\d{1,6})?$/.test(value))
        throw new BadRequest(`Параметр ${key} должен быть числом`, `/${key}`);
      where.and(`${column} = ${where.p(value.replace(',', '.'))}::numeric`);
      return;
    }
    case 'file':
      return;
    default: {
      if (field.kind === 'string' && field.exact) {
        const values = filterList(filters, key);
        if (values.length) where.and(`${column} = ANY(${where.p(values)}::text[])`);
        return;
      }
      // Text: a case-insensitive substring, like the search.
      const value = filters[key];
      if (typeof value === 'string') where.search([column], value);
    }
  }
}

/** A flag filter: the records with any of the asked boolean fields on. */
function addFlagFilter(
  where: Where,
  q: ListQuery,
  key: string,
  filter: FlagFilter,
  definition: RegistryDefinition,
) {
  const values = filterList(q.filters, key);
  if (!values.length) return;
  const columns = values.map((value) => {
    const column = Object.hasOwn(filter.flags, value) ? filter.flags[value] : undefined;
    if (!column) {
      const known = Object.keys(filter.flags).join(', ');
      throw new BadRequest(`Параметр ${key} принимает значения: ${known}`, `/${key}`);
    }
    return columnOf(column, definition.fields[column]);
  });
  where.and(`(${[...new Set(columns)].map((c) => `${c} = true`).join(' OR ')})`);
}

/** A list call's query: its page size, when not sent, is the definition's. */
export function listQuery(definition: RegistryDefinition, raw: RawQuery): ListQuery {
  return parseListQuery(raw, definition.perPage);
}

/** The WHERE of a list, a count or an export. */
export function listWhere(definition: RegistryDefinition, q: ListQuery, ctx: ListContext): Where {
  const visible = entries(definition).filter(([, f]) => !(ctx.site && hiddenOnSite(f)));
  const searchable = (definition.search ?? []).filter((key) => visible.some(([k]) => k === key));
  const where = new Where().search(
    searchable.map((key) => columnOf(key, definition.fields[key])),
    q.query,
  );
  const ids = filterIds(q.filters, 'ids');
  if (ids.length) where.and(`id = ANY(${where.p(ids)}::bigint[])`);
  for (const [key, field] of visible)
    if (field.filter) addFilter(where, q, key, field, definition.table);
  for (const [key, filter] of Object.entries(definition.flagFilters ?? {}))
    addFlagFilter(where, q, key, filter, definition);
  if (ctx.site) siteWhere(where, definition, ctx.signedIn ?? false);
  if (ctx.scope) scopeWhere(where, definition, ctx.scope);
  narrowReads(where, q, ctx);
  return where;
}

/** The module's own conditions of a read (RegistryHooks.narrowReads), when it has any. */
export function narrowReads(where: Where, q: ListQuery, ctx: ListContext): void {
  ctx.hooks?.narrowReads?.(where, q, { site: ctx.site, principal: ctx.principal });
}

/**
 * The site's fixed filters and the audience rule of `instructionVisibleOnSite`
 * (src/domain/instructions): an empty audience or `everyone` is shown to all.
 */
export function siteWhere(where: Where, definition: RegistryDefinition, signedIn: boolean): void {
  for (const [key, value] of Object.entries(definition.site?.where ?? {}))
    where.and(`${columnOf(key, definition.fields[key])} = ${where.p(value)}`);
  const field = definition.site?.audienceField;
  const audience = field && columnOf(field, definition.fields[field]);
  if (audience) {
    const own = signedIn ? 'authenticated' : 'unauthenticated';
    where.and(`(${audience} IS NULL OR ${audience} IN ('everyone', ${where.p(own)}))`);
  }
}

/** Keys a list may be ordered by: sortable fields, the default sort field, id, created_at. */
export function sortableKeys(definition: RegistryDefinition, site: boolean): string[] {
  const keys = entries(definition)
    .filter(([, f]) => f.sort && f.kind !== 'references' && f.kind !== 'file')
    .filter(([, f]) => !(site && hiddenOnSite(f)))
    .map(([key]) => key);
  const fallback = definition.defaultSort?.field;
  return [...new Set([...keys, ...(fallback ? [fallback] : []), 'id', 'created_at'])];
}

/**
 * ORDER BY: `order_by` when sortable, else the default sort field and its `then`; ties broken
 * by id.
 */
export function listOrder(
  definition: RegistryDefinition,
  q: ListQuery,
  raw: Record<string, unknown>,
  site: boolean,
): string {
  const requested = typeof q.filters.order_by === 'string' ? q.filters.order_by : undefined;
  const sortable = sortableKeys(definition, site);
  const byRequest = requested && sortable.includes(requested) ? requested : undefined;
  const field = byRequest ?? definition.defaultSort?.field ?? 'id';
  const given = raw.order_type === 'asc' || raw.order_type === 'desc';
  const fallback = byRequest ? 'asc' : (definition.defaultSort?.order ?? 'desc');
  const dir = (given ? q.orderType : fallback) === 'asc' ? 'ASC' : 'DESC';
  const nulls = dir === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST';
  if (field === 'id') return `id ${dir}`;
  const column = (key: string) => columnOf(key, definition.fields[key]);
  const then = (byRequest ? [] : (definition.defaultSort?.then ?? [])).map(column);
  // `thenOrder` turns the later keys and the tie-breaking id when the client names no order.
  const thenOrder = byRequest || given ? undefined : definition.defaultSort?.thenOrder;
  const thenDir = thenOrder ? (thenOrder === 'asc' ? 'ASC' : 'DESC') : dir;
  const thenNulls = thenDir === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST';
  return (
    `${column(field)} ${dir} ${nulls}, ` +
    then.map((column) => `${column} ${thenDir} ${thenNulls}, `).join('') +
    `id ${thenDir}`
  );
}
