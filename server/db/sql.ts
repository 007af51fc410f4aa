/**
 * A tiny builder for the parameterised WHERE clauses and pages of every list. Values
 * always travel as `$n` parameters; only whitelisted column names are ever spliced into SQL.
 */
import type { Queryable } from '.';
import { cappedCount } from './cappedCount';
import type { ListQuery } from '../jsonapi/query';

export class Where {
  readonly params: unknown[] = [];
  private readonly conds: string[] = [];

  /** Adds a parameter and returns its placeholder. */
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** `cond` builds its SQL from placeholders obtained through `p`. */
  and(cond: string): this {
    this.conds.push(cond);
    return this;
  }

  /** Case-insensitive substring match on any of `columns`; `%` and `_` match literally. */
  search(columns: string[], text: string | undefined): this {
    // A list without searchable columns ignores `query` (an empty `()` is a syntax error).
    if (!text || !columns.length) return this;
    const ph = this.p(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return this.and(`(${columns.map((c) => `${c} ILIKE ${ph}`).join(' OR ')})`);
  }

  toString(): string {
    return this.conds.length ? `WHERE ${this.conds.join(' AND ')}` : '';
  }
}

/**
 * ORDER BY for a list: without `order_type` the natural order of the registry (`natural`);
 * with it, the `order_by` column (one of `sortable`, default the first) in that direction.
 */
export function orderBy(
  q: ListQuery,
  raw: Record<string, unknown>,
  natural: string,
  sortable: Record<string, string>,
): string {
  if (raw.order_type === undefined || raw.order_type === '') return natural;
  const key = typeof q.filters.order_by === 'string' ? q.filters.order_by : '';
  const column = sortable[key] ?? Object.values(sortable)[0];
  const dir = q.orderType === 'asc' ? 'ASC' : 'DESC';
  return `${column} ${dir}, id ${dir}`;
}

/** Capped counts stop here: the exact total of a bigger list is not worth a scan of all of it. */
export const COUNT_CAP = 10_000;

/** How many rows a capped count walks: the cap, or the page's end when the page lies deeper. */
export function countLimit(q: Pick<ListQuery, 'per' | 'offset'>): number {
  return Math.max(COUNT_CAP, q.offset + q.per) + 1;
}

/**
 * `LIMIT per OFFSET offset` written as numbers, not parameters: PostgreSQL plans a prepared
 * statement once for all its calls (server/db/preparedStatements) only when its plan holds for
 * any parameter, and a LIMIT it cannot see may be any size (a page's plan then cost 0.4 ms to
 * make on every call, more than running it). Both are checked integers.
 */
export function pageCut(q: Pick<ListQuery, 'per' | 'offset'>): string {
  for (const n of [q.per, q.offset]) {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a page bound: ${n}`);
  }
  return `LIMIT ${q.per} OFFSET ${q.offset}`;
}

async function count(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: string }>(sql, params);
  return Number(row?.n ?? 0);
}

/**
 * Runs the count and the page query of `SELECT <columns> FROM <from> <where> ORDER BY …`: one
 * page and its total. `capped` (lists that grow to hundreds of thousands of rows) counts
 * at most `countLimit` rows: exact below, else the total is that many (a row past the page's
 * end, so a pager offers the next page) and `exact` is false, which `list()` answers as
 * `meta.total_count_exact: false`. The count walks the page's order, so the index that serves
 * the page serves it too; a count at its cap is kept a while (server/db/cappedCount). `key` (a
 * unique column, `r.id`) cuts the page on it first and computes `columns` for the page's rows
 * alone: a deep page does not build the projections of every row it skips; `keyFrom` (with
 * `key`) is the narrower FROM the count and that cut read when the WHERE needs none of the
 * joins: a LEFT JOIN the planner drops still costs the index-only walk.
 */
export async function fetchPage<T>(
  db: Queryable,
  columns: string,
  from: string,
  where: Where,
  order: string,
  q: Pick<ListQuery, 'per' | 'offset'>,
  options: { capped?: boolean; key?: string; keyFrom?: string } = {},
): Promise<{ rows: T[]; total: number; exact: boolean }> {
  const keyFrom = options.key ? (options.keyFrom ?? from) : from;
  const limit = options.capped ? countLimit(q) : undefined;
  const counted = limit
    ? await cappedCount(
        db,
        `SELECT count(*) AS n FROM (SELECT 1 FROM ${keyFrom} ${where} ORDER BY ${order}
                                     LIMIT ${limit}) c`,
        where.params,
        limit,
      )
    : await count(db, `SELECT count(*) AS n FROM ${keyFrom} ${where}`, where.params);
  const exact = limit === undefined || counted < limit;
  if (counted === 0 || q.offset >= counted) return { rows: [], total: counted, exact };
  const cut = `ORDER BY ${order} ${pageCut(q)}`;
  const rows = await db.query<T>(
    options.key
      ? `SELECT ${columns} FROM ${from} WHERE ${options.key} IN
           (SELECT ${options.key} FROM ${keyFrom} ${where} ${cut}) ORDER BY ${order}`
      : `SELECT ${columns} FROM ${from} ${where} ${cut}`,
    where.params,
  );
  return { rows, total: counted, exact };
}

/**
 * `SET a = $1, b = $2` / `(a, b) VALUES ($1, $2)` parts from checked values (column → value;
 * the columns are the code's own names, never a client's); `offset` shifts the placeholders
 * past the statement's other parameters.
 */
export function assignments(values: Record<string, unknown>, offset = 0) {
  const keys = Object.keys(values);
  return {
    keys,
    params: keys.map((k) => values[k]),
    set: keys.map((k, i) => `${k} = $${i + 1 + offset}`).join(', '),
    columns: keys.join(', '),
    placeholders: keys.map((_, i) => `$${i + 1 + offset}`).join(', '),
  };
}
