/**
 * The signed-in console (every page but the login and password-reset ones, crm/App.tsx): the
 * resources and custom routes inside the shell (crm/layout), with the providers that map
 * registry names (./providers.ts) over the ones the login page shares (./session.ts).
 * Loaded on first visit of such a page, or while the login form is being sent.
 */
import { AuthContext, CoreAdminUI, CustomRoutes, DataProviderContext, Resource } from 'ra-core';
import { AuthCallback, AuthenticationError, LoadingPage } from 'react-admin';
import { Route } from 'react-router-dom';
import { consoleTitle } from '../i18n';
import { actionHistories } from './actionHistories';
import { analyticsRoutes } from './analytics';
import { attachmentRoute } from './attachments';
import { backgroundJobsRoute } from './backgroundJobs';
import { agreementRoute } from './contract';
import { coordinationRoute } from './coordination';
import { ConsoleLayout } from './layout';
import { leadDictionaryRoute } from './leadDictionary';
import LoginPage from './LoginPage';
import { leads } from './leads';
import { managementRoute } from './management';
import { createNewOperatorRoute } from './operators';
import { organizationNestedRoutes } from './organizations';
import {
  AccessDeniedPage,
  ChangePasswordPage,
  NotFoundPage,
  ProfilePage,
  ServerErrorPage,
} from './pages';
import { authProvider, dataProvider } from './providers';
import { rabbitmqStatisticsRoute } from './rabbitmqStatistics';
import { ratings } from './ratings';
import { registryResourceElements } from './registries';
import { registryDesigns } from './registryDesigns';
import { registryScreens } from './registryScreens';
import { runtimeRegistryRoute } from './runtimeRegistries';
import { supportMeasuresRoute } from './supportMeasures';

const registryResources = registryResourceElements(registryScreens);

export default function ConsoleAdmin() {
  return (
    <AuthContext.Provider value={authProvider}>
      <DataProviderContext.Provider value={dataProvider}>
        <CoreAdminUI
          title={consoleTitle}
          loginPage={LoginPage}
          layout={ConsoleLayout}
          loading={LoadingPage}
          catchAll={NotFoundPage}
          error={ServerErrorPage}
          accessDenied={AccessDeniedPage}
          authenticationError={AuthenticationError}
          authCallbackPage={AuthCallback}
          requireAuth
          disableTelemetry
        >
          <Resource name="leads" {...leads} />
          <Resource name="action_histories" {...actionHistories} />
          <Resource name="ratings" {...ratings} />
          <Resource name="registry_designs" {...registryDesigns} />
          {registryResources}
          <CustomRoutes>
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/profile/change_password" element={<ChangePasswordPage />} />
            {leadDictionaryRoute}
            {createNewOperatorRoute}
            {coordinationRoute}
            {attachmentRoute}
            {agreementRoute}
            {managementRoute}
            {backgroundJobsRoute}
            {analyticsRoutes}
            {rabbitmqStatisticsRoute}
            {supportMeasuresRoute}
            {runtimeRegistryRoute}
          </CustomRoutes>
          <CustomRoutes>{organizationNestedRoutes}</CustomRoutes>
        </CoreAdminUI>
      </DataProviderContext.Provider>
    </AuthContext.Provider>
  );
}
