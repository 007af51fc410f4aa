/**
 * A page's own <title>, meta description and canonical link (issue 40: the public pages each
 * have theirs). Set on the client as the page mounts; when it leaves, index.html's title and
 * description come back and the canonical link goes, so a page without its own never shows
 * the last one's. The canonical link is the page's address without its query string.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export interface PageMeta {
  title: string;
  description: string;
}

/** A page's title: its own name, then the portal's ('Услуги — портал Единого оператора …'). */
export const pageTitle = (page: string) => `${page} — портал Единого оператора газификации`;

function descriptionTag(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** How many pages with their own meta are mounted, and what the head said before the first. */
let shown = 0;
let defaults: PageMeta = { title: '', description: '' };

export function usePageMeta({ title, description }: PageMeta): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = descriptionTag();
    if (shown++ === 0) defaults = { title: document.title, description: meta.content };
    document.title = title;
    meta.content = description;
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = new URL(pathname, window.location.origin).href;
    document.head.append(canonical);
    return () => {
      canonical.remove();
      if (--shown > 0) return;
      document.title = defaults.title;
      meta.content = defaults.description;
    };
  }, [title, description, pathname]);
}
