/**
 * What the two areas' alert modals answer to (seed 000 §8), as hooks over ra-core's auth
 * context; each area draws the modals with its own button (crm/layout/SessionAlerts.tsx,
 * site/layout/SessionAlerts.tsx):
 * - `useBlockedAccount`: a request of the session was answered 'Ваша учётная запись
 *   заблокирована.' — the authProvider has ended the session and tells us so;
 * - `useUnhandledFailure`: the error modal's 'Ошибка: {text}' for a failed request no screen
 *   handled (a promise rejected with the client's HttpError and caught by nobody: an action
 *   started and left); the text is the catalogue's, as the client made it. A 401 or a blocked
 *   account there is the session's business, as anywhere else.
 */
import { HttpError, useAuthProvider, useLogoutIfAccessDenied } from 'ra-core';
import { useEffect, useState } from 'react';
import { onBlockedAccount } from '../../authProvider/core';
import { errorMessages, errorTemplates } from '../../i18n/messages';
import { interpolate } from '../validation/messages';

/** True from the moment a request of the session is answered 'blocked'. */
export function useBlockedAccount(): boolean {
  const authProvider = useAuthProvider();
  const [blocked, setBlocked] = useState(false);
  useEffect(() => onBlockedAccount(authProvider, () => setBlocked(true)), [authProvider]);
  return blocked;
}

/** `[message, dismiss]`: 'Ошибка: {text}' of the last unhandled failed request, until dismissed. */
export function useUnhandledFailure(): [string | null, () => void] {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      // Only the API's refusals: a programming error's text is not for the user (it stays in
      // the browser's console), and an aborted request is no failure.
      if (!(reason instanceof HttpError)) return;
      event.preventDefault();
      void logoutIfAccessDenied(reason).then((signedOut) => {
        if (signedOut) return;
        setMessage(
          interpolate(errorTemplates.modal, { text: reason.message || errorMessages.default }),
        );
      });
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [logoutIfAccessDenied]);
  return [message, () => setMessage(null)];
}
