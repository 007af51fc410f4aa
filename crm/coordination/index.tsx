/**
 * The coordination screen's route (/crm/coordination_leads, seed 001 §2), for <CustomRoutes>:
 * a custom route rather than a <Resource>, because react-admin would check the route name
 * against the access table while the keys are the `coordination` family's (the screen checks
 * admin_coordination_read itself). Loads on first visit.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const CoordinationList = lazy(() => import('./CoordinationList'));

export const coordinationRoute = (
  <Route key="coordination_leads" path="/coordination_leads" element={<CoordinationList />} />
);
