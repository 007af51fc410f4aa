/**
 * The rate-quality button and the form it opens (seed 000 §2 "Rating and feedback"), for a lead
 * or, without one, for the portal. The caller passes what it has loaded; the rule of when the
 * button shows is rateQuality.ts. Lead pages can embed it with their lead and its ratings.
 */
import { useState } from 'react';
import { RatingForm } from './RatingForm';
import {
  markRated,
  pickLead,
  ratedInSession,
  showRateQuality,
  SITE_WIDE,
  type SiteLead,
  type SiteRating,
} from './rateQuality';
import { ratingSiteTexts as t } from './texts';
import ui from '../theme/ui.module.css';

export function RateQualityButton({
  loading,
  signedIn,
  lead,
  ratings,
  onRated,
}: {
  loading: boolean;
  signedIn: boolean;
  lead: SiteLead | null;
  ratings: readonly SiteRating[];
  onRated?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [rated, setRated] = useState(ratedInSession);
  const [thanked, setThanked] = useState(false);

  const done = () => {
    markRated(lead ? lead.id : SITE_WIDE);
    setRated(ratedInSession());
    setOpen(false);
    setThanked(true);
    onRated?.();
  };

  if (thanked) return <p role="status">{t.thanks}</p>;
  if (!showRateQuality({ loading, signedIn, lead, ratings, rated })) return null;
  if (open) return <RatingForm lead={lead} onDone={done} onCancel={() => setOpen(false)} />;
  return (
    <button type="button" className={ui.buttonSecondary} onClick={() => setOpen(true)}>
      {t.button}
    </button>
  );
}

/**
 * The button where no lead is in view (site/info/RateQualityEntry.tsx), given the applicant's
 * leads and ratings once loaded: it offers the lead /profile/ratings offers (pickLead).
 */
export function RateQualityForLeads({
  signedIn,
  loaded,
}: {
  signedIn: boolean;
  loaded: { leads: SiteLead[]; ratings: SiteRating[] } | null;
}) {
  return (
    <RateQualityButton
      loading={loaded === null}
      signedIn={signedIn}
      lead={loaded ? pickLead(loaded.leads, loaded.ratings) : null}
      ratings={loaded?.ratings ?? []}
    />
  );
}
