/** Principals for the access tests: one staff member per role, an applicant, nobody. */
import type { Role } from '../../domain/roles';
import type { AdminAccessPrincipal, UserAccessPrincipal } from '../principal';

export function admin(role: Role, extra: Partial<AdminAccessPrincipal> = {}): AdminAccessPrincipal {
  return {
    kind: 'admin',
    id: '1',
    role,
    organizationId: '10',
    mfcId: '20',
    regionId: '30',
    executorSelection: false,
    socialAssistance: false,
    ...extra,
  };
}

export function applicant(extra: Partial<UserAccessPrincipal> = {}): UserAccessPrincipal {
  return { kind: 'user', id: '100', accountType: 'individual_person', ...extra };
}
