/**
 * The background jobs' console route (issue 16), for <CustomRoutes>: the list lives under the
 * event log's section at /crm/action_histories/background_jobs (seed 001 §6 puts the
 * admin_background_jobs_read key in that section); loads on first visit.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const BackgroundJobList = lazy(() => import('./BackgroundJobList'));

export const backgroundJobsRoute = (
  <Route
    key="background_jobs"
    path="/action_histories/background_jobs"
    element={<BackgroundJobList />}
  />
);
