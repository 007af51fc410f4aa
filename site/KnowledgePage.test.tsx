import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteMessages } from '../i18n/site';
import { App } from './App';

const origin = window.location.origin;
const questionQueries: string[] = [];
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
  http.get(`${origin}/v1/knowledge/categories`, () =>
    HttpResponse.json({
      data: [{ type: 'knowledge_category', id: '1', attributes: { name: 'Подключение' } }],
    }),
  ),
  http.get(`${origin}/v1/knowledge/questions`, ({ request }) => {
    const category = new URL(request.url).searchParams.get('category_id');
    questionQueries.push(category ?? '');
    const all = [question('10', 'Сколько стоит?', '1'), question('11', 'Где подать?', '2')];
    return HttpResponse.json({
      data: all.filter((q) => !category || q.attributes.category_id === category),
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
    expect(await screen.findByRole('heading', { name: siteMessages.questions })).toBeVisible();
    expect(await screen.findByText('Где подать?')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Подключение' }));
    await waitFor(() => expect(screen.queryByText('Где подать?')).toBeNull());
    expect(questionQueries).toContain('1');
    await user.click(screen.getByText('Сколько стоит?'));
    expect(await screen.findByText('Ответ 10')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(await screen.findByRole('button', { name: 'тариф.pdf' })).toBeInTheDocument();
  });
});
