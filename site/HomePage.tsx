/** The home page (/): the portal's name and the way to apply. Map, steps and banners come later. */
import { Link } from 'react-router-dom';
import { siteMessages as t, siteTitle } from '../i18n/site';

export function HomePage() {
  return (
    <section>
      <h1>{siteTitle}</h1>
      <p>{t.homeLead}</p>
      <Link to="/leads/new">{t.newLead}</Link>
    </section>
  );
}

export default HomePage;
