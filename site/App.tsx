/**
 * The public site: react-router-dom routes, each page loaded on first visit. The document title
 * is index.html's ('Официальный портал Единого оператора газификации Российской Федерации').
 */
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { agreementRoutes } from './contracts/paths';
import { infoRoutes } from './info/routes';
import { Layout } from './Layout';
import { SiteContext } from './SiteContext';
import { toolsRoutes } from './tools/routes';

const AgreementsPage = lazy(() => import('./contracts/AgreementsPage'));
const AttachmentPage = lazy(() => import('./AttachmentPage'));
const HomePage = lazy(() => import('./HomePage'));
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

export function App() {
  return (
    <BrowserRouter>
      <SiteContext>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<HomePage />} />
            <Route path="instructions" element={<InstructionsPage />} />
            <Route path="knowledge" element={<KnowledgePage />} />
            <Route path="leads" element={<LeadsPage />} />
            <Route path="leads/new" element={<LeadWizardPage />} />
            <Route path="leads/edit/:id" element={<LeadWizardPage />} />
            {/* The seeds' /leads/edit/{id?} without a lead: the list, where drafts are continued. */}
            <Route path="leads/edit" element={<Navigate to="/leads" replace />} />
            <Route path="lead/service/:service_id/new" element={<LeadWizardPage />} />
            <Route path="leads/:id" element={<LeadViewPage />} />
            {agreementRoutes.map((path) => (
              <Route key={path} path={path} element={<AgreementsPage />} />
            ))}
            <Route path="attachments/:id" element={<AttachmentPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="profile/change_password" element={<ChangePasswordPage />} />
            <Route path="profile/notifications" element={<NotificationsPage />} />
            <Route path="profile/policy_agreement" element={<PolicyAgreementPage />} />
            <Route path="profile/ratings" element={<RatingsPage />} />
            <Route path="privacy" element={<PrivacyPage />} />
            <Route path="not_auth" element={<SignInPage />} />
            <Route path="registration" element={<RegistrationPage />} />
            <Route path="user_confirm" element={<UserConfirmPage />} />
            <Route path="profile/new_password" element={<NewPasswordPage />} />
            {toolsRoutes}
            {infoRoutes}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </SiteContext>
    </BrowserRouter>
  );
}
