/**
 * The part of the layout that needs the data layer, loaded as its own chunk: the site's data
 * context (../SiteContext.tsx: react-query, ra-core's contexts, the providers) with the info
 * banner strip and the page under it. Keeping it out of the entry keeps the home page's first
 * load light (docs/decisions.md, "Site bundle"); the pages are lazy anyway, so this chunk
 * loads beside the first page's.
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
