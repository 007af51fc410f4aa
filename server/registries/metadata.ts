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
 *
 * The registries administrators published (./runtime) follow the code ones, described the same
 * way from the definition the engine serves them by, with `source: 'runtime'`, their version
 * and the actions their own grants give (src/access/registryGrants).
 */
import type { FastifyInstance } from 'fastify';
import { canAccess } from '../../src/access/canAccess';
import { permissionFamilies } from '../../src/access/permissionFamilies';
import { registryActions, canAccessRegistry } from '../../src/access/registryGrants';
import type { AdminAccessPrincipal } from '../../src/access/principal';
import { registries, type FieldDefinition, type RegistryDefinition } from '../../src/registries';
import { adminOf } from '../auth/guard';
import { Type } from 'typebox';
import { answer } from '../http/moreSchemas';
import { listQuery } from '../http/schemas';
import { NotFound } from '../jsonapi/errors';
import { resource } from '../jsonapi/serialize';
import type { RuntimeRegistry } from './runtime/store';

/** A field's keys that are the server's business, not the definition's meaning. */
const storageKeys = new Set(['validate', 'through', 'column']);

function describeField(key: string, field: FieldDefinition): Record<string, unknown> {
  const described: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(field))
    if (!storageKeys.has(name) && typeof value !== 'function') described[name] = value;
  return described;
}

/** The actions of the registry's family the caller holds now (none: not theirs to read). */
function heldActions(principal: AdminAccessPrincipal, definition: RegistryDefinition): string[] {
  const family = definition.permissions;
  const actions = (permissionFamilies as Record<string, readonly string[]>)[family] ?? [];
  return actions.filter((action) => canAccess(principal, { action, resource: family }));
}

/** What a definition says, the same for every caller: worked out once, at start. */
function describe(definition: RegistryDefinition) {
  return {
    source: 'code' as 'code' | 'runtime',
    path: definition.path,
    record_type: definition.type,
    title: definition.title,
    section: definition.section,
    menu: definition.menu ?? null,
    permissions: definition.permissions,
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
  };
}

/** `source=code|runtime` lists those alone (the console's menu reads the run-time ones). */
const SourceQuery = listQuery({
  source: Type.Optional(Type.Union([Type.Literal('code'), Type.Literal('runtime')])),
});

/** A published run-time registry as this caller sees it, or null when they may not read it. */
function runtimeSeenBy(principal: AdminAccessPrincipal, registry: RuntimeRegistry) {
  const { grants } = registry.design;
  if (!canAccessRegistry(principal, grants, 'read')) return null;
  const actions = registryActions(principal.role, grants).filter((action) =>
    canAccessRegistry(principal, grants, action),
  );
  // Described as the caller's role sees it: the fields hidden from it are not named.
  const definition = registry.forRole(principal.role);
  const about = { ...describe(definition), source: 'runtime', version: registry.version };
  return resource('registry', registry.code, { ...about, actions });
}

export function registerRegistryMetadata(app: FastifyInstance): void {
  const described = new Map(registries.map((d) => [d.name, { definition: d, about: describe(d) }]));
  /** The registry as this caller sees it, or null when they may not read it. */
  const seenBy = (principal: AdminAccessPrincipal, name: string) => {
    const { definition, about } = described.get(name)!;
    const actions = heldActions(principal, definition);
    return actions.includes('read') ? resource('registry', name, { ...about, actions }) : null;
  };
  const published = () => app.registryStore.all();

  app.get<{ Querystring: { source?: string } }>(
    '/v1/admin/registries',
    {
      config: { access: 'admin' },
      schema: { querystring: SourceQuery, response: answer.list },
    },
    async (request) => {
      const principal = adminOf(request);
      const names = request.query.source === 'runtime' ? [] : [...described.keys()];
      const code = names.map((name) => seenBy(principal, name));
      const runtime =
        request.query.source === 'code'
          ? []
          : [...(await published()).values()].map((r) => runtimeSeenBy(principal, r));
      return { data: [...code, ...runtime].filter(Boolean) };
    },
  );
  // A registry's name may hold a slash ('lead_dictionary/regions'): the code is the rest.
  app.get<{ Params: { '*': string } }>(
    '/v1/admin/registries/*',
    { config: { access: 'admin' }, schema: { response: answer.document } },
    async (request) => {
      const name = request.params['*'];
      const runtime = (await published()).get(name);
      const found = described.has(name)
        ? seenBy(adminOf(request), name)
        : runtime && runtimeSeenBy(adminOf(request), runtime);
      if (!found) throw new NotFound();
      return { data: found };
    },
  );
}
