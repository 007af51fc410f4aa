/**
 * The leads resource, spread into <Resource name="leads">: the list (/crm/leads, the console's
 * home), the applicant picker (/crm/leads/new) and the card (/crm/leads/edit/{id}, the seed's
 * spelling; react-admin's own /leads/{id} is not used). Screens load on first visit.
 */
import ListIcon from '@mui/icons-material/Assignment';
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const LeadCard = lazy(() => import('./LeadCard'));
const LeadNewPage = lazy(() => import('./LeadNewPage'));
const LeadWizard = lazy(() => import('./wizard/LeadWizard'));

export const leads = {
  list: lazy(() => import('./LeadList')),
  icon: ListIcon,
  children: [
    <Route key="new" path="new" element={<LeadNewPage />} />,
    <Route key="wizard" path="new/:user_id" element={<LeadWizard />} />,
    <Route key="edit" path="edit/:id/*" element={<LeadCard />} />,
  ],
};
