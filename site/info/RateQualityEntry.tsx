/**
 * The rate-quality button of the page chrome (site/layout/RateQualityStrip.tsx), where no lead is
 * in view (seed 000 §2 "Menus … a rate-quality button";
 * "Rating and feedback"): it loads the signed-in applicant's leads and ratings and hands them to
 * site/ratings' RateQualityButton, whose rules decide whether it shows (hidden while loading;
 * shown to a signed-in user without leads, or whose lead is neither rated in this session nor
 * rated before). The lead it offers is the one /profile/ratings offers (pickLead). Anonymous
 * visitors ask nothing, see nothing and load nothing: the button and its form are their own
 * chunk, fetched beside the leads and ratings it waits for anyway (issue 40).
 */
import { useGetList } from 'ra-core';
import { lazy, Suspense } from 'react';
import { tokenStore } from '../providers';
import type { SiteLead, SiteRating } from '../ratings/rateQuality';

const RateQualityForLeads = lazy(() =>
  import('../ratings/RateQualityButton').then((m) => ({ default: m.RateQualityForLeads })),
);

const own = { pagination: { page: 1, perPage: 100 } };
/**
 * The strip sits under every page: read once a minute at most, not on every page it comes back
 * to (a rating made here is remembered in the session, site/ratings/rateQuality.ts).
 */
const KEPT = { staleTime: 60_000 };

export function RateQualityEntry() {
  const signedIn = tokenStore.get() !== null;
  const leads = useGetList<SiteLead>('leads', own, { enabled: signedIn, ...KEPT });
  const ratings = useGetList<SiteRating>('ratings', own, { enabled: signedIn, ...KEPT });
  // Without its data it cannot tell which rating is due: it offers none.
  if (!signedIn || leads.isError || ratings.isError) return null;
  const loaded = leads.data && ratings.data ? { leads: leads.data, ratings: ratings.data } : null;
  return (
    <Suspense fallback={null}>
      <RateQualityForLeads signedIn={signedIn} loaded={loaded} />
    </Suspense>
  );
}
