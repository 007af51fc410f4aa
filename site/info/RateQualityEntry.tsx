/**
 * The rate-quality button where no lead is in view (seed 000 §2 "Menus … a rate-quality button";
 * "Rating and feedback"): it loads the signed-in applicant's leads and ratings and hands them to
 * site/ratings' RateQualityButton, whose rules decide whether it shows (hidden while loading;
 * shown to a signed-in user without leads, or whose lead is neither rated in this session nor
 * rated before). The lead it offers is the one /profile/ratings offers (pickLead). Anonymous
 * visitors ask nothing and see nothing.
 */
import { useGetList } from 'ra-core';
import { tokenStore } from '../providers';
import { pickLead, type SiteLead, type SiteRating } from '../ratings/rateQuality';
import { RateQualityButton } from '../ratings/RateQualityButton';

const own = { pagination: { page: 1, perPage: 100 } };

export function RateQualityEntry() {
  const signedIn = tokenStore.get() !== null;
  const leads = useGetList<SiteLead>('leads', own, { enabled: signedIn });
  const ratings = useGetList<SiteRating>('ratings', own, { enabled: signedIn });
  // Without its data it cannot tell which rating is due: it offers none.
  if (!signedIn || leads.isError || ratings.isError) return null;
  const loaded = leads.data && ratings.data ? { leads: leads.data, ratings: ratings.data } : null;
  return (
    <RateQualityButton
      loading={loaded === null}
      signedIn={signedIn}
      lead={loaded ? pickLead(loaded.leads, loaded.ratings) : null}
      ratings={loaded?.ratings ?? []}
    />
  );
}
