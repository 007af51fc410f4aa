/**
 * The rate-quality button in the page chrome (seed 000 §2 "Menus … Other parts: … a
 * rate-quality button"): under the page of the default layout, for the signed-in applicant the
 * rules of site/ratings/rateQuality.ts show it to (site/info/RateQualityEntry.tsx loads their
 * leads and ratings; anonymous visitors load nothing). The lead page and /profile/ratings offer
 * their own lead's button and show this one not.
 */
import { useLocation } from 'react-router-dom';
import { RateQualityEntry } from '../info/RateQualityEntry';
import { profilePaths } from '../profile/paths';
import { ratingSiteTexts } from '../ratings/texts';
import { tokenStore } from '../session';
import styles from './Layout.module.css';

/** The pages with a rate-quality button of their own: a lead's page and the cabinet's ratings. */
export function hasOwnRateQuality(pathname: string): boolean {
  if (pathname === profilePaths.ratings) return true;
  const lead = /^\/leads\/([^/]+)\/?$/.exec(pathname)?.[1];
  return lead !== undefined && lead !== 'new' && lead !== 'edit';
}

export function RateQualityStrip() {
  const { pathname } = useLocation();
  if (tokenStore.get() === null || hasOwnRateQuality(pathname)) return null;
  return (
    <aside className={styles.rateQuality} aria-label={ratingSiteTexts.title}>
      <RateQualityEntry />
    </aside>
  );
}
