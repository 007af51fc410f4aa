/**
 * The part of the layout that needs the data layer: the site's data context
 * (../SiteContext.tsx: react-query, ra-core's contexts, the providers) with the info banner
 * strip and the page under it, and the alert modals of the session (./SessionAlerts.tsx). Part of the entry (issue 40): as a lazy chunk of its own it was
 * one more round trip before the page's chunk and the banners could even be asked for, and on a
 * phone's latency that cost more than its bytes (docs/decisions.md, "Site bundle").
 */
import type { ReactNode } from 'react';
import { InfoBannerStrip, useInfoBanners } from '../InfoBanners';
import { SiteContext } from '../SiteContext';
import styles from './Layout.module.css';
import { RateQualityStrip } from './RateQualityStrip';
import { RouteMiddleware } from './RouteMiddleware';
import { BlockedAccountGate, SessionEnd, SiteErrorModal } from './SessionAlerts';

/**
 * The banner strip above the page, and the rate-quality button of the chrome under it. The page is laid out at once (its chunk and data load
 * meanwhile) but shown only when the banners are known: a strip arriving later would push a
 * page already on screen down (a layout shift, issue 40).
 */
function BannersAndPage({ children }: { children: ReactNode }) {
  const { banners, settled } = useInfoBanners();
  return (
    <>
      <InfoBannerStrip banners={banners} />
      <div className={settled ? styles.pageShown : styles.pageWaiting}>
        {children}
        <RateQualityStrip />
      </div>
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
      <SessionEnd />
      {/* A blocked account takes the page off the screen for its modal (./SessionAlerts.tsx). */}
      <BlockedAccountGate>
        {banners ? <BannersAndPage>{children}</BannersAndPage> : children}
      </BlockedAccountGate>
      <SiteErrorModal />
    </SiteContext>
  );
}
