/** The home page (/): the portal's name and the way to apply. Advertising banners below; the map and the steps come later. */
import { Link } from 'react-router-dom';
import { siteMessages as t, siteTitle } from '../i18n/site';
import { AdvertisingBanners } from './AdvertisingBanners';

function HomePage() {
  return (
    <section>
      <h1>{siteTitle}</h1>
      <p>{t.homeLead}</p>
      <Link to="/leads/new">{t.newLead}</Link>
      <AdvertisingBanners />
    </section>
  );
}

export default HomePage;
