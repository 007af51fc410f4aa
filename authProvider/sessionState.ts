/**
 * The client state kept beside the token (seed 000 §3 "Stored client state": token,
 * user_organization_id) and the context marker that makes "changing context logs the current
 * user out" (seed 000 §1) hold across page loads: the site and the console are separate bundles.
 */
import {
  browserStorages,
  REMEMBER_MS,
  tokenKeys,
  type AuthContextName,
  type Storages,
} from '../src/api';

/** The seed's own key for the organization id. */
export const ORGANIZATION_KEY = 'user_organization_id';
/** Which context signed in last. */
export const CONTEXT_KEY = 'eog.context';

export interface SessionState {
  organizationId(): string | null;
  /** Seed 000 §9: the organization id lives one day, like a remembered token. */
  setOrganizationId(id: string | null): void;
  /** Logout: the organization goes with the user and the token. */
  clearOrganization(): void;
  /** Entering a context other than the last one drops every token and the organization. */
  enterContext(context: AuthContextName): boolean;
}

/** `createSessionState(storages).enterContext('admin')` */
export function createSessionState(storages: Storages = browserStorages()): SessionState {
  const now = storages.now ?? Date.now;
  const { local, session } = storages;

  const clearOrganization = () => local.removeItem(ORGANIZATION_KEY);

  return {
    organizationId() {
      const raw = local.getItem(ORGANIZATION_KEY);
      if (!raw) return null;
      try {
        const stored = JSON.parse(raw) as { id?: unknown; expiresAt?: unknown };
        if (typeof stored.expiresAt === 'number' && stored.expiresAt > now()) {
          return typeof stored.id === 'string' ? stored.id : null;
        }
      } catch {
        // A hand-edited or foreign value: drop it below.
      }
      clearOrganization();
      return null;
    },

    setOrganizationId(id) {
      if (id === null) return clearOrganization();
      local.setItem(ORGANIZATION_KEY, JSON.stringify({ id, expiresAt: now() + REMEMBER_MS }));
    },

    clearOrganization,

    enterContext(context) {
      const previous = local.getItem(CONTEXT_KEY);
      local.setItem(CONTEXT_KEY, context);
      if (previous === null || previous === context) return false;
      for (const key of Object.values(tokenKeys)) {
        local.removeItem(key);
        session.removeItem(key);
      }
      clearOrganization();
      return true;
    },
  };
}
