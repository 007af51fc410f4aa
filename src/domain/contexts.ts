/**
 * The two contexts of seed 000 §1: any path containing `admin` or `crm` is the Admin context,
 * every other path the Site context. Changing context logs the user out.
 */
export const appContexts = ['site', 'admin'] as const;

export type AppContext = (typeof appContexts)[number];

export function contextOfPath(path: string): AppContext {
  return /admin|crm/.test(path) ? 'admin' : 'site';
}
