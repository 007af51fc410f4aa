import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { attachmentTexts as t } from './AttachmentPage';
import { tokenStore } from './providers';

const origin = window.location.origin;
let asked: string[] = [];
const server = setupServer(
  http.get(`${origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/attachments/:id`, ({ params, request }) => {
    asked.push(`${String(params.id)}${new URL(request.url).search}`);
    if (params.id !== '70') {
      return HttpResponse.json(
        { errors: [{ code: 'not_found', detail: 'Не найдено' }] },
        { status: 404 },
      );
    }
    return HttpResponse.json({ download_url: 'https://files.example/scan.pdf?sig=1' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked = [];
  tokenStore.set('u-1');
});
afterEach(() => {
  tokenStore.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function open(path: string) {
  window.history.pushState({}, '', path);
  render(<App />);
}

describe('/attachments/:id', () => {
  it('downloads the file once on opening, and again on request', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    open('/attachments/70');
    expect(await screen.findByText(t.opened)).toBeInTheDocument();
    expect(asked).toEqual(['70?transfer=download_url']);
    expect(opened.mock.calls[0]?.[0]).toBe('https://files.example/scan.pdf?sig=1');
    fireEvent.click(screen.getByRole('button', { name: t.again }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('says a file of another applicant is not found', async () => {
    open('/attachments/71');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
  });

  it('sends an anonymous visitor to sign in and back', async () => {
    tokenStore.clear();
    open('/attachments/70');
    await waitFor(() => expect(window.location.pathname).toBe('/not_auth'));
    expect(asked).toEqual([]);
  });
});
