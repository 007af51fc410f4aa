/** The organization screens' resource names and console paths (their calls go through the dataProvider). */
import { useBasename } from 'ra-core';

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
