/**
 * Where the console goes after a login (seed 001 §2): back to the page the last session ended
 * on — its token expired or was revoked, or a page was opened without one — but not after the
 * member's own 'Выйти'. The pages still open while signing out may get a 401 for a request
 * already in flight and send react-admin's redirect with the page they were on; the next person
 * to sign in at this browser must not land on the last one's page (a record of theirs, or a
 * section the newcomer may not open).
 */
import { CRM_LOGIN_PATH } from './session';

const SIGNED_OUT_KEY = 'eog.admin.signed_out';

/** The return path of a visit without a session (crm/App.tsx), kept even after a 'Выйти'. */
export interface ReturnState {
  nextPathname?: string;
  nextSearch?: string;
  /** Set by the console's own redirect of a page opened without a session. */
  visit?: boolean;
}

/** Called by 'Выйти' before the session ends. */
export function markSignedOut(storage: Storage = sessionStorage): void {
  storage.setItem(SIGNED_OUT_KEY, '1');
}

/** The page to open after a successful login; undefined for the home page. Forgets the mark. */
export function returnPath(state: unknown, storage: Storage = sessionStorage): string | undefined {
  const signedOut = storage.getItem(SIGNED_OUT_KEY) === '1';
  storage.removeItem(SIGNED_OUT_KEY);
  const s = state as ReturnState | null;
  const path = s?.nextPathname;
  if (!path || path === CRM_LOGIN_PATH || /^\/crm\/?$/.test(path)) return undefined;
  if (signedOut && !s?.visit) return undefined;
  return `${path}${s?.nextSearch ?? ''}`;
}
