/**
 * The import spec of a registry's import call, from its definition (`importable`): the fields
 * that name a record (a row matching a record on all of them updates it, else creates one), the
 * values the call fixes on every row (the СНТ plans of `import_snt`) and the key it needs —
 * `admin_<family>_import`, or `_update` when the family has no import action.
 */
import { importCalls, registryByName } from '../../../src/registries';
import { permissionOf } from '../../registries/crud';
import type { ImportSpec } from './engine';

export function importSpecOf(name: string, call = 'import'): ImportSpec | undefined {
  const definition = registryByName(name);
  const fixed = definition && importCalls(definition)[call];
  const permission = definition && permissionOf(definition, 'import', 'update');
  if (!definition?.importable || !fixed || !permission) return undefined;
  return { definition, key: definition.importable.key, fixed, permission };
}
