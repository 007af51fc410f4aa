/**
 * The public site: react-router-dom routes, each page loaded on first visit; the layouts bring
 * the data context (site/layout/DataFrame.tsx). The document title is index.html's
 * ('Официальный портал Единого оператора газификации Российской Федерации') unless the page sets
 * its own (./layout/pageMeta.ts).
 * Route access metadata sits on the routes: `applicant(…)` for the cabinet with the account types
 * each route opens to, `anonymous(…)` for the entry screens, nothing for public pages
 * (./layout/Guard.tsx).
 */
import { lazy, type ReactElement } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { agreementRoutes } from './contracts/paths';
import { infoRoutes, loadInfoPage } from './info/routes';
import type { AccountType } from '../src/domain/accountTypes';
import { applicantAccess, Guard } from './layout/Guard';
import { Layout, ServiceLayout } from './layout/Layout';
import { toolPaths } from './tools/paths';
import { loadToolPage, toolsRoutes } from './tools/routes';

const AgreementsPage = lazy(() => import('./contracts/AgreementsPage'));
const AttachmentPage = lazy(() => import('./AttachmentPage'));
const loadHomePage = () => import('./HomePage');
const HomePage = lazy(loadHomePage);
const InstructionsPage = lazy(() => import('./InstructionsPage'));
const KnowledgePage = lazy(() => import('./KnowledgePage'));
const LeadsPage = lazy(() => import('./leads/LeadsPage'));
const LeadWizardPage = lazy(() => import('./leads/wizard/LeadWizardPage'));
const LeadViewPage = lazy(() => import('./leads/LeadViewPage'));
const NewPasswordPage = lazy(() => import('./account/NewPasswordPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const RatingsPage = lazy(() => import('./ratings/RatingsPage'));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const ChangePasswordPage = lazy(() => import('./profile/ChangePasswordPage'));
const NotificationsPage = lazy(() => import('./profile/NotificationsPage'));
const PolicyAgreementPage = lazy(() => import('./profile/PolicyAgreementPage'));
const PrivacyPage = lazy(() => import('./PrivacyPage'));
const RegistrationPage = lazy(() => import('./account/RegistrationPage'));
const SignInPage = lazy(() => import('./SignInPage'));
const UserConfirmPage = lazy(() => import('./account/UserConfirmPage'));

/**
 * The public pages most visits start on (issue 40), by path: site/main.tsx asks for the page's
 * chunk as the app starts, beside the first render, instead of once the router has reached it
 * (React.lazy's own import then finds the module loaded or on its way).
 */
export const landingPages: Record<string, () => Promise<unknown>> = {
  '/': loadHomePage,
  '/services': loadInfoPage.services,
  [toolPaths.calculator]: loadToolPage.calculator,
  [toolPaths.checkAddress]: loadToolPage.checkAddress,
  '/contacts': loadInfoPage.contacts,
};

/**
 * Route access metadata (./layout/Guard.tsx): the cabinet, and the anonymous-only entries. Seed
 * 000 names no cabinet route closed to an account type (its services are, and the server offers
 * each applicant only theirs): every cabinet route below opens to all three; one that opens to
 * fewer lists them here, e.g. `applicant(<Page />, ['individual_person'])`, and an applicant of
 * another type gets the 403 page.
 */
const applicant = (page: ReactElement, types?: readonly AccountType[]) => (
  <Guard access={applicantAccess(types)}>{page}</Guard>
);
const anonymous = (page: ReactElement) => <Guard access="anonymous">{page}</Guard>;

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="instructions" element={<InstructionsPage />} />
          <Route path="knowledge" element={<KnowledgePage />} />
          <Route path="leads" element={applicant(<LeadsPage />)} />
          <Route path="leads/new" element={applicant(<LeadWizardPage />)} />
          <Route path="leads/edit/:id" element={applicant(<LeadWizardPage />)} />
          {/* The seeds' /leads/edit/{id?} without a lead: the list, where drafts are continued. */}
          <Route path="leads/edit" element={<Navigate to="/leads" replace />} />
          <Route path="lead/service/:service_id/new" element={applicant(<LeadWizardPage />)} />
          <Route path="leads/:id" element={applicant(<LeadViewPage />)} />
          {agreementRoutes.map((path) => (
            <Route key={path} path={path} element={applicant(<AgreementsPage />)} />
          ))}
          <Route path="attachments/:id" element={applicant(<AttachmentPage />)} />
          <Route path="profile" element={applicant(<ProfilePage />)} />
          <Route path="profile/change_password" element={applicant(<ChangePasswordPage />)} />
          <Route path="profile/notifications" element={applicant(<NotificationsPage />)} />
          <Route path="profile/policy_agreement" element={applicant(<PolicyAgreementPage />)} />
          <Route path="profile/ratings" element={applicant(<RatingsPage />)} />
          <Route path="privacy" element={<PrivacyPage />} />
          {toolsRoutes}
          {infoRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {/* The account entry screens in the service layouts (docs/decisions.md, "Site frame"). */}
        <Route element={<ServiceLayout />}>
          <Route path="not_auth" element={anonymous(<SignInPage />)} />
          <Route path="registration" element={anonymous(<RegistrationPage />)} />
        </Route>
        <Route element={<ServiceLayout white />}>
          <Route path="user_confirm" element={<UserConfirmPage />} />
          <Route path="profile/new_password" element={<NewPasswordPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
