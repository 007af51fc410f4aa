/**
 * Shows the 403 page instead of a console page the signed-in user's role or RegionalHead flags
 * do not open (src/access `consoleRouteDecision`, the table the server guards use too). Unknown
 * paths pass through to react-admin's catchAll (404).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { consoleRouteDecision, type AdminAccessPrincipal } from '../../src/access';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';

export function RouteGuard({
  principal,
  children,
}: {
  principal: AdminAccessPrincipal | null;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (principal && consoleRouteDecision(pathname, principal) === 'forbidden') {
    return <AccessDeniedPage />;
  }
  return <>{children}</>;
}
