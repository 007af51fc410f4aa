/**
 * The site's providers: the site token slot, the shared HTTP client, the JSON:API dataProvider
 * over /v1 and the site authProvider (the same core as the console, other paths). Every 401 the
 * client meets ends the session in one place (./session.ts `sessionEnded`), not only those of
 * the calls a page's data hooks check.
 */
import { siteAuthProvider } from '../authProvider';
import { lazyVerbsDataProvider } from '../dataProvider/lazyVerbs';
import { createHttpClient } from '../src/api';
import { sessionEnded, tokenStore } from './session';

export { tokenStore };
const httpClient = createHttpClient({
  tokenStore,
  baseUrl: globalThis.location?.origin ?? '',
  onUnauthorized: sessionEnded,
});
// The custom verbs' code comes with the first verb a page calls (../dataProvider/lazyVerbs.ts).
export const dataProvider = lazyVerbsDataProvider('/v1', httpClient);
export const authProvider = siteAuthProvider({ httpClient, tokenStore });
