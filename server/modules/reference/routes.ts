/**
 * Reference data (seed 000 §7, seed 001 §7): the regions' lead counts, the dictionaries' kinds,
 * organizations for the site (anonymous or applicant) and their /v1/admin twins (services and
 * branches are the engine's; branches nested under an organization:
 * server/modules/organizations/parents.ts), plus the SNILS checksum and phone lookup calls
 * (./validate.ts). One file per resource.
 */
import type { FastifyInstance } from 'fastify';
import { registerFormBodies } from '../../http/formBody';
import { registerDictionaryKinds } from './dictionaries';
import { registerOrganizations } from './organizations';
import { registerRegionLeadCounts } from './regions';
import { registerValidation } from './validate';

export default async function referenceRoutes(app: FastifyInstance): Promise<void> {
  await registerFormBodies(app);
  registerRegionLeadCounts(app);
  registerDictionaryKinds(app);
  registerOrganizations(app);
  registerValidation(app);
}
