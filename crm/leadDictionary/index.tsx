/**
 * The lead dictionary landing as a route for the console:
 * `<CustomRoutes>{leadDictionaryRoute}</CustomRoutes>` inside <Admin> (with the layout).
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const LeadDictionaryPage = lazy(() => import('./LeadDictionaryPage'));

export const leadDictionaryRoute = (
  <Route key="lead_dictionary" path="/lead_dictionary" element={<LeadDictionaryPage />} />
);
