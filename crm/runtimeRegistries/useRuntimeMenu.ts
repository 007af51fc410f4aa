/**
 * The menu with the entries of the run-time registries the member may read (issue 38): the
 * metadata answers only those (`GET /v1/admin/registries?source=runtime`), and a publication
 * refreshes it (crm/registryDesigns/PublishButton.tsx). Each goes after the section its design
 * names, when the member has that section; at the end otherwise.
 */
import { useGetList } from 'ra-core';
import type { MenuItem } from '../../src/access';
import { runtimeRegistryActions } from '../registries/access';
import { recordsRoute, type RegistryMetadata } from './definition';

export function useRuntimeMenu(menu: readonly MenuItem[]): MenuItem[] {
  const { data = [] } = useGetList<RegistryMetadata>('registries', {
    filter: { source: 'runtime' },
    pagination: { page: 1, perPage: 100 },
  });
  // Their actions answer react-admin's canAccess, e.g. for another registry's reference picker.
  for (const registry of data) runtimeRegistryActions.set(registry.path, registry.actions);
  return placed(menu, data);
}

/** `menu` with the registries' entries placed. */
export function placed(menu: readonly MenuItem[], registries: RegistryMetadata[]): MenuItem[] {
  const out = [...menu];
  for (const registry of registries) {
    const item: MenuItem = {
      section: `registries/${registry.id}`,
      label: registry.title[1],
      path: recordsRoute(String(registry.id)),
      external: false,
      icon: registry.menu?.icon ?? 'TableChart',
    };
    const after = out.findIndex((i) => i.section === registry.menu?.after);
    // After the section and the registries already placed after it.
    let at = after < 0 ? out.length : after + 1;
    while (after >= 0 && out[at]?.section.startsWith('registries/')) at++;
    out.splice(at, 0, item);
  }
  return out;
}
