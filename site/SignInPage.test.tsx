import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../i18n/messages';
import { siteMessages } from '../i18n/site';
import { App } from './App';
import { tokenStore } from './providers';

const origin = window.location.origin;
const server = setupServer(
  http.get(`${origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/advertising_banners`, () => HttpResponse.json({ data: [] })),
  http.post(`${origin}/v1/user/token`, async ({ request }) => {
    const { auth } = (await request.json()) as { auth: { email: string; password: string } };
    if (auth.password === 'ok') return HttpResponse.json({ jwt: 'u-1' });
    return HttpResponse.json(
      { errors: [{ detail: errorMessages.wrongPassword }] },
      { status: 401 },
    );
  }),
  http.get(`${origin}/v1/users/current`, () =>
    HttpResponse.json({
      data: { type: 'user', id: '5', attributes: { account_type: 'individual_person' } },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tokenStore.clear();
});
afterAll(() => server.close());

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(siteMessages.email), 'fl@eog.test');
  await user.type(screen.getByLabelText(siteMessages.password), password);
  await user.click(screen.getByRole('button', { name: siteMessages.signIn }));
}

describe('/not_auth', () => {
  it('signs in and follows a same-site redirectTo', async () => {
    window.history.pushState({}, '', '/not_auth?redirectTo=/leads/new');
    render(<App />);
    await signIn('ok');
    await waitFor(() => expect(window.location.pathname).toBe('/leads/new'));
    expect(tokenStore.get()).toBe('u-1');
  });

  it('ignores a redirect to another site', async () => {
    window.history.pushState({}, '', '/not_auth?redirectTo=//evil.example');
    render(<App />);
    await signIn('ok');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it("shows the server's message", async () => {
    window.history.pushState({}, '', '/not_auth');
    render(<App />);
    await signIn('bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.wrongPassword);
  });
});
