/** Insert / update / delete of one row by checked values (../db/sql.ts `assignments`). */
import type { Queryable } from '../db';
import { assignments } from '../db/sql';

export async function insertRow(db: Queryable, table: string, values: Record<string, unknown>) {
  const a = assignments(values);
  const [row] = await db.query<{ id: string }>(
    a.keys.length
      ? `INSERT INTO ${table} (${a.columns}) VALUES (${a.placeholders}) RETURNING id`
      : `INSERT INTO ${table} DEFAULT VALUES RETURNING id`,
    a.params,
  );
  return String(row!.id);
}

/**
 * Many rows of the same columns in one statement (an import's batch); answers their ids in
 * the order given.
 */
export async function insertRows(db: Queryable, table: string, rows: Record<string, unknown>[]) {
  if (!rows.length) return [];
  const keys = Object.keys(rows[0]!);
  const params: unknown[] = [];
  const tuples = rows.map(
    (row) => `(${keys.map((k) => (params.push(row[k]), `$${params.length}`)).join(', ')})`,
  );
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO ${table} (${keys.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`,
    params,
  );
  return inserted.map((r) => String(r.id));
}

/** Returns false when no row has that id. Touches updated_at even for an empty change. */
export async function updateRow(
  db: Queryable,
  table: string,
  id: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  const a = assignments(values, 1);
  const set = a.keys.length ? `${a.set}, updated_at = now()` : 'updated_at = now()';
  const rows = await db.query(`UPDATE ${table} SET ${set} WHERE id = $1 RETURNING id`, [
    id,
    ...a.params,
  ]);
  return rows.length > 0;
}

export async function deleteRow(db: Queryable, table: string, id: string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id]);
  return rows.length > 0;
}

/** The ids among `ids` that exist in `table`. */
export async function existingIds(
  db: Queryable,
  table: string,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Set(rows.map((r) => String(r.id)));
}
