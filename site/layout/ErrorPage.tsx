/**
 * The site's error page (seed 000 §2 "Error page"): the status code, a title, a text and the
 * way on. 404 offers to submit an application or go home; 403 (a signed-in applicant on a route
 * their account type does not open) and 500 link home; anything else shows its message or
 * 'Произошла ошибка'. Its title names the error, as each page's names the page (WCAG 2.4.2).
 */
import { Link } from 'react-router-dom';
import ui from '../theme/ui.module.css';
import styles from './ErrorPage.module.css';
import { pageTitle, usePageMeta } from './pageMeta';
import { frameTexts as t } from './texts';

/** The statuses with a fixed title and text. */
const fixed: Partial<Record<number, [string, string]>> = {
  403: [t.forbidden, t.forbiddenText],
  404: [t.notFound, t.notFoundText],
  500: [t.serverError, t.serverErrorText],
};

export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const [title, text] = fixed[status] ?? [message || t.errorDefault, null];
  usePageMeta({ title: pageTitle(title), description: text ?? title });
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
