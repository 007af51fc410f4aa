/**
 * Validation of the operator form (seed 001 §3): names, e-mail, phone, role, and the placement
 * fields and flags the role has (src/registries/operators.ts `operatorRoleForms`) — required
 * where the role needs them, cleared where it has none. References must exist and a branch must
 * belong to the organization; e-mail and phone are unique among staff. Every error is collected
 * into one 422 before anything is written.
 */
import { alreadyExists } from '../../../i18n/messages';
import type { AdminAccessPrincipal } from '../../../src/access/principal';
import { scopeFor } from '../../../src/access/scoping';
import { isRole } from '../../../src/domain/roles';
import {
  operatorFieldRequired,
  operatorFieldShown,
  operatorFlags,
  operatorPlacements,
  operators,
  regionFromMfc,
  type OperatorPlacement,
} from '../../../src/registries/operators';
import { validationMessages as m } from '../../../src/validation/messages';
import type { Queryable } from '../../db';
import { existingIds } from '../../http/crud';
import type { OperatorAttributes } from '../../../src/wire/accountBodies';
import type { judgedAttributes } from '../../http/schemaErrors';
import { AfterSchema } from '../../http/afterSchema';
import type { OperatorRow } from './operatorQueries';
import { checkUnique, nameFields } from '../auth/userFields';

/** The form as its route judged it (./operatorRoutes.ts). */
export type OperatorForm = ReturnType<typeof judgedAttributes<OperatorAttributes>>;

/** 'Пользователь с таким номером телефона уже существует' — the seeds' template for staff. */
export const phoneTakenByStaff = alreadyExists('Пользователь', 'номером телефона');

const label = (key: string) => operators.fields[key as keyof typeof operators.fields]?.label ?? key;

const tables: Record<OperatorPlacement, string> = {
  organization_id: 'organizations',
  branch_id: 'branches',
  region_id: 'regions',
  mfc_id: 'mfcs',
};

/** The principal's own organization / МФЦ for a new account of theirs when the form left it out. */
function defaultPlacement(principal: AdminAccessPrincipal, key: OperatorPlacement) {
  const scope = scopeFor(principal);
  if (key === 'organization_id' && scope.kind === 'organization') return scope.id;
  if (key === 'mfc_id' && scope.kind === 'mfc') return scope.id;
  if (key === 'region_id' && scope.kind === 'region') return scope.id;
  return undefined;
}

async function checkReferences(db: Queryable, f: AfterSchema, merged: Record<string, unknown>) {
  for (const key of operatorPlacements) {
    const id = f.values[key];
    if (typeof id !== 'string') continue;
    if (!(await existingIds(db, tables[key], [id])).has(id)) f.fail(key, label(key), m.invalid);
  }
  const branch = merged.branch_id;
  if (
    typeof branch === 'string' &&
    (f.values.branch_id !== undefined || 'organization_id' in f.values)
  ) {
    const [row] = await db.query<{ organization_id: string }>(
      'SELECT organization_id FROM branches WHERE id = $1',
      [branch],
    );
    if (row && String(row.organization_id) !== String(merged.organization_id)) {
      f.fail('branch_id', label('branch_id'), 'Филиал не относится к выбранной организации');
    }
  }
}

/**
 * Validates a create (`before` absent) or a partial update. Placement fields the role does not
 * have are cleared, МФЦ staff take their МФЦ's region, a scoped principal's new account lands in
 * the principal's own organization / МФЦ / region unless the form names one.
 */
export async function validateOperator(
  db: Queryable,
  principal: AdminAccessPrincipal,
  { attributes, errors: refused }: OperatorForm,
  before: OperatorRow | undefined,
  /**
   * Throws when the principal may not make this write (`requested`: the body's valid values,
   * `after`: the resulting account); runs before any 422 is reported.
   */
  authorize: (requested: Record<string, unknown>, after: Record<string, unknown>) => void,
): Promise<Record<string, unknown>> {
  const partial = before !== undefined;
  const f = new AfterSchema(attributes, partial);
  nameFields(f, false);
  f.string('role', label('role'), true);
  for (const key of operatorPlacements) f.string(key, label(key));
  for (const key of operatorFlags) f.flag(key);

  // What the body asked for, before the role's clean-up: the flags' key is checked on this.
  const requested = { ...f.values };
  const role = f.values.role ?? before?.role;
  const known = isRole(role);
  const stored = (before ?? {}) as Partial<Record<string, unknown>>;
  for (const key of operatorPlacements) {
    if (!known) break;
    if (!partial && f.values[key] === undefined && operatorFieldShown(role, key)) {
      const fallback = defaultPlacement(principal, key);
      if (fallback) f.values[key] = fallback;
    }
    const shown = operatorFieldShown(role, key) || (key === 'region_id' && regionFromMfc(role));
    if (!shown && (f.values[key] ?? stored[key] ?? null) !== null) f.values[key] = null;
  }
  for (const key of operatorFlags) {
    if (!known || operatorFieldShown(role, key)) continue;
    if (f.values[key] === true || stored[key] === true) f.values[key] = false;
  }
  const after: Record<string, unknown> = { ...stored, ...f.values };
  if (known) {
    for (const key of operatorPlacements) {
      if (operatorFieldRequired(role, key) && (after[key] ?? null) === null) {
        // Reported once: a required field the body sent empty already failed in Fields.
        if (!f.errors.some((e) => e.field === key)) f.fail(key, label(key), m.required);
      }
    }
  }
  await checkReferences(db, f, after);
  if (known && regionFromMfc(role) && typeof after.mfc_id === 'string') {
    const [mfc] = await db.query<{ region_id: string | null }>(
      'SELECT region_id FROM mfcs WHERE id = $1',
      [after.mfc_id],
    );
    if (mfc) {
      const region = mfc.region_id === null ? null : String(mfc.region_id);
      if (region !== (stored.region_id ?? null) || !partial) f.values.region_id = region;
      after.region_id = region;
    }
  }
  await checkUnique(db, 'admin_users', f, before?.id, phoneTakenByStaff);
  // Reach and keys first: a refused write does not learn which of its fields were wrong.
  if (known || (!f.errors.length && !refused.length))
    authorize(requested, { ...stored, ...f.values });
  return f.done(refused);
}
