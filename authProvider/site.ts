/** The public site's authProvider: /v1/user/token and /v1/users/current, account types. */
import type { AuthProvider } from 'ra-core';
import type { HttpClient, TokenStore } from '../src/api';
import { createAuthProvider, fullName } from './core';

export interface SitePermissions {
  accountType: string | undefined;
}

/** `siteAuthProvider({httpClient, tokenStore: createTokenStore('site')})` */
export function siteAuthProvider(options: {
  httpClient: HttpClient;
  tokenStore: TokenStore;
  loginPath?: string;
}): AuthProvider {
  return createAuthProvider({
    ...options,
    tokenUrl: '/v1/user/token',
    currentUrl: '/v1/users/current',
    loginPath: options.loginPath ?? '/not_auth',
    identity: (account) => ({
      id: String(account.id),
      fullName: fullName(account),
      accountType: account.account_type,
      account,
    }),
    permissions: (account): SitePermissions => ({
      accountType: typeof account.account_type === 'string' ? account.account_type : undefined,
    }),
  });
}
