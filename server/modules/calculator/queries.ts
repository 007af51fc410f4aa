/** The fee calculator's reads: a region, its connection fee kinds and its ГРО's tariff rates. */
import type { FeeKindRate, TariffRate } from '../../../src/domain/connectionFee';
import type { Queryable } from '../../db';

/** One tariff rate of a ГРО, with the organization it belongs to. */
export type GroRateRow = TariffRate & { organization_id: string; name: string };

/** In force on the server's today: from (if any) ≤ today ≤ to (if any). */
const inForce = (t: string) =>
  `(${t}.valid_from IS NULL OR ${t}.valid_from <= current_date)
    AND (${t}.valid_to IS NULL OR ${t}.valid_to >= current_date)`;

/** The region's id and name; undefined for an unknown region. */
export async function regionById(db: Queryable, regionId: string) {
  const [region] = await db.query<{ id: string; name: string }>(
    'SELECT id::text AS id, name FROM regions WHERE id = $1',
    [regionId],
  );
  return region;
}

/** The region's active fee kinds in force today, the newest of each kind. */
export function feeKindsInForce(db: Queryable, regionId: string): Promise<FeeKindRate[]> {
  return db.query<FeeKindRate>(
    `SELECT DISTINCT ON (f.kind) f.kind, f.name, f.amount::text AS amount
       FROM connection_fee_kinds f
      WHERE f.region_id = $1 AND f.active AND ${inForce('f')}
      ORDER BY f.kind, f.valid_from DESC NULLS LAST, f.id DESC`,
    [regionId],
  );
}

/**
 * The active ГРО serving the region, each with its tariff rates in force today (one row per
 * rate; a ГРО without one is a row of nulls), by organization name then rate type position.
 */
export function groTariffRates(db: Queryable, regionId: string): Promise<GroRateRow[]> {
  return db.query<GroRateRow>(
    `SELECT o.id::text AS organization_id, o.name, d.name AS type_name,
            t.value::text AS value, t.unit
       FROM organizations o
       JOIN organization_regions orr
         ON orr.organization_id = o.id AND orr.region_id = $1 AND orr.kind = 'gro'
       LEFT JOIN organization_tariff_rates t ON t.organization_id = o.id AND ${inForce('t')}
       LEFT JOIN dictionaries d ON d.id = t.tariff_rate_type_id
      WHERE o.active
      ORDER BY o.name, o.id, d.position, t.id`,
    [regionId],
  );
}
