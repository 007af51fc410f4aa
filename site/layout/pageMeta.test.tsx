import { act, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { siteTitle } from '../../i18n/site';
import { homeTexts } from '../home/texts';
import { ErrorPage } from './ErrorPage';
import { pageTitle, usePageMeta } from './pageMeta';

const byDefault = { title: 'index.html title', description: 'index.html description' };

function Services() {
  usePageMeta({ title: pageTitle('Услуги'), description: 'Услуги газораспределительных …' });
  return null;
}

const head = () => ({
  title: document.title,
  description: document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
  canonical: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map(
    (link) => link.href,
  ),
});

describe('a page’s title, description and canonical link', () => {
  it('are the page’s while it is shown, and index.html’s again once it has gone', async () => {
    // index.html's head (a page of another test file may have left its own meta tag).
    document.title = byDefault.title;
    for (const old of document.head.querySelectorAll('meta[name="description"]')) old.remove();
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = byDefault.description;
    document.head.append(meta);

    const router = createMemoryRouter(
      [
        { path: '/services', element: <Services /> },
        { path: '/privacy', element: null },
      ],
      { initialEntries: ['/services?page=2'] },
    );
    const view = render(<RouterProvider router={router} />);
    expect(head()).toEqual({
      title: 'Услуги — портал Единого оператора газификации',
      description: 'Услуги газораспределительных …',
      canonical: [`${window.location.origin}/services`],
    });

    await act(() => router.navigate('/privacy'));
    expect(head()).toEqual({ ...byDefault, canonical: [] });
    view.unmount();
  });

  it('the error page’s title names its error', () => {
    const router = createMemoryRouter([{ path: '*', element: <ErrorPage status={404} /> }], {
      initialEntries: ['/no/such/page'],
    });
    const view = render(<RouterProvider router={router} />);
    expect(document.title).toBe('Страница не найдена — портал Единого оператора газификации');
    view.unmount();
  });

  it('index.html’s description is the home page’s', () => {
    const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    expect(html).toContain(`<title>${siteTitle}</title>`);
    expect(html.replace(/\s+/g, ' ')).toContain(`content="${homeTexts.description}"`);
  });
});
