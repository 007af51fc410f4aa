/**
 * One page of leads at scale (issue 21, docs/decisions.md "Lead counts and pages at a million
 * leads"): a deferred join and a capped count.
 *
 * - The page's ids are picked first, over `leads` alone (the scope and every filter are
 *   self-contained conditions on `l`), ordered and cut by an index that matches the order
 *   (server/db/migrations/0013_lead_list_indexes.sql); the projections (the service's SLA,
 *   `to_jsonb` of both addresses) are built for those ids only.
 * - The count stops at `countLimit` rows: exact below it, otherwise the total is reported as
 *   that many — at least one row past the page's end, so the console's pager always offers the
 *   next page — with `meta.total_count_exact: false`. It walks the same index in the same order
 *   as the page; a count at its cap is kept a while and not walked again (server/db/cappedCount).
 * Both statements run side by side.
 */
import type { Queryable } from '../../db';
import { cappedCount } from '../../db/cappedCount';
import type { ListQuery } from '../../jsonapi/query';
import { countLimit, pageCut, type Where } from '../../db/sql';
import { LEAD_COLUMNS, LEAD_FROM } from './serialize';

export interface LeadPage<T> {
  rows: T[];
  total: number;
  exact: boolean;
}

export async function fetchLeadPage<T>(
  db: Queryable,
  where: Where,
  order: string,
  q: Pick<ListQuery, 'per' | 'offset'>,
): Promise<LeadPage<T>> {
  // `limit` is an integer (countLimit); the page's ids are picked first, then their rows built.
  const limit = countLimit(q);
  const countSql = `SELECT count(*) AS n FROM (SELECT 1 FROM leads l ${where} ORDER BY ${order}
            LIMIT ${limit}) c`;
  const pageIds = `SELECT l.id FROM leads l ${where} ORDER BY ${order} ${pageCut(q)}`;
  const [counted, rows] = await Promise.all([
    cappedCount(db, countSql, where.params, limit),
    db.query<T>(
      `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM}
        WHERE l.id IN (${pageIds}) ORDER BY ${order}`,
      where.params,
    ),
  ]);
  return { rows, total: counted, exact: counted < limit };
}

/** The rows of the leads `ids` (a page already cut), in the list's order. */
export function leadRowsOf<T>(db: Queryable, ids: string[], order: string): Promise<T[]> {
  return db.query<T>(
    `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE l.id = ANY($1::bigint[]) ORDER BY ${order}`,
    [ids],
  );
}
