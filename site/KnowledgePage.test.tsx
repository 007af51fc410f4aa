import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteMessages } from '../i18n/site';
import { AUTOCOMPLETE_DELAY_MS } from '../src/ui/useSettledText';
import { App } from './App';

const origin = window.location.origin;
const questionQueries: string[] = [];
const searches: string[] = [];
const question = (id: string, text: string, category: string) => ({
  type: 'knowledge_question',
  id,
  attributes: {
    question: text,
    answer: `<p>Ответ ${id}</p><img src=x onerror=alert(1)>`,
    category_id: category,
  },
});
const server = setupServer(
  http.get(`${origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  // The route middleware's prefetch of reference data (site/layout/routeMiddleware.ts).
  http.get(`${origin}/v1/services`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/regions`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/knowledge/categories`, () =>
    HttpResponse.json({
      data: [{ type: 'knowledge_category', id: '1', attributes: { name: 'Подключение' } }],
    }),
  ),
  http.get(`${origin}/v1/knowledge/questions`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const category = params.get('category_id');
    const query = params.get('query');
    questionQueries.push(category ?? '');
    if (query !== null) searches.push(query);
    const all = [question('10', 'Сколько стоит?', '1'), question('11', 'Где подать?', '2')];
    return HttpResponse.json({
      data: all.filter(
        (q) =>
          (!category || q.attributes.category_id === category) &&
          (!query || q.attributes.question.toLowerCase().includes(query.toLowerCase())),
      ),
    });
  }),
  http.get(`${origin}/v1/knowledge/questions/:id/attachments`, () =>
    HttpResponse.json({
      data: [{ type: 'attachment', id: '5', attributes: { original_filename: 'тариф.pdf' } }],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/knowledge', () => {
  it('filters questions by category and opens an answer with its files', async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/knowledge');
    const { container } = render(<App />);
    expect(
      await screen.findByRole('heading', { name: siteMessages.questions }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByText('Где подать?')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: siteMessages.knowledgeCategories });
    expect(within(tabs).getByRole('tab', { name: siteMessages.allCategories })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(await within(tabs).findByRole('tab', { name: 'Подключение' }));
    expect(screen.getByRole('tabpanel', { name: 'Подключение' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Где подать?')).toBeNull());
    expect(questionQueries).toContain('1');
    await user.click(screen.getByText('Сколько стоит?'));
    expect(await screen.findByText('Ответ 10')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(await screen.findByRole('button', { name: 'тариф.pdf' })).toBeInTheDocument();
  });

  it('searches the questions 700 ms after the last keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      window.history.pushState({}, '', '/knowledge');
      render(<App />);
      expect(await screen.findByText('Где подать?')).toBeInTheDocument();
      await user.type(
        screen.getByRole('searchbox', { name: siteMessages.knowledgeSearch }),
        'стоит',
      );
      act(() => vi.advanceTimersByTime(AUTOCOMPLETE_DELAY_MS - 100));
      expect(searches).toEqual([]);
      act(() => vi.advanceTimersByTime(100));
      await waitFor(() => expect(screen.queryByText('Где подать?')).toBeNull());
      expect(searches).toEqual(['стоит']);
      expect(screen.getByText('Сколько стоит?')).toBeInTheDocument();

      await user.clear(screen.getByRole('searchbox'));
      await user.type(screen.getByRole('searchbox'), 'тариф');
      act(() => vi.advanceTimersByTime(AUTOCOMPLETE_DELAY_MS));
      expect(await screen.findByText(siteMessages.knowledgeNotFound)).toBeInTheDocument();
      expect(searches).toEqual(['стоит', 'тариф']);
    } finally {
      vi.useRealTimers();
    }
  });
});
