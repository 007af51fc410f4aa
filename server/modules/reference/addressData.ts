/** Addresses (seed 000 §3 Address) as JSON:API resources, for `included=legal_address,…`. */
import type { Queryable } from '../../db';
import { resource, type Resource } from '../../jsonapi/serialize';

const COLUMNS = `id, kind, zip_code, region, area, city, settlement, street, house, block, flat,
  room, cadastral_number, cadastral_home_number, extra, has_capital_construction, coordinates,
  fias_id, oktmo, title`;

export async function addressesByIds(db: Queryable, ids: string[]): Promise<Resource[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: string } & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM addresses WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [[...new Set(ids)]],
  );
  return rows.map(({ id, ...attributes }) => resource('address', id, attributes));
}
