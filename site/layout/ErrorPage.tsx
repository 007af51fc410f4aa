/**
 * The site's error page (seed 000 §2 "Error page"): the status code, a title, a text and the
 * way on. 404 offers to submit an application or go home; 500 links home; anything else shows
 * its message or 'Произошла ошибка'.
 */
import { Link } from 'react-router-dom';
import ui from '../theme/ui.module.css';
import styles from './ErrorPage.module.css';
import { frameTexts as t } from './texts';

export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const title =
    status === 404 ? t.notFound : status === 500 ? t.serverError : message || t.errorDefault;
  const text = status === 404 ? t.notFoundText : status === 500 ? t.serverErrorText : null;
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={ui.title}>
        {title}
      </h1>
      {text && <p className={ui.intro}>{text}</p>}
      <div className={ui.row}>
        {status === 404 && (
          <Link className={ui.button} to="/leads/new">
            {t.newLead}
          </Link>
        )}
        <Link className={status === 404 ? ui.buttonSecondary : ui.button} to="/">
          {t.goHome}
        </Link>
      </div>
    </section>
  );
}
