/**
 * Pages of the console that load on first visit and that both the login shell (./App.tsx) and
 * the signed-in console (./ConsoleAdmin.tsx) name, and the start of a signed-in page's loading.
 */
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
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

const LazyLoginPage = lazy(() => import('./LoginPage'));

export function LoginPage() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyLoginPage />
    </Suspense>
  );
}
