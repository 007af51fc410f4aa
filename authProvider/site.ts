/** The public site's authProvider: /v1/user/token and /v1/users/current, account types. */
import type { AuthProvider } from 'ra-core';
import { accountTypeLabels, isAccountType } from '../src/domain/accountTypes';
import { createAuthProvider, fullName, type ContextAuthOptions } from './core';

export interface SitePermissions {
  accountType: string | undefined;
}

/** `siteAuthProvider({httpClient, tokenStore: createTokenStore('site')})` */
export function siteAuthProvider(options: ContextAuthOptions): AuthProvider {
  return createAuthProvider({
    ...options,
    currentUrl: '/v1/users/current',
    loginPath: options.loginPath ?? '/not_auth',
    identity: (account) => ({
      id: String(account.id),
      fullName: fullName(account),
      accountType: account.account_type,
      accountTypeLabel: isAccountType(account.account_type)
        ? accountTypeLabels[account.account_type]
        : undefined,
      account,
    }),
    permissions: (account): SitePermissions => ({
      accountType: typeof account.account_type === 'string' ? account.account_type : undefined,
    }),
  });
}
