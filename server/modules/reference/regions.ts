/**
 * The regions' public lead counts (seed 000 §3: the home page's map). The regions themselves are
 * a registry on the engine (src/registries/leadDictionary.ts): the site reads them anonymously,
 * the console manages them, and only etp_admin may create one (admin_regions_create).
 */
import type { FastifyInstance } from 'fastify';
import { resource } from '../../jsonapi/serialize';
import { answer } from '../../http/moreSchemas';
import { regionLeadCounts, type RegionLeadCount } from './regionQueries';

/** How long the public lead counts of the regions are served from memory. */
export const LEAD_COUNTS_TTL_MS = 5 * 60_000;

const countsSchema = { response: answer.list };

export function registerRegionLeadCounts(app: FastifyInstance): void {
  // Leads are counted here once the leads table exists; until then every region has 0.
  // The home page's map: every visitor asks, anonymously, so the counts over all leads are
  // computed at most once per LEAD_COUNTS_TTL_MS per instance (one pass over leads_region_idx),
  // not per request — a public call must not cost a scan of a million leads each time.
  let counted: { at: number; rows: Promise<RegionLeadCount[]> } | undefined;
  app.get(
    '/v1/regions/lead_counts',
    { config: { access: 'public' }, schema: countsSchema },
    async () => {
      if (!counted || Date.now() - counted.at > LEAD_COUNTS_TTL_MS) {
        const rows = regionLeadCounts(app.readDb);
        counted = { at: Date.now(), rows };
        rows.catch(() => {
          counted = undefined;
        });
      }
      const rows = await counted.rows;
      return {
        data: rows.map((r) =>
          resource('region_lead_count', r.id, {
            region_id: String(r.id),
            code: r.code,
            name: r.name,
            leads_count: Number(r.leads_count),
          }),
        ),
      };
    },
  );
}
