import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { origin, renderAt, serveApi } from '../testing';
import ServicePage from './ServicePage';
import ServicesPage from './ServicesPage';
import { infoTexts as t } from './texts';

const service = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  type: 'service',
  id,
  attributes: {
    name,
    short_name: 'Технологическое присоединение',
    description: `${name}.\nЗаявка подаётся через портал.`,
    sla_kind: 'business',
    sla_period: 30,
    documents_list: '1. Паспорт\n- Правоустанавливающие документы на участок\n\n',
    passport: { url: `/v1/services/${id}/passport`, name: 'паспорт.pdf' },
    ...extra,
  },
});

const downloads: string[] = [];
const listQueries: string[] = [];
serveApi(
  [
    http.get(`${origin}/v1/services`, ({ request }) => {
      listQueries.push(new URL(request.url).search);
      return HttpResponse.json({
        data: [service('5', 'Подключение к сетям'), service('7', 'Догазификация')],
        meta: { total_count: 2 },
      });
    }),
    http.get(`${origin}/v1/services/5`, () =>
      HttpResponse.json({ data: service('5', 'Подключение к сетям') }),
    ),
    http.get(`${origin}/v1/services/8`, () =>
      HttpResponse.json({
        data: service('8', 'Без паспорта', {
          passport: null,
          documents_list: null,
          sla_kind: 'calendar',
          sla_period: 5,
        }),
      }),
    ),
    http.get(`${origin}/v1/services/9`, () =>
      HttpResponse.json(
        { errors: [{ code: 'not_found', detail: 'Страница не найдена' }] },
        { status: 404 },
      ),
    ),
    http.get(`${origin}/v1/services/5/passport`, ({ request }) => {
      downloads.push(new URL(request.url).search);
      return HttpResponse.json({ download_url: 'https://storage.test/passport.pdf?sig=1' });
    }),
  ],
  downloads,
  listQueries,
);

describe('/services', () => {
  it('lists the services with their SLA and a way to apply for each', async () => {
    renderAt('/services', '/services', <ServicesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: t.services })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Подключение к сетям' });
    expect(link).toHaveAttribute('href', '/services/5');
    expect(screen.getAllByText(`${t.sla}: 30 (рабочих дней)`)).toHaveLength(2);
    const apply = screen.getAllByRole('link', { name: t.apply });
    expect(apply.map((a) => a.getAttribute('href'))).toEqual([
      '/lead/service/5/new',
      '/lead/service/7/new',
    ]);
    // The seeds' fixed order, not ra-core's default id DESC.
    expect(listQueries).toContain('?page=1&per=100&order_by=priority&order_type=asc');
  });
});

describe('/services/{id}', () => {
  it('shows the description, documents and SLA, downloads the passport and opens the wizard', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt('/services/5', '/services/:id', <ServicePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Подключение к сетям' }),
    ).toBeVisible();
    expect(screen.getByText(/Заявка подаётся через портал/)).toBeInTheDocument();
    const docs = screen.getByRole('heading', { name: t.documentsList }).parentElement!;
    expect(docs.querySelectorAll('li')).toHaveLength(2);
    expect(docs).toHaveTextContent('Правоустанавливающие документы на участок');
    expect(screen.getByText('30 (рабочих дней)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.passportDownload }));
    await waitFor(() => expect(downloads).toEqual(['?transfer=download_url']));
    expect(open).toHaveBeenCalledWith(
      'https://storage.test/passport.pdf?sig=1',
      '_blank',
      'noopener',
    );
    open.mockRestore();

    await user.click(screen.getByRole('link', { name: t.apply }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/lead/service/5/new');
  });

  it('says "Нет данных" for a missing passport and documents list', async () => {
    renderAt('/services/8', '/services/:id', <ServicePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Без паспорта' })).toBeVisible();
    expect(screen.getAllByText(t.noData)).toHaveLength(2);
    expect(screen.getByText('5 (календарных дней)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.passportDownload })).toBeNull();
  });

  it('answers an unknown service with the 404 page', async () => {
    renderAt('/services/9', '/services/:id', <ServicePage />);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  });
});
