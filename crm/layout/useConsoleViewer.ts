/**
 * The signed-in staff member as the shell needs them: name, role label (fallback 'Оператор'),
 * the access principal, the side menu of their sections (src/access `menuFor`) and their home
 * page. Everything comes from the identity the admin authProvider caches per token.
 */
import { useGetIdentity } from 'ra-core';
import { adminPrincipal } from '../../authProvider';
import {
  consoleRouteDecision,
  menuFor,
  type AdminAccessPrincipal,
  type MenuItem,
} from '../../src/access';
import { roleLabel } from '../../src/domain/roles';
import { CRM_HOME_PATH } from '../session';

export interface ConsoleViewer {
  name: string;
  roleLabel: string;
  principal: AdminAccessPrincipal | null;
  menu: MenuItem[];
  homePath: string;
}

/** The leads list, or the first menu page when the role cannot open the leads. */
export function homePathFor(principal: AdminAccessPrincipal | null, menu: MenuItem[]): string {
  if (!principal || consoleRouteDecision(CRM_HOME_PATH, principal) === 'allow')
    return CRM_HOME_PATH;
  return menu.find((item) => item.path)?.path ?? CRM_HOME_PATH;
}

/** The viewer of a flattened /v1/admin/current account (undefined while it loads). */
export function viewerOf(
  account: Record<string, unknown> | undefined,
  identity: { fullName?: string; roleLabel?: unknown } = {},
): ConsoleViewer {
  const principal = adminPrincipal(account);
  const menu = principal
    ? menuFor({
        role: principal.role,
        executorSelection: principal.executorSelection,
        socialAssistance: principal.socialAssistance,
      })
    : [];
  return {
    name: identity.fullName ?? '',
    roleLabel:
      typeof identity.roleLabel === 'string'
        ? identity.roleLabel
        : roleLabel(account?.role as string | undefined),
    principal,
    menu,
    homePath: homePathFor(principal, menu),
  };
}

/** `enabled: false` skips the identity call (pages an anonymous visitor may see). */
export function useConsoleViewer(
  options: { enabled?: boolean } = {},
): ConsoleViewer & { isPending: boolean } {
  const { identity, isPending } = useGetIdentity({ enabled: options.enabled ?? true });
  const account = identity?.account as Record<string, unknown> | undefined;
  return { ...viewerOf(account, identity ?? {}), isPending };
}
