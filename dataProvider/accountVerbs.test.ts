import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpClient, createTokenStore, memoryStorage } from '../src/api';
import { currentAccountKey } from './accountVerbs';
import { jsonApiDataProvider } from './index';
import { ADMIN, API, useApi } from './testApi';

const { server, requests, provider } = useApi();
const SITE = `${API}/v1`;

/** The site's provider (apiUrl /v1) over the same msw server, signed in as an applicant. */
function siteProvider() {
  const tokenStore = createTokenStore('site', { local: memoryStorage(), session: memoryStorage() });
  tokenStore.set('jwt-site');
  return jsonApiDataProvider('/v1', createHttpClient({ baseUrl: API, tokenStore }));
}
const admin = () => provider().dataProvider;

/** Records each request's query string and JSON body, answering `answer`. */
function capture(answer: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const seen: { search: string; body: unknown; auth: string | null }[] = [];
  const resolver = async ({ request }: { request: Request }) => {
    const text = await request.text();
    seen.push({
      search: new URL(request.url).search,
      body: text ? JSON.parse(text) : undefined,
      auth: request.headers.get('authorization'),
    });
    return answer();
  };
  return { seen, resolver };
}

const unprocessable = (field: string, detail: string) =>
  HttpResponse.json(
    {
      errors: [
        { code: 'invalid', title: field, detail, source: { pointer: `/data/attributes/${field}` } },
      ],
    },
    { status: 422 },
  );

const account = (type: string) => ({
  data: {
    type,
    id: '7',
    attributes: { email: 'op@eog.test', last_name: 'Кузнецов' },
    relationships: { organization: { data: { type: 'organization', id: '3' } } },
  },
  included: [{ type: 'organization', id: '3', attributes: { name: 'ГРО' } }],
});

describe('currentAccount', () => {
  it('GETs /v1/admin/current with the relations asked for, flattened', async () => {
    const { seen, resolver } = capture(() => HttpResponse.json(account('admin')));
    server.use(http.get(`${ADMIN}/current`, resolver));
    const { data } = await admin().currentAccount({ included: 'organization,region' });
    expect(requests).toEqual([`GET ${ADMIN}/current`]);
    expect(new URLSearchParams(seen[0]!.search).get('included')).toBe('organization,region');
    expect(data).toMatchObject({
      id: '7',
      last_name: 'Кузнецов',
      organization_id: '3',
      organization: { id: '3', name: 'ГРО' },
    });
  });

  it('GETs /v1/users/current on the site, without a query', async () => {
    const { seen, resolver } = capture(() => HttpResponse.json(account('user')));
    server.use(http.get(`${SITE}/users/current`, resolver));
    const { data } = await siteProvider().currentAccount();
    expect(seen[0]!.search).toBe('');
    expect(seen[0]!.auth).toBe('Bearer jwt-site');
    expect(data.email).toBe('op@eog.test');
  });

  it('fails with the catalogue text when the answer holds no account', async () => {
    server.use(http.get(`${SITE}/users/current`, () => HttpResponse.json({ data: null })));
    await expect(siteProvider().currentAccount()).rejects.toThrow('Пользователь не найден');
  });

  it('has a query key under the resource name of the verb convention', () => {
    expect(currentAccountKey({ included: 'mfc' })).toEqual([
      'current',
      'currentAccount',
      { included: 'mfc' },
    ]);
  });
});

describe('updateCurrentAccount', () => {
  it('PATCHes the given attributes alone as type admin and answers the saved account', async () => {
    const { seen, resolver } = capture(() => HttpResponse.json(account('admin')));
    server.use(http.patch(`${ADMIN}/current`, resolver));
    const { data } = await admin().updateCurrentAccount({
      data: { last_name: 'Кузнецов', phone: null },
      included: 'organization',
    });
    expect(seen[0]!.body).toEqual({
      data: { type: 'admin', attributes: { last_name: 'Кузнецов', phone: null } },
    });
    expect(new URLSearchParams(seen[0]!.search).get('included')).toBe('organization');
    expect(data.id).toBe('7');
  });

  it('PATCHes /v1/users/current as type user on the site', async () => {
    const { seen, resolver } = capture(() => HttpResponse.json(account('user')));
    server.use(http.patch(`${SITE}/users/current`, resolver));
    await siteProvider().updateCurrentAccount({ data: { notify_by_sms: false } });
    expect(seen[0]!.body).toEqual({
      data: { type: 'user', attributes: { notify_by_sms: false } },
    });
    expect(seen[0]!.search).toBe('');
  });
});

describe('changePassword', () => {
  const change = {
    current_password: 'Old-Gas#2024x',
    password: 'Nov-Parol#2027',
    password_confirmation: 'Nov-Parol#2027',
  };

  it('PUTs {admin: …} to /v1/admin/current/password and answers the fresh token', async () => {
    const { seen, resolver } = capture(() => HttpResponse.json({ jwt: 'jwt-new' }));
    server.use(http.put(`${ADMIN}/current/password`, resolver));
    const { data } = await admin().changePassword(change);
    expect(seen[0]!.body).toEqual({ admin: change });
    expect(data).toEqual({ jwt: 'jwt-new' });
  });

  it('PUTs a user document to /v1/users/current/password on the site', async () => {
    const { seen, resolver } = capture(() => HttpResponse.json({ jwt: 'jwt-new' }));
    server.use(http.put(`${SITE}/users/current/password`, resolver));
    await siteProvider().changePassword(change);
    expect(seen[0]!.body).toEqual({ data: { type: 'user', attributes: change } });
  });

  it('fails when the answer carries no token', async () => {
    server.use(http.put(`${ADMIN}/current/password`, () => HttpResponse.json({})));
    await expect(admin().changePassword(change)).rejects.toThrow();
  });
});

describe('resetPassword', () => {
  const reset = {
    reset_password_token: 'tok',
    password: 'Nov-Parol#2027',
    password_confirmation: 'Nov-Parol#2027',
  };

  it('PATCHes {admin: …} to /v1/admin/password', async () => {
    const { seen, resolver } = capture(() => HttpResponse.json({ meta: {} }));
    server.use(http.patch(`${ADMIN}/password`, resolver));
    expect(await admin().resetPassword(reset)).toEqual({ data: null });
    expect(seen[0]!.body).toEqual({ admin: reset });
  });

  it('PATCHes a user document to /v1/users/password, its failure marked as no logout', async () => {
    const { seen, resolver } = capture(() =>
      unprocessable('reset_password_token', 'Ссылка устарела'),
    );
    server.use(http.patch(`${SITE}/users/password`, resolver));
    await expect(siteProvider().resetPassword(reset)).rejects.toMatchObject({
      status: 422,
      skipAuthRedirect: true,
    });
    expect(seen[0]!.body).toEqual({ data: { type: 'user', attributes: reset } });
  });
});

describe('requestPasswordReset', () => {
  it('POSTs the e-mail to /v1/users/password', async () => {
    const { seen, resolver } = capture();
    server.use(http.post(`${SITE}/users/password`, resolver));
    await siteProvider().requestPasswordReset({ email: 'fl@eog.test' });
    expect(seen[0]!.body).toEqual({ data: { type: 'user', attributes: { email: 'fl@eog.test' } } });
  });

  it('keeps the session on a 401 (a blocked account is a message)', async () => {
    server.use(
      http.post(`${SITE}/users/password`, () =>
        HttpResponse.json(
          { errors: [{ code: 'blocked', title: 'blocked', detail: 'Заблокирован' }] },
          { status: 401 },
        ),
      ),
    );
    const tokenStore = createTokenStore('site', {
      local: memoryStorage(),
      session: memoryStorage(),
    });
    tokenStore.set('jwt-keep');
    const site = jsonApiDataProvider('/v1', createHttpClient({ baseUrl: API, tokenStore }));
    await expect(site.requestPasswordReset({ email: 'fl@eog.test' })).rejects.toMatchObject({
      status: 401,
      skipAuthRedirect: true,
    });
    expect(tokenStore.get()).toBe('jwt-keep');
  });
});

describe('register', () => {
  it('POSTs a user document to /v1/users', async () => {
    const { seen, resolver } = capture(() => HttpResponse.json({}, { status: 201 }));
    server.use(http.post(`${SITE}/users`, resolver));
    const data = { account_type: 'individual_person', email: 'fl@eog.test' };
    expect(await siteProvider().register({ data })).toEqual({ data: null });
    expect(seen[0]!.body).toEqual({ data: { type: 'user', attributes: data } });
  });

  it("rejects with the server's field errors", async () => {
    server.use(http.post(`${SITE}/users`, () => unprocessable('email', 'Уже занят')));
    await expect(siteProvider().register({ data: { email: 'fl@eog.test' } })).rejects.toMatchObject(
      { status: 422, body: { errors: { email: expect.any(String) } } },
    );
  });
});

describe('confirmAccount', () => {
  it('GETs /v1/users/confirmation with the token', async () => {
    const { seen, resolver } = capture(() => HttpResponse.json({}));
    server.use(http.get(`${SITE}/users/confirmation`, resolver));
    await siteProvider().confirmAccount({ token: 'abc' });
    expect(requests).toEqual([`GET ${SITE}/users/confirmation`]);
    expect(seen[0]!.search).toBe('?confirmation_token=abc');
  });
});

describe('resendConfirmation', () => {
  it('POSTs the e-mail to /v1/users/confirmation', async () => {
    const { seen, resolver } = capture();
    server.use(http.post(`${SITE}/users/confirmation`, resolver));
    await siteProvider().resendConfirmation({ email: 'fl@eog.test' });
    expect(seen[0]!.body).toEqual({ data: { type: 'user', attributes: { email: 'fl@eog.test' } } });
  });
});
