/**
 * The site's info routes (seed 000 §2), each page loaded on first visit; App.tsx mounts them inside
 * the default layout. The hotline modal's opener for the frame is ./hotline/HotlineButton, the
 * appeals entry ./appeals/AppealsEntry; the rate-quality button ./RateQualityEntry is the frame's.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

/** The pages most visits start on: App.tsx's landing pages load them as the app starts. */
export const loadInfoPage = {
  services: () => import('./ServicesPage'),
  contacts: () => import('./ContactsPage'),
};

const ContactsPage = lazy(loadInfoPage.contacts);
const HealthPage = lazy(() => import('./HealthPage'));
const RegionalBenefitsPage = lazy(() => import('./RegionalBenefitsPage'));
const ResolutionPage = lazy(() => import('./ResolutionPage'));
const ResponsibleOrganizationsPage = lazy(() => import('./ResponsibleOrganizationsPage'));
const RopoPage = lazy(() => import('./RopoPage'));
const ServiceOperatorsPage = lazy(() => import('./ServiceOperatorsPage'));
const ServicePage = lazy(() => import('./ServicePage'));
const ServicesPage = lazy(loadInfoPage.services);
const StorybookPage = lazy(() => import('./StorybookPage'));

export const infoRoutes = (
  <>
    <Route path="services" element={<ServicesPage />} />
    <Route path="services/:id" element={<ServicePage />} />
    <Route path="regional_benefits" element={<RegionalBenefitsPage />} />
    <Route
      path="regional_benefits/responsible_organizations"
      element={<ResponsibleOrganizationsPage />}
    />
    <Route path="contacts" element={<ContactsPage />} />
    <Route path="resolution" element={<ResolutionPage />} />
    <Route path="ropo" element={<RopoPage />} />
    <Route path="service_operators" element={<ServiceOperatorsPage />} />
    <Route path="health" element={<HealthPage />} />
    <Route path="storybook" element={<StorybookPage />} />
  </>
);
