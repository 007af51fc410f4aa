/**
 * `find` over about 150 000 settlements (issue 16): the admin picker and the site's address
 * check. A query matches a settlement when it is
 *   - a prefix of its name (ё read as е, any case) — walked in order on settlements_find_key_idx,
 *     so a broad prefix ('Нов', tens of thousands of names) reads only the page's rows;
 *   - a prefix of a later word of its name ('Бор' → 'Красный Бор') or of a word of its
 *     district ('Гатчин' → 'Гатчинский муниципальный округ') — few rows, from trigram indexes.
 * The two sets are disjoint (the second leaves out the first's range); the names that start
 * with the query come first, each set in the find order and cut at the page's end. The total is capped at
 * FIND_COUNT_CAP: a picker shows 20 at most and needs only "more than that".
 * `fias_id` / `oktmo` are exact lookups of one or a few rows.
 * The page's rows are then read by id: the registry's columns (admin) or the citizen fields,
 * which the site's gasified list pages through too.
 */
import { settlements } from '../../../src/registries/settlements';
import { filterIds, type ListQuery } from '../../jsonapi/query';
import type { Queryable } from '../../db';
import { BadRequest } from '../../jsonapi/errors';
import { fetchPage, Where } from '../../db/sql';
import { selectList } from '../../registries/record';

/** Russian messages of `find`. */
export const settlementMessages = {
  findWhat: 'Укажите название населённого пункта, код ФИАС или ОКТМО',
  shortQuery: 'Введите не меньше двух букв названия',
} as const;

export const MAX_FIND = 20;

/** Totals of `find` stop here (meta.total_count_exact: false above). */
export const FIND_COUNT_CAP = 200;

/** The name as `find` compares it: ё read as е. */
const FOLDED_NAME = `replace(replace(settlements.name, 'ё', 'е'), 'Ё', 'Е')`;

/**
 * The key `find` compares and orders by: the folded name in lower case, in byte order — which
 * for lower-case Cyrillic is the alphabet's order. settlements_find_key_idx holds it with id.
 */
const FIND_KEY = `(lower(${FOLDED_NAME}) COLLATE "C")`;

/** The order within a set of a find. */
const FIND_ORDER = `${FIND_KEY}, settlements.id`;

/** The name without its first word (settlements_later_words_trgm_idx): '' for one word. */
const LATER_WORDS = `regexp_replace(${FOLDED_NAME}, '^[^ -]+', '')`;

/** `%`, `_` and `\` match literally; ё is read as е like the stored key. */
function likeText(query: string): string {
  return query
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/ё/g, 'е')
    .replace(/Ё/g, 'Е');
}

/** The smallest string above every string that starts with `prefix` (in code-point order). */
function prefixEnd(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!.codePointAt(0)!;
  return chars.join('') + String.fromCodePoint(last + 1);
}

type FindMatch =
  { kind: 'exact' } | { kind: 'text'; prefix: { from: string; to: string }; text: string };

/**
 * Reads `fias_id` / `oktmo` / `query` and `region_id` of a find: the exact lookups and the
 * region go into `where` (shared by both sets); a text query is returned for `findPage`.
 */
export function findMatch(where: Where, q: ListQuery): FindMatch {
  const fias = q.filters.fias_id;
  const oktmo = q.filters.oktmo;
  const regions = filterIds(q.filters, 'region_id');
  if (regions.length) where.and(`settlements.region_id = ANY(${where.p(regions)}::bigint[])`);
  if (typeof fias === 'string') {
    where.and(`lower(settlements.fias_id) = lower(${where.p(fias)})`);
    return { kind: 'exact' };
  }
  if (typeof oktmo === 'string') {
    where.and(`settlements.oktmo = ${where.p(oktmo)}`);
    return { kind: 'exact' };
  }
  if (!q.query) throw new BadRequest(settlementMessages.findWhat, '/query');
  const text = q.query.trim();
  if ([...text].length < 2) throw new BadRequest(settlementMessages.shortQuery, '/query');
  const lower = text.toLowerCase().replace(/ё/g, 'е');
  return { kind: 'text', prefix: { from: lower, to: prefixEnd(lower) }, text: likeText(text) };
}

/**
 * The ids of one page of a find (and its capped total), in the find order. `where` holds the
 * conditions both sets share (region, the caller's scope) over `settlements`.
 */
export async function findIds(
  db: Queryable,
  where: Where,
  q: Pick<ListQuery, 'per' | 'offset'>,
  match: FindMatch,
): Promise<{ ids: string[]; total: number; exact: boolean }> {
  /** The sets' UNION ALL, each cut at `limit`, with its parameters after the shared ones. */
  const union = (limit: number, ordered: boolean) => {
    const w = new Where();
    w.params.push(...where.params);
    const shared = where.toString().replace(/^WHERE /, '');
    const and = (cond: string) => `WHERE ${shared ? `${shared} AND ` : ''}${cond}`;
    const sets: string[] = [];
    if (match.kind === 'exact') sets.push(and('true'));
    else {
      const inPrefix = `${FIND_KEY} >= ${w.p(match.prefix.from)}
        AND ${FIND_KEY} < ${w.p(match.prefix.to)}`;
      const word = w.p(`% ${match.text}%`);
      sets.push(
        and(inPrefix),
        // (not `NOT (inPrefix)`: the planner turns that into two ranges of the key index
        // that cover the whole table, and reads it instead of the trigram indexes)
        and(`NOT starts_with(lower(${FOLDED_NAME}), ${w.p(match.prefix.from)})
          AND (${LATER_WORDS} ILIKE ${word}
          OR ${LATER_WORDS} ILIKE ${w.p(`%-${match.text}%`)}
          OR settlements.municipal_district ILIKE ${w.p(`${match.text}%`)}
          OR settlements.municipal_district ILIKE ${word})`),
      );
    }
    const cut = w.p(limit);
    const select = (cond: string, rank: number) =>
      `SELECT ${rank} AS rank, settlements.id, ${FIND_KEY} AS key FROM settlements ${cond}`;
    const sql = sets
      .map((cond, rank) =>
        !ordered
          ? `(${select(cond, rank)} LIMIT ${cut})`
          : rank === 0
            ? `(${select(cond, rank)} ORDER BY ${FIND_ORDER} LIMIT ${cut})`
            : // The few later-word and district matches come from the trigram indexes and are
              // sorted; without the fence (OFFSET 0) the planner may walk the whole key index
              // in order hoping to meet them early.
              `(SELECT * FROM (${select(cond, rank)} OFFSET 0) s ORDER BY key, id LIMIT ${cut})`,
      )
      .join(' UNION ALL ');
    return { sql, w };
  };
  const count = union(FIND_COUNT_CAP + 1, false);
  const [row] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM (${count.sql}) m`,
    count.w.params,
  );
  const counted = Math.min(Number(row?.n ?? 0), FIND_COUNT_CAP + 1);
  const exact = counted <= FIND_COUNT_CAP;
  const total = exact ? counted : FIND_COUNT_CAP;
  if (total === 0 || q.offset >= counted) return { ids: [], total, exact };
  const page = union(q.offset + q.per, true);
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM (${page.sql}) m ORDER BY rank, key, id
      LIMIT ${page.w.p(q.per)} OFFSET ${page.w.p(q.offset)}`,
    page.w.params,
  );
  return { ids: rows.map((r) => String(r.id)), total, exact };
}

/** The registry's columns of settlements by id, in the order of `ids`. */
export async function settlementRowsOf(db: Queryable, ids: string[]) {
  return ids.length
    ? await db.query<Record<string, unknown>>(
        `SELECT ${selectList(settlements)} FROM settlements
          WHERE settlements.id = ANY($1::bigint[]) ORDER BY array_position($1::bigint[], settlements.id)`,
        [ids],
      )
    : [];
}

const citizenColumns = [
  ...['id', 'name', 'kind', 'municipal_district', 'fias_id', 'gas_status', 'in_programme'],
  ...['region_id', 'organization_id'],
]
  .map((c) => `settlements.${c}`)
  .concat('r.name AS region_name', 'o.name AS organization_name')
  .join(', ');
const citizenFrom = `settlements JOIN regions r ON r.id = settlements.region_id
  LEFT JOIN organizations o ON o.id = settlements.organization_id`;

/** A settlement's fields the site shows: where it is, its gas status and who serves it. */
export interface CitizenRow {
  id: string;
  name: string;
  kind: string;
  municipal_district: string | null;
  fias_id: string | null;
  gas_status: string;
  in_programme: boolean;
  region_id: string;
  region_name: string;
  organization_id: string | null;
  organization_name: string | null;
}

/** The citizen fields of settlements by id, in the order of `ids`. */
export async function citizenRowsOf(db: Queryable, ids: string[]): Promise<CitizenRow[]> {
  return ids.length
    ? await db.query<CitizenRow>(
        `SELECT ${citizenColumns} FROM ${citizenFrom}
          WHERE settlements.id = ANY($1::bigint[]) ORDER BY array_position($1::bigint[], settlements.id)`,
        [ids],
      )
    : [];
}

/** A page of the citizen fields of the settlements `where` picks, by name. */
export function citizenPageRows(db: Queryable, where: Where, q: ListQuery) {
  return fetchPage<CitizenRow>(
    db,
    citizenColumns,
    citizenFrom,
    where,
    'settlements.name ASC, settlements.id ASC',
    q,
  );
}
