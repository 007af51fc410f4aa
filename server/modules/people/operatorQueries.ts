/**
 * Reading staff accounts (seed 001 §7 /admin_users): the list with its filters (query, role,
 * organization_ids[], region_id, mfc_id, blocked …), one account with its organization, branch,
 * region and МФЦ included, and the statistic — always inside the caller's scope
 * (src/access/scoping: own organization's, МФЦ's or region's staff; everyone for the rest).
 */
import { scopeFilter, type Scope } from '../../../src/access/scoping';
import type { StaffAccount } from '../../../src/access/reach';
import { isRole, roleLabel, roles } from '../../../src/domain/roles';
import { operatorFlags, operators } from '../../../src/registries/operators';
import type { Queryable } from '../../db';
import { BadRequest } from '../../jsonapi/errors';
import { filterBool, filterIds, filterList, type ListQuery } from '../../jsonapi/query';
import { list, ref, resource, single, type Resource } from '../../jsonapi/serialize';
import type { FlatRecord } from '../../registries/record';
import { fullName, includedFor, pick } from '../auth/accountResources';
import { fetchPage, orderBy, Where } from '../../db/sql';

const OPERATOR_COLUMNS = `id, email, phone, first_name, last_name, middle_name, role,
  organization_id, branch_id, region_id, mfc_id, executor_selection, social_assistance,
  citizen_category_approval, specification_approvement, blocked, confirmed_at,
  confirmation_sent_at, reset_password_sent_at, last_sign_in_at, created_at, updated_at`;

export interface OperatorRow {
  id: string;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  role: string;
  organization_id: string | null;
  branch_id: string | null;
  region_id: string | null;
  mfc_id: string | null;
  executor_selection: boolean;
  social_assistance: boolean;
  citizen_category_approval: boolean;
  specification_approvement: boolean;
  blocked: boolean;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  reset_password_sent_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const idOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** What reach (src/access/reach.ts) reads of an account. */
export function staffAccount(row: OperatorRow | Record<string, unknown>): StaffAccount {
  return {
    id: idOrNull(row.id),
    role: String(row.role),
    organizationId: idOrNull(row.organization_id),
    mfcId: idOrNull(row.mfc_id),
    regionId: idOrNull(row.region_id),
  };
}

/** The account as the audit trail compares it: the definition's fields, ids as strings. */
export function operatorSnapshot(row: OperatorRow): FlatRecord {
  const source = row as unknown as Record<string, unknown>;
  const flat: FlatRecord = { id: String(row.id) };
  for (const key of Object.keys(operators.fields)) {
    const value = source[key];
    if (value instanceof Date) flat[key] = value.toISOString();
    else flat[key] = key.endsWith('_id') ? idOrNull(value) : value;
  }
  return flat;
}

/** `lock`: for update, inside the caller's transaction. */
export async function findOperator(db: Queryable, id: string, lock = false) {
  const [row] = await db.query<OperatorRow>(
    `SELECT ${OPERATOR_COLUMNS} FROM admin_users WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return row && { ...row, id: String(row.id) };
}

export function serializeOperator(row: OperatorRow): Resource {
  const stored = row as unknown as Record<string, unknown>;
  return resource(
    operators.type,
    row.id,
    {
      ...pick(stored, ['email', 'phone', 'last_name', 'first_name', 'middle_name']),
      full_name: fullName(stored),
      role: row.role,
      role_label: roleLabel(row.role),
      ...pick(stored, [...operatorFlags, 'blocked']),
      confirmed: row.confirmed_at !== null,
      confirmed_at: iso(row.confirmed_at),
      confirmation_sent_at: iso(row.confirmation_sent_at),
      last_sign_in_at: iso(row.last_sign_in_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    },
    {
      organization: ref('organization', row.organization_id),
      branch: ref('branch', row.branch_id),
      region: ref('region', row.region_id),
      mfc: ref('mfc', row.mfc_id),
    },
  );
}

/** The scope condition on admin_users; a scope without its id matches nothing. */
export function operatorScopeWhere(where: Where, scope: Scope): void {
  const filter = scopeFilter(scope);
  if (!filter) return;
  if (filter.column === 'user_id' || !filter.value) {
    where.and('false');
    return;
  }
  where.and(`${filter.column} = ${where.p(filter.value)}`);
}

/** The list filters of seed 001 §7 (role, organization_ids[], region_id, mfc_id, blocked). */
export function operatorWhere(q: ListQuery, scope: Scope): Where {
  const name = `concat_ws(' ', last_name, first_name, middle_name)`;
  const where = new Where().search(
    ['last_name', 'first_name', 'middle_name', 'email', 'phone', name],
    q.query,
  );
  const asked = filterList(q.filters, 'role');
  if (asked.some((r) => !isRole(r))) throw new BadRequest('Неизвестная роль', '/role');
  if (asked.length) where.and(`role = ANY(${where.p(asked)}::text[])`);
  for (const [column, keys] of [
    ['organization_id', ['organization_id', 'organization_ids']],
    ['region_id', ['region_id', 'region_ids']],
    ['mfc_id', ['mfc_id', 'mfc_ids']],
    ['branch_id', ['branch_id', 'branch_ids']],
  ] as const) {
    const ids = keys.flatMap((k) => filterIds(q.filters, k));
    if (ids.length) where.and(`${column} = ANY(${where.p(ids)}::bigint[])`);
  }
  const blocked = filterBool(q.filters, 'blocked');
  if (blocked !== undefined) where.and(`blocked = ${where.p(blocked)}`);
  const confirmed = filterBool(q.filters, 'confirmed');
  if (confirmed !== undefined) {
    where.and(confirmed ? 'confirmed_at IS NOT NULL' : 'confirmed_at IS NULL');
  }
  operatorScopeWhere(where, scope);
  return where;
}

const sortable = {
  full_name: `concat_ws(' ', last_name, first_name, middle_name)`,
  last_name: 'last_name',
  email: 'email',
  role: 'role',
  created_at: 'created_at',
  last_sign_in_at: 'last_sign_in_at',
  id: 'id',
};

export async function listOperators(
  db: Queryable,
  raw: Record<string, unknown>,
  q: ListQuery,
  scope: Scope,
) {
  const where = operatorWhere(q, scope);
  const order = orderBy(q, raw, 'last_name, first_name, id', sortable);
  const page = await fetchPage<OperatorRow>(db, OPERATOR_COLUMNS, 'admin_users', where, order, q);
  const data = page.rows.map(serializeOperator);
  return list(data, { ...q, total: page.total }, await includedFor(db, data, q.included));
}

export async function operatorDocument(db: Queryable, row: OperatorRow) {
  const data = serializeOperator(row);
  return single(data, await includedFor(db, [data], ['organization', 'branch', 'region', 'mfc']));
}

/**
 * GET /admin_users/statistic (seed 001 §7; its answer is not shown): the accounts of the
 * caller's scope matching the list's filters — in total, active and blocked, confirmed and
 * not, and per role (every role listed, zero included).
 */
export async function operatorStatistic(db: Queryable, q: ListQuery, scope: Scope) {
  const where = operatorWhere(q, scope);
  const [totals] = await db.query<Record<string, string>>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE blocked) AS blocked,
            count(*) FILTER (WHERE confirmed_at IS NOT NULL) AS confirmed
       FROM admin_users ${where}`,
    where.params,
  );
  const perRole = await db.query<{ role: string; n: string }>(
    `SELECT role, count(*) AS n FROM admin_users ${where} GROUP BY role`,
    where.params,
  );
  const total = Number(totals?.total ?? 0);
  const blocked = Number(totals?.blocked ?? 0);
  const confirmed = Number(totals?.confirmed ?? 0);
  const byRole: Record<string, number> = Object.fromEntries(roles.map((r) => [r, 0]));
  for (const r of perRole) byRole[r.role] = Number(r.n);
  return single(
    resource('admin_user_statistic', 'statistic', {
      total,
      active: total - blocked,
      blocked,
      confirmed,
      unconfirmed: total - confirmed,
      by_role: byRole,
    }),
  );
}
