/**
 * Who is asking, as far as the access rules care. Structurally a subset of the server's
 * `Principal` (server/auth/principal.ts) and of the console's identity, so both pass theirs.
 */
import type { AccountType } from '../domain/accountTypes';
import type { Role } from '../domain/roles';

export interface AdminAccessPrincipal {
  kind: 'admin';
  id?: string;
  role: Role;
  organizationId: string | null;
  mfcId: string | null;
  regionId: string | null;
  executorSelection: boolean;
  socialAssistance: boolean;
}

export interface UserAccessPrincipal {
  kind: 'user';
  id: string;
  accountType?: AccountType | null;
}

export type AccessPrincipal = AdminAccessPrincipal | UserAccessPrincipal;
