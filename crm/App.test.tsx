import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consoleTitle } from '../i18n';
import { errorMessages } from '../i18n/messages';
import { App } from './App';
import { queryClient, tokenStore } from './providers';

const origin = window.location.origin;
const current = {
  data: { type: 'admin', id: '1', attributes: { user_full_name: 'Админ', role: 'etp_admin' } },
};
const server = setupServer(
  http.post(`${origin}/v1/admin/token`, async ({ request }) => {
    const { auth } = (await request.json()) as { auth: { email: string; password: string } };
    if (auth.password === 'Gaz-Portal#2026') return HttpResponse.json({ jwt: 'jwt-1' });
    return HttpResponse.json(
      { errors: [{ code: 'unauthorized', title: 'x', detail: errorMessages.wrongPassword }] },
      { status: 401 },
    );
  }),
  http.get(`${origin}/v1/admin/current`, () => HttpResponse.json(current)),
  http.get(`${origin}/v1/admin/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  // The leads list and its filters' choices.
  http.get(`${origin}/v1/admin/leads`, () =>
    HttpResponse.json({ data: [], meta: { total_count: 0 } }),
  ),
  ...['admin_users', 'organizations', 'regions', 'services', 'sources', 'users'].map((path) =>
    http.get(`${origin}/v1/admin/${path}`, () =>
      HttpResponse.json({ data: [], meta: { total_count: 0 } }),
    ),
  ),
  http.patch(`${origin}/v1/admin/password`, async ({ request }) => {
    resets.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
);
const resets: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tokenStore.clear();
});
afterAll(() => server.close());

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Электронная почта/), 'etp_admin@eog.test');
  await user.type(screen.getByLabelText(/Пароль/), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('the console', () => {
  it('redirects an anonymous visitor to the login page without a navigation loop', async () => {
    window.history.pushState({}, '', '/crm/leads');
    const push = vi.spyOn(window.history, 'pushState');
    render(<App />);
    expect(
      await screen.findByRole('heading', { name: consoleTitle }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/crm/not_auth');
    // react-admin's LogoutOnMount once pushed /crm/not_auth hundreds of times here.
    expect(push.mock.calls.length).toBeLessThanOrEqual(1);
    push.mockRestore();
  });

  it('sends an anonymous visitor from /crm to /crm/not_auth, then logs in to /crm/leads', async () => {
    window.history.pushState({}, '', '/crm');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/crm/not_auth'));
    expect(
      await screen.findByRole('heading', { name: consoleTitle }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await signIn('Gaz-Portal#2026');
    await waitFor(() => expect(window.location.pathname).toBe('/crm/leads'));
    expect(
      await screen.findByRole('heading', { name: 'Заявки' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(tokenStore.get()).toBe('jwt-1');
  });

  it('opens the password reset without a session and sets the password', async () => {
    window.history.pushState({}, '', '/crm/new_password?reset_password_token=good');
    render(<App />);
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(/Новый пароль/, undefined, { timeout: 10_000 }),
      'Nov-Parol#2027',
    );
    await user.type(screen.getByLabelText(/Подтверждение пароля/), 'Nov-Parol#2027');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(window.location.pathname).toBe('/crm/not_auth'));
    expect(resets).toEqual([
      {
        admin: {
          reset_password_token: 'good',
          password: 'Nov-Parol#2027',
          password_confirmation: 'Nov-Parol#2027',
        },
      },
    ]);
  });

  it('opens a page of the signed-in console for a visitor with a token', async () => {
    // A page load starts with no session check answered (the earlier tests signed out).
    queryClient.clear();
    tokenStore.set('jwt-1');
    window.history.pushState({}, '', '/crm/leads');
    render(<App />);
    expect(
      await screen.findByRole('heading', { name: 'Заявки' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Меню консоли' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/crm/leads');
  });

  it("shows the server's message when the password is wrong", async () => {
    window.history.pushState({}, '', '/crm/not_auth');
    render(<App />);
    await signIn('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.wrongPassword);
    expect(window.location.pathname).toBe('/crm/not_auth');
  });
});
