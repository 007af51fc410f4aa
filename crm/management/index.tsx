/**
 * The application management route (/crm/application_management, seed 001 §2), for
 * <CustomRoutes>: not a <Resource>, since its calls live under /leads and its keys are the
 * `application_management` family's; the route table (src/access consoleRoutes) and the menu
 * already know the path. Loads on first visit.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const ManagementPage = lazy(() => import('./ManagementPage'));

export const managementRoute = (
  <Route key="application_management" path="/application_management" element={<ManagementPage />} />
);
