/** Where the service screens send their own calls: the console API of crm/providers.ts. */
import type { Identifier } from 'ra-core';
import type { RegistryDefinition } from '../../src/registries';

/** The console API prefix, the one crm/providers.ts gives its dataProvider. */
export const ADMIN_API = '/v1/admin';

/** `/v1/admin/services` or `/v1/admin/services/<id>`. */
export function serviceUrl(definition: RegistryDefinition, id?: Identifier): string {
  const base = `${ADMIN_API}/${definition.path}`;
  return id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;
}
