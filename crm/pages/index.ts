/**
 * The console's own pages: error pages (eager, they are small and needed when loading fails)
 * and the profile and password pages (loaded on first visit).
 */
import { lazy } from 'react';

export { AccessDeniedPage } from './AccessDeniedPage';
export { NotFoundPage } from './NotFoundPage';
export { ServerErrorPage } from './ServerErrorPage';

export const ProfilePage = lazy(() => import('./ProfilePage'));
export const ChangePasswordPage = lazy(() => import('./ChangePasswordPage'));
// With its own dataProvider: it opens outside the signed-in console (./NewPasswordRoute.tsx).
export const NewPasswordPage = lazy(() => import('./NewPasswordRoute'));
