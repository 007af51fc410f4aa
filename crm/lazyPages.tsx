/**
 * The signed-in console (./ConsoleAdmin.tsx) loads with a signed-in page's first visit:
 * ./App.tsx renders it lazily, and ./main.tsx and the login form start it early.
 */
import { CRM_HOME_PATH } from './session';

/** The signed-in console: its resources, routes and shell. */
export const loadConsoleAdmin = () => import('./ConsoleAdmin');

const preloaded = new Set<string>();

/**
 * Starts loading the code of a signed-in page (by default the landing one, the leads list): the
 * console and, for the leads list, its screen — at once, not the screen after the console.
 */
export function preloadConsole(pathname: string = CRM_HOME_PATH): void {
  if (preloaded.has(pathname)) return;
  preloaded.add(pathname);
  loadConsoleAdmin().catch(() => undefined);
  if (pathname === CRM_HOME_PATH) import('./leads/LeadList').catch(() => undefined);
}
