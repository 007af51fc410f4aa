/**
 * The staff console: react-admin under /crm with the JSON:API dataProvider, the admin
 * authProvider and the Russian catalogue. Every page needs a session (requireAuth); anonymous
 * visitors are sent to /crm/not_auth, a route outside the layout.
 */
import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { consoleTitle, i18nProvider } from '../i18n';
import { leads } from './leads';
import { authProvider, CRM_LOGIN_PATH, dataProvider, tokenStore } from './providers';

const LazyLoginPage = lazy(() => import('./LoginPage'));

function LoginPage() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyLoginPage />
    </Suspense>
  );
}

/**
 * Without a token, go to the login route before react-admin mounts. With requireAuth alone,
 * react-admin's LogoutOnMount redirects from inside the pending navigation and re-fires
 * hundreds of times before the login page appears (seconds of a busy page in Chromium).
 * The same `nextPathname` state as react-admin's logout brings the user back after login.
 */
function Console() {
  const location = useLocation();
  if (!tokenStore.get() && location.pathname !== CRM_LOGIN_PATH) {
    const state = { nextPathname: location.pathname, nextSearch: location.search };
    return <Navigate to={CRM_LOGIN_PATH} replace state={state} />;
  }
  return <ConsoleAdmin />;
}

function ConsoleAdmin() {
  return (
    <Admin
      basename="/crm"
      title={consoleTitle}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      requireAuth
      disableTelemetry
    >
      <Resource name="leads" {...leads} />
      <CustomRoutes noLayout>
        <Route path="/not_auth" element={<LoginPage />} />
      </CustomRoutes>
    </Admin>
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
