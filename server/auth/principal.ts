/**
 * Who is calling: loaded from the database on every authenticated request, so blocking an
 * account or changing a role takes effect on the very next request.
 */
import type { AccountType } from '../../src/domain/accountTypes';
import type { Role } from '../../src/domain/roles';
import type { Queryable } from '../db';

export interface AdminPrincipal {
  kind: 'admin';
  id: string;
  role: Role;
  organizationId: string | null;
  branchId: string | null;
  regionId: string | null;
  mfcId: string | null;
  executorSelection: boolean;
  socialAssistance: boolean;
}

export interface UserPrincipal {
  kind: 'user';
  id: string;
  accountType: AccountType;
  regionId: string | null;
}

export type Principal = AdminPrincipal | UserPrincipal;

/** What the guard checks besides the token itself. */
export interface AccountState {
  blocked: boolean;
  /** The last password change or block: tokens issued before it are refused. */
  tokensValidAfter: Date | null;
  /** The token's jti is on the deny-list (logout). */
  revoked: boolean;
}

interface AdminRow {
  id: string;
  role: Role;
  organization_id: string | null;
  branch_id: string | null;
  region_id: string | null;
  mfc_id: string | null;
  executor_selection: boolean;
  social_assistance: boolean;
  blocked: boolean;
  tokens_valid_after: Date | null;
  revoked: boolean;
}

interface UserRow {
  id: string;
  account_type: AccountType;
  region_id: string | null;
  blocked: boolean;
  tokens_valid_after: Date | null;
  revoked: boolean;
}

// GREATEST ignores NULLs; the jti check rides on the same query (no extra round trip).
const STATE = `GREATEST(password_changed_at, sessions_revoked_at) AS tokens_valid_after,
  EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked`;

/** `jti`: the presented token's id, checked against the deny-list. */
export async function loadAdmin(
  db: Queryable,
  id: string,
  jti: string | null = null,
): Promise<(AdminPrincipal & AccountState) | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<AdminRow>(
    `SELECT id, role, organization_id, branch_id, region_id, mfc_id, executor_selection,
            social_assistance, blocked, ${STATE} FROM admin_users WHERE id = $1`,
    [id, jti],
  );
  if (!row) return undefined;
  return {
    kind: 'admin',
    id: String(row.id),
    role: row.role,
    organizationId: row.organization_id && String(row.organization_id),
    branchId: row.branch_id && String(row.branch_id),
    regionId: row.region_id && String(row.region_id),
    mfcId: row.mfc_id && String(row.mfc_id),
    executorSelection: row.executor_selection,
    socialAssistance: row.social_assistance,
    blocked: row.blocked,
    tokensValidAfter: row.tokens_valid_after,
    revoked: row.revoked,
  };
}

export async function loadUser(
  db: Queryable,
  id: string,
  jti: string | null = null,
): Promise<(UserPrincipal & AccountState) | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<UserRow>(
    `SELECT id, account_type, region_id, blocked, ${STATE} FROM users WHERE id = $1`,
    [id, jti],
  );
  if (!row) return undefined;
  return {
    kind: 'user',
    id: String(row.id),
    accountType: row.account_type,
    regionId: row.region_id && String(row.region_id),
    blocked: row.blocked,
    tokensValidAfter: row.tokens_valid_after,
    revoked: row.revoked,
  };
}
