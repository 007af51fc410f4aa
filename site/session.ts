/**
 * The site's token slot alone, without the HTTP client and the providers: the frame (header,
 * menus) reads whether someone is signed in from it, and stays out of the data layer's chunk.
 */
import { createTokenStore } from '../src/api/tokenStore';

export const tokenStore = createTokenStore('site');
