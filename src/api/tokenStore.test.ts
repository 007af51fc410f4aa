import { describe, expect, it } from 'vitest';
import {
  createTokenStore,
  memoryStorage,
  REMEMBER_MS,
  tokenKeys,
  type Storages,
} from './tokenStore';

function storages(start = 1_000): Storages & { tick: (ms: number) => void } {
  let now = start;
  return {
    local: memoryStorage(),
    session: memoryStorage(),
    now: () => now,
    tick: (ms) => {
      now += ms;
    },
  };
}

describe('createTokenStore', () => {
  it('keeps a session token in sessionStorage under the context key', () => {
    const s = storages();
    const store = createTokenStore('admin', s);
    store.set('jwt-1');
    expect(store.get()).toBe('jwt-1');
    expect(s.session.getItem(tokenKeys.admin)).toContain('jwt-1');
    expect(s.local.getItem(tokenKeys.admin)).toBeNull();
  });

  it('keeps a remembered token for one day in localStorage', () => {
    const s = storages();
    const store = createTokenStore('site', s);
    store.set('jwt-2', { remember: true });
    expect(s.local.getItem(tokenKeys.site)).toContain('jwt-2');
    s.tick(REMEMBER_MS - 1);
    expect(store.get()).toBe('jwt-2');
    s.tick(1);
    expect(store.get()).toBeNull();
    expect(s.local.getItem(tokenKeys.site)).toBeNull();
  });

  it('replaces a token where the old one was kept (a password change keeps the session)', () => {
    const s = storages();
    const store = createTokenStore('site', s);
    store.set('old', { remember: true });
    store.replace('new');
    expect(s.local.getItem(tokenKeys.site)).toContain('new');
    expect(s.session.getItem(tokenKeys.site)).toBeNull();
    store.set('old');
    store.replace('newer');
    expect(s.session.getItem(tokenKeys.site)).toContain('newer');
    expect(s.local.getItem(tokenKeys.site)).toBeNull();
  });

  it("keeps the session's refresh token, and a refresh keeps the remembered day's end", () => {
    const s = storages();
    const store = createTokenStore('site', s);
    store.set('jwt-1', { remember: true, refresh: 'r-1' });
    expect(store.refreshToken()).toBe('r-1');
    s.tick(REMEMBER_MS - 10);
    store.replace('jwt-2', 'r-2');
    expect([store.get(), store.refreshToken()]).toEqual(['jwt-2', 'r-2']);
    // A refresh does not push the remembered day further: it still ends a day after sign-in.
    s.tick(10);
    expect(store.get()).toBeNull();
    expect(store.refreshToken()).toBeNull();
  });

  it('logs the other context out when a token is saved (changing context logs out)', () => {
    const s = storages();
    const admin = createTokenStore('admin', s);
    const site = createTokenStore('site', s);
    admin.set('a', { remember: true });
    site.set('s');
    expect(admin.get()).toBeNull();
    expect(site.get()).toBe('s');
  });

  it('clear removes the token from both storages; garbage reads as no token', () => {
    const s = storages();
    const store = createTokenStore('admin', s);
    store.set('x', { remember: true });
    store.clear();
    expect(store.get()).toBeNull();
    s.session.setItem(tokenKeys.admin, 'not json');
    expect(store.get()).toBeNull();
  });
});
