/**
 * Who is calling, read from the database (and kept by ./accountCache.ts until the account
 * changes), so blocking an account or changing a role takes effect on the very next request.
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

// Read under the principal's own names: ids as text, the kind a constant. GREATEST ignores
// NULLs; the jti check rides on the same query (no extra round trip).
const STATE = `blocked, GREATEST(password_changed_at, sessions_revoked_at) AS "tokensValidAfter",
  EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked`;

/** `jti`: the presented token's id, checked against the deny-list. */
export async function loadAdmin(db: Queryable, id: string, jti: string | null = null) {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<AdminPrincipal & AccountState>(
    `SELECT 'admin' AS kind, id::text AS id, role, organization_id::text AS "organizationId",
            branch_id::text AS "branchId", region_id::text AS "regionId", mfc_id::text AS "mfcId",
            executor_selection AS "executorSelection", social_assistance AS "socialAssistance",
            ${STATE} FROM admin_users WHERE id = $1`,
    [id, jti],
  );
  return row;
}

export async function loadUser(db: Queryable, id: string, jti: string | null = null) {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<UserPrincipal & AccountState>(
    `SELECT 'user' AS kind, id::text AS id, account_type AS "accountType",
            region_id::text AS "regionId", ${STATE} FROM users WHERE id = $1`,
    [id, jti],
  );
  return row;
}
