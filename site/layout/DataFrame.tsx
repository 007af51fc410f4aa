/**
 * The part of the layout that needs the data layer, loaded as its own chunk: the site's data
 * context (../SiteContext.tsx: react-query, ra-core's contexts, the providers) with the info
 * banner strip and the page under it. Keeping it out of the entry keeps the home page's first
 * load light (docs/decisions.md, "Site bundle"); the pages are lazy anyway, so this chunk
 * loads beside the first page's.
 */
import type { ReactNode } from 'react';
import { InfoBanners } from '../InfoBanners';
import { SiteContext } from '../SiteContext';
import { RouteMiddleware } from './RouteMiddleware';

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
      {banners && <InfoBanners />}
      {children}
    </SiteContext>
  );
}
