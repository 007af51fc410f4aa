/**
 * Where the JWT and its session's refresh token live, one slot per context (seed 000 §1: admin
 * vs site). With "remember" they go to localStorage and expire after one day (seed 000 §4, §9);
 * otherwise they are kept in sessionStorage, i.e. for the browser session. Saving a token for
 * one context drops the other's, because changing context logs the current user out.
 */
export type AuthContextName = 'admin' | 'site';

export const tokenKeys: Record<AuthContextName, string> = {
  admin: 'eog.admin.token',
  site: 'eog.site.token',
};

/** Each context's token call (seed 000 §7): POST signs in, DELETE logs out, `/refresh` renews. */
export const tokenUrls: Record<AuthContextName, string> = {
  admin: '/v1/admin/token',
  site: '/v1/user/token',
};

/** Seed 000 §9: the remembered token lives one day. */
export const REMEMBER_MS = 24 * 60 * 60 * 1000;

export interface TokenStore {
  readonly context: AuthContextName;
  get(): string | null;
  /** The session's refresh token (server/auth/sessions.ts), if the sign-in gave one. */
  refreshToken(): string | null;
  set(token: string, options?: { remember?: boolean; refresh?: string }): void;
  /**
   * The next token of the same session (a refresh, a password change), kept where the old one
   * was and until the same moment.
   */
  replace(token: string, refresh?: string): void;
  clear(): void;
}

interface Stored {
  token: string;
  refresh?: string;
  expiresAt?: number;
}

/** A Map-backed Storage for Node and tests, where the browser's storages do not exist. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

export interface Storages {
  local: Storage;
  session: Storage;
  now?: () => number;
}

/** The browser's storages, or in-memory ones where there are none (server, tests). */
export function browserStorages(): Storages {
  const g = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  return { local: g.localStorage ?? memoryStorage(), session: g.sessionStorage ?? memoryStorage() };
}

function read(storage: Storage, key: string, now: number): Stored | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (stored.expiresAt !== undefined && stored.expiresAt <= now) {
      storage.removeItem(key);
      return null;
    }
    return typeof stored.token === 'string' ? stored : null;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

/** `createTokenStore('admin').set(jwt, {remember: true})` */
export function createTokenStore(
  context: AuthContextName,
  storages: Storages = browserStorages(),
): TokenStore {
  const key = tokenKeys[context];
  const now = storages.now ?? Date.now;
  const removeAll = (k: string) => {
    storages.local.removeItem(k);
    storages.session.removeItem(k);
  };
  const current = () => read(storages.session, key, now()) ?? read(storages.local, key, now());
  const store: TokenStore = {
    context,
    get: () => current()?.token ?? null,
    refreshToken: () => current()?.refresh ?? null,
    set(token, options = {}) {
      for (const other of Object.values(tokenKeys)) removeAll(other);
      const target = options.remember ? storages.local : storages.session;
      const stored: Stored = { token, refresh: options.refresh };
      if (options.remember) stored.expiresAt = now() + REMEMBER_MS;
      target.setItem(key, JSON.stringify(stored));
    },
    replace(token, refresh) {
      const remembered = read(storages.local, key, now());
      const target = remembered ? storages.local : storages.session;
      const stored: Stored = { token, refresh, expiresAt: remembered?.expiresAt };
      target.setItem(key, JSON.stringify(stored));
    },
    clear: () => removeAll(key),
  };
  return store;
}
