/**
 * Seed 000 §2 "Appeals form entry: an anonymous user is sent to login with a notice that they
 * must log in or register to fill in the appeals form". The entry (./AppealsEntry.tsx) sends the
 * visitor to /not_auth with `notice=appeals` and the way back; the login page shows this notice
 * above its form. Who would rather not have an account writes from here too (POST
 * /v1/guest_appeals, the guest form loaded on first press).
 */
import { lazy, Suspense, useState } from 'react';
import { loginRedirectFor } from '../../../src/access/routeAccess';
import ui from '../../theme/ui.module.css';
import { infoTexts as t } from '../texts';

const AppealDialog = lazy(() => import('./AppealDialog'));

/** The query value of /not_auth that asks for the appeals notice. */
export const APPEALS_NOTICE = 'appeals';

/** `/not_auth?redirectTo=<path>&notice=appeals`: where the entry sends an anonymous visitor. */
export const appealsLoginPath = (path: string) =>
  `${loginRedirectFor(path)}&notice=${APPEALS_NOTICE}`;

/**
 * The appeal form behind a press (`show`), its code loaded on the first one; `sent` once an
 * appeal went. Shared by the entry and the guest's link here.
 */
export function useAppealDialog(guest = false) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const dialog = open ? (
    <Suspense fallback={null}>
      <AppealDialog
        guest={guest}
        onClose={() => setOpen(false)}
        onSent={() => {
          setOpen(false);
          setSent(true);
        }}
      />
    </Suspense>
  ) : null;
  return { dialog, sent, setSent, show: () => setOpen(true) };
}

export function AppealsLoginNotice() {
  const { dialog, sent, show } = useAppealDialog(true);
  return (
    <div className={ui.notice} role="status">
      <p>{sent ? t.appealSent : t.appealsLoginRequired}</p>
      {sent ? null : (
        <button type="button" className={ui.linkButton} aria-haspopup="dialog" onClick={show}>
          {t.appealAsGuest}
        </button>
      )}
      {dialog}
    </div>
  );
}
