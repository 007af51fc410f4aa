/**
 * The published run-time registries this instance serves, read at start and again whenever any
 * instance publishes: a publication NOTIFYs 'registry_changes' with its commit (migration
 * 0043), the way account changes do (server/auth/accountCache.ts). While the listening
 * connection is down nothing is trusted: each request reads them afresh.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { definitionOf, type SavedDesign } from '../../../src/registries/design';
import type { RegistryDefinition } from '../../../src/registries';
import type { Role } from '../../../src/domain/roles';
import { setRuntimeTargets } from '../references';
import { publishedRegistries } from './queries';

export interface RuntimeRegistry {
  id: string;
  code: string;
  version: number;
  design: SavedDesign;
  /** What the engine serves it by (src/registries/design.ts `definitionOf`). */
  definition: RegistryDefinition;
  /** The definition as a role sees it: without the fields hidden from it (kept once made). */
  forRole(role: Role): RegistryDefinition;
}

export interface RegistryStore {
  /** The published registries, by code. */
  all(): Promise<ReadonlyMap<string, RuntimeRegistry>>;
  /** Reads them again now (after this instance published). */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

async function load(db: Db): Promise<Map<string, RuntimeRegistry>> {
  const rows = await publishedRegistries(db);
  // Other registries' references include their records with what every role may read.
  const shared = rows.map((row) =>
    definitionOf(
      { ...row.design, fields: row.design.fields.filter((f) => !f.hidden_for?.length) },
      row.id,
    ),
  );
  setRuntimeTargets(shared);
  const named = namedBy(new Map(shared.map((d) => [d.name, d.recordTitle ?? 'id'])));
  return new Map(
    rows.map((row) => {
      const version = Number(row.version);
      return [
        row.code,
        {
          ...row,
          version,
          definition: named(definitionOf(row.design, row.id, undefined, version)),
          forRole: byRole((role) => named(definitionOf(row.design, row.id, role, version))),
        },
      ];
    }),
  );
}

/**
 * A reference to another published registry names its records by that registry's record
 * title (the console's pickers and cells show it), unless it says otherwise.
 */
const namedBy =
  (titles: ReadonlyMap<string, string>) =>
  (definition: RegistryDefinition): RegistryDefinition => ({
    ...definition,
    fields: Object.fromEntries(
      Object.entries(definition.fields).map(([key, field]) => [
        key,
        field.kind === 'reference' && !field.display && titles.has(field.resource)
          ? { ...field, display: titles.get(field.resource)! }
          : field,
      ]),
    ),
  });

/** A definition per role, made on first use. */
function byRole(make: (role: Role) => RegistryDefinition) {
  const made = new Map<Role, RegistryDefinition>();
  return (role: Role) => {
    let definition = made.get(role);
    if (!definition) made.set(role, (definition = make(role)));
    return definition;
  };
}

export async function registryStore(db: Db): Promise<RegistryStore> {
  let kept: Promise<Map<string, RuntimeRegistry>> | undefined;
  let listening = false;
  const forget = () => {
    kept = undefined;
  };
  const stop = await db.listen('registry_changes', forget, (now) => {
    listening = now;
    forget();
  });
  return {
    all() {
      if (!listening) return load(db);
      kept ??= load(db).catch((error: unknown) => {
        kept = undefined;
        throw error;
      });
      return kept;
    },
    async reload() {
      kept = undefined;
    },
    stop,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    registryStore: RegistryStore;
  }
}

/** Decorates the app with the store, closed with it. */
export async function registerRegistryStore(app: FastifyInstance): Promise<void> {
  const store = await registryStore(app.db);
  app.decorate('registryStore', store);
  app.addHook('onClose', () => store.stop());
}
