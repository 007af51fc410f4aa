/**
 * Per-account lockout (issue 22 §5): LOGIN_MAX_FAILURES failed logins of one account — wrong
 * password or wrong SMS code, both contexts — within LOGIN_FAILURE_WINDOW_SECONDS lock its
 * logins for LOGIN_LOCK_SECONDS; meanwhile every login answers 429 with the seeds' message,
 * even with the right password. The counters live in `login_failures` (migration 0015), so all
 * instances on the database share them. `now` is injectable for tests.
 */
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { ApiError, TooManyRequests } from '../../jsonapi/errors';
import type { ContextName } from './accounts';

export type LockoutConfig = Pick<
  Config,
  'loginMaxFailures' | 'loginFailureWindowSeconds' | 'loginLockSeconds'
>;

/** Throws the 429 while the account is locked. */
export async function assertNotLocked(
  db: Queryable,
  scope: ContextName,
  accountId: string,
  now = Date.now(),
): Promise<void> {
  const [row] = await db.query<{ locked_until: Date | string }>(
    `SELECT locked_until FROM login_failures
      WHERE scope = $1 AND account_id = $2 AND locked_until > $3`,
    [scope, accountId, new Date(now)],
  );
  if (row) throw new TooManyRequests((new Date(row.locked_until).getTime() - now) / 1000);
}

/**
 * Counts one failure; a window that ran out (or a lock that ended) starts a new count. Returns
 * true when this failure locked the account. Stale rows of other accounts are swept here.
 */
export async function recordFailure(
  db: Queryable,
  config: LockoutConfig,
  scope: ContextName,
  accountId: string,
  now = Date.now(),
): Promise<boolean> {
  const at = new Date(now);
  const windowStart = new Date(now - config.loginFailureWindowSeconds * 1000);
  await db.query(
    `DELETE FROM login_failures
      WHERE window_started_at <= $1 AND (locked_until IS NULL OR locked_until <= $2)`,
    [windowStart, at],
  );
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO login_failures (scope, account_id, failures, window_started_at)
     VALUES ($1, $2, 1, $3)
     ON CONFLICT (scope, account_id) DO UPDATE SET
       failures = CASE WHEN login_failures.window_started_at <= $4
                         OR login_failures.locked_until <= $3
                       THEN 1 ELSE login_failures.failures + 1 END,
       window_started_at = CASE WHEN login_failures.window_started_at <= $4
                                  OR login_failures.locked_until <= $3
                                THEN $3 ELSE login_failures.window_started_at END,
       locked_until = CASE WHEN login_failures.locked_until <= $3
                           THEN NULL ELSE login_failures.locked_until END
     RETURNING failures`,
    [scope, accountId, at, windowStart],
  );
  if ((row?.failures ?? 0) < config.loginMaxFailures) return false;
  await db.query(
    'UPDATE login_failures SET locked_until = $3 WHERE scope = $1 AND account_id = $2',
    [scope, accountId, new Date(now + config.loginLockSeconds * 1000)],
  );
  return true;
}

/** A successful login forgets the failures. */
export async function clearFailures(db: Queryable, scope: ContextName, accountId: string) {
  await db.query('DELETE FROM login_failures WHERE scope = $1 AND account_id = $2', [
    scope,
    accountId,
  ]);
}

/**
 * Runs the credential check of one login under the lockout: refused while locked, a failure
 * (an API error the check throws: wrong password, wrong code) counted — and answered 429 when it locks the account — and a
 * success clearing the count.
 */
export async function underLockout(
  db: Queryable,
  config: LockoutConfig,
  scope: ContextName,
  accountId: string,
  check: () => Promise<void>,
): Promise<void> {
  await assertNotLocked(db, scope, accountId);
  try {
    await check();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (await recordFailure(db, config, scope, accountId))
      throw new TooManyRequests(config.loginLockSeconds);
    throw error;
  }
  await clearFailures(db, scope, accountId);
}
