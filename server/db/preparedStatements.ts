/**
 * Statements the server runs again and again are prepared on each PostgreSQL connection under a
 * name (issue 40): PostgreSQL then parses and analyses them once per connection and may keep
 * their plan, instead of doing it on every call — about half of the database's work on a
 * lead-list page (its two statements planned in 0.5 ms each, run in 0.4 ms).
 *
 * - A text gets a name on its second run, so a one-off statement (a migration's, a report's)
 *   is never kept on the connections; at most NAMED_LIMIT texts are named per pool, so what
 *   each connection keeps is bounded however much SQL is built at run time.
 * - A text matching a pattern (LIKE, ILIKE, SIMILAR TO, a regular expression, full-text `@@`)
 *   is never named: a kept plan cannot see the pattern, and PostgreSQL's guess for an unseen
 *   one chose worse plans than planning each call (the lead search by name: 24 → 39 ms).
 * - PostgreSQL re-plans a prepared statement itself when a table it reads changes. One change it
 *   refuses: a `SELECT *` whose columns changed under it (another instance migrated) answers
 *   "cached plan must not change result type"; that text is then run again unnamed, and
 *   unnamed from then on (inside a transaction, which the refusal has aborted, the
 *   transaction fails once).
 * PGlite runs in the process and is not concerned.
 */
import { createHash } from 'node:crypto';

/** How many distinct texts are named at most (per pool, so per connection too). */
const NAMED_LIMIT = 500;
/** Texts seen once are remembered up to this many, then forgotten together. */
const SEEN_LIMIT = 20_000;

export interface StatementNames {
  /** The name `sql` is prepared under, or undefined to run it unnamed. */
  nameOf(sql: string): string | undefined;
  /** Runs `sql` unnamed from now on (its prepared form went stale). */
  forget(sql: string): void;
}

/** Conditions whose plan depends on the pattern's value (see above). */
const PATTERN = /\b(?:I?LIKE|SIMILAR\s+TO)\b|@@|\s!?~\*?\s/i;

/** The names of one pool's statements. */
export function statementNames(namedLimit = NAMED_LIMIT): StatementNames {
  const seen = new Set<string>();
  const named = new Map<string, string>();
  const refused = new Set<string>();
  return {
    nameOf(sql) {
      const name = named.get(sql);
      if (name !== undefined || refused.has(sql)) return name;
      if (PATTERN.test(sql)) {
        refused.add(sql);
        return undefined;
      }
      if (!seen.has(sql)) {
        if (seen.size >= SEEN_LIMIT) seen.clear();
        seen.add(sql);
        return undefined;
      }
      if (named.size >= namedLimit) return undefined;
      seen.delete(sql);
      const made = `s_${createHash('sha1').update(sql).digest('base64url')}`;
      named.set(sql, made);
      return made;
    },
    forget(sql) {
      named.delete(sql);
      refused.add(sql);
    },
  };
}

/** PostgreSQL's answer when a prepared `SELECT *` no longer matches its table. */
export function isStalePreparedStatement(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err as { code?: string }).code === '0A000' &&
    /cached plan must not change result type/.test(err.message)
  );
}
