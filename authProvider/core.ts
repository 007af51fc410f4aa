/**
 * One authProvider core for both contexts (seed 000 §4, §7): the token call, the current
 * account with its relations, the session rules. admin.ts and site.ts only fill in paths.
 */
import type { LoginBody, SmsTokenBody } from '../src/wire/accountBodies';
import type { AuthProvider, UserIdentity } from 'ra-core';
import {
  errorStatus,
  isBlockedAccountError,
  tokenUrls,
  type AuthContextName,
  type HttpClient,
  type TokenStore,
} from '../src/api';
import { firstRecord, type JsonApiDocument } from '../dataProvider/jsonapi';
import { errorMessages } from '../i18n/messages';
import { createSessionState, type SessionState } from './sessionState';

/** The login body's fields (a code by SMS with `phone` instead of a password). */
export type LoginParams = Omit<NonNullable<LoginBody['auth']>, 'remember'> & {
  /** react-admin's default login form sends `username`; it is the e-mail here. */
  username?: string;
  /** Seed 000 §4: keep the token for one day instead of the browser session. */
  remember?: boolean;
};

export interface AuthCoreOptions {
  httpClient: HttpClient;
  tokenStore: TokenStore;
  currentUrl: string;
  /** Where anonymous visitors go (the context's not_auth route), as a full path. */
  loginPath: string;
  /** Builds the identity and permissions from the flattened current account. */
  identity: (account: Record<string, unknown>) => UserIdentity;
  permissions: (account: Record<string, unknown>) => unknown;
  canAccess?: AuthProvider['canAccess'];
  /** The organization id and the context marker; browser storages by default. */
  session?: SessionState;
}

/** What a context's provider (admin.ts, site.ts) is given; its paths and rules are its own. */
export type ContextAuthOptions = Pick<AuthCoreOptions, 'httpClient' | 'tokenStore' | 'session'> &
  Partial<Pick<AuthCoreOptions, 'loginPath'>>;

/** Seed 000 §4: the current account comes with these relations. */
export const CURRENT_INCLUDED = 'organization,mfc,region,main_organization';

/** Seed 000 §7: where each context asks for a login code by SMS ({auth: {phone}}). */
export const smsTokenUrls: Record<AuthContextName, string> = {
  admin: '/v1/admin/admin_sms_tokens',
  site: '/v1/user/sms_token',
};

/**
 * `await requestSmsCode(useAuthProvider(), { phone })`: the provider's SMS-code call (see
 * `createAuthProvider`); the sign-in with the code is then `login({ phone, sms_code })`.
 */
export function requestSmsCode(
  provider: AuthProvider | null | undefined,
  params: { phone: string },
): Promise<void> {
  const request = (provider as { requestSmsCode?: unknown } | null | undefined)?.requestSmsCode;
  if (typeof request !== 'function') return Promise.reject(new Error(errorMessages.default));
  return (request as (params: { phone: string }) => Promise<void>)(params);
}

/** How long logout waits for the server to revoke the token before it gives up. */
export const LOGOUT_TIMEOUT_MS = 5000;

/** Told when a request of the session is answered 'blocked' (see `onBlockedAccount`). */
export type BlockedAccountListener = () => void;

/**
 * `onBlockedAccount(useAuthProvider(), () => setBlocked(true))`: subscribes to the provider's
 * blocked-account signal (see `createAuthProvider`); a provider without one (a test's) gives a
 * no-op unsubscribe. Returns the unsubscribe.
 */
export function onBlockedAccount(
  provider: AuthProvider | null | undefined,
  listener: BlockedAccountListener,
): () => void {
  const subscribe = (provider as { onBlockedAccount?: unknown } | null | undefined)
    ?.onBlockedAccount;
  if (typeof subscribe !== 'function') return () => undefined;
  return (subscribe as (listener: BlockedAccountListener) => () => void)(listener);
}

const idOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

export function fullName(account: Record<string, unknown>): string {
  const parts = [account.last_name, account.first_name, account.middle_name].filter(Boolean);
  const name =
    account.user_full_name ?? account.full_name ?? (parts.length ? parts.join(' ') : undefined);
  return String(name ?? account.name ?? account.email ?? '');
}

export function createAuthProvider(options: AuthCoreOptions): AuthProvider {
  const { httpClient, tokenStore, loginPath } = options;
  // POST logs in (answering the session's first pair); DELETE (logout) ends the session.
  const tokenUrl = tokenUrls[tokenStore.context];
  const session = options.session ?? createSessionState();
  // Seed 000 §1: opening the other context logs out whoever was signed in there.
  session.enterContext(tokenStore.context);
  // The account is read once per token; react-admin asks for identity and permissions often.
  let cached: { token: string; account: Promise<Record<string, unknown>> } | undefined;
  // The app's blocked-account modals (seed 000 §8), and whether one is showing: until its button
  // signs out (logout) or someone signs in, the session is over and nothing redirects under it.
  const blockedListeners = new Set<BlockedAccountListener>();
  let blockedShown = false;

  const fetchAccount = async () => {
    const { json } = await httpClient<JsonApiDocument>(options.currentUrl, {
      query: { included: CURRENT_INCLUDED },
    });
    const account = firstRecord(json);
    if (!account) throw new Error(errorMessages.userNotFound);
    return account as Record<string, unknown>;
  };

  const currentAccount = () => {
    const token = tokenStore.get();
    if (!token) return Promise.reject(new Error(errorMessages.unauthorized));
    if (cached?.token !== token) {
      const account = fetchAccount();
      cached = { token, account };
      account.catch(() => {
        if (cached?.account === account) cached = undefined;
      });
    }
    return cached.account;
  };

  // Seed 000 §4: logout clears the user, the token and the organization.
  const endSession = () => {
    tokenStore.clear();
    session.clearOrganization();
    cached = undefined;
  };

  return {
    /**
     * Seed 000 §8: the app shows the blocked-account modal itself — `checkError` then ends the
     * session, tells the listeners and asks react-admin for nothing (no logout redirect, no
     * toast); the modal's button signs out. Returns the unsubscribe.
     */
    onBlockedAccount(listener: BlockedAccountListener): () => void {
      blockedListeners.add(listener);
      return () => {
        blockedListeners.delete(listener);
        // No modal left to sign out from: the next 401 redirects as usual.
        if (blockedListeners.size === 0) blockedShown = false;
      };
    },

    /**
     * Seed 000 §7: sends a login code by SMS to `phone` (11 digits); `login({phone, sms_code})`
     * signs in with it. Anonymous: a 401 here (a blocked account) is a message, not a session
     * to end, so no auth redirect.
     */
    async requestSmsCode({ phone }: { phone: string }): Promise<void> {
      const body: SmsTokenBody = { auth: { phone } };
      await httpClient(smsTokenUrls[tokenStore.context], {
        method: 'POST',
        body,
        skipAuthRedirect: true,
      });
    },

    /** Drops the cached account: the next identity read asks the server (after a profile edit). */
    forgetAccount() {
      cached = undefined;
    },

    async login(params: LoginParams) {
      const { phone, password, sms_code, remember } = params;
      const email = params.email ?? params.username;
      const body: LoginBody = {
        auth: sms_code ? { phone, sms_code } : phone ? { phone, password } : { email, password },
      };
      // A 401 here is a wrong password, not an expired session: no auth redirect.
      const { json } = await httpClient<{ jwt?: string; refresh_token?: string }>(tokenUrl, {
        method: 'POST',
        body,
        skipAuthRedirect: true,
      });
      if (!json?.jwt) throw new Error(errorMessages.default);
      blockedShown = false;
      tokenStore.set(json.jwt, { remember: !!remember, refresh: json.refresh_token });
      cached = undefined;
      try {
        const account = await currentAccount();
        session.setOrganizationId(idOf(account.organization_id));
      } catch (error) {
        // Seed 000 §4: a failed account load is logged and the user logged out.
        console.error('Не удалось загрузить текущего пользователя', error);
        endSession();
        throw error;
      }
    },

    async logout() {
      const token = tokenStore.get();
      endSession();
      blockedShown = false;
      // Issue 22 §5: DELETE on the token route revokes the token on the server, for every
      // instance. Best-effort: the local session is gone already, so a network failure, a
      // timeout or a 401 (the token had expired) changes nothing here and is not shown.
      if (token) {
        await httpClient(tokenUrl, {
          method: 'DELETE',
          // The store is cleared; the header carries the token being ended.
          headers: { Authorization: `Bearer ${token}` },
          skipAuthRedirect: true,
          signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
        }).catch(() => undefined);
      }
      return loginPath;
    },

    async checkAuth() {
      if (!tokenStore.get()) throw { redirectTo: loginPath, message: false };
    },

    async checkError(error: unknown) {
      // A request flagged to skip the auth redirect keeps the session (seed 000 §7).
      if ((error as { skipAuthRedirect?: unknown } | null)?.skipAuthRedirect === true) return;
      // A 401 to a session already over — signed out, or in anew, while the request was on its
      // way (src/api/client.ts marks it) — ends nothing and redirects nowhere.
      if ((error as { staleSession?: unknown } | null)?.staleSession === true) return;
      const blocked = isBlockedAccountError(error);
      if (!blocked && errorStatus(error) !== 401) return;
      endSession();
      if ((blocked && blockedListeners.size > 0) || blockedShown) {
        // The modal is up (or goes up now) over the signed-out page; the requests that were on
        // their way answer 'blocked' or, sent without the token, 401: no redirect from under it.
        if (blocked && !blockedShown) {
          blockedShown = true;
          for (const listener of blockedListeners) listener();
        }
        throw { logoutUser: false, message: false };
      }
      // Without a modal, react-admin's toast shows the blocked text; other 401s need no notice.
      throw { redirectTo: loginPath, message: blocked ? errorMessages.blocked : false };
    },

    getIdentity: async () => options.identity(await currentAccount()),

    getPermissions: async () => {
      if (!tokenStore.get()) return undefined;
      return options.permissions(await currentAccount());
    },

    ...(options.canAccess ? { canAccess: options.canAccess } : {}),
  };
}
