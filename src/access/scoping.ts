/**
 * Record scoping (ARCHITECTURE.md "Access, everywhere the same"): which records a principal
 * may see. Applicants see their own; ГРО staff their organization's; МФЦ staff their МФЦ's;
 * regional roles their region's; ЕОГ, etp_admin and the auditors everything, auditors
 * read-only. A scope without its id matches nothing (fail closed).
 */
import type { Role } from '../domain/roles';
import type { AccessPrincipal } from './principal';

export type ScopeKind = 'all' | 'organization' | 'mfc' | 'region' | 'own';

export interface Scope {
  kind: ScopeKind;
  id?: string;
  readOnly: boolean;
}

/** How each staff role is scoped. rgk_operator (regional gas company) works by region. */
export const scopeKindByRole: Record<Role, Exclude<ScopeKind, 'own'>> = {
  etp_admin: 'all',
  eog: 'all',
  auditor: 'all',
  minenergo_auditor: 'all',
  senior_manager: 'organization',
  operator: 'organization',
  services_manager: 'organization',
  mfc: 'mfc',
  mfc_admin: 'mfc',
  mfc_operator: 'mfc',
  regional_head: 'region',
  rgk_operator: 'region',
};

/** Roles that may only read (and report), whatever their keys say. */
export const readOnlyRoles: readonly Role[] = ['auditor', 'minenergo_auditor'];

export function scopeFor(principal: AccessPrincipal): Scope {
  if (principal.kind === 'user') return { kind: 'own', id: principal.id, readOnly: false };
  const kind = scopeKindByRole[principal.role];
  const readOnly = readOnlyRoles.includes(principal.role);
  const id =
    kind === 'organization'
      ? principal.organizationId
      : kind === 'mfc'
        ? principal.mfcId
        : kind === 'region'
          ? principal.regionId
          : null;
  return id ? { kind, id, readOnly } : { kind, readOnly };
}

type Id = string | number | null | undefined;

/** The fields of a record that scoping reads; a record may carry several organizations. */
export interface ScopedRecord {
  userId?: Id;
  organizationId?: Id;
  organizationIds?: readonly Id[];
  mfcId?: Id;
  regionId?: Id;
  regionIds?: readonly Id[];
}

const same = (a: Id, b: string) => a !== null && a !== undefined && String(a) === b;

/** Whether a record falls inside a scope. */
export function inScope(scope: Scope, record: ScopedRecord): boolean {
  if (scope.kind === 'all') return true;
  const id = scope.id;
  if (!id) return false;
  switch (scope.kind) {
    case 'own':
      return same(record.userId, id);
    case 'organization':
      return same(record.organizationId, id) || !!record.organizationIds?.some((o) => same(o, id));
    case 'mfc':
      return same(record.mfcId, id);
    case 'region':
      return same(record.regionId, id) || !!record.regionIds?.some((r) => same(r, id));
  }
}

/**
 * The SQL-free filter a list query applies: the column and value to match, or null for "all".
 * The server maps the column name onto its own tables.
 */
export function scopeFilter(
  scope: Scope,
): { column: 'user_id' | 'organization_id' | 'mfc_id' | 'region_id'; value: string | null } | null {
  if (scope.kind === 'all') return null;
  const column = {
    own: 'user_id',
    organization: 'organization_id',
    mfc: 'mfc_id',
    region: 'region_id',
  } as const;
  return { column: column[scope.kind], value: scope.id ?? null };
}
