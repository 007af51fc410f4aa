/**
 * The analytical report's routes (issue 19, seed 001 §2 "Analytics"), for <CustomRoutes>:
 * /crm/analytics, /crm/analytics/regions and /crm/analytics/region_leads (the last two take the
 * report's query). Each screen loads on first visit, MUI X Charts with the report only.
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const AnalyticsPage = lazy(() => import('./AnalyticsPage'));
const RegionsPage = lazy(() => import('./RegionsPage'));
const RegionLeadsPage = lazy(() => import('./RegionLeadsPage'));

export const analyticsRoutes = [
  <Route key="analytics" path="/analytics" element={<AnalyticsPage />} />,
  <Route key="analytics_regions" path="/analytics/regions" element={<RegionsPage />} />,
  <Route
    key="analytics_region_leads"
    path="/analytics/region_leads"
    element={<RegionLeadsPage />}
  />,
];
