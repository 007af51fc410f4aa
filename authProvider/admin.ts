/** The console's authProvider: /v1/admin/token and /v1/admin/current, roles and permissions. */
import type { AuthProvider } from 'ra-core';
import { permissionsFor } from '../src/access';
import { roleLabel, toRole } from '../src/domain/roles';
import { adminPrincipal, canAccessAccount } from './canAccess';
import { createAuthProvider, fullName, type ContextAuthOptions } from './core';

export interface AdminPermissions {
  role: string | undefined;
  permissions: readonly string[];
}

export function adminPermissions(account: Record<string, unknown>): AdminPermissions {
  const role =
    toRole(account.role) ?? (typeof account.role === 'string' ? account.role : undefined);
  const principal = adminPrincipal(account);
  // The role's keys narrowed by its console sections (the RegionalHead flags), as the server does.
  return { role, permissions: principal ? permissionsFor(principal) : [] };
}

/**
 * `adminAuthProvider({httpClient, tokenStore: createTokenStore('admin')})`; anonymous visitors
 * go to /crm/not_auth (a full path: react-admin navigates to it outside its basename).
 */
export function adminAuthProvider(options: ContextAuthOptions): AuthProvider {
  const provider = createAuthProvider({
    ...options,
    currentUrl: '/v1/admin/current',
    loginPath: options.loginPath ?? '/crm/not_auth',
    identity: (account) => ({
      id: String(account.id),
      fullName: fullName(account),
      role: toRole(account.role) ?? account.role,
      // Seed 000 §2: the user popup shows the role label, 'Оператор' when unknown.
      roleLabel: roleLabel(account.role as string | undefined),
      account,
    }),
    permissions: adminPermissions,
  });
  // The account is cached per token in the core, so this costs no extra request.
  provider.canAccess = async ({ action, resource, record }) => {
    const identity = await provider.getIdentity?.().catch(() => undefined);
    return canAccessAccount(identity?.account as Record<string, unknown> | undefined, {
      action,
      resource,
      record,
    });
  };
  return provider;
}
