import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../i18n/messages';
import { siteMessages, siteTitle } from '../i18n/site';
import { App } from './App';
import { tokenStore } from './providers';

const server = setupServer(
  http.get(`${window.location.origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${window.location.origin}/v1/advertising_banners`, () =>
    HttpResponse.json({ data: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => tokenStore.clear());

function open(path: string) {
  window.history.pushState({}, '', path);
  document.title = siteTitle;
  render(<App />);
}

describe('the site', () => {
  it('shows the home page with the sign-in link and keeps the document title', async () => {
    open('/');
    expect(await screen.findByRole('heading', { name: siteTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: siteMessages.signIn })).toHaveAttribute(
      'href',
      '/not_auth',
    );
    expect(document.title).toBe(siteTitle);
  });

  it("offers 'Мои заявки' instead when signed in", async () => {
    tokenStore.set('jwt');
    open('/');
    expect(await screen.findByRole('link', { name: siteMessages.myLeads })).toHaveAttribute(
      'href',
      '/leads',
    );
  });

  it('shows the personal-data policy the registration links to', async () => {
    open('/privacy');
    expect(
      await screen.findByRole('heading', { name: 'Политика обработки персональных данных' }),
    ).toBeInTheDocument();
  });

  it("opens the applicant's leads for /leads/edit without a lead (no request for a lead 'edit')", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    server.use(
      http.get(`${window.location.origin}/v1/leads`, () =>
        HttpResponse.json({ data: [], meta: { total_count: 0, total_pages: 0 } }),
      ),
    );
    tokenStore.set('jwt');
    open('/leads/edit');
    await waitFor(() => expect(window.location.pathname).toBe('/leads'));
    await waitFor(() => expect(asked).toContain('/v1/leads'));
    expect(asked.some((p) => p.startsWith('/v1/leads/edit'))).toBe(false);
    server.events.removeAllListeners();
  });

  it('answers unknown paths with the 404 page', async () => {
    open('/nowhere');
    expect(
      await screen.findByRole('heading', { name: errorMessages.notFound }),
    ).toBeInTheDocument();
  });
});
