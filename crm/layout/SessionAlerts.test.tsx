import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'ra-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consoleTitle } from '../../i18n';
import { errorMessages } from '../../i18n/messages';
import { uiMessages } from '../../i18n/uiMessages';
import { App } from '../App';
import { queryClient, tokenStore } from '../providers';

const origin = window.location.origin;
const current = {
  data: { type: 'admin', id: '1', attributes: { user_full_name: 'Админ', role: 'etp_admin' } },
};
const empty = () => HttpResponse.json({ data: [], meta: { total_count: 0 } });
/** The server's answer to a blocked account's token (server/auth/guard.ts). */
const blockedAnswer = () =>
  HttpResponse.json(
    { errors: [{ code: 'blocked', title: 'Unauthorized', detail: errorMessages.blocked }] },
    { status: 401 },
  );

/** Every request the console sent, as 'METHOD /path'. */
const sent: string[] = [];
let blocked = false;
const server = setupServer(
  // Once blocked, every request of the token is answered 'blocked', as the server's guard does.
  http.all(`${origin}/v1/*`, ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    if (blocked) return blockedAnswer();
    return undefined;
  }),
  http.get(`${origin}/v1/admin/current`, () => HttpResponse.json(current)),
  http.get(`${origin}/v1/admin/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  ...['leads', 'admin_users', 'organizations', 'regions', 'services', 'sources', 'users'].map(
    (path) => http.get(`${origin}/v1/admin/${path}`, empty),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tokenStore.clear();
  queryClient.clear();
  sent.length = 0;
  blocked = false;
});
afterAll(() => server.close());

async function openLeads() {
  tokenStore.set('jwt-1');
  window.history.pushState({}, '', '/crm/leads');
  render(<App />);
  expect(
    await screen.findByRole('heading', { name: 'Заявки' }, { timeout: 10_000 }),
  ).toBeInTheDocument();
}

describe('a blocked account mid-session', () => {
  it("shows the modal with the server's text, asks nothing more, and its button signs out", async () => {
    await openLeads();
    // An administrator blocks the account; the member's next action asks the server.
    blocked = true;
    sent.length = 0;
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Заявители' }));

    const dialog = await screen.findByRole(
      'dialog',
      { name: errorMessages.blocked },
      { timeout: 10_000 },
    );
    expect(tokenStore.get()).toBeNull();
    // The console's pages are off the screen under the modal: no toast, no menu.
    expect(screen.queryByRole('navigation', { name: 'Меню консоли' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const answered = sent.length;

    await user.click(screen.getByRole('button', { name: uiMessages.continueWork }));
    await waitFor(() => expect(window.location.pathname).toBe('/crm/not_auth'));
    expect(
      await screen.findByRole('heading', { name: consoleTitle }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    // Signing out sent nothing: the token had gone with the block.
    expect(sent.slice(answered)).toEqual([]);
    expect(sent.every((call) => call.startsWith('GET '))).toBe(true);
  });
});

describe('the error modal', () => {
  it("shows 'Ошибка: {text}' for a failed request nobody handled, until 'Продолжить работу'", async () => {
    await openLeads();
    const refusal = new HttpError(errorMessages.tooManyRequests, 429);
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: refusal,
      promise: Promise.resolve(),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    const dialog = await screen.findByRole('dialog', {
      name: `Ошибка: ${errorMessages.tooManyRequests}`,
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: uiMessages.continueWork }));
    expect(dialog).not.toBeInTheDocument();
    // The session goes on.
    expect(tokenStore.get()).toBe('jwt-1');
    expect(window.location.pathname).toBe('/crm/leads');
  });

  it('leaves a programming error to the browser console', async () => {
    await openLeads();
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new TypeError('x is undefined'),
      promise: Promise.resolve(),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
