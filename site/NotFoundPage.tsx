/** Seed 000 §2 error page, 404 variant: code, title, text and the way home. */
import { Link } from 'react-router-dom';
import { errorMessages } from '../i18n/messages';
import { siteMessages as t } from '../i18n/site';

function NotFoundPage() {
  return (
    <section>
      <p style={{ fontSize: 48, margin: 0 }}>404</p>
      <h1>{errorMessages.notFound}</h1>
      <Link to="/">{t.goHome}</Link>
    </section>
  );
}

export default NotFoundPage;
