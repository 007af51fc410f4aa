/**
 * The console's run-time registries (issue 38): the route of their screens and the menu
 * entries of those the member may read (./useRuntimeRegistries.ts).
 */
import { lazy } from 'react';
import { Route } from 'react-router-dom';

const RuntimeRegistryPage = lazy(() => import('./RuntimeRegistryPage'));

export const runtimeRegistryRoute = (
  <Route
    key="runtime-registries"
    path="/registries/:code/records/*"
    element={<RuntimeRegistryPage />}
  />
);
