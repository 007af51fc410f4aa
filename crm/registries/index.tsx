/**
 * The console's registries (ARCHITECTURE.md "Declarative registries"): a `<Resource>` per
 * definition of src/registries with the generic screens or the registry's own. react-admin asks
 * the admin authProvider's canAccess (with registry names mapped to their permission families,
 * `withRegistryAccess`) before it shows a menu entry or a screen, so each staff member gets the
 * registries whose read key they hold. In crm/App.tsx: `<Admin …>{registryResources}</Admin>`.
 */
import { Resource } from 'react-admin';
import { registries, type RegistryDefinition } from '../../src/registries';
import { registryOverrides } from './overrides';
import { registryResource } from './resource';

/** The Resource elements of the given definitions (all of src/registries by default). */
export function registryResourceElements(definitions: readonly RegistryDefinition[] = registries) {
  return definitions.map((definition) => (
    <Resource
      key={definition.name}
      {...registryResource(definition, registryOverrides[definition.name])}
    />
  ));
}

export const registryResources = registryResourceElements();
