/**
 * /profile/ratings (seed 000 §2, the personal cabinet's ratings): the rate-quality button for
 * the lead asked by `?lead_id=`, else the newest finished lead not yet rated, else the newest
 * lead (none: a rating of the portal), and the applicant's own ratings.
 */
import { useGetList } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import { errorMessages } from '../../i18n/messages';
import { formatDateTime } from '../../src/format/date';
import { DECIMAL_SEPARATOR } from '../../src/format/number';
import { tokenStore } from '../providers';
import { pickLead, type SiteLead, type SiteRating } from './rateQuality';
import { RateQualityButton } from './RateQualityButton';
import { ratingSiteTexts as t } from './texts';
import ui from '../theme/ui.module.css';

/** The applicant's own leads and ratings: the server scopes both lists to the signed-in user. */
const own = { pagination: { page: 1, perPage: 100 } };

function MyRatings({ ratings }: { ratings: readonly SiteRating[] }) {
  if (!ratings.length) return <p>{t.mineEmpty}</p>;
  return (
    <ul>
      {ratings.map((r) => (
        <li key={r.id}>
          {formatDateTime(r.created_at)} · {r.lead_uid ?? t.portal} · {t.average}:{' '}
          {r.average_grade == null
            ? '—'
            : Number(r.average_grade).toFixed(1).replace('.', DECIMAL_SEPARATOR)}
        </li>
      ))}
    </ul>
  );
}

function RatingsPage() {
  const signedIn = tokenStore.get() !== null;
  const [params] = useSearchParams();
  const leads = useGetList<SiteLead>('leads', own, { enabled: signedIn });
  // A new rating (useCreate in RatingForm) makes ra-core read this list again.
  const ratings = useGetList<SiteRating>('ratings', own, { enabled: signedIn });
  // Without its data the page cannot tell which rating is due: it offers none.
  const failed = leads.isError || ratings.isError;
  const loaded = leads.data && ratings.data ? { leads: leads.data, ratings: ratings.data } : null;

  if (failed)
    return (
      <section className={ui.page}>
        <h1 className={ui.title}>{t.title}</h1>
        <p role="alert">{errorMessages.default}</p>
      </section>
    );
  return (
    <section className={ui.page}>
      <h1 className={ui.title}>{t.title}</h1>
      <RateQualityButton
        loading={loaded === null}
        signedIn={signedIn}
        lead={loaded ? pickLead(loaded.leads, loaded.ratings, params.get('lead_id')) : null}
        ratings={loaded?.ratings ?? []}
      />
      <h2 className={ui.subtitle}>{t.mine}</h2>
      {loaded && <MyRatings ratings={loaded.ratings} />}
    </section>
  );
}

export default RatingsPage;
