/**
 * The menu entries of the run-time registries the member may read (issue 38), after the
 * sections: the metadata answers only those (`GET /v1/admin/registries?source=runtime`), and
 * a publication refreshes it (crm/registryDesigns/PublishButton.tsx).
 */
import { useGetList } from 'ra-core';
import type { MenuItem } from '../../src/access';
import { recordsRoute, type RegistryMetadata } from './definition';

export function useRuntimeMenu(): MenuItem[] {
  const { data = [] } = useGetList<RegistryMetadata>('registries', {
    filter: { source: 'runtime' },
    pagination: { page: 1, perPage: 100 },
  });
  return data.map((registry) => ({
    section: `registries/${registry.id}`,
    label: registry.title[1],
    path: recordsRoute(String(registry.id)),
    external: false,
    icon: 'TableChart',
  }));
}
