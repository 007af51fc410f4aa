/**
 * The home page's advertising banners (seed 000 §2 "home page with map, steps and banners"):
 * the active ones in their order, each a card with an image and a title, linking where the ЕОГ
 * set. Hidden when there are none or the list fails to load.
 */
import { useGetList } from 'ra-core';
import { sanitizeHtml } from '../src/validation/html';
import styles from './home/Home.module.css';
import ui from './theme/ui.module.css';

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

export function AdvertisingBanners({ title }: { title?: string }) {
  const { data: banners = [] } = useGetList<AdBanner>('advertising_banners', first20);
  if (banners.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      {title && <h2 className={ui.subtitle}>{title}</h2>}
      <ul className={styles.banners}>
        {banners.map((b) => {
          const body = (
            <>
              {b.image?.url && (
                <img className={styles.bannerImage} src={b.image.url} alt={b.title} />
              )}
              <div className={styles.bannerBody}>
                <strong className={styles.bannerTitle}>{b.title}</strong>
                {b.content && (
                  <div
                    className={styles.bannerText}
                    dangerouslySetInnerHTML={{ __html: sanitizeHtml(b.content) }}
                  />
                )}
              </div>
            </>
          );
          return (
            <li key={b.id} className={styles.banner}>
              {b.link ? (
                <a
                  className={styles.bannerLink}
                  href={b.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {body}
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
