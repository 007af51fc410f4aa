/** authProviders for the two contexts over one core (see core.ts). */
export { adminAuthProvider, adminPermissions } from './admin';
export type { AdminPermissions } from './admin';
export { adminPrincipal, canAccessAccount, scopedRecord, tableAction } from './canAccess';
export {
  createAuthProvider,
  CURRENT_INCLUDED,
  fullName,
  onBlockedAccount,
  requestSmsCode,
  smsTokenUrls,
} from './core';
export type { AuthCoreOptions, BlockedAccountListener, LoginParams } from './core';
export { siteAuthProvider } from './site';
export type { SitePermissions } from './site';
export { createSessionState, CONTEXT_KEY, ORGANIZATION_KEY } from './sessionState';
export type { SessionState } from './sessionState';
