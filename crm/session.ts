/**
 * What every console page needs, the login page included, built once per page load: the admin
 * token slot, the shared HTTP client and query cache and the admin authProvider. The signed-in
 * console adds ./providers.ts: the JSON:API dataProvider and the authProvider with the registry
 * names mapped.
 */
import { createContext } from 'react';
import { adminAuthProvider } from '../authProvider';
import { createQueryClient } from '../dataProvider';
import { createHttpClient, createTokenStore } from '../src/api';

/** Full path of the console's login route; react-admin redirects there outside its basename. */
export const CRM_LOGIN_PATH = '/crm/not_auth';
export const CRM_HOME_PATH = '/crm/leads';

export const tokenStore = createTokenStore('admin');
// Absolute URLs on the page's own origin: same requests in the browser, resolvable in jsdom tests.
export const httpClient = createHttpClient({
  tokenStore,
  baseUrl: globalThis.location?.origin ?? '',
});
export const queryClient = createQueryClient();
export const sessionAuthProvider = adminAuthProvider({
  httpClient,
  tokenStore,
  loginPath: CRM_LOGIN_PATH,
});

/**
 * 'Выйти' pressed and the session not yet ended: the console (App.tsx) provides the setter and
 * takes the signed-in pages off the screen at once, before the token is cleared — react-admin
 * resets its store as it logs out, and a page still mounted then asks again for its filters'
 * lists, without a token (401s).
 */
export const SignOutContext = createContext<() => void>(() => undefined);
