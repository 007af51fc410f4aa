/**
 * Reference data (seed 000 §7, seed 001 §7): the regions' lead counts, services, the
 * dictionaries' kinds,
 * organizations for the site (anonymous or applicant) and their /v1/admin twins (branches are
 * the engine's, nested under an organization: server/modules/organizations/parents.ts),
 * plus the SNILS checksum and phone lookup calls (./validate.ts). One file per resource.
 */
import type { FastifyInstance } from 'fastify';
import { registerFormBodies } from './formBody';
import { registerDictionaryKinds } from './dictionaries';
import { registerOrganizations } from './organizations';
import { registerRegionLeadCounts } from './regions';
import { registerServices } from './services';
import { registerValidation } from './validate';

export default async function referenceRoutes(app: FastifyInstance): Promise<void> {
  await registerFormBodies(app);
  registerRegionLeadCounts(app);
  registerServices(app);
  registerDictionaryKinds(app);
  registerOrganizations(app);
  registerValidation(app);
}
