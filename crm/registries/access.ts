/**
 * Registry screens and the access table (src/access): a registry resource is named by its
 * console route ('lead_dictionary/regions') while its keys are `admin_<permissions>_<action>`
 * ('admin_regions_update'). `withRegistryAccess` lets react-admin's canAccess speak resource
 * names; `registryKeys` tells a screen which buttons to show from the held keys.
 */
import type { AuthProvider } from 'ra-core';
import { usePermissions } from 'ra-core';
import { createContext, useContext } from 'react';
import { keyOf, type PermissionFamily } from '../../src/access/permissionFamilies';
import { registries, type RegistryDefinition } from '../../src/registries';
import { runtimeImportAction } from '../../src/registries/design';
import { tableAction } from '../../authProvider/canAccess';
import { heldKey } from '../users/userKeys';

/** The permission family of a resource name; other resources are their own family. */
export function registryFamily(
  resource: string,
  definitions: readonly RegistryDefinition[] = registries,
): string {
  return definitions.find((d) => d.name === resource)?.permissions ?? resource;
}

/** The admin authProvider with registry resource names mapped to their families. */
export function withRegistryAccess(
  provider: AuthProvider,
  definitions: readonly RegistryDefinition[] = registries,
): AuthProvider {
  const canAccess = provider.canAccess;
  if (!canAccess) return provider;
  return {
    ...provider,
    // A run-time registry: the actions its metadata gives (the server judges each call again).
    canAccess: (params) =>
      isRuntimeResource(params.resource)
        ? Promise.resolve(
            !!runtimeRegistryActions.get(params.resource)?.includes(tableAction(params.action)),
          )
        : canAccess({ ...params, resource: registryFamily(params.resource, definitions) }),
  };
}

/**
 * The actions the caller holds in a registry an administrator published, as its metadata gives
 * them (crm/runtimeRegistries): its family has no keys in the access table.
 */
export const RegistryActionsContext = createContext<readonly string[] | undefined>(undefined);

/** A run-time registry's resource: its screens are reached through its metadata alone. */
const isRuntimeResource = (resource: string) => resource.startsWith('registries/');

/**
 * The actions of each run-time registry whose metadata the console read (by resource name),
 * for react-admin's canAccess: the page that reads it notes them before its screens render.
 */
export const runtimeRegistryActions = new Map<string, readonly string[]>();

/**
 * Which buttons a holder of `permissions` gets in the registry. A family without an `_export` or
 * `_history` key exports and shows its history with `_read`; without `_import` or
 * `_update_status` it imports and moves with `_update`. A run-time registry's `actions` (its
 * metadata's) stand for the keys; its import is its `create` (`runtimeImportAction`).
 */
export function registryKeys(
  definition: RegistryDefinition,
  permissions: unknown,
  actions?: readonly string[],
) {
  const family = definition.permissions as PermissionFamily;
  const holds = (action: string, fallback?: string): boolean => {
    if (actions) return actions.includes(action);
    const key = keyOf(family, action) ?? (fallback ? keyOf(family, fallback) : undefined);
    return key !== undefined && heldKey(permissions, key);
  };
  return {
    read: holds('read'),
    create: holds('create'),
    update: holds('update'),
    remove: definition.removable !== false && holds('remove'),
    export: holds('export', 'read'),
    history: holds('history', 'read'),
    massUpdate: !!definition.massUpdate?.length && holds('mass_update'),
    // Records go to the coordination centre (`resend_to_cc`).
    resend: holds('resend'),
    import:
      !!definition.importable &&
      (actions ? actions.includes(runtimeImportAction) : holds('import', 'update')),
    // A run-time registry's moves are its `update` (server/registries/runtime/workflow.ts).
    move:
      !!definition.workflow &&
      (actions ? actions.includes('update') : holds('update_status', 'update')),
  };
}

/** The keys of the signed-in staff member for one registry (all false while loading). */
export function useRegistryKeys(definition: RegistryDefinition) {
  const { permissions } = usePermissions();
  return registryKeys(definition, permissions, useContext(RegistryActionsContext));
}
