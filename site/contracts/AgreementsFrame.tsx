/**
 * The frame of the agreements pages: the way back, then the page. A read the server answers 404
 * (an unknown id, another applicant's contract or agreement, a draft) makes the whole page the
 * site's 404 page, as for an unknown route (seed 000 §2 "Error page"); any other failure shows
 * the server's message in the frame.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorStatus } from '../../src/api';
import { errorText } from '../leads/errorText';
import NotFoundPage from '../NotFoundPage';
import { agreementsHref } from './paths';
import { agreementTexts as t } from './texts';
import ui from '../theme/ui.module.css';

export function AgreementsFrame({
  contractId,
  inList,
  error,
  children,
}: {
  contractId: string;
  /** One agreement's page links back to its contract's list too. */
  inList?: boolean;
  error: unknown;
  children: ReactNode;
}) {
  if (errorStatus(error) === 404) return <NotFoundPage />;
  return (
    <section className={ui.page}>
      <p className={`${ui.text} ${ui.actions}`}>
        <Link to="/leads">{t.backToLeads}</Link>
        {inList && <Link to={agreementsHref(contractId)}>{t.backToList}</Link>}
      </p>
      {error ? <p role="alert">{errorText(error)}</p> : children}
    </section>
  );
}
