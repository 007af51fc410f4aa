/**
 * The home page's advertising banners (seed 000 §2 "home page with map, steps and banners"):
 * the active ones in their order, each an image and a title, linking where the ЕОГ set. Hidden
 * when there are none or the list fails to load.
 */
import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../src/validation/html';
import { httpClient } from './providers';

interface AdBanner {
  id: string;
  attributes: {
    title: string;
    content?: string | null;
    link?: string | null;
    image?: { url: string } | null;
  };
}

export function AdvertisingBanners() {
  const [banners, setBanners] = useState<AdBanner[]>([]);
  useEffect(() => {
    httpClient<{ data: AdBanner[] }>('/v1/advertising_banners', { query: { per: 20 } })
      .then(({ json }) => setBanners(json?.data ?? []))
      .catch(() => setBanners([]));
  }, []);
  if (banners.length === 0) return null;
  return (
    <section style={{ display: 'flex', gap: 16, flexWrap: 'wrap', margin: '24px 0' }}>
      {banners.map(({ id, attributes: b }) => {
        const body = (
          <>
            {b.image?.url && (
              <img src={b.image.url} alt={b.title} style={{ maxWidth: '100%', borderRadius: 8 }} />
            )}
            <strong style={{ display: 'block', marginTop: 8 }}>{b.title}</strong>
            {b.content && <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(b.content) }} />}
          </>
        );
        return (
          <article key={id} style={{ flex: '1 1 280px', maxWidth: 420 }}>
            {b.link ? (
              <a href={b.link} target="_blank" rel="noopener noreferrer">
                {body}
              </a>
            ) : (
              body
            )}
          </article>
        );
      })}
    </section>
  );
}
