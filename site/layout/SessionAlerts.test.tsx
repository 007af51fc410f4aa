import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'ra-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { siteTitle } from '../../i18n/site';
import { uiMessages } from '../../i18n/uiMessages';
import { App } from '../App';
import { tokenStore } from '../providers';

const origin = window.location.origin;
/** Every request the site sent with the applicant's token, as 'METHOD /path'. */
const sent: string[] = [];
let blocked = false;
const server = setupServer(
  // Once blocked, the server's guard answers every request of the applicant's token so.
  http.all(`${origin}/v1/*`, ({ request }) => {
    if (!request.headers.has('Authorization')) return undefined;
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    if (!blocked) return undefined;
    return HttpResponse.json(
      { errors: [{ code: 'blocked', title: 'Unauthorized', detail: errorMessages.blocked }] },
      { status: 401 },
    );
  }),
  http.get(`${origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  tokenStore.clear();
  sent.length = 0;
  blocked = false;
});
afterAll(() => server.close());

function open(path: string) {
  window.history.pushState({}, '', path);
  document.title = siteTitle;
  render(<App />);
}

describe('a blocked applicant mid-session', () => {
  it("shows the modal with the server's text, asks nothing more, and its button signs out", async () => {
    tokenStore.set('jwt');
    blocked = true;
    open('/profile');
    const dialog = await screen.findByRole(
      'dialog',
      { name: errorMessages.blocked },
      { timeout: 10_000 },
    );
    expect(tokenStore.get()).toBeNull();
    // The cabinet page is off the screen under the modal.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const answered = sent.length;
    expect(answered).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: uiMessages.continueWork }));
    await waitFor(() => expect(window.location.pathname).toBe('/not_auth'));
    expect(
      await screen.findByLabelText(/Электронная почта/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    // Nothing went out with the token since: it had gone with the block.
    expect(sent.slice(answered)).toEqual([]);
  });
});

describe('the error modal', () => {
  it("shows 'Ошибка: {text}' for a failed request nobody handled, until 'Продолжить работу'", async () => {
    open('/privacy');
    await screen.findByRole(
      'heading',
      { name: 'Политика обработки персональных данных' },
      { timeout: 10_000 },
    );
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new HttpError(errorMessages.unavailable, 503),
      promise: Promise.resolve(),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    const dialog = await screen.findByRole('dialog', {
      name: `Ошибка: ${errorMessages.unavailable}`,
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: uiMessages.continueWork }));
    expect(dialog).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/privacy');
  });
});
