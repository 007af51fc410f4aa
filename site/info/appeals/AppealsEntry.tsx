/**
 * The appeals form entry (seed 000 §2 "Rating and feedback"): an anonymous visitor is sent to
 * the login page with the notice that the form needs an account (./AppealsLoginNotice.tsx: sign
 * in and come back here, register, or write without an account); a signed-in applicant opens
 * the feedback modal, whose code loads on first press.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { tokenStore } from '../../providers';
import ui from '../../theme/ui.module.css';
import { infoTexts as t } from '../texts';
import { appealsLoginPath, useAppealDialog } from './AppealsLoginNotice';

export function AppealsEntry({ className = ui.button }: { className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { dialog, sent, setSent, show } = useAppealDialog();
  const press = () => {
    setSent(false);
    // Read at the press: signing in or out happens on other pages.
    if (tokenStore.get() === null)
      navigate(appealsLoginPath(`${location.pathname}${location.search}`));
    else show();
  };
  return (
    <div className={ui.stack}>
      <div className={ui.row}>
        <button type="button" className={className} onClick={press} aria-haspopup="dialog">
          {t.appealOpen}
        </button>
      </div>
      {sent ? <p role="status">{t.appealSent}</p> : null}
      {dialog}
    </div>
  );
}
