import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore, memoryStorage, tokenKeys, type Storages } from '../src/api';
import { permissionsFor } from '../src/access';
import { errorMessages } from '../i18n/messages';
import { adminAuthProvider } from './admin';
import { requestSmsCode } from './core';
import { fail, fakeHttpClient, type FakeRoute } from './testClient';

const current = (role = 'etp_admin') => ({
  data: {
    type: 'admin',
    id: 1,
    attributes: { last_name: 'Иванов', first_name: 'Пётр', role, email: 'etp_admin@eog.test' },
    relationships: { organization: { data: { type: 'organizations', id: '3' } } },
  },
  included: [{ type: 'organizations', id: '3', attributes: { name: 'ЕОГ' } }],
});

let storages: Storages;
beforeEach(() => {
  storages = { local: memoryStorage(), session: memoryStorage() };
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function setup(routes: Record<string, FakeRoute> = {}) {
  const tokenStore = createTokenStore('admin', storages);
  const { client, calls } = fakeHttpClient({
    'POST /v1/admin/token': () => ({ jwt: 'jwt-1' }),
    'GET /v1/admin/current': () => current(),
    ...routes,
  });
  return { provider: adminAuthProvider({ httpClient: client, tokenStore }), tokenStore, calls };
}

describe('login', () => {
  it('posts {auth: {email, password}}, saves the jwt, loads the current account', async () => {
    const { provider, tokenStore, calls } = setup();
    await provider.login({ email: 'etp_admin@eog.test', password: 'Gaz-Portal#2026' });
    expect(calls[0]).toEqual([
      '/v1/admin/token',
      {
        method: 'POST',
        body: { auth: { email: 'etp_admin@eog.test', password: 'Gaz-Portal#2026' } },
        skipAuthRedirect: true,
      },
    ]);
    expect(tokenStore.get()).toBe('jwt-1');
    expect(calls[1]).toEqual([
      '/v1/admin/current',
      { query: { included: 'organization,mfc,region,main_organization' } },
    ]);
  });

  it('keeps a remembered token in localStorage, otherwise in sessionStorage', async () => {
    await setup().provider.login({ email: 'a', password: 'b', remember: true });
    expect(storages.local.getItem(tokenKeys.admin)).toContain('jwt-1');
    storages = { local: memoryStorage(), session: memoryStorage() };
    await setup().provider.login({ username: 'a', password: 'b' });
    expect(storages.session.getItem(tokenKeys.admin)).toContain('jwt-1');
  });

  it("rejects with the server's Russian message", async () => {
    const { provider, tokenStore } = setup({
      'POST /v1/admin/token': () => fail(401, errorMessages.wrongPassword),
    });
    await expect(provider.login({ email: 'a', password: 'b' })).rejects.toThrow(
      errorMessages.wrongPassword,
    );
    expect(tokenStore.get()).toBeNull();
  });

  it('logs out when the current account cannot be loaded', async () => {
    const { provider, tokenStore } = setup({ 'GET /v1/admin/current': () => fail(500) });
    await expect(provider.login({ email: 'a', password: 'b' })).rejects.toThrow(
      errorMessages.serverError,
    );
    expect(tokenStore.get()).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('login by an SMS code', () => {
  it('asks POST /v1/admin/admin_sms_tokens for a code, then signs in with {phone, sms_code}', async () => {
    const { provider, tokenStore, calls } = setup({
      'POST /v1/admin/admin_sms_tokens': () => ({ data: { type: 'sms_token', id: '1' } }),
    });
    await requestSmsCode(provider, { phone: '79000000001' });
    expect(calls[0]).toEqual([
      '/v1/admin/admin_sms_tokens',
      { method: 'POST', body: { auth: { phone: '79000000001' } }, skipAuthRedirect: true },
    ]);
    expect(tokenStore.get()).toBeNull();
    await provider.login({ phone: '79000000001', sms_code: '123456', remember: true });
    expect(calls[1]?.[0]).toBe('/v1/admin/token');
    expect(calls[1]?.[1]?.body).toEqual({ auth: { phone: '79000000001', sms_code: '123456' } });
    expect(storages.local.getItem(tokenKeys.admin)).toContain('jwt-1');
  });

  it("rejects the code request with the server's message", async () => {
    const { provider } = setup({
      'POST /v1/admin/admin_sms_tokens': () => fail(404, errorMessages.userNotFound),
    });
    await expect(requestSmsCode(provider, { phone: '79000000099' })).rejects.toThrow(
      errorMessages.userNotFound,
    );
  });

  it('a provider without the call refuses with the default message', async () => {
    await expect(requestSmsCode(null, { phone: '79000000001' })).rejects.toThrow(
      errorMessages.default,
    );
  });
});

describe('checkAuth and logout', () => {
  it('rejects anonymous visitors with a redirect to /crm/not_auth', async () => {
    const { provider } = setup();
    await expect(provider.checkAuth({})).rejects.toEqual({
      redirectTo: '/crm/not_auth',
      message: false,
    });
  });

  it('accepts a stored token; logout clears it and answers the login path', async () => {
    const { provider, tokenStore } = setup();
    tokenStore.set('t');
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.logout({})).resolves.toBe('/crm/not_auth');
    expect(tokenStore.get()).toBeNull();
  });

  it('logout asks the server to revoke the token through the httpClient', async () => {
    let seenToken: string | null | undefined;
    const { provider, tokenStore, calls } = setup({
      'DELETE /v1/admin/token': () => {
        // The local session is already gone while the server revokes the token.
        seenToken = tokenStore.get();
        return null;
      },
    });
    tokenStore.set('jwt-9');
    await expect(provider.logout({})).resolves.toBe('/crm/not_auth');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual([
      '/v1/admin/token',
      {
        method: 'DELETE',
        headers: { Authorization: 'Bearer jwt-9' },
        skipAuthRedirect: true,
        signal: expect.any(AbortSignal),
      },
    ]);
    expect(seenToken).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });

  it.each([
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['a 401 (the token had expired)', () => fail(401, errorMessages.tokenExpired)],
    ['a server error', () => fail(500)],
  ])('logout still ends the local session after %s', async (_what, route) => {
    const { provider, tokenStore } = setup({ 'DELETE /v1/admin/token': route as FakeRoute });
    tokenStore.set('jwt-9');
    await expect(provider.logout({})).resolves.toBe('/crm/not_auth');
    expect(tokenStore.get()).toBeNull();
  });

  it('logout without a token sends nothing', async () => {
    const { provider, calls } = setup();
    await expect(provider.logout({})).resolves.toBe('/crm/not_auth');
    expect(calls).toHaveLength(0);
  });
});

describe('checkError', () => {
  it('clears the session on 401', async () => {
    const { provider, tokenStore } = setup();
    tokenStore.set('t');
    await expect(provider.checkError({ status: 401, message: 'x' })).rejects.toEqual({
      redirectTo: '/crm/not_auth',
      message: false,
    });
    expect(tokenStore.get()).toBeNull();
  });

  it('ends nothing on a 401 to a session already over (signed out while it was on its way)', async () => {
    const { provider, tokenStore } = setup();
    tokenStore.set('next');
    await expect(
      provider.checkError({ status: 401, message: 'x', staleSession: true }),
    ).resolves.toBeUndefined();
    expect(tokenStore.get()).toBe('next');
  });

  it('shows the blocked-account text', async () => {
    const { provider } = setup();
    await expect(
      provider.checkError({ status: 401, message: errorMessages.blocked }),
    ).rejects.toMatchObject({ message: errorMessages.blocked });
  });

  it.each([403, 404, 422, 500])('keeps the session on %i', async (status) => {
    const { provider, tokenStore } = setup();
    tokenStore.set('t');
    await expect(provider.checkError({ status })).resolves.toBeUndefined();
    expect(tokenStore.get()).toBe('t');
  });
});

describe('getIdentity', () => {
  it('returns the full name and the role label', async () => {
    const { provider } = setup({ 'GET /v1/admin/current': () => current('regional_head') });
    await provider.login({ email: 'a', password: 'b' });
    expect(await provider.getIdentity!()).toMatchObject({
      id: '1',
      fullName: 'Иванов Пётр',
      role: 'regional_head',
      roleLabel: 'Аудитор регионального штаба',
    });
  });

  it("falls back to 'Оператор' for an unknown role and reads the account once", async () => {
    const { provider, calls } = setup({ 'GET /v1/admin/current': () => current('nobody') });
    await provider.login({ email: 'a', password: 'b' });
    expect(await provider.getIdentity!()).toMatchObject({ roleLabel: 'Оператор' });
    await provider.getPermissions!({});
    expect(calls.filter((c) => c[0] === '/v1/admin/current')).toHaveLength(1);
  });
});

describe('getPermissions and canAccess', () => {
  it('returns the role and its permission keys', async () => {
    const { provider } = setup({ 'GET /v1/admin/current': () => current('eog') });
    await provider.login({ email: 'a', password: 'b' });
    expect(await provider.getPermissions!({})).toEqual({
      role: 'eog',
      permissions: permissionsFor({
        kind: 'admin',
        role: 'eog',
        organizationId: '3',
        mfcId: null,
        regionId: null,
        executorSelection: false,
        socialAssistance: false,
      }),
    });
  });

  it('answers undefined when signed out', async () => {
    expect(await setup().provider.getPermissions!({})).toBeUndefined();
  });

  it('checks the permission table', async () => {
    const { provider } = setup({ 'GET /v1/admin/current': () => current('eog') });
    await provider.login({ email: 'a', password: 'b' });
    expect(await provider.canAccess!({ action: 'list', resource: 'regions' })).toBe(true);
    expect(await provider.canAccess!({ action: 'delete', resource: 'regions' })).toBe(false);
    expect(await provider.canAccess!({ action: 'list', resource: 'leads' })).toBe(true);
  });
});
