/**
 * The import spec of a registry's import call.
 *
 * A code registry's, from its definition (`importable`): the fields that name a record (a row
 * matching a record on all of them updates it, else creates one), the values the call fixes on
 * every row (the СНТ plans of `import_snt`) and the key it needs — `admin_<family>_import`, or
 * `_update` when the family has no import action.
 *
 * A published run-time registry's (issue 38), from the definition its role sees when the job
 * runs: one `import` call, no key (every row is a new record), allowed to those its grants let
 * read and create (`runtimeImportAction`); none when its design turned the import off.
 */
import type { PermissionKey } from '../../../src/access/permissionFamilies';
import { holdsKey } from '../../../src/access/canAccess';
import { canAccessRegistry } from '../../../src/access/registryGrants';
import type { Role } from '../../../src/domain/roles';
import { importCalls, registryByName } from '../../../src/registries';
import { runtimeImportAction } from '../../../src/registries/design';
import { permissionOf } from '../../registries/crud';
import type { RuntimeRegistry } from '../../registries/runtime/store';
import type { ImportSpec } from './engine';

export function importSpecOf(
  name: string,
  call = 'import',
): (ImportSpec & { permission: PermissionKey }) | undefined {
  const definition = registryByName(name);
  const fixed = definition && importCalls(definition)[call];
  const permission = definition && permissionOf(definition, 'import', 'update');
  if (!definition?.importable || !fixed || !permission) return undefined;
  const key = definition.importable.key;
  return { definition, key, fixed, permission, allows: (admin) => holdsKey(admin, permission) };
}

export function publishedImportSpec(
  registry: RuntimeRegistry,
  role: Role,
  call = 'import',
): ImportSpec | undefined {
  const definition = registry.forRole(role);
  const fixed = importCalls(definition)[call];
  if (!definition.importable || !fixed) return undefined;
  const { grants } = registry.design;
  return {
    definition,
    key: definition.importable.key,
    fixed,
    allows: (admin) =>
      canAccessRegistry(admin, grants, 'read') &&
      canAccessRegistry(admin, grants, runtimeImportAction),
  };
}
