/**
 * Demo staff of a second ГРО (АО «Мособлгаз»), so the operators registry's scoping is visible:
 * the Псков ГРО administrator (senior_manager@eog.test) does not see these two, and
 * senior_manager_mosobl@eog.test sees only them. Same demo password hash as the other accounts.
 */
import { roleLabels, type Role } from '../../../src/domain/roles';
import type { Queryable } from '../index';
import type { DemoLogin } from './demo';

interface DemoOperator {
  login: string;
  role: Role;
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
  /** Index of the organization's branch (by id order). */
  branch: number;
}

const organizationName = 'АО «Мособлгаз»';

export const demoOperators: readonly DemoOperator[] = [
  {
    login: 'senior_manager_mosobl',
    role: 'senior_manager',
    lastName: 'Захарова',
    firstName: 'Людмила',
    middleName: 'Геннадьевна',
    phone: '79001000001',
    branch: 0,
  },
  {
    login: 'operator_mosobl',
    role: 'operator',
    lastName: 'Лебедев',
    firstName: 'Константин',
    middleName: 'Ильич',
    phone: '79001000002',
    branch: 1,
  },
];

export async function seedDemoOperators(tx: Queryable, passwordHash: string): Promise<DemoLogin[]> {
  const [org] = await tx.query<{ id: string; region_id: string | null }>(
    `SELECT o.id, r.id AS region_id FROM organizations o
       LEFT JOIN regions r ON r.code = o.region_code
     WHERE o.name = $1`,
    [organizationName],
  );
  if (!org) throw new Error(`demo seed: no organization ${organizationName}`);
  const branches = await tx.query<{ id: string }>(
    'SELECT id FROM branches WHERE organization_id = $1 ORDER BY id',
    [org.id],
  );
  const logins: DemoLogin[] = [];
  for (const o of demoOperators) {
    const email = `${o.login}@eog.test`;
    await tx.query(
      `INSERT INTO admin_users (email, phone, encrypted_password, first_name, last_name,
         middle_name, role, organization_id, branch_id, region_id, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())`,
      [
        email,
        o.phone,
        passwordHash,
        o.firstName,
        o.lastName,
        o.middleName,
        o.role,
        org.id,
        branches[o.branch]?.id ?? null,
        org.region_id,
      ],
    );
    logins.push({ email, label: `${roleLabels[o.role]} (${organizationName})` });
  }
  return logins;
}
