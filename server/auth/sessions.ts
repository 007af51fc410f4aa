/**
 * Sessions: a short access token (JWT_TTL_SECONDS) and a single-use refresh token
 * (migration 0028). A sign-in opens a session; `POST …/token/refresh` trades a refresh token for
 * a new pair of the same session until it ends (REFRESH_TTL_SECONDS after the sign-in). A refresh
 * token presented a second time (later than two tabs renewing together would) means a copy
 * exists: the whole session ends. Logout ends the
 * session of the token that calls it; a password change or a block ends every session opened
 * before it (the account's tokens_valid_after, like the guard does for access tokens).
 */
import { randomUUID } from 'node:crypto';
import { errorMessages } from '../../i18n/messages';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { Unauthorized } from '../jsonapi/errors';
import { linkToken, sha256 } from '../modules/auth/secrets';
import { loadAdmin, loadUser } from './principal';
import { signToken, type Scope } from './tokens';

export interface TokenPair {
  jwt: string;
  refresh_token: string;
}

interface Issuer {
  db: Queryable;
  jwtSecret: string;
  config: Pick<Config, 'jwtTtlSeconds' | 'refreshTtlSeconds'>;
}

/** How long after its use a refresh token may come again without ending its session. */
export const RACE_LEEWAY_MS = 10_000;

const sessionScope = (scope: Scope) => (scope === 'v1_admin' ? 'admin' : 'user');

/** Issues the next pair of a session and keeps its refresh token's hash. */
async function issuePair(
  app: Issuer,
  scope: Scope,
  accountId: string,
  session: { id: string; startedAt: Date; expiresAt: Date },
): Promise<TokenPair> {
  const refresh = linkToken();
  await app.db.query(
    `INSERT INTO refresh_tokens
       (token_hash, session_id, scope, account_id, session_started_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sha256(refresh),
      session.id,
      sessionScope(scope),
      accountId,
      session.startedAt,
      session.expiresAt,
    ],
  );
  const jwt = signToken(
    app.jwtSecret,
    accountId,
    scope,
    app.config.jwtTtlSeconds,
    Date.now(),
    session.id,
  );
  return { jwt, refresh_token: refresh };
}

/** A sign-in (or a password change, which ends the others): a new session and its first pair. */
export async function openSession(app: Issuer, scope: Scope, accountId: string) {
  const now = Date.now();
  // Expired rows of every session are swept here, so the table holds only live sessions.
  await app.db.query('DELETE FROM refresh_tokens WHERE expires_at <= now()');
  return issuePair(app, scope, accountId, {
    id: randomUUID(),
    startedAt: new Date(now),
    expiresAt: new Date(now + app.config.refreshTtlSeconds * 1000),
  });
}

interface RefreshRow {
  session_id: string;
  account_id: string;
  session_started_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** Trades a refresh token for the session's next pair; 401 when the session has ended. */
export async function refreshSession(
  app: Issuer & { db: Db },
  scope: Scope,
  refreshToken: string,
): Promise<TokenPair> {
  const ended = () => new Unauthorized(errorMessages.tokenExpired, 'token_expired');
  const outcome = await app.db.transaction(async (tx) => {
    const [row] = await tx.query<RefreshRow>(
      `SELECT session_id, account_id, session_started_at, expires_at, used_at
         FROM refresh_tokens WHERE token_hash = $1 AND scope = $2 FOR UPDATE`,
      [sha256(refreshToken), sessionScope(scope)],
    );
    if (!row || row.expires_at.getTime() <= Date.now()) return null;
    if (row.used_at) {
      // Two tabs of one browser may renew at the same moment: the later one is refused but
      // picks up the pair the first one stored. Past that, a second use means a copy.
      if (Date.now() - row.used_at.getTime() > RACE_LEEWAY_MS) {
        await tx.query('DELETE FROM refresh_tokens WHERE session_id = $1', [row.session_id]);
      }
      return null;
    }
    const id = String(row.account_id);
    const account = scope === 'v1_admin' ? await loadAdmin(tx, id) : await loadUser(tx, id);
    const validAfter = account?.tokensValidAfter?.getTime();
    if (
      !account ||
      account.blocked ||
      (validAfter !== undefined && row.session_started_at.getTime() < validAfter)
    ) {
      await tx.query('DELETE FROM refresh_tokens WHERE session_id = $1', [row.session_id]);
      return account?.blocked ? 'blocked' : null;
    }
    await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [
      sha256(refreshToken),
    ]);
    // (not `{...app}`: a Fastify instance's decorations are not its own properties)
    return issuePair({ db: tx, jwtSecret: app.jwtSecret, config: app.config }, scope, id, {
      id: row.session_id,
      startedAt: row.session_started_at,
      expiresAt: row.expires_at,
    });
  });
  if (outcome === 'blocked') throw new Unauthorized(errorMessages.blocked, 'blocked');
  if (!outcome) throw ended();
  return outcome;
}

/** Logout: the session's refresh tokens are gone, on every instance. */
export async function closeSession(db: Queryable, sessionId: string | undefined): Promise<void> {
  if (sessionId) await db.query('DELETE FROM refresh_tokens WHERE session_id = $1', [sessionId]);
}
