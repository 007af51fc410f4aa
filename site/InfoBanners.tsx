/**
 * The site's info banner strip (seed 000 §2 "Info banner"): the active banners of the site
 * context, one at a time, with a priority mark, 'Свернуть' / 'Развернуть', and previous/next
 * with an n/total counter that wraps round at both ends. Hidden when there are none; a failed
 * fetch is logged and hides it. The server orders the feed (priority, then newest) itself.
 * The page waits for them (site/layout/DataFrame.tsx), so a visit's first page asks for them as
 * the app starts (`requestInfoBanners`, site/main.tsx), not once the frame has rendered.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataProvider, GetListResult } from 'ra-core';
import { useEffect, useState } from 'react';
import { useEogDataProvider } from '../dataProvider/hooks';
import { siteMessages as t } from '../i18n/site';
import { bannerPriorityLabels, cycleBanner, isBannerPriority } from '../src/domain/banners';
import { sanitizeHtml } from '../src/validation/html';
import styles from './InfoBanners.module.css';
import { cachedList, listQueryKey } from './layout/routeMiddleware';

export interface Banner {
  id: string;
  title: string;
  content: string;
  priority: string;
}

export const bannerNav = { previous: 'Предыдущее объявление', next: 'Следующее объявление' };

export function InfoBannerStrip({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [collapsed, setCollapsed] = useState(false);
  if (banners.length === 0) return null;
  const banner = banners[Math.min(index, banners.length - 1)]!;
  const priority = isBannerPriority(banner.priority) ? banner.priority : 'low';
  const label = bannerPriorityLabels[priority];
  return (
    <aside className={`${styles.strip} ${styles[priority]}`} aria-label={banner.title}>
      <div className={styles.inner}>
        <span className={styles.mark} title={label} aria-label={label} role="img">
          !
        </span>
        <div className={styles.body}>
          <strong>{banner.title}</strong>
          {!collapsed && (
            <div
              className={styles.content}
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(banner.content) }}
            />
          )}
        </div>
        <div className={styles.controls}>
          {banners.length > 1 && (
            <span className={styles.pager}>
              <button
                type="button"
                className={styles.control}
                aria-label={bannerNav.previous}
                onClick={() => setIndex(cycleBanner(index, -1, banners.length))}
              >
                ‹
              </button>
              <span aria-live="polite">
                {index + 1}/{banners.length}
              </span>
              <button
                type="button"
                className={styles.control}
                aria-label={bannerNav.next}
                onClick={() => setIndex(cycleBanner(index, 1, banners.length))}
              >
                ›
              </button>
            </span>
          )}
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? t.expand : t.collapse}
          </button>
        </div>
      </div>
    </aside>
  );
}

/** ra-core's `useGetList('ad/infobanners', {filter: {context: 'site'}})`: its key and request. */
const bannersKey = listQueryKey('ad/infobanners', { filter: { context: 'site' } });
let early: Promise<GetListResult<Banner>> | undefined;

/** The banners asked for ahead of the frame; the first `useInfoBanners` takes the answer. */
export function requestInfoBanners(provider: DataProvider): void {
  early = provider.getList<Banner>('ad/infobanners', bannersKey[2]);
  early.catch(() => {}); // reported by the hook that takes it
}

/** The site's active banners; `settled` once they are known (or failed: then none). */
export function useInfoBanners(): { banners: Banner[]; settled: boolean } {
  const dataProvider = useEogDataProvider();
  const { data, isPending, isError, error } = useQuery({
    queryKey: bannersKey,
    queryFn: ({ signal }) => {
      const answer =
        early ?? dataProvider.getList<Banner>(bannersKey[0], { ...bannersKey[2], signal });
      early = undefined;
      return cachedList(answer);
    },
  });
  useEffect(() => {
    if (error) console.warn('info banners', error);
  }, [error]);
  return { banners: data?.data ?? [], settled: !isPending || isError };
}
