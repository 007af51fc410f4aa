/** The cookie agreement strip of the default layout (./cookieAgreement.ts: kept one day). */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import ui from '../theme/ui.module.css';
import styles from './Layout.module.css';
import { COOKIE_AGREEMENT_CHECK, hasCookieAgreement, setCookieAgreement } from './cookieAgreement';
import { frameTexts as t } from './texts';

export function CookieAgreement() {
  const [agreed, setAgreed] = useState(hasCookieAgreement);
  // The route middleware's last step (./routeMiddleware.ts): the one-day cookie may have gone.
  useEffect(() => {
    const check = () => setAgreed(hasCookieAgreement());
    window.addEventListener(COOKIE_AGREEMENT_CHECK, check);
    return () => window.removeEventListener(COOKIE_AGREEMENT_CHECK, check);
  }, []);
  if (agreed) return null;
  const accept = () => {
    setCookieAgreement(true);
    setAgreed(true);
  };
  return (
    <section className={styles.cookie} aria-label={t.cookieLabel}>
      <p className={styles.cookieText}>
        {t.cookieText} <Link to="/privacy">{t.cookieMore}</Link>
      </p>
      <button type="button" className={ui.button} onClick={accept}>
        {t.cookieAccept}
      </button>
    </section>
  );
}
