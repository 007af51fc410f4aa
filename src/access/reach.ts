/**
 * Superior reach over staff accounts (the operators registry): a staff member creates and edits
 * only accounts at or below their own level and inside their own scope. The one rule the server
 * enforces and the console mirrors (its role select offers `assignableRoles` only):
 *
 * - which roles a principal may give (`assignableRoles`);
 * - whether a principal may touch an account: it lies inside their scope (scoping.ts) AND its
 *   role is one they may give (`reachDenial`);
 * - nobody changes their own role or blocked flag, nor removes their own account (`writeDenial`).
 *
 * Reading is scope only (`canSeeAccount`): a ГРО administrator sees all of the organization's
 * staff, whatever their role. Permission keys (admin_operators_*) are checked separately.
 */
import { roles, type Role } from '../domain/roles';
import type { AdminAccessPrincipal } from './principal';
import { inScope, scopeFor, type ScopedRecord } from './scoping';

/**
 * The roles each role may give, before the read-only rule. Our design (seed 001 §6 leaves the
 * lists open): etp_admin any; the ЕОГ any but etp_admin; a ГРО administrator the ГРО roles of
 * its organization; an МФЦ administrator the МФЦ roles; nobody else manages accounts.
 */
export const assignableRolesByRole: Readonly<Record<Role, readonly Role[]>> = {
  etp_admin: roles,
  eog: roles.filter((r) => r !== 'etp_admin'),
  senior_manager: ['senior_manager', 'operator', 'services_manager'],
  mfc_admin: ['mfc_admin', 'mfc', 'mfc_operator'],
  operator: [],
  services_manager: [],
  mfc: [],
  mfc_operator: [],
  auditor: [],
  minenergo_auditor: [],
  regional_head: [],
  rgk_operator: [],
};

/** The roles this principal may give now (none for the read-only auditors). */
export function assignableRoles(principal: AdminAccessPrincipal): readonly Role[] {
  if (scopeFor(principal).readOnly) return [];
  return assignableRolesByRole[principal.role];
}

type Id = string | number | null | undefined;

/** The parts of a staff account reach reads. */
export interface StaffAccount {
  id?: Id;
  role: string;
  organizationId?: Id;
  mfcId?: Id;
  regionId?: Id;
}

export type ReachDenial = 'scope' | 'role' | 'self';

function scoped(account: StaffAccount): ScopedRecord {
  return {
    organizationId: account.organizationId,
    mfcId: account.mfcId,
    regionId: account.regionId,
  };
}

/** Whether the account lies inside the principal's scope (what lists and reads show). */
export function canSeeAccount(principal: AdminAccessPrincipal, account: StaffAccount): boolean {
  return inScope(scopeFor(principal), scoped(account));
}

export function isOwnAccount(principal: AdminAccessPrincipal, account: StaffAccount): boolean {
  return (
    principal.id !== undefined &&
    account.id !== null &&
    account.id !== undefined &&
    String(account.id) === String(principal.id)
  );
}

/** Why the principal may not write this account (undefined when they may). */
export function reachDenial(
  principal: AdminAccessPrincipal,
  account: StaffAccount,
): ReachDenial | undefined {
  if (!canSeeAccount(principal, account)) return 'scope';
  if (!(assignableRoles(principal) as readonly string[]).includes(account.role)) return 'role';
  return undefined;
}

export function mayTouch(principal: AdminAccessPrincipal, account: StaffAccount): boolean {
  return reachDenial(principal, account) === undefined;
}

/** What a write does to an account besides its plain fields. */
export interface AccountWrite {
  /** The account as stored; absent on create. */
  before?: StaffAccount;
  /** The account as it would be saved; absent on removal. */
  after?: StaffAccount;
  changesRole?: boolean;
  changesBlocked?: boolean;
  removes?: boolean;
}

/**
 * Why the write is refused (undefined when allowed): both the stored and the resulting account
 * must be within reach, and one's own role, blocked flag and existence are not one's to change.
 */
export function writeDenial(
  principal: AdminAccessPrincipal,
  write: AccountWrite,
): ReachDenial | undefined {
  const { before, after } = write;
  if (
    before &&
    isOwnAccount(principal, before) &&
    (write.changesRole || write.changesBlocked || write.removes)
  ) {
    return 'self';
  }
  return (
    (before && reachDenial(principal, before)) ||
    (after && reachDenial(principal, after)) ||
    undefined
  );
}
