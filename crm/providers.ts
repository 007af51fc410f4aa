/**
 * The console's providers, built once per page load: the admin token slot, the shared HTTP
 * client, the JSON:API dataProvider over /v1/admin (registry names mapped to their API paths
 * and types) and the admin authProvider (registry names mapped to their permission families).
 */
import { adminAuthProvider } from '../authProvider';
import { createQueryClient, jsonApiDataProvider } from '../dataProvider';
import { createHttpClient, createTokenStore } from '../src/api';
import { registryApiPaths } from '../src/registries';
import { withRegistryAccess } from './registries/access';
import { registryApiTypes } from './registries/types';

/** Full path of the console's login route; react-admin redirects there outside its basename. */
export const CRM_LOGIN_PATH = '/crm/not_auth';
export const CRM_HOME_PATH = '/crm/leads';

export const tokenStore = createTokenStore('admin');
// Absolute URLs on the page's own origin: same requests in the browser, resolvable in jsdom tests.
const httpClient = createHttpClient({
  tokenStore,
  baseUrl: globalThis.location?.origin ?? '',
});
// Registry resources are named by their console route; the API knows them by path and type.
export const dataProvider = jsonApiDataProvider('/v1/admin', httpClient, {
  paths: registryApiPaths,
  types: registryApiTypes,
});
export const queryClient = createQueryClient();
// canAccess with registry names ('lead_dictionary/regions') read as their permission families.
export const authProvider = withRegistryAccess(
  adminAuthProvider({
    httpClient,
    tokenStore,
    loginPath: CRM_LOGIN_PATH,
  }),
);
