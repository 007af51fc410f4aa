/**
 * The site's providers: the site token slot, the shared HTTP client, the JSON:API dataProvider
 * over /v1 and the site authProvider (the same core as the console, other paths).
 */
import { siteAuthProvider } from '../authProvider';
import { jsonApiDataProvider } from '../dataProvider';
import { createHttpClient } from '../src/api';
import { tokenStore } from './session';

export { tokenStore };
const httpClient = createHttpClient({
  tokenStore,
  baseUrl: globalThis.location?.origin ?? '',
});
export const dataProvider = jsonApiDataProvider('/v1', httpClient);
export const authProvider = siteAuthProvider({ httpClient, tokenStore });
