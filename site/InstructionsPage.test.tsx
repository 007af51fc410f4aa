import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteMessages } from '../i18n/site';
import { App } from './App';

const origin = window.location.origin;
const asked: string[] = [];
const server = setupServer(
  http.get(`${origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  // The route middleware's prefetch of the reference lists.
  http.get(`${origin}/v1/services`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/regions`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/instructions`, () =>
    HttpResponse.json({
      data: [
        {
          type: 'instruction',
          id: '7',
          attributes: {
            name: 'Как подать заявку',
            file: { id: '3', original_filename: 'guide.pdf', file_size: 2048, url: '' },
          },
        },
      ],
      meta: { total_count: 1, total_pages: 1 },
    }),
  ),
  http.get(`${origin}/v1/instructions/7`, ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({ download_url: 'https://files.example/guide.pdf?sig=1' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/instructions', () => {
  it('lists the instructions and downloads a card’s file on click', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    window.history.pushState({}, '', '/instructions');
    render(<App />);
    expect(
      await screen.findByRole('heading', { name: siteMessages.instructions }, { timeout: 30_000 }),
    ).toBeVisible();
    const card = await screen.findByRole('button', { name: /Как подать заявку/ });
    expect(card).toHaveTextContent('guide.pdf');
    await userEvent.setup().click(card);
    await waitFor(() => expect(asked).toEqual(['?transfer=download_url']));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(opened.mock.calls[0]?.[0]).toBe('https://files.example/guide.pdf?sig=1');
  });
});
