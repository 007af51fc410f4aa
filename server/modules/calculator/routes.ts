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
import type { TariffRate } from '../../../src/domain/connectionFee';
import { pathId } from '../../http/request';
import { NotFound } from '../../jsonapi/errors';
import { resource, single } from '../../jsonapi/serialize';
import { answer } from '../../http/moreSchemas';
import { feeKindsInForce, groTariffRates, regionById } from './queries';

const params = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,18}$' } },
  required: ['id'],
} as const;

export default async function calculatorRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/v1/connection_fee_rates/:id',
    { config: { access: 'public' }, schema: { params, response: answer.document } },
    async (request) => {
      const db = app.readDb;
      const regionId = pathId(request.params.id);
      const region = await regionById(db, regionId);
      if (!region) throw new NotFound();
      const feeKinds = await feeKindsInForce(db, regionId);
      const rates = await groTariffRates(db, regionId);
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
