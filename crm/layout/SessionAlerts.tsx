/**
 * The console's alert modals (seed 000 §8, seed 001 §8), mounted by crm/App.tsx over every page:
 * - `BlockedAccountGate` around the signed-in console: once a request is answered 'Ваша учётная
 *   запись заблокирована.' the authProvider has ended the session; the console's pages leave the
 *   screen (nothing asks the server again) and the alert with that text stays, its button
 *   'Продолжить работу' finishing the sign-out to the login page;
 * - `ConsoleErrorModal`: 'Ошибка: {text}' for a failed request no screen handled.
 * The modal's code loads when first shown (./ConsoleAlert.tsx).
 */
import { useLogout, useNotificationContext } from 'ra-core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { errorMessages } from '../../i18n/messages';
import { useBlockedAccount, useUnhandledFailure } from '../../src/ui/useSessionAlerts';

const ConsoleAlert = lazy(() => import('./ConsoleAlert'));

export function BlockedAccountGate({ children }: { children: ReactNode }) {
  const blocked = useBlockedAccount();
  const logout = useLogout();
  const { resetNotifications } = useNotificationContext();
  // A save that met the block reads as done to react-admin (its logout answer is empty data):
  // no 'Элемент обновлён' beside the block.
  useEffect(() => {
    if (blocked) resetNotifications();
  }, [blocked, resetNotifications]);
  if (!blocked) return children;
  const signOut = () => {
    resetNotifications();
    // The token is gone already: no request; the store and the cache are reset, then the login.
    void logout();
  };
  return (
    <Suspense fallback={null}>
      <ConsoleAlert open title={errorMessages.blocked} onClose={signOut} />
    </Suspense>
  );
}

export function ConsoleErrorModal() {
  const [message, dismiss] = useUnhandledFailure();
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <ConsoleAlert open title={message} onClose={dismiss} />
    </Suspense>
  );
}
