import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteTitle } from '../../i18n/site';
import { App } from '../App';
import { dataProvider, tokenStore } from '../providers';

const origin = window.location.origin;
/** The server has ended the session: every request with the token is refused. */
let ended = false;
const server = setupServer(
  http.all(`${origin}/v1/*`, ({ request }) => {
    if (!ended || request.headers.get('Authorization') !== 'Bearer jwt') return undefined;
    return HttpResponse.json(
      { errors: [{ code: 'unauthorized', detail: 'Требуется авторизация' }] },
      { status: 401 },
    );
  }),
  http.post(`${origin}/v1/user/token`, () => HttpResponse.json({ jwt: 'jwt-2' })),
  http.get(`${origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/users/current`, () =>
    HttpResponse.json({
      data: { type: 'user', id: '1', attributes: { account_type: 'legal_entity' } },
    }),
  ),
  http.get(`${origin}/v1/services`, () =>
    HttpResponse.json({ data: [], meta: { total_count: 0 } }),
  ),
  // The frame's rate-quality button asks the applicant's leads and ratings.
  http.get(`${origin}/v1/leads`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/ratings`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/regions`, () => HttpResponse.json({ data: [], meta: { total_count: 0 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tokenStore.clear();
  ended = false;
});
afterAll(() => server.close());

describe('a 401 from any request', () => {
  it('clears the session and sends to the login page, whatever code sent the request', async () => {
    tokenStore.set('jwt');
    window.history.pushState({}, '', '/privacy?part=2');
    document.title = siteTitle;
    render(<App />);
    await screen.findByRole(
      'heading',
      { name: 'Политика обработки персональных данных' },
      { timeout: 10_000 },
    );
    ended = true;
    // A request outside the pages' data hooks (they check their own failures).
    await act(() => dataProvider.getList('leads', {}).catch(() => undefined));
    expect(tokenStore.get()).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/not_auth'));
    expect(
      await screen.findByLabelText(/Электронная почта/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // Signing in again comes back to the page the session ended on.
    await userEvent.type(screen.getByLabelText(/Электронная почта/), 'fl@eog.test');
    await userEvent.type(screen.getByLabelText(/Пароль/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/privacy?part=2'),
    );
    expect(tokenStore.get()).toBe('jwt-2');
  });
});
