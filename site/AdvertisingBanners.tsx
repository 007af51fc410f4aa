/**
 * The home page's advertising banners (seed 000 §2 "home page with map, steps and banners"):
 * the active ones in their order, each an image and a title, linking where the ЕОГ set. Hidden
 * when there are none or the list fails to load.
 */
import { useGetList } from 'ra-core';
import { sanitizeHtml } from '../src/validation/html';

interface AdBanner {
  id: string;
  title: string;
  content?: string | null;
  link?: string | null;
  image?: { url: string } | null;
}

// 'asc' alone keeps the server's order by position (order_by would name another field).
const first20 = {
  pagination: { page: 1, perPage: 20 },
  sort: { field: 'id', order: 'ASC' as const },
};

export function AdvertisingBanners() {
  const { data: banners = [] } = useGetList<AdBanner>('advertising_banners', first20);
  if (banners.length === 0) return null;
  return (
    <section style={{ display: 'flex', gap: 16, flexWrap: 'wrap', margin: '24px 0' }}>
      {banners.map((b) => {
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
          <article key={b.id} style={{ flex: '1 1 280px', maxWidth: 420 }}>
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
