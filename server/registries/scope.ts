/**
 * Record scoping of a registry (src/access/scoping): a definition names, per scope kind, the
 * column holding the record's region / organization / МФЦ. A principal whose scope kind the
 * definition has a column for sees and writes only the records of their own; for any other
 * kind the registry is reference data, visible to all who hold its keys.
 */
import type { FastifyRequest } from 'fastify';
import { inScope, scopeFor, type Scope, type ScopedRecord } from '../../src/access/scoping';
import { columnOf, type RegistryDefinition } from '../../src/registries';
import { adminOf } from '../auth/guard';
import { Forbidden } from '../jsonapi/errors';
import type { Where } from '../db/sql';

export function adminScope(request: FastifyRequest): Scope {
  return scopeFor(adminOf(request));
}

/** The column restricting `scope` in this registry, or undefined when nothing is restricted. */
function scopeColumn(definition: RegistryDefinition, scope: Scope): string | undefined {
  if (scope.kind === 'all' || scope.kind === 'own') return undefined;
  return definition.scoping?.[scope.kind];
}

/** Adds the scope condition of a list or a read. A scope without its id matches nothing. */
export function scopeWhere(where: Where, definition: RegistryDefinition, scope: Scope): void {
  const key = scopeColumn(definition, scope);
  if (!key) return;
  // The scoping names a field (its key, as records have it); the SQL reads its column.
  const column = columnOf(key, definition.fields[key]);
  where.and(scope.id ? `${column} = ${where.p(scope.id)}` : 'false');
}

/** 403 unless the record (before or after a write) lies inside the scope. */
export function assertInScope(
  definition: RegistryDefinition,
  scope: Scope,
  record: Record<string, unknown>,
): void {
  const column = scopeColumn(definition, scope);
  if (!column) return;
  const value = record[column] as string | null | undefined;
  const scoped: ScopedRecord =
    scope.kind === 'region'
      ? { regionId: value }
      : scope.kind === 'organization'
        ? { organizationId: value }
        : { mfcId: value };
  if (!inScope(scope, scoped)) throw new Forbidden();
}

/** The record's scoping columns copied into its audit rows (null where it has none). */
export function scopeSnapshot(
  definition: RegistryDefinition,
  record: Record<string, unknown>,
): { region_id: string | null; organization_id: string | null; mfc_id: string | null } {
  const read = (column: string | undefined) =>
    column && record[column] !== null && record[column] !== undefined
      ? String(record[column])
      : null;
  return {
    region_id: read(definition.scoping?.region),
    organization_id: read(definition.scoping?.organization),
    mfc_id: read(definition.scoping?.mfc),
  };
}

const historyColumns = {
  region: 'region_id',
  organization: 'organization_id',
  mfc: 'mfc_id',
} as const;

/** The condition on action_histories' copied columns for a scoped staff member. */
export function historyScopeWhere(where: Where, scope: Scope, alias = 'h'): void {
  if (scope.kind === 'all' || scope.kind === 'own') return;
  const column = `${alias}.${historyColumns[scope.kind]}`;
  where.and(
    scope.id ? `(${column} IS NULL OR ${column} = ${where.p(scope.id)})` : `${column} IS NULL`,
  );
}
