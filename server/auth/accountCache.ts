/**
 * The account state the guard checks on every request (./principal.ts: the role and scope, the
 * block, the last password change, the token's jti on the deny-list), read once and kept
 * between requests, and kept correct across instances:
 *   - a committed change of `admin_users`, `users` or `revoked_tokens` NOTIFYs
 *     'account_changes' (migration 0039) and every instance forgets all it kept;
 *   - what was read before a change arrived is never kept: each read notes the generation it
 *     started in, and a notification starts the next one;
 *   - while the listening connection is down nothing is kept (every request reads), and what
 *     was kept before is forgotten;
 *   - a change made through this instance (a logout, a block) is forgotten before the code that
 *     made it goes on: its own connection hands it the notification (server/db/notifications).
 * A change made on another instance shows here once its notification arrives (after its
 * commit, typically within a millisecond).
 */
import type { Db } from '../db';
import { loadAdmin, loadUser, type AccountState, type Principal } from './principal';
import type { Scope } from './tokens';

/** Kept accounts at most; past it all are forgotten together. */
const MAX_KEPT = 10_000;

type Account = Principal & AccountState;

export interface AccountCache {
  /** The account `sub` of `scope` with the state of token `jti`, kept or read. */
  load(scope: Scope, sub: string, jti: string): Promise<Account | undefined>;
  stop(): Promise<void>;
}

export async function accountCache(db: Db): Promise<AccountCache> {
  const kept = new Map<string, Account | undefined>();
  let generation = 0;
  let listening = false;
  const forget = () => {
    generation++;
    kept.clear();
  };
  const stop = await db.listen('account_changes', forget, (now) => {
    listening = now;
    forget();
  });
  return {
    async load(scope, sub, jti) {
      const key = `${scope}\u0000${sub}\u0000${jti}`;
      if (listening && kept.has(key)) return kept.get(key);
      const started = generation;
      const account =
        scope === 'v1_admin' ? await loadAdmin(db, sub, jti) : await loadUser(db, sub, jti);
      if (listening && started === generation) {
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(key, account);
      }
      return account;
    },
    stop,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountCache;
  }
}
