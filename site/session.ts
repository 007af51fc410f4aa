/**
 * The site's token slot alone, without the HTTP client and the providers: the frame (header,
 * menus) reads whether someone is signed in from it, and stays out of the data layer's chunk.
 * Beside it, the one signal of a session ended by the server: the HTTP client reports every
 * 401 here (./providers.ts), whichever code sent the request, and the frame sends the visitor
 * to the login page (./layout/SessionAlerts.tsx `SessionEnd`).
 */
import { createTokenStore } from '../src/api/tokenStore';

export const tokenStore = createTokenStore('site');

type SessionEndListener = (refusal: unknown) => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** `onSessionEnd((refusal) => …)`: told of each 401 that cleared the token; returns the unsubscribe. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** The HTTP client's `onUnauthorized`: the token is cleared already; the listeners do the rest. */
export function sessionEnded(refusal: unknown): void {
  for (const listener of sessionEndListeners) listener(refusal);
}

/**
 * The page the menu's sign-out is leaving (null otherwise). The sign-out goes home and ends the
 * session at once; until home has replaced that page — its code may still be loading — the
 * page's guard must not send the visitor to the login form (./layout/Guard.tsx). Cleared as
 * soon as another page is on screen (./layout/Layout.tsx).
 */
let signOutFrom: string | null = null;

export const signOutRoute = {
  leave(path: string): void {
    signOutFrom = path;
  },
  isLeaving(path: string): boolean {
    return signOutFrom === path;
  },
  arrived(path: string): void {
    if (signOutFrom !== path) signOutFrom = null;
  },
};
