/**
 * The console's registries (ARCHITECTURE.md "Declarative registries"): a `<Resource>` per
 * definition of src/registries with the generic screens or the registry's own. react-admin asks
 * the admin authProvider's canAccess (with registry names mapped to their permission families,
 * `withRegistryAccess`) before it shows a menu entry or a screen, so each staff member gets the
 * registries whose read key they hold. In crm/ConsoleAdmin.tsx:
 * `<CoreAdminUI …>{registryResourceElements(registryScreens)}</CoreAdminUI>`.
 */
import { Resource } from 'react-admin';
import { registries, type RegistryDefinition } from '../../src/registries';
import { registryResource, type RegistryScreens } from './resource';

/**
 * The Resource elements of the definitions (all of src/registries by default), with the screens
 * a registry replaces (by definition name; crm/registryScreens.ts collects the console's).
 */
export function registryResourceElements(
  screens: Readonly<Record<string, RegistryScreens>>,
  definitions: readonly RegistryDefinition[] = registries,
) {
  return definitions.map((definition) => (
    <Resource key={definition.name} {...registryResource(definition, screens[definition.name])} />
  ));
}
