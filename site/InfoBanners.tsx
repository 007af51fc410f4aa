/**
 * The site's info banner strip (seed 000 §2 "Info banner"): the active banners of the site
 * context, one at a time, with a priority mark, 'Свернуть' / 'Развернуть', and previous/next
 * with an n/total counter that wraps round at both ends. Hidden when there are none; a failed
 * fetch is logged and hides it. The server orders the feed (priority, then newest) itself.
 */
import { useGetList } from 'ra-core';
import { useState, type CSSProperties } from 'react';
import { siteMessages as t } from '../i18n/site';
import { bannerPriorityLabels, cycleBanner, isBannerPriority } from '../src/domain/banners';
import { sanitizeHtml } from '../src/validation/html';

export interface Banner {
  id: string;
  title: string;
  content: string;
  priority: string;
}

const strip: CSSProperties = {
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: '8px 24px',
  background: '#fff8e1',
  borderBottom: '1px solid #f0d98a',
};
const priorityColor: Record<string, string> = {
  high: '#c62828',
  normal: '#1565c0',
  low: '#607d8b',
};

export function InfoBannerStrip({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [collapsed, setCollapsed] = useState(false);
  if (banners.length === 0) return null;
  const banner = banners[Math.min(index, banners.length - 1)]!;
  const label = isBannerPriority(banner.priority) ? bannerPriorityLabels[banner.priority] : '';
  return (
    <aside style={strip} aria-label={banner.title}>
      <span
        title={label}
        aria-label={label}
        style={{ color: priorityColor[banner.priority] ?? '#607d8b', fontWeight: 700 }}
      >
        !
      </span>
      <div style={{ flex: 1 }}>
        <strong>{banner.title}</strong>
        {!collapsed && <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(banner.content) }} />}
      </div>
      {banners.length > 1 && (
        <span>
          <button
            type="button"
            aria-label="<"
            onClick={() => setIndex(cycleBanner(index, -1, banners.length))}
          >
            ‹
          </button>{' '}
          {index + 1}/{banners.length}{' '}
          <button
            type="button"
            aria-label=">"
            onClick={() => setIndex(cycleBanner(index, 1, banners.length))}
          >
            ›
          </button>
        </span>
      )}
      <button type="button" onClick={() => setCollapsed(!collapsed)}>
        {collapsed ? t.expand : t.collapse}
      </button>
    </aside>
  );
}

export function InfoBanners() {
  const { data } = useGetList<Banner>(
    'ad/infobanners',
    { filter: { context: 'site' } },
    { onError: (e) => console.warn('info banners', e) },
  );
  return <InfoBannerStrip banners={data ?? []} />;
}
