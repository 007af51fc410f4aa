/**
 * One authProvider core for both contexts (seed 000 §4, §7): the token call, the current
 * account with its relations, the session rules. admin.ts and site.ts only fill in paths.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import type { HttpClient, TokenStore } from '../src/api';
import { toRecords, type JsonApiDocument } from '../dataProvider/jsonapi';
import { errorMessages } from '../i18n/messages';

export interface LoginParams {
  email?: string;
  phone?: string;
  /** react-admin's default login form sends `username`; it is the e-mail here. */
  username?: string;
  password: string;
  /** Seed 000 §4: keep the token for one day instead of the browser session. */
  remember?: boolean;
}

export interface AuthCoreOptions {
  httpClient: HttpClient;
  tokenStore: TokenStore;
  tokenUrl: string;
  currentUrl: string;
  /** Where anonymous visitors go (the context's not_auth route), as a full path. */
  loginPath: string;
  /** Builds the identity and permissions from the flattened current account. */
  identity: (account: Record<string, unknown>) => UserIdentity;
  permissions: (account: Record<string, unknown>) => unknown;
  canAccess?: AuthProvider['canAccess'];
}

/** Seed 000 §4: the current account comes with these relations. */
export const CURRENT_INCLUDED = 'organization,mfc,region,main_organization';

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function fullName(account: Record<string, unknown>): string {
  const parts = [account.last_name, account.first_name, account.middle_name].filter(Boolean);
  const name =
    account.user_full_name ?? account.full_name ?? (parts.length ? parts.join(' ') : undefined);
  return String(name ?? account.name ?? account.email ?? '');
}

export function createAuthProvider(options: AuthCoreOptions): AuthProvider {
  const { httpClient, tokenStore, loginPath } = options;
  // The account is read once per token; react-admin asks for identity and permissions often.
  let cached: { token: string; account: Promise<Record<string, unknown>> } | undefined;

  const fetchAccount = async () => {
    const { json } = await httpClient<JsonApiDocument>(options.currentUrl, {
      query: { included: CURRENT_INCLUDED },
    });
    const account = toRecords(json ?? {})[0];
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

  const endSession = () => {
    tokenStore.clear();
    cached = undefined;
  };

  return {
    async login(params: LoginParams) {
      const { phone, password, remember } = params;
      const email = params.email ?? params.username;
      const auth = phone ? { phone, password } : { email, password };
      // A 401 here is a wrong password, not an expired session: no auth redirect.
      const { json } = await httpClient<{ jwt?: string }>(options.tokenUrl, {
        method: 'POST',
        body: { auth },
        skipAuthRedirect: true,
      });
      if (!json?.jwt) throw new Error(errorMessages.default);
      tokenStore.set(json.jwt, { remember: !!remember });
      cached = undefined;
      try {
        await currentAccount();
      } catch (error) {
        // Seed 000 §4: a failed account load is logged and the user logged out.
        console.error('Не удалось загрузить текущего пользователя', error);
        endSession();
        throw error;
      }
    },

    async logout() {
      endSession();
      return loginPath;
    },

    async checkAuth() {
      if (!tokenStore.get()) throw { redirectTo: loginPath, message: false };
    },

    async checkError(error: unknown) {
      if (statusOf(error) !== 401) return;
      endSession();
      const message = (error as { message?: string }).message;
      // The blocked-account text is shown as it is; other 401s need no extra notice.
      throw { redirectTo: loginPath, message: message === errorMessages.blocked ? message : false };
    },

    getIdentity: async () => options.identity(await currentAccount()),

    getPermissions: async () => {
      if (!tokenStore.get()) return undefined;
      return options.permissions(await currentAccount());
    },

    ...(options.canAccess ? { canAccess: options.canAccess } : {}),
  };
}
