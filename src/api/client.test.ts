import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { createHttpClient, ERROR_HANDLER_HEADER, filenameFromDisposition } from './client';
import { createTokenStore, memoryStorage } from './tokenStore';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(context: 'admin' | 'site' = 'admin') {
  const tokenStore = createTokenStore(context, {
    local: memoryStorage(),
    session: memoryStorage(),
  });
  const onUnauthorized = vi.fn();
  const client = createHttpClient({ baseUrl: API, tokenStore, onUnauthorized });
  return { tokenStore, onUnauthorized, client };
}

describe('createHttpClient', () => {
  it('sends the Bearer token, no-cache headers, the error-handler marker and the query', async () => {
    const { client, tokenStore } = setup();
    tokenStore.set('jwt-1');
    let seen: Request | undefined;
    server.use(
      http.get(`${API}/v1/admin/regions`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: [] });
      }),
    );
    const res = await client('/v1/admin/regions', { query: { per: 100, q: '', ids: ['1', '2'] } });
    expect(res.json).toEqual({ data: [] });
    expect(seen?.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(seen?.headers.get('cache-control')).toBe('no-cache');
    expect(seen?.headers.get('pragma')).toBe('no-cache');
    expect(seen?.headers.get(ERROR_HANDLER_HEADER)).toBe('new');
    expect(decodeURIComponent(new URL(seen!.url).search)).toBe('?per=100&ids[]=1&ids[]=2');
  });

  it('sends no Authorization without a token and posts JSON bodies', async () => {
    const { client } = setup();
    server.use(
      http.post(`${API}/v1/admin/token`, async ({ request }) => {
        expect(request.headers.get('authorization')).toBeNull();
        expect(request.headers.get('content-type')).toBe('application/json');
        return HttpResponse.json({ jwt: 'abc', echo: await request.json() });
      }),
    );
    const res = await client<{ jwt: string; echo: unknown }>('/v1/admin/token', {
      method: 'POST',
      body: { auth: { email: 'a@b.c', password: 'p' } },
    });
    expect(res.json).toEqual({ jwt: 'abc', echo: { auth: { email: 'a@b.c', password: 'p' } } });
  });

  it('turns JSON:API errors into an HttpError with field errors', async () => {
    const { client } = setup();
    server.use(
      http.post(`${API}/v1/users`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                code: 'invalid',
                title: 'Телефон',
                detail: 'Некорректно заполнен телефон',
                source: { pointer: '/data/attributes/phone' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    await expect(client('/v1/users', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Поле «Телефон» — некорректно заполнен телефон',
      body: { errors: { phone: 'Некорректно заполнен телефон' } },
    });
  });

  it.each([
    [404, errorMessages.notFound],
    [500, errorMessages.serverError],
    [503, errorMessages.unavailable],
    [429, errorMessages.tooManyRequests],
    [400, errorMessages.default],
  ])('maps a bare %i to the catalogue text', async (status, text) => {
    const { client } = setup();
    server.use(http.get(`${API}/v1/x`, () => new HttpResponse('oops', { status })));
    await expect(client('/v1/x')).rejects.toMatchObject({ status, message: text });
  });

  it('on 401 clears the token and reports it, unless the request skips the auth redirect', async () => {
    const { client, tokenStore, onUnauthorized } = setup();
    server.use(
      http.get(`${API}/v1/admin/current`, () =>
        HttpResponse.json({ errors: [{ detail: errorMessages.tokenExpired }] }, { status: 401 }),
      ),
    );
    tokenStore.set('old');
    await expect(client('/v1/admin/current', { skipAuthRedirect: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(tokenStore.get()).toBe('old');
    expect(onUnauthorized).not.toHaveBeenCalled();

    await expect(client('/v1/admin/current')).rejects.toMatchObject({
      status: 401,
      message: errorMessages.tokenExpired,
    });
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('marks a 401 to no token on the site: the query of a page its sign-out is leaving', async () => {
    const { client, onUnauthorized } = setup('site');
    server.use(
      http.get(`${API}/v1/users/current`, () =>
        HttpResponse.json({ errors: [{ detail: errorMessages.unauthorized }] }, { status: 401 }),
      ),
    );
    await expect(client('/v1/users/current')).rejects.toMatchObject({
      status: 401,
      staleSession: true,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends no session on a 401 to no token, or to one gone meanwhile (signed out or in anew)', async () => {
    const { client, tokenStore, onUnauthorized } = setup();
    let answer = () => undefined as unknown;
    server.use(
      http.get(`${API}/v1/admin/leads`, async () => {
        // The sign-out (or a new sign-in) happens while the request is on its way.
        answer();
        return HttpResponse.json(
          { errors: [{ detail: errorMessages.tokenExpired }] },
          { status: 401 },
        );
      }),
    );
    tokenStore.set('signed-out');
    answer = () => tokenStore.clear();
    // Marked, so that react-admin's checkError does not end the session again either.
    await expect(client('/v1/admin/leads')).rejects.toMatchObject({
      status: 401,
      staleSession: true,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();

    tokenStore.set('first');
    answer = () => tokenStore.set('second');
    await expect(client('/v1/admin/leads')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBe('second');
    expect(onUnauthorized).not.toHaveBeenCalled();

    // Sent with none (the store was empty already): no session to end. The console leaves it
    // to checkError (react-admin's logout); the site marks it (see below).
    tokenStore.clear();
    answer = () => undefined;
    const none = await client('/v1/admin/leads').catch((e: unknown) => e);
    expect(none).toMatchObject({ status: 401 });
    expect(none).not.toHaveProperty('staleSession');
    expect(onUnauthorized).not.toHaveBeenCalled();

    // The token it was sent with is still the session's: that session ends.
    tokenStore.set('second');
    answer = () => undefined;
    const ended = await client('/v1/admin/leads').catch((e: unknown) => e);
    expect(ended).toMatchObject({ status: 401 });
    expect(ended).not.toHaveProperty('staleSession');
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('answers a Blob and the Content-Disposition name with responseType blob', async () => {
    const { client, tokenStore } = setup();
    tokenStore.set('jwt-1');
    server.use(
      http.get(`${API}/v1/admin/leads/export`, ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer jwt-1');
        expect(request.headers.get('accept')).toBe('*/*');
        return new HttpResponse('a;b', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="leads.csv"; filename*=UTF-8''${encodeURIComponent('Заявки.csv')}`,
          },
        });
      }),
    );
    const res = await client('/v1/admin/leads/export', { responseType: 'blob' });
    expect(res.filename).toBe('Заявки.csv');
    expect(await res.blob?.text()).toBe('a;b');
    expect(res.json).toBeNull();
  });

  it('still throws the catalogue error when a blob request fails', async () => {
    const { client } = setup();
    server.use(
      http.get(`${API}/v1/admin/leads/export`, () =>
        HttpResponse.json({ errors: [{ detail: errorMessages.forbidden }] }, { status: 403 }),
      ),
    );
    await expect(client('/v1/admin/leads/export', { responseType: 'blob' })).rejects.toMatchObject({
      status: 403,
      message: errorMessages.forbidden,
    });
  });
});

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=report.csv', 'report.csv'],
    [`attachment; filename*=UTF-8''%D0%B0.pdf`, 'а.pdf'],
    ['inline', undefined],
    [null, undefined],
  ])('%s → %s', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });

  describe('an expired access token', () => {
    const expired = () =>
      HttpResponse.json(
        { errors: [{ code: 'token_expired', detail: errorMessages.tokenExpired }] },
        { status: 401 },
      );
    /** A list that answers only the current token, and a refresh that hands out the next pair. */
    function api(valid: { jwt: string }) {
      const refreshes: unknown[] = [];
      server.use(
        http.get(`${API}/v1/admin/regions`, ({ request }) =>
          request.headers.get('authorization') === `Bearer ${valid.jwt}`
            ? HttpResponse.json({ data: [] })
            : expired(),
        ),
        http.post(`${API}/v1/admin/token/refresh`, async ({ request }) => {
          const body = await request.json();
          refreshes.push(body);
          if (JSON.stringify(body) !== JSON.stringify({ auth: { refresh_token: 'r-1' } }))
            return expired();
          valid.jwt = 'jwt-2';
          return HttpResponse.json({ jwt: 'jwt-2', refresh_token: 'r-2' });
        }),
      );
      return refreshes;
    }

    it('is renewed once with the refresh token, for every request that met it, and the requests sent again', async () => {
      const { client, tokenStore, onUnauthorized } = setup();
      tokenStore.set('jwt-1', { refresh: 'r-1' });
      const refreshes = api({ jwt: 'new-only' });
      const answers = await Promise.all([
        client('/v1/admin/regions'),
        client('/v1/admin/regions'),
        client('/v1/admin/regions'),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(refreshes).toHaveLength(1);
      expect([tokenStore.get(), tokenStore.refreshToken()]).toEqual(['jwt-2', 'r-2']);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('ends the session when the refresh is refused too', async () => {
      const { client, tokenStore, onUnauthorized } = setup();
      tokenStore.set('jwt-1', { refresh: 'stolen-and-used' });
      api({ jwt: 'new-only' });
      await expect(client('/v1/admin/regions')).rejects.toMatchObject({ status: 401 });
      expect(tokenStore.get()).toBeNull();
      expect(onUnauthorized).toHaveBeenCalledOnce();
    });

    it('answers the blocked refusal of the renewal, not the expired token, to every waiting request', async () => {
      const { client, tokenStore, onUnauthorized } = setup();
      tokenStore.set('jwt-1', { refresh: 'r-1' });
      api({ jwt: 'new-only' });
      server.use(
        http.post(`${API}/v1/admin/token/refresh`, () =>
          HttpResponse.json(
            { errors: [{ code: 'blocked', detail: errorMessages.blocked }] },
            { status: 401 },
          ),
        ),
      );
      const answers = await Promise.allSettled([
        client('/v1/admin/regions'),
        client('/v1/admin/regions'),
      ]);
      for (const answer of answers) {
        expect(answer).toMatchObject({
          status: 'rejected',
          reason: { status: 401, message: errorMessages.blocked },
        });
      }
      expect(tokenStore.get()).toBeNull();
      expect(onUnauthorized).toHaveBeenCalledWith(
        expect.objectContaining({ message: errorMessages.blocked }),
      );
    });

    it('uses the pair another tab stored meanwhile instead of spending the refresh token again', async () => {
      const { client, tokenStore } = setup();
      tokenStore.set('jwt-1', { refresh: 'r-1' });
      const valid = { jwt: 'jwt-9' };
      const refreshes = api(valid);
      server.use(
        http.get(`${API}/v1/admin/regions`, ({ request }) => {
          if (request.headers.get('authorization') === 'Bearer jwt-9')
            return HttpResponse.json({ data: [] });
          tokenStore.replace('jwt-9', 'r-9'); // the other tab, while this answer travels
          return expired();
        }),
      );
      expect((await client('/v1/admin/regions')).status).toBe(200);
      expect(refreshes).toHaveLength(0);
    });
  });
});
