/** The organization screens' resource names and console paths (their calls go through the dataProvider). */
import { useBasename } from 'ra-core';
import type { RegistryDefinition } from '../../src/registries';
import { toWire } from '../registries/values';

/** The react-admin resource of a registry nested under a parent: `organizations/5/schedule`. */
export function nestedResource(
  parent: 'organizations' | 'branches',
  id: string | number,
  path: string,
) {
  return `${parent}/${encodeURIComponent(String(id))}/${path}`;
}

/** The edit screen of an organization, opened on one of its tabs. */
export function organizationEditPath(id: string | number, tab?: string): string {
  return `/organizations/edit/${encodeURIComponent(String(id))}${tab ? `?tab=${tab}` : ''}`;
}

/** A console path with react-admin's basename ('/crm' in the app), for react-router's navigate. */
export function useConsolePath(): (path: string) => string {
  const basename = useBasename();
  return (path) => `${basename}${path}`;
}

/** react-admin's `transform` of a form saving `definition`'s record. */
export const wire =
  (definition: RegistryDefinition) =>
  (data: Record<string, unknown>, options?: { previousData?: Record<string, unknown> }) =>
    toWire(definition, data, options?.previousData);
