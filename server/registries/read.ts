/**
 * The reads shared by the console's and the site's routes: a page of a list, one record (in
 * the staff member's scope, or as the site may see it), a record as a JSON:API document, the
 * records another resource includes, and nothing else.
 */
import type { FastifyRequest } from 'fastify';
import type { RegistryDefinition } from '../../src/registries';
import type { Queryable } from '../db';
import { NotFound } from '../jsonapi/errors';
import type { ListQuery } from '../jsonapi/query';
import { list, single, type Resource } from '../jsonapi/serialize';
import { rawQuery } from '../http/request';
import { fetchPage, Where } from '../db/sql';
import { listOrder, listWhere, narrowReads, siteWhere, type ListContext } from './list';
import type { IncludedLoader } from './hooks';
import { parseListQuery } from '../jsonapi/query';
import {
  flatRecords,
  includedFor,
  readRecords,
  selectList,
  serialize,
  type FlatRecord,
} from './record';
import { scopeWhere } from './scope';

/**
 * One page of the list with `meta.total_count` / `total_pages` and the asked `included`; the
 * count capped unless `capped` is false.
 */
export async function listPage(
  db: Queryable,
  definition: RegistryDefinition,
  request: FastifyRequest,
  q: ListQuery,
  ctx: ListContext,
  capped = true,
) {
  const where = listWhere(definition, q, ctx);
  const order = listOrder(definition, q, rawQuery(request), ctx.site);
  const page = await fetchPage<Record<string, unknown>>(
    db,
    selectList(definition),
    definition.table,
    where,
    order,
    q,
    { capped },
  );
  const records = await flatRecords(db, definition, page.rows);
  return list(
    await serialize(db, definition, records, ctx.site),
    { ...q, total: page.total, exact: page.exact },
    await includedFor(db, definition, records, q.included, ctx.site, ctx.hooks?.included),
  );
}

/** A record the staff member's scope covers (staff scope) or the site shows; else 404. */
export async function findRecord(
  db: Queryable,
  definition: RegistryDefinition,
  id: string,
  ctx: ListContext,
): Promise<FlatRecord> {
  const where = new Where();
  where.and(`id = ${where.p(id)}`);
  if (ctx.site) siteWhere(where, definition, ctx.signedIn ?? false);
  if (ctx.scope) scopeWhere(where, definition, ctx.scope);
  // A record read narrows as its list does without the list's filters.
  narrowReads(where, parseListQuery({}), ctx);
  const [record] = await readRecords(db, definition, String(where), where.params);
  if (!record) throw new NotFound();
  return record;
}

export async function recordDocument(
  db: Queryable,
  definition: RegistryDefinition,
  record: FlatRecord,
  included: readonly string[],
  site: boolean,
  loaders?: Readonly<Record<string, IncludedLoader>>,
) {
  const [data] = await serialize(db, definition, [record], site);
  return single(data!, await includedFor(db, definition, [record], included, site, loaders));
}

/** The records of `ids` as whole JSON:API resources, by id: what another document includes. */
export async function resourcesByIds(
  db: Queryable,
  definition: RegistryDefinition,
  ids: readonly string[],
): Promise<Resource[]> {
  if (!ids.length) return [];
  const unique = [...new Set(ids)];
  const records = await readRecords(db, definition, 'WHERE id = ANY($1::bigint[]) ORDER BY id', [
    unique,
  ]);
  return serialize(db, definition, records, false);
}
