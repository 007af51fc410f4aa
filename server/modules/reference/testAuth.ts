/**
 * Test-only: bearer headers for the demo accounts, signed directly rather than through the
 * token endpoints, so these tests do not depend on the auth module.
 */
import type { FastifyInstance } from 'fastify';
import { signToken } from '../../auth/tokens';

export async function tokenFor(app: FastifyInstance, email: string) {
  const admin = !/^(fl|ul|ip)@/.test(email);
  const [row] = await app.db.query<{ id: string }>(
    `SELECT id FROM ${admin ? 'admin_users' : 'users'} WHERE lower(email) = lower($1)`,
    [email],
  );
  if (!row) throw new Error(`no demo account ${email}`);
  const token = signToken(app.jwtSecret, String(row.id), admin ? 'v1_admin' : 'v1_user', 3600);
  return { authorization: `Bearer ${token}` };
}
