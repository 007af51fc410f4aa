import { describe, expect, it } from 'vitest';
import { createTokenStore, memoryStorage } from '../src/api';
import { errorMessages } from '../i18n/messages';
import { siteAuthProvider } from './site';
import { fail, fakeHttpClient } from './testClient';

const user = {
  data: {
    type: 'current_user',
    id: '5',
    attributes: { user_full_name: 'Смирнова Анна Сергеевна', account_type: 'individual_person' },
  },
};

function setup(
  tokenRoute = () => ({ jwt: 'u-1' }) as unknown,
  logoutRoute = () => null as unknown,
) {
  const tokenStore = createTokenStore('site', { local: memoryStorage(), session: memoryStorage() });
  const { client, calls } = fakeHttpClient({
    'POST /v1/user/token': tokenRoute,
    'DELETE /v1/user/token': logoutRoute,
    'GET /v1/users/current': () => user,
  });
  return { provider: siteAuthProvider({ httpClient: client, tokenStore }), tokenStore, calls };
}

describe('siteAuthProvider', () => {
  it('logs in through /v1/user/token by e-mail or phone and reads /v1/users/current', async () => {
    const { provider, calls, tokenStore } = setup();
    await provider.login({ phone: '79991234567', password: 'p' });
    expect(calls[0]?.[1]?.body).toEqual({ auth: { phone: '79991234567', password: 'p' } });
    expect(calls[1]?.[0]).toBe('/v1/users/current');
    expect(tokenStore.get()).toBe('u-1');
    expect(await provider.getIdentity!()).toMatchObject({
      id: '5',
      fullName: 'Смирнова Анна Сергеевна',
      accountType: 'individual_person',
    });
    expect(await provider.getPermissions!({})).toEqual({ accountType: 'individual_person' });
  });

  it('logs in by phone with the code from the SMS instead of a password', async () => {
    const { provider, calls, tokenStore } = setup();
    await provider.login({ phone: '79991234567', sms_code: '123456' });
    expect(calls[0]?.[1]?.body).toEqual({ auth: { phone: '79991234567', sms_code: '123456' } });
    expect(tokenStore.get()).toBe('u-1');
  });

  it("shows the server's message for an unknown user", async () => {
    const { provider } = setup(() => fail(404, errorMessages.userNotFound));
    await expect(provider.login({ email: 'x@y.z', password: 'p' })).rejects.toThrow(
      errorMessages.userNotFound,
    );
  });

  it('logout revokes the token with DELETE /v1/user/token and clears the session', async () => {
    const { provider, calls, tokenStore } = setup();
    await provider.login({ email: 'x@y.z', password: 'p' });
    calls.length = 0;
    await expect(provider.logout({})).resolves.toBe('/not_auth');
    expect(calls.map(([url, options]) => [url, options?.method, options?.headers])).toEqual([
      ['/v1/user/token', 'DELETE', { Authorization: 'Bearer u-1' }],
    ]);
    expect(tokenStore.get()).toBeNull();
  });

  it('logout still clears the session when the revoke request fails', async () => {
    const { provider, tokenStore } = setup(undefined, () => {
      throw new TypeError('Failed to fetch');
    });
    tokenStore.set('u-2');
    await expect(provider.logout({})).resolves.toBe('/not_auth');
    expect(tokenStore.get()).toBeNull();
  });

  it('sends anonymous visitors to /not_auth', async () => {
    await expect(setup().provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/not_auth' });
  });
});
