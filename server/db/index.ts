/**
 * The database handle: PostgreSQL through `pg` when DATABASE_URL is set, otherwise PGlite
 * (real Postgres compiled to WASM) in a directory. Both speak the same SQL with `$1` params,
 * so migrations, seeds and queries are written once.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type pg from 'pg';
import { listeningPool } from './notifications';
import { isStalePreparedStatement, statementNames } from './preparedStatements';

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` after each NOTIFY on `channel` (sent when a transaction commits), and
   * `onState(false)` as soon as notifications may be missed (the listening connection is lost;
   * it is opened again every second until it answers, then `onState(true)`). Resolves, once the
   * first attempt is over, with the function that stops listening.
   */
  listen(
    channel: string,
    onNotify: () => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** `pg`, loaded with the first PostgreSQL connection: the embedded default never needs it. */
async function loadPg(): Promise<typeof pg> {
  const { default: driver } = await import('pg');
  // int8 (bigint ids, counts) as a JS string in both drivers: ids go out as strings anyway.
  driver.types.setTypeParser(20, (v) => v);
  return driver;
}

/** `schema`, when given, becomes the search_path of every connection (isolated test runs). */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  const driver = await loadPg();
  const options = schema ? { options: `-c search_path=${schema}` } : {};
  const { pool, listen } = listeningPool(driver, { connectionString: url, ...options }, 10);
  // An idle client losing its connection must not crash the process; /health reports it.
  pool.on('error', () => undefined);
  const names = statementNames();
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const name = names.nameOf(sql);
      if (!name) return (await c.query(sql, params)).rows as T[];
      try {
        return (await c.query({ name, text: sql, values: params })).rows as T[];
      } catch (err) {
        if (!isStalePreparedStatement(err)) throw err;
        names.forget(sql);
        return (await c.query(sql, params)).rows as T[];
      }
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client has no pool listener: a connection lost between its queries (the
      // database stopped mid-transaction, issue 22's outage) would be an unhandled 'error' event
      // and end the process. Keep it, and destroy the client instead of pooling it again.
      let lost: Error | undefined;
      const onError = (err: Error) => {
        lost = err;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.off('error', onError);
        client.release(lost);
      }
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    listen,
    close: () => pool.end(),
  };
}

/** How every PGlite opens: bigint ids as text (like `pg`), pg_trgm loaded. */
export const pgliteOptions = {
  parsers: { 20: (v: string) => v },
  extensions: { pg_trgm },
};

/**
 * Opens PGlite in `dir`, or in memory when `dir` is undefined (tests). `loadDataDir` starts
 * from a dumped data directory instead of running initdb (the tests' seeded template). pg_trgm
 * is loaded so the search's trigram indexes (migrations 0013, 0020) exist on PGlite too; it
 * adds about 20 ms to an open.
 */
export async function openPglite(dir?: string, options: { loadDataDir?: Blob } = {}): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  const lite = await PGlite.create(dir, {
    ...pgliteOptions,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return wrapPglite(lite);
}

/**
 * Turns at PGlite's one connection, first come first served, and a turn of the event loop at
 * least every `busyMs`. PGlite runs a statement synchronously on the main thread, and its own
 * queue hands the connection to the next waiter in a promise callback: while statements kept
 * coming, the event loop never reached its I/O phase, so no new connection was accepted, no
 * request read and no file operation finished until the queue ran dry (200 users without
 * pauses: a fresh connection waited up to 24 s to be read, and 20 of 3,879 requests timed out
 * at 30 s). A turn begun `busyMs` after the loop's last one waits for `setImmediate`, after the
 * loop's I/O, so what arrived meanwhile is read and queues behind; the turns in between run back
 * to back (a turn of the loop for every statement cost a trivial one 15 %). A transaction is one
 * turn; its statements run back to back.
 */
export function pgliteTurns(busyMs = 5): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  let loopTurn = -Infinity;
  const ioFirst = () =>
    performance.now() - loopTurn < busyMs
      ? undefined
      : new Promise<void>((resolve) =>
          setImmediate(() => {
            loopTurn = performance.now();
            resolve();
          }),
        );
  return (work) => {
    const turn = last.then(ioFirst).then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}

export function wrapPglite(lite: PGlite): Db {
  let closed = false;
  const turn = pgliteTurns();
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await turn(() => lite.query<T>(sql, params))).rows;
    },
    async exec(sql: string) {
      await turn(() => lite.exec(sql));
    },
    transaction(fn) {
      return turn(() =>
        lite.transaction((tx) =>
          fn({
            async query<T>(sql: string, params: unknown[] = []) {
              return (await tx.query<T>(sql, params)).rows;
            },
            async exec(sql: string) {
              await tx.exec(sql);
            },
          }),
        ),
      );
    },
    async ping() {
      if (closed) return false;
      try {
        await turn(() => lite.query('SELECT 1'));
        return true;
      } catch {
        return false;
      }
    },
    async listen(channel, onNotify, onState) {
      // In the process: nothing to lose, so always listening.
      const stop = await lite.listen(channel, onNotify);
      onState(true);
      // Closing the database ended the listening already.
      return async () => {
        if (!closed) await stop();
      };
    },
    async close() {
      closed = true;
      await lite.close();
    },
  };
}
