/**
 * The registries' definitions, read-only (issue 38, first slice; docs/decisions.md "Registry
 * constructor"): `GET /v1/admin/registries` and `/v1/admin/registries/{code}` answer each code
 * registry a staff member may read — its titles, section, API path, fields, workflow, what it
 * allows (export, import, removal, mass update) and the actions of its family the caller holds
 * — so that a registry an administrator defines can refer to them and the console can draw a
 * registry from its metadata. A registry the caller may not read is not listed and is a 404,
 * as the engine answers an unknown record.
 *
 * A field is described as declared, less what is not data (its validators, which are
 * functions) and what names the storage (join tables, columns): those stay the server's.
 */
import type { FastifyInstance } from 'fastify';
import { holdsKey } from '../../src/access/canAccess';
import { keyOf, permissionFamilies } from '../../src/access/permissionFamilies';
import type { AdminAccessPrincipal } from '../../src/access/principal';
import { registries, type FieldDefinition, type RegistryDefinition } from '../../src/registries';
import { adminOf } from '../auth/guard';
import { answer } from '../http/moreSchemas';
import { NotFound } from '../jsonapi/errors';
import { resource } from '../jsonapi/serialize';

/** A field's keys that are the server's business, not the definition's meaning. */
const storageKeys = new Set(['validate', 'through', 'column']);

export function describeField(key: string, field: FieldDefinition): Record<string, unknown> {
  const described: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(field))
    if (!storageKeys.has(name) && typeof value !== 'function') described[name] = value;
  return described;
}

/** The actions of the registry's family the caller holds now (none: not theirs to read). */
export function heldActions(
  principal: AdminAccessPrincipal,
  definition: RegistryDefinition,
): string[] {
  const actions = (permissionFamilies as Record<string, readonly string[]>)[definition.permissions];
  return (actions ?? []).filter((action) => {
    const key = keyOf(definition.permissions, action);
    return key !== undefined && holdsKey(principal, key);
  });
}

function describe(definition: RegistryDefinition, actions: string[]) {
  return resource('registry', definition.name, {
    source: 'code',
    path: definition.path,
    record_type: definition.type,
    title: definition.title,
    section: definition.section,
    menu: definition.menu ?? null,
    permissions: definition.permissions,
    actions,
    record_title: definition.recordTitle ?? 'name',
    search: definition.search ?? [],
    default_sort: definition.defaultSort ?? null,
    audited: definition.audited,
    exportable: definition.exportable,
    importable: definition.importable ?? null,
    removable: definition.removable !== false,
    mass_update: definition.massUpdate ?? [],
    scoping: definition.scoping ?? null,
    workflow: definition.workflow ?? null,
    site_readable: definition.site !== undefined,
    fields: Object.entries(definition.fields).map(([key, field]) => describeField(key, field)),
  });
}

/** The registries the caller may read, each with the actions it holds. */
function readable(principal: AdminAccessPrincipal) {
  return registries
    .map((definition) => ({ definition, actions: heldActions(principal, definition) }))
    .filter(({ actions }) => actions.includes('read'));
}

export function registerRegistryMetadata(app: FastifyInstance): void {
  app.get(
    '/v1/admin/registries',
    { config: { access: 'admin' }, schema: { response: answer.list } },
    async (request) => ({
      data: readable(adminOf(request)).map(({ definition, actions }) =>
        describe(definition, actions),
      ),
    }),
  );
  // A registry's name may hold a slash ('lead_dictionary/regions'): the code is the rest.
  app.get<{ Params: { '*': string } }>(
    '/v1/admin/registries/*',
    { config: { access: 'admin' }, schema: { response: answer.document } },
    async (request) => {
      const found = readable(adminOf(request)).find(
        ({ definition }) => definition.name === request.params['*'],
      );
      if (!found) throw new NotFound();
      return { data: describe(found.definition, found.actions) };
    },
  );
}
