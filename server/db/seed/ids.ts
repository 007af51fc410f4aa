/** The seeds' look-up of a row they build on: the first row's `id`, as a string. */
import type { Queryable } from '../index';

export async function findId(tx: Queryable, sql: string, params: unknown[] = []) {
  const [row] = await tx.query<{ id: unknown }>(sql, params);
  return row ? String(row.id) : null;
}

/** `findId` where the row must be there: without it the demo seed stops. */
export async function requireId(tx: Queryable, sql: string, params: unknown[] = []) {
  const id = await findId(tx, sql, params);
  if (id === null) throw new Error(`demo seed: nothing for ${JSON.stringify(params)}`);
  return id;
}
