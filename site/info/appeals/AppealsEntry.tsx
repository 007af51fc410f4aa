/**
 * The appeals form entry (seed 000 §2 "Rating and feedback"): an anonymous visitor gets the
 * notice that the form needs an account, with the ways to sign in (coming back here) and to
 * register — or to write without one (the anonymous appeal, POST /v1/guest_appeals); a signed-in
 * applicant opens the feedback modal, whose code loads on first press.
 */
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginRedirectFor } from '../../../src/access/routeAccess';
import { tokenStore } from '../../providers';
import ui from '../../theme/ui.module.css';
import { infoTexts as t } from '../texts';

const AppealDialog = lazy(() => import('./AppealDialog'));

export function AppealsEntry({ className = ui.button }: { className?: string }) {
  const location = useLocation();
  const [open, setOpen] = useState<false | 'applicant' | 'guest'>(false);
  const [notice, setNotice] = useState(false);
  const [sent, setSent] = useState(false);
  const press = () => {
    setSent(false);
    // Read at the press: signing in or out happens on other pages.
    if (tokenStore.get() === null) setNotice(true);
    else setOpen('applicant');
  };
  return (
    <div className={ui.stack}>
      <div className={ui.row}>
        <button type="button" className={className} onClick={press} aria-haspopup="dialog">
          {t.appealOpen}
        </button>
      </div>
      {notice ? (
        <div className={ui.notice} role="status">
          <p>{t.appealsLoginRequired}</p>
          <div className={ui.row}>
            <Link to={loginRedirectFor(`${location.pathname}${location.search}`)}>{t.signIn}</Link>
            <Link to="/registration">{t.register}</Link>
            <button
              type="button"
              className={ui.linkButton}
              aria-haspopup="dialog"
              onClick={() => setOpen('guest')}
            >
              {t.appealAsGuest}
            </button>
          </div>
        </div>
      ) : null}
      {sent ? <p role="status">{t.appealSent}</p> : null}
      {open ? (
        <Suspense fallback={null}>
          <AppealDialog
            guest={open === 'guest'}
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setNotice(false);
              setSent(true);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
