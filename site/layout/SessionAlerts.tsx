/**
 * The site's alert modals (seed 000 §8) on the shared dialog frame, inside the data frame
 * (./DataFrame.tsx):
 * - `BlockedAccountGate` around the page: once a request of the applicant's session is answered
 *   'Ваша учётная запись заблокирована.' the authProvider has ended the session; the page leaves
 *   the screen (nothing asks the server again) and the alert with that text stays, its button
 *   'Продолжить работу' finishing the sign-out to the login page;
 * - `SiteErrorModal`: 'Ошибка: {text}' for a failed request no page handled;
 * - `SessionEnd`: any request answered 401 (../session.ts) goes to the authProvider's checkError
 *   as the data hooks' do — the login page with the way back (a blocked account: the gate's
 *   modal instead). The hooks' own check of the same refusal is ra-core's: once a tick.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useLogoutIfAccessDenied } from 'ra-core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessages } from '../../i18n/messages';
import { useBlockedAccount, useUnhandledFailure } from '../../src/ui/useSessionAlerts';
import { onSessionEnd } from '../session';

// The alert and its frame load when one is first shown: not in the first load of every page.
const AlertDialog = lazy(() =>
  import('../../src/ui/dialog/AlertDialog').then((m) => ({ default: m.AlertDialog })),
);

/** Where the blocked applicant goes when no authProvider says (a test's frame). */
const LOGIN_PATH = '/not_auth';

export function BlockedAccountGate({ children }: { children: ReactNode }) {
  const blocked = useBlockedAccount();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!blocked) return children;
  const signOut = async () => {
    // The token is gone already: logout sends nothing and names the login page.
    const to: unknown = await authProvider?.logout({});
    queryClient.clear();
    navigate(typeof to === 'string' ? to : LOGIN_PATH, { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <AlertDialog open title={errorMessages.blocked} onClose={() => void signOut()} />
    </Suspense>
  );
}

export function SiteErrorModal() {
  const [message, dismiss] = useUnhandledFailure();
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog open title={message} onClose={dismiss} />
    </Suspense>
  );
}

export function SessionEnd() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(
    () => onSessionEnd((refusal) => void logoutIfAccessDenied(refusal)),
    [logoutIfAccessDenied],
  );
  return null;
}
