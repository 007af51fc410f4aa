/**
 * The signed-in console's providers (./session.ts for what they share with the login page):
 * the JSON:API dataProvider over /v1/admin with registry names mapped to their API paths and
 * types, and the admin authProvider with registry names mapped to their permission families.
 */
import { jsonApiDataProvider } from '../dataProvider';
import { registryApiPaths } from '../src/registries';
import { withRegistryAccess } from './registries/access';
import { emptyListsOnFailure } from './registries/EmptyListsOnFailure';
import { registryApiTypes } from './registries/types';
import { httpClient, sessionAuthProvider } from './session';

export { CRM_HOME_PATH, CRM_LOGIN_PATH, queryClient, tokenStore } from './session';

// Registry resources are named by their console route; the API knows them by path and type.
// A list or lookup that fails to load reads as an empty page (seed 001 §8).
export const dataProvider = emptyListsOnFailure(
  jsonApiDataProvider('/v1/admin', httpClient, {
    paths: registryApiPaths,
    types: registryApiTypes,
  }),
);
// canAccess with registry names ('lead_dictionary/regions') read as their permission families.
export const authProvider = withRegistryAccess(sessionAuthProvider);
