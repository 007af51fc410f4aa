/** The regions' reads that are not the registry's own (src/registries/leadDictionary.ts). */
import type { Queryable } from '../../db';

export interface RegionLeadCount {
  id: string;
  code: string;
  name: string;
  leads_count: string | number;
}

/** Every region with its submitted leads (drafts left out): one pass over leads_region_idx. */
export function regionLeadCounts(db: Queryable): Promise<RegionLeadCount[]> {
  return db.query<RegionLeadCount>(
    `SELECT r.id, r.code, r.name, coalesce(c.n, 0) AS leads_count
       FROM regions r
       LEFT JOIN (SELECT region_id, count(*) AS n FROM leads
                   WHERE status <> 'draft' GROUP BY region_id) c ON c.region_id = r.id
      ORDER BY r.code`,
  );
}
