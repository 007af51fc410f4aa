/**
 * The public site's information calls that no other module answers (issue 17):
 *
 *   GET /v1/regional_benefits   active regional benefits by region (./regionalBenefits.ts)  public
 */
import type { FastifyInstance } from 'fastify';
import { rawQuery } from '../../http/request';
import { routeSchemas } from '../../http/schemas';
import { publicRegionalBenefits } from './regionalBenefits';

export default async function infoRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/v1/regional_benefits',
    { config: { access: 'public' }, schema: routeSchemas.list },
    (req) => publicRegionalBenefits(app.db, rawQuery(req)),
  );
}
