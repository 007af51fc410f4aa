import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '../i18n/messages';
import { siteMessages, siteTitle } from '../i18n/site';
import { App } from './App';
import { homeTexts } from './home/texts';
import { frameTexts } from './layout/texts';
import { tokenStore } from './providers';

const server = setupServer(
  http.get(`${window.location.origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${window.location.origin}/v1/advertising_banners`, () =>
    HttpResponse.json({ data: [] }),
  ),
  http.get(`${window.location.origin}/v1/regions/lead_counts`, () =>
    HttpResponse.json({
      data: [
        {
          type: 'region_lead_count',
          id: '77',
          attributes: { code: '77', name: 'Москва', leads_count: 12345 },
        },
        {
          type: 'region_lead_count',
          id: '60',
          attributes: { code: '60', name: 'Псковская область', leads_count: 0 },
        },
      ],
    }),
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

  it('answers unknown paths with the 404 page, offering to apply or go home', async () => {
    open('/nowhere');
    expect(
      await screen.findByRole('heading', { name: errorMessages.notFound }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: siteMessages.newLead })).toHaveAttribute(
      'href',
      '/leads/new',
    );
    expect(within(main).getByRole('link', { name: siteMessages.goHome })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the steps and the lead counts by region as a table too', async () => {
    open('/');
    expect(await screen.findByRole('heading', { name: homeTexts.stepsTitle })).toBeInTheDocument();
    expect(
      screen.getAllByRole('listitem').some((li) => li.textContent?.includes('Пуск газа')),
    ).toBe(true);
    const table = await screen.findByRole('table', { name: homeTexts.tableCaption });
    const moscow = within(table).getByRole('row', { name: /Москва/ });
    expect(moscow).toHaveTextContent('более 100');
    expect(screen.getByRole('img', { name: homeTexts.mapLabel })).toBeInTheDocument();
  });

  it('has a skip link to the main content and the menu in the seeds order', async () => {
    open('/');
    await screen.findByRole('heading', { name: siteTitle });
    expect(screen.getByRole('link', { name: frameTexts.skipLink })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const nav = screen.getAllByRole('navigation', { name: frameTexts.mainMenu })[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Проверить адрес',
      'Калькулятор',
      'Подключение газа',
      'Услуги',
      'Региональные льготы',
      siteMessages.signIn,
      'Вопросы',
      'Контакты',
      'Инструкции',
    ]);
  });

  it('shows the sign-in page in the service layout, without the menu', async () => {
    open('/not_auth');
    expect(
      await screen.findByRole('heading', { name: siteMessages.signInTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: frameTexts.mainMenu })).toBeNull();
    expect(screen.getByRole('link', { name: frameTexts.logoLabel })).toHaveAttribute('href', '/');
  });
});
