/**
 * Logout: the deny-list of token ids (`revoked_tokens`, migration 0015). A revoked jti is
 * refused by the guard of every instance on the same database until the token would have
 * expired anyway; rows past that moment are swept whenever a token is revoked.
 */
import type { Queryable } from '../db';
import type { Claims } from './tokens';

export async function revokeToken(
  db: Queryable,
  claims: Pick<Claims, 'jti' | 'exp'>,
  now = Date.now(),
): Promise<void> {
  await db.query('DELETE FROM revoked_tokens WHERE expires_at <= $1', [new Date(now)]);
  await db.query(
    `INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2)
     ON CONFLICT (jti) DO NOTHING`,
    [claims.jti, new Date(claims.exp * 1000)],
  );
}
