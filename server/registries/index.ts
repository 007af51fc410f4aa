/**
 * The generic CRUD built from src/registries (ARCHITECTURE.md "Declarative registries"): every
 * definition without `customServer` gets its console routes (crud.ts), its public reads when
 * `site` is set (site.ts), its status moves when it declares a `workflow` (workflow.ts) and its
 * file routes (files.ts); plus the global action history and
 * the info-banner feed.
 *
 * @example await app.register(registerRegistries)
 * @example await registerRegistry(app, myDefinition) // its table must exist
 */
import type { FastifyInstance } from 'fastify';
import { registries, type RegistryDefinition } from '../../src/registries';
import { registerActionHistories } from './audit';
import { registerBannerFeed } from './bannerFeed';
import { registerBulkRoutes } from './bulk';
import { registerAdminRoutes } from './crud';
import { filesModule, hasFileFields } from './record';
import { registerSiteRoutes } from './site';
import { registerWorkflowRoutes } from './workflow';

export async function registerRegistry(
  app: FastifyInstance,
  definition: RegistryDefinition,
): Promise<void> {
  registerAdminRoutes(app, definition);
  registerBulkRoutes(app, definition);
  if (definition.site) registerSiteRoutes(app, definition);
  if (definition.workflow) registerWorkflowRoutes(app, definition);
  // Definitions without files never load the storage code.
  if (hasFileFields(definition) || definition.attachments)
    (await filesModule()).registerFileRoutes(app, definition);
}

export async function registerRegistries(app: FastifyInstance): Promise<void> {
  for (const definition of registries)
    if (!definition.customServer) await registerRegistry(app, definition);
  registerActionHistories(app);
  registerBannerFeed(app);
}
