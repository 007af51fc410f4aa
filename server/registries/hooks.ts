/**
 * What a module adds to a registry the engine serves, for the rules a definition cannot state
 * because they read the caller or the module's own records (issue 37: the engine imports
 * nothing from modules/, so a module hands these over when the registries are registered —
 * server/modules/index.ts). Each is optional and any registry may use it:
 *
 * - `narrowReads`: more conditions on the lists and record reads (console and site), from the
 *   caller and the query — a service is offered by the applicant's account type and the staff
 *   member's role (seed 000 §3). It does not narrow the file downloads: a registry whose files
 *   must follow it serves them itself.
 * - `included`: the records a relationship includes, as the module serving them writes them
 *   (an organization with its phones and relationships, not the engine's three attributes).
 * - `savedIncludes`: relationships a create's and an update's answer include unasked.
 * - `maxBytes`: a form file's limit by field key when a setting decides it, not the definition.
 */
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/principal';
import type { Queryable } from '../db';
import type { Where } from '../db/sql';
import type { ListQuery } from '../jsonapi/query';
import type { Resource } from '../jsonapi/serialize';

/** Who reads: on the site (anonymous or applicant) or in the console, and their token. */
export interface Reader {
  site: boolean;
  principal: Principal | undefined;
}

/** Loads the included resources of one relationship by their ids. */
export type IncludedLoader = (db: Queryable, ids: string[]) => Promise<Resource[]>;

export interface RegistryHooks {
  narrowReads?: (where: Where, q: ListQuery, reader: Reader) => void;
  included?: Readonly<Record<string, IncludedLoader>>;
  savedIncludes?: readonly string[];
  maxBytes?: Readonly<Record<string, number>>;
}

/** A module's hooks of one registry, built with the app (its settings). */
export type RegistryHooksOf = (app: FastifyInstance) => RegistryHooks;
