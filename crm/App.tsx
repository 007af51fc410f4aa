/**
 * The staff console: react-admin under /crm with the JSON:API dataProvider, the admin
 * authProvider and the Russian catalogue. Every page needs a session (requireAuth); anonymous
 * visitors are sent to /crm/not_auth, a route outside the layout. The shell (side menu, info
 * banner, toasts, the alert modals) is crm/layout; the error, profile and password pages are
 * crm/pages.
 *
 * The first load (issue 40) is the login page's: the contexts react-admin's <Admin> sets up
 * (shared, so a toast or the session check outlives the switch below) and the routes of the two
 * pages that open without a session, the login form with it (a chunk of its own cost the login
 * page 3.7 KB gzip in eight more files, and every signed-in page 1.5 KB). The signed-in console
 * — its resources, routes, shell and providers — is ./ConsoleAdmin.tsx, loaded with its first
 * page (./main.tsx and the login form start it early).
 */
import { CssBaseline } from '@mui/material';
import { CoreAdminUI, CustomRoutes, localStorageStore } from 'ra-core';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AdminContext, Loading, LoadingPage } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { consoleTitle, i18nProvider } from '../i18n';
import { publicConsolePaths } from '../src/access';
import { ConsoleNotification } from './layout/ConsoleNotification';
import { ErrorBoundary } from './layout/ErrorBoundary';
import { BlockedAccountGate, ConsoleErrorModal } from './layout/SessionAlerts';
import { loadConsoleAdmin } from './lazyPages';
import LoginPage from './LoginPage';
import { NewPasswordPage, ServerErrorPage } from './pages';
import type { ReturnState } from './returnPath';
import { consoleDarkTheme, consoleLightTheme } from './theme';
import {
  CRM_LOGIN_PATH,
  queryClient,
  sessionAuthProvider,
  SignOutContext,
  tokenStore,
} from './session';

const ConsoleAdmin = lazy(loadConsoleAdmin);

// The store react-admin's <Admin> would create.
const store = localStorageStore();

/** What react-admin shows while it checks the session; the signed-in console loads under it. */
function PageLoading() {
  return (
    <div style={{ height: '100vh' }}>
      <LoadingPage />
    </div>
  );
}

/** The pages without a session (seed 001 §2 "General"): the login and the password reset. */
function PublicConsole() {
  return (
    <CoreAdminUI
      title={consoleTitle}
      loading={LoadingPage}
      error={ServerErrorPage}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/not_auth" element={<LoginPage />} />
        <Route
          path="/new_password"
          element={
            <Suspense fallback={<Loading />}>
              <NewPasswordPage />
            </Suspense>
          }
        />
      </CustomRoutes>
    </CoreAdminUI>
  );
}

/**
 * Without a token, go to the login route before react-admin mounts. With requireAuth alone,
 * react-admin's LogoutOnMount redirects from inside the pending navigation and re-fires
 * hundreds of times before the login page appears (seconds of a busy page in Chromium).
 * The same `nextPathname` state as react-admin's logout brings the user back after login
 * (./returnPath.ts), even after a 'Выйти': this is a page the visitor asked for.
 */
function Console() {
  const location = useLocation();
  // The login and the password-reset pages open without a session.
  const isPublic = publicConsolePaths.includes(location.pathname);
  const [signingOut, setSigningOut] = useState(false);
  const beginSignOut = useCallback(() => setSigningOut(true), []);
  // Back on a page without a session, the sign-out is over.
  useEffect(() => {
    if (isPublic) setSigningOut(false);
  }, [isPublic]);
  if (!tokenStore.get() && !isPublic) {
    const state: ReturnState = {
      nextPathname: location.pathname,
      nextSearch: location.search,
      visit: true,
    };
    return <Navigate to={CRM_LOGIN_PATH} replace state={state} />;
  }
  // react-admin's <Admin>: its AdminContext, then its AdminUI with every page given (AdminUI's
  // defaults — its layout, login form, English catalogue — would be loaded unused).
  return (
    <AdminContext
      basename="/crm"
      queryClient={queryClient}
      authProvider={sessionAuthProvider}
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={consoleLightTheme}
      darkTheme={consoleDarkTheme}
    >
      <CssBaseline enableColorScheme>
        {isPublic ? (
          <PublicConsole />
        ) : signingOut ? (
          <PageLoading />
        ) : (
          // A blocked account takes the signed-in pages off the screen for its modal.
          <BlockedAccountGate>
            {/* A console that fails to load (a stale chunk after a deploy) shows the error page. */}
            <ErrorBoundary resetKey={location.pathname}>
              <Suspense fallback={<PageLoading />}>
                <SignOutContext.Provider value={beginSignOut}>
                  <ConsoleAdmin />
                </SignOutContext.Provider>
              </Suspense>
            </ErrorBoundary>
          </BlockedAccountGate>
        )}
        <ConsoleNotification />
        <ConsoleErrorModal />
      </CssBaseline>
    </AdminContext>
  );
}

/**
 * react-admin's own router would be a hash router; the console uses real paths, so it runs
 * inside a BrowserRouter under /crm/* with `basename` telling react-admin its prefix.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/crm/*" element={<Console />} />
      </Routes>
    </BrowserRouter>
  );
}
