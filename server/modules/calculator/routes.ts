/**
 * The rates of the site's connection fee calculator (issue 17; seed 000 §2 /calculator):
 *
 *   GET /v1/connection_fee_rates/{region_id}   the region's connection fee kinds in force today
 *                                              (active, the newest of each kind) and the tariff
 *                                              rates in force today of the active ГРО serving the
 *                                              region (affiliation gro)                 public
 *
 * The site computes the fee from them with src/domain/connectionFee.ts, as the user types.
 */
import type { FastifyInstance } from 'fastify';
import type { FeeKindRate, TariffRate } from '../../../src/domain/connectionFee';
import { pathId } from '../../http/request';
import { NotFound } from '../../jsonapi/errors';
import { resource, single } from '../../jsonapi/serialize';
import { answer } from '../../http/moreSchemas';

const params = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,18}$' } },
  required: ['id'],
} as const;

/** In force on the server's today: from (if any) ≤ today ≤ to (if any). */
const inForce = (t: string) =>
  `(${t}.valid_from IS NULL OR ${t}.valid_from <= current_date)
    AND (${t}.valid_to IS NULL OR ${t}.valid_to >= current_date)`;

export default async function calculatorRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/v1/connection_fee_rates/:id',
    { config: { access: 'public' }, schema: { params, response: answer.document } },
    async (request) => {
      const db = app.readDb;
      const regionId = pathId(request.params.id);
      const [region] = await db.query<{ id: string; name: string }>(
        'SELECT id::text AS id, name FROM regions WHERE id = $1',
        [regionId],
      );
      if (!region) throw new NotFound();
      const feeKinds = await db.query<FeeKindRate>(
        `SELECT DISTINCT ON (f.kind) f.kind, f.name, f.amount::text AS amount
           FROM connection_fee_kinds f
          WHERE f.region_id = $1 AND f.active AND ${inForce('f')}
          ORDER BY f.kind, f.valid_from DESC NULLS LAST, f.id DESC`,
        [regionId],
      );
      const rates = await db.query<TariffRate & { organization_id: string; name: string }>(
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
      const organizations = new Map<
        string,
        { id: string; name: string; tariff_rates: TariffRate[] }
      >();
      for (const r of rates) {
        const org = organizations.get(r.organization_id) ?? {
          id: r.organization_id,
          name: r.name,
          tariff_rates: [],
        };
        organizations.set(r.organization_id, org);
        if (r.type_name !== null && r.value !== null)
          org.tariff_rates.push({ type_name: r.type_name, value: r.value, unit: r.unit });
      }
      return single(
        resource('connection_fee_rate', region.id, {
          region_name: region.name,
          fee_kinds: feeKinds,
          organizations: [...organizations.values()],
        }),
      );
    },
  );
}
