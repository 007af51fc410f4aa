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
import { registerRegistryMetadata } from './metadata';
import { registerAdminRoutes } from './crud';
import { filesModule, formFileFields, hasFileFields } from './record';
import type { RegistryHooks, RegistryHooksOf } from './hooks';
import { registerFormBodies } from '../http/formBody';
import { registerSiteRoutes } from './site';
import { registerWorkflowRoutes } from './workflow';
import { registerRegistryDesigns } from './runtime/designs';
import { registerRuntimeFiles } from './runtime/files';
import { registerRuntimeRecords } from './runtime/records';
import { registerRuntimeWorkflow } from './runtime/workflow';
import { registerRegistryVersions } from './runtime/versions';

export async function registerRegistry(
  app: FastifyInstance,
  definition: RegistryDefinition,
  hooks: RegistryHooks = {},
): Promise<void> {
  // Files in the record's own form: its save routes read form bodies, in a context of their own
  // so that no other registry's routes take forms.
  if (formFileFields(definition).length) {
    await app.register(async (forms) => {
      await registerFormBodies(forms);
      await registerRoutes(forms, definition, hooks);
    });
    return;
  }
  await registerRoutes(app, definition, hooks);
}

async function registerRoutes(
  app: FastifyInstance,
  definition: RegistryDefinition,
  hooks: RegistryHooks,
): Promise<void> {
  registerAdminRoutes(app, definition, { hooks });
  registerBulkRoutes(app, definition);
  if (definition.site) registerSiteRoutes(app, definition, hooks);
  if (definition.workflow) registerWorkflowRoutes(app, definition);
  // Definitions without files never load the storage code.
  if (hasFileFields(definition) || definition.attachments)
    (await filesModule()).registerFileRoutes(app, definition);
}

/**
 * Every definition without `customServer`, with the hooks its module adds by registry name
 * (server/modules/index.ts), then the action history, the banner feed, the run-time
 * registries (./runtime) and the definitions' read-only metadata (metadata.ts).
 */
export async function registerRegistries(
  app: FastifyInstance,
  hooks: Readonly<Record<string, RegistryHooksOf>> = {},
): Promise<void> {
  for (const definition of registries)
    if (!definition.customServer)
      await registerRegistry(app, definition, hooks[definition.name]?.(app));
  registerActionHistories(app);
  registerBannerFeed(app);
  // The registries administrators publish at run time (issue 38): the constructor's routes and
  // their records' one route family (their store is the app's, server/app.ts).
  registerRegistryDesigns(app);
  registerRegistryVersions(app);
  registerRuntimeRecords(app);
  registerRuntimeFiles(app);
  registerRuntimeWorkflow(app);
  registerRegistryMetadata(app);
}
