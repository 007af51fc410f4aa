/**
 * Which applicants a staff member sees (our decision, docs/decisions.md "Applicants"): ЕОГ,
 * etp_admin and the auditors all of them; ГРО, МФЦ and regional staff those with a lead inside
 * their scope (organization / МФЦ / region, src/access/scoping) and those their own staff
 * registered (`users.created_by_id`, for МФЦ also `users.mfc_id`). A scope without its id sees
 * nothing. The exact-key search (/users/search) deliberately ignores this.
 */
import type { Scope } from '../../../src/access/scoping';
import type { Queryable } from '../../db';
import { Where } from '../../db/sql';

/** The column of leads and of admin_users that carries each scope kind. */
const scopeColumns = {
  organization: 'organization_id',
  mfc: 'mfc_id',
  region: 'region_id',
} as const;

/** Adds the scope of applicants (alias `u`) to a list's WHERE. */
export function applicantScopeWhere(where: Where, scope: Scope, alias = 'u'): void {
  if (scope.kind === 'all') return;
  if (scope.kind === 'own' || !scope.id) {
    where.and('false');
    return;
  }
  const column = scopeColumns[scope.kind];
  const id = `${where.p(scope.id)}::bigint`;
  const conditions = [
    `EXISTS (SELECT 1 FROM leads sl WHERE sl.user_id = ${alias}.id AND sl.${column} = ${id})`,
    `EXISTS (SELECT 1 FROM admin_users sa WHERE sa.id = ${alias}.created_by_id AND sa.${column} = ${id})`,
  ];
  if (scope.kind === 'mfc') conditions.push(`${alias}.mfc_id = ${id}`);
  where.and(`(${conditions.join(' OR ')})`);
}

/** The condition on a lead (alias `l`) of lying inside the scope. */
export function leadScopeWhere(where: Where, scope: Scope, alias = 'l'): void {
  if (scope.kind === 'all') return;
  if (scope.kind === 'own' || !scope.id) {
    where.and('false');
    return;
  }
  where.and(`${alias}.${scopeColumns[scope.kind]} = ${where.p(scope.id)}::bigint`);
}

/** Whether the applicant exists and lies inside the scope. */
export async function applicantVisibility(db: Queryable, scope: Scope, id: string) {
  const where = new Where();
  applicantScopeWhere(where, scope);
  const inside = String(where).replace(/^WHERE /, '') || 'true';
  const [row] = await db.query<{ inside: boolean }>(
    `SELECT COALESCE(${inside}, false) AS inside FROM users u WHERE u.id = ${where.p(id)}::bigint`,
    where.params,
  );
  if (!row) return 'missing';
  return row.inside ? 'inside' : 'outside';
}
