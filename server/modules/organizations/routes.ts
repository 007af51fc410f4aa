/**
 * The organizations module (seed 001 §2, §6, §7): the registries nested under an organization
 * and a branch, the settings / complex implementation / services tabs, the cadastral lookup of
 * the serving branch, the lookups and reports, and the site's social-assistance list. The
 * organizations and branches themselves are in server/modules/reference.
 */
import type { FastifyInstance } from 'fastify';
import { registerCadastralLookup } from './cadastral';
import { registerNestedRegistries } from './parents';
import { registerOrganizationReports } from './reports';
import { registerOrganizationSettings } from './settings';
import { registerOrganizationSite } from './site';

export default async function organizationRoutes(app: FastifyInstance): Promise<void> {
  registerOrganizationReports(app);
  registerOrganizationSite(app);
  registerCadastralLookup(app);
  registerOrganizationSettings(app);
  registerNestedRegistries(app);
}
