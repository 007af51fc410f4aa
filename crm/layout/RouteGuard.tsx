/**
 * Shows the 403 page instead of a console page the signed-in member may not open: a section
 * their role or RegionalHead flags hide (src/access `consoleRouteDecision`), or a screen of it
 * whose permission key they lack — a create form without the create key, a record without the
 * read key (src/access `consolePathExpectation`, the table the server guards and the console
 * access matrix read). Unknown paths pass through to react-admin's catchAll (404).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  consolePathExpectation,
  consoleRouteDecision,
  type AdminAccessPrincipal,
} from '../../src/access';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';

export function RouteGuard({
  principal,
  children,
}: {
  principal: AdminAccessPrincipal | null;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  if (
    principal &&
    (consoleRouteDecision(pathname, principal) === 'forbidden' ||
      consolePathExpectation(pathname, principal) === 'hidden')
  ) {
    return <AccessDeniedPage />;
  }
  return <>{children}</>;
}
