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
  return new Map(
    rows.map((row) => {
      const version = Number(row.version);
      return [
        row.code,
        {
          ...row,
          version,
          definition: definitionOf(row.design, row.id, undefined, version),
          forRole: byRole((role) => definitionOf(row.design, row.id, role, version)),
        },
      ];
    }),
  );
}

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
