/**
 * Support measures in the console (issue 18): the section's screen at /support_measures
 * (mounted with `<CustomRoutes>{supportMeasuresRoute}</CustomRoutes>`), and the social
 * assistance record with its category decision, the citizen category with its files.
 * Subsidies are a generic registry.
 */
import VolunteerIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { RegistryScreens } from '../registries/resource';

const SupportMeasuresPage = lazy(() => import('./SupportMeasuresPage'));

export const supportMeasuresRoute = (
  <Route key="support_measures" path="/support_measures" element={<SupportMeasuresPage />} />
);

export const citizenCategoryScreens: RegistryScreens = {
  edit: lazy(() => import('./CitizenCategoryEdit')),
  icon: VolunteerIcon,
};

export const socialAssistanceScreens: RegistryScreens = {
  edit: lazy(() =>
    import('./SocialAssistanceScreens').then((m) => ({ default: m.SocialAssistanceEdit })),
  ),
  icon: VolunteerIcon,
};
