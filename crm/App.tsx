/**
 * The staff console: react-admin under /crm with the JSON:API dataProvider, the admin
 * authProvider and the Russian catalogue. Every page needs a session (requireAuth); anonymous
 * visitors are sent to /crm/not_auth, a route outside the layout. The shell (side menu, info
 * banner, toasts) is crm/layout; the error, profile and password pages are crm/pages.
 */
import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { consoleTitle, i18nProvider } from '../i18n';
import { publicConsolePaths } from '../src/access';
import { ConsoleLayout, ConsoleNotification } from './layout';
import {
  AccessDeniedPage,
  ChangePasswordPage,
  NewPasswordPage,
  NotFoundPage,
  ProfilePage,
  ServerErrorPage,
} from './pages';
import { actionHistories } from './actionHistories';
import { analyticsRoutes } from './analytics';
import { rabbitmqStatisticsRoute } from './rabbitmqStatistics';
import { backgroundJobsRoute } from './backgroundJobs';
import { coordinationRoute } from './coordination';
import { leadDictionaryRoute } from './leadDictionary';
import { organizationNestedRoutes } from './organizations';
import { leads } from './leads';
import { managementRoute } from './management';
import { createNewOperatorRoute } from './operators';
import { ratings } from './ratings';
import { registryResources } from './registries';
import { supportMeasuresRoute } from './supportMeasures';
import { authProvider, CRM_LOGIN_PATH, dataProvider, queryClient, tokenStore } from './providers';
import type { ReturnState } from './returnPath';

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
 * The same `nextPathname` state as react-admin's logout brings the user back after login
 * (./returnPath.ts), even after a 'Выйти': this is a page the visitor asked for.
 */
function Console() {
  const location = useLocation();
  // The login and the password-reset pages (seed 001 §2 "General") open without a session.
  if (!tokenStore.get() && !publicConsolePaths.includes(location.pathname)) {
    const state: ReturnState = {
      nextPathname: location.pathname,
      nextSearch: location.search,
      visit: true,
    };
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
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={ConsoleLayout}
      notification={ConsoleNotification}
      catchAll={NotFoundPage}
      error={ServerErrorPage}
      accessDenied={AccessDeniedPage}
      requireAuth
      disableTelemetry
    >
      <Resource name="leads" {...leads} />
      <Resource name="action_histories" {...actionHistories} />
      <Resource name="ratings" {...ratings} />
      {registryResources}
      <CustomRoutes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/profile/change_password" element={<ChangePasswordPage />} />
        {leadDictionaryRoute}
        {createNewOperatorRoute}
        {coordinationRoute}
        {managementRoute}
        {backgroundJobsRoute}
        {analyticsRoutes}
        {rabbitmqStatisticsRoute}
        {supportMeasuresRoute}
      </CustomRoutes>
      <CustomRoutes>{organizationNestedRoutes}</CustomRoutes>
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
