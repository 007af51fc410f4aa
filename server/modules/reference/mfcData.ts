/** МФЦ (multifunctional centres) as JSON:API resources, for `included=mfc`. */
import type { Queryable } from '../../db';
import { ref, resource, type Resource } from '../../jsonapi/serialize';

interface MfcRow {
  id: string;
  name: string;
  region_id: string | null;
  address: string | null;
  phone: string | null;
  active: boolean;
}

export async function mfcsByIds(db: Queryable, ids: string[]): Promise<Resource[]> {
  if (!ids.length) return [];
  const rows = await db.query<MfcRow>(
    `SELECT id, name, region_id, address, phone, active FROM mfcs
     WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [[...new Set(ids)]],
  );
  return rows.map(({ id, region_id, ...attributes }) =>
    resource('mfc', id, attributes, { region: ref('region', region_id) }),
  );
}
