import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTokenStore,
  memoryStorage,
  REMEMBER_MS,
  tokenKeys,
  toHttpError,
  type Storages,
} from '../src/api';
import { fallbackRoleLabel, roleLabels, roles } from '../src/domain/roles';
import { accountTypeLabels, accountTypes } from '../src/domain/accountTypes';
import { errorMessages } from '../i18n/messages';
import { adminAuthProvider } from './admin';
import { onBlockedAccount } from './core';
import { CONTEXT_KEY, createSessionState, ORGANIZATION_KEY } from './sessionState';
import { siteAuthProvider } from './site';
import { fakeHttpClient } from './testClient';

let clock: number;
let storages: Storages;
beforeEach(() => {
  clock = Date.UTC(2026, 0, 10, 9);
  storages = { local: memoryStorage(), session: memoryStorage(), now: () => clock };
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const account = (attributes: Record<string, unknown>) => ({
  data: {
    type: 'admin',
    id: '1',
    attributes: { last_name: 'Иванов', first_name: 'Пётр', ...attributes },
    relationships: { organization: { data: { type: 'organizations', id: '3' } } },
  },
});

function admin(attributes: Record<string, unknown> = { role: 'etp_admin' }) {
  const tokenStore = createTokenStore('admin', storages);
  const session = createSessionState(storages);
  const { client } = fakeHttpClient({
    'POST /v1/admin/token': () => ({ jwt: 'jwt-1' }),
    'GET /v1/admin/current': () => account(attributes),
  });
  return {
    provider: adminAuthProvider({ httpClient: client, tokenStore, session }),
    tokenStore,
    session,
  };
}

describe('remember (seed 000 §4, §9)', () => {
  it.each([
    [true, REMEMBER_MS - 1, 'jwt-1'],
    [true, REMEMBER_MS, null],
    [false, REMEMBER_MS * 30, 'jwt-1'],
  ])('remember=%s, %i ms later → %s', async (remember, later, expected) => {
    const { provider, tokenStore } = admin();
    await provider.login({ email: 'a', password: 'b', remember });
    clock += later;
    expect(tokenStore.get()).toBe(expected);
    const slot = remember ? storages.local : storages.session;
    if (expected) expect(slot.getItem(tokenKeys.admin)).toContain(expected);
  });
});

describe('organization (user_organization_id)', () => {
  it('is stored at login for one day and cleared with the user and token at logout', async () => {
    const { provider, tokenStore, session } = admin();
    await provider.login({ email: 'a', password: 'b' });
    expect(session.organizationId()).toBe('3');
    expect(storages.local.getItem(ORGANIZATION_KEY)).toContain('"3"');
    await provider.logout({});
    expect(tokenStore.get()).toBeNull();
    expect(session.organizationId()).toBeNull();
    await expect(provider.getIdentity!()).rejects.toThrow();
  });

  it('expires after one day', () => {
    const session = createSessionState(storages);
    session.setOrganizationId('7');
    clock += REMEMBER_MS - 1;
    expect(session.organizationId()).toBe('7');
    clock += 1;
    expect(session.organizationId()).toBeNull();
  });

  it('drops an unreadable stored value', () => {
    storages.local.setItem(ORGANIZATION_KEY, '{oops');
    expect(createSessionState(storages).organizationId()).toBeNull();
    expect(storages.local.getItem(ORGANIZATION_KEY)).toBeNull();
  });
});

describe('checkError', () => {
  const blockedBody = { errors: [{ code: 'blocked', title: 'x', detail: errorMessages.blocked }] };

  it.each([401, 403])('a blocked account (%i) clears everything and shows the text', async (s) => {
    const { provider, tokenStore, session } = admin();
    await provider.login({ email: 'a', password: 'b' });
    await expect(provider.checkError(toHttpError(s, blockedBody))).rejects.toEqual({
      redirectTo: '/crm/not_auth',
      message: errorMessages.blocked,
    });
    expect(tokenStore.get()).toBeNull();
    expect(session.organizationId()).toBeNull();
  });

  it('with a modal listening, tells it once and leaves the sign-out to its button', async () => {
    const { provider, tokenStore } = admin();
    await provider.login({ email: 'a', password: 'b' });
    const listener = vi.fn();
    const unsubscribe = onBlockedAccount(provider, listener);
    const quiet = { logoutUser: false, message: false };
    await expect(provider.checkError(toHttpError(401, blockedBody))).rejects.toEqual(quiet);
    expect(tokenStore.get()).toBeNull();
    // The calls that were on their way: answered 'blocked', or 401 once sent without the token.
    await expect(provider.checkError(toHttpError(401, blockedBody))).rejects.toEqual(quiet);
    await expect(provider.checkError({ status: 401 })).rejects.toEqual(quiet);
    expect(listener).toHaveBeenCalledTimes(1);

    // The button signs out: from then on a 401 redirects again.
    await provider.logout({});
    await expect(provider.checkError({ status: 401 })).rejects.toEqual({
      redirectTo: '/crm/not_auth',
      message: false,
    });
    await provider.login({ email: 'a', password: 'b' });
    await expect(provider.checkError(toHttpError(401, blockedBody))).rejects.toEqual(quiet);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await expect(provider.checkError(toHttpError(401, blockedBody))).rejects.toEqual({
      redirectTo: '/crm/not_auth',
      message: errorMessages.blocked,
    });
  });

  it('a 401 clears the organization too', async () => {
    const { provider, session } = admin();
    await provider.login({ email: 'a', password: 'b' });
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ message: false });
    expect(session.organizationId()).toBeNull();
  });

  it('keeps the session for a request that skips the auth redirect', async () => {
    const { provider, tokenStore } = admin();
    await provider.login({ email: 'a', password: 'b' });
    await expect(
      provider.checkError({ status: 401, skipAuthRedirect: true }),
    ).resolves.toBeUndefined();
    expect(tokenStore.get()).toBe('jwt-1');
  });

  it('reads the status from statusCode and response.status as well', async () => {
    const { provider } = admin();
    await expect(provider.checkError({ statusCode: 401 })).rejects.toBeDefined();
    await expect(provider.checkError({ response: { status: 401 } })).rejects.toBeDefined();
  });
});

describe('changing context logs out (seed 000 §1)', () => {
  it('opening the console drops the site session, and back', () => {
    createSessionState(storages).enterContext('site');
    createTokenStore('site', storages).set('site-jwt', { remember: true });
    createSessionState(storages).setOrganizationId('9');
    const { tokenStore, session } = admin();
    expect(createTokenStore('site', storages).get()).toBeNull();
    expect(session.organizationId()).toBeNull();
    expect(storages.local.getItem(CONTEXT_KEY)).toBe('admin');

    tokenStore.set('admin-jwt');
    const site = createTokenStore('site', storages);
    siteAuthProvider({ httpClient: fakeHttpClient({}).client, tokenStore: site, session });
    expect(tokenStore.get()).toBeNull();
  });

  it('reloading the same context keeps the session', () => {
    const { tokenStore } = admin();
    tokenStore.set('admin-jwt');
    admin();
    expect(tokenStore.get()).toBe('admin-jwt');
  });
});

describe('getIdentity labels', () => {
  it.each<[string | undefined, string]>([
    ...roles.map((r): [string, string] => [r, roleLabels[r]]),
    ['Admin', roleLabels.etp_admin],
    ['EogAdmin', roleLabels.eog],
    ['nobody', fallbackRoleLabel],
    [undefined, fallbackRoleLabel],
  ])('role %s → %s', async (role, label) => {
    const { provider } = admin({ role });
    await provider.login({ email: 'a', password: 'b' });
    expect(await provider.getIdentity!()).toMatchObject({ roleLabel: label });
  });

  it.each(accountTypes.map((t) => [t, accountTypeLabels[t]]))(
    'site account type %s → %s',
    async (type, label) => {
      const tokenStore = createTokenStore('site', storages);
      const { client } = fakeHttpClient({
        'POST /v1/user/token': () => ({ jwt: 'u' }),
        'GET /v1/users/current': () => ({
          data: { type: 'user', id: '5', attributes: { account_type: type } },
        }),
      });
      const session = createSessionState(storages);
      const provider = siteAuthProvider({ httpClient: client, tokenStore, session });
      await provider.login({ email: 'a', password: 'b' });
      expect(await provider.getIdentity!()).toMatchObject({ accountTypeLabel: label });
    },
  );
});
