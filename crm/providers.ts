/**
 * The console's providers, built once per page load: the admin token slot, the shared HTTP
 * client, the JSON:API dataProvider over /v1/admin and the admin authProvider.
 */
import { adminAuthProvider } from '../authProvider';
import { jsonApiDataProvider } from '../dataProvider';
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
export const dataProvider = jsonApiDataProvider('/v1/admin', httpClient);
export const authProvider = adminAuthProvider({
  httpClient,
  tokenStore,
  loginPath: CRM_LOGIN_PATH,
});
