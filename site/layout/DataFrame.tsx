/**
 * The part of the layout that needs the data layer: the site's data context
 * (../SiteContext.tsx: react-query, ra-core's contexts, the providers) with the info banner
 * strip and the page under it. Part of the entry (issue 40): as a lazy chunk of its own it was
 * one more round trip before the page's chunk and the banners could even be asked for, and on a
 * phone's latency that cost more than its bytes (docs/decisions.md, "Site bundle").
 */
import type { ReactNode } from 'react';
import { InfoBannerStrip, useInfoBanners } from '../InfoBanners';
import { SiteContext } from '../SiteContext';
import styles from './Layout.module.css';
import { RouteMiddleware } from './RouteMiddleware';

/**
 * The banner strip above the page. The page is laid out at once (its chunk and data load
 * meanwhile) but shown only when the banners are known: a strip arriving later would push a
 * page already on screen down (a layout shift, issue 40).
 */
function BannersAndPage({ children }: { children: ReactNode }) {
  const { banners, settled } = useInfoBanners();
  return (
    <>
      <InfoBannerStrip banners={banners} />
      <div className={settled ? styles.pageShown : styles.pageWaiting}>{children}</div>
    </>
  );
}

export default function DataFrame({
  banners = true,
  children,
}: {
  banners?: boolean;
  children: ReactNode;
}) {
  return (
    <SiteContext>
      <RouteMiddleware />
      {banners ? <BannersAndPage>{children}</BannersAndPage> : children}
    </SiteContext>
  );
}
