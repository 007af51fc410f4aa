/**
 * `Db.listen` on PostgreSQL: LISTEN/NOTIFY, by two paths, one for each kind of change.
 * - A connection of its own LISTENs, so that a change another instance commits arrives even
 *   while the pool has no connection open; its state is the listener's `onState` (lost: it is
 *   opened again every second until it answers).
 * - Every pool connection LISTENs too: PostgreSQL hands a session its own notification before
 *   the statement or the COMMIT that sent it returns, so a change made through this pool is
 *   known here before the code that made it goes on (nothing waits for the other path).
 */
import type pg from 'pg';
import type { Db } from './index';

/** A pool of `max` connections whose every connection LISTENs, and `listen` over it. */
export function listeningPool(
  driver: typeof pg,
  config: pg.ClientConfig,
  max: number,
): { pool: pg.Pool; listen: Db['listen'] } {
  const handlers = new Map<string, Set<() => void>>();
  const dispatch = (m: pg.Notification) => handlers.get(m.channel)?.forEach((h) => h());
  const pool = new driver.Pool({
    ...config,
    max,
    // Awaited before a new connection is handed out.
    async onConnect(client: pg.ClientBase) {
      client.on('notification', dispatch);
      for (const channel of handlers.keys()) await client.query(`LISTEN ${channel}`);
    },
  });
  return {
    pool,
    async listen(channel, onNotify, onState) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        // The connections opened before (idle: listening starts with the app), each checked
        // out once — all at once, so each is a different one.
        const open = await Promise.all(
          Array.from({ length: pool.totalCount }, () => pool.connect()),
        );
        await Promise.all(
          open.map((client) => client.query(`LISTEN ${channel}`).finally(() => client.release())),
        );
      }
      handlers.get(channel)?.add(onNotify);
      const stopOwn = await ownConnection(driver, config, channel, onNotify, onState);
      return async () => {
        handlers.get(channel)?.delete(onNotify);
        await stopOwn();
      };
    },
  };
}

/** LISTEN on a connection of its own, opened again whenever it is lost. */
async function ownConnection(
  driver: typeof pg,
  config: pg.ClientConfig,
  channel: string,
  onNotify: () => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (current === client) {
      current = undefined;
      onState(false);
    }
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 1000);
      retry.unref();
    }
  };
  const connect = async () => {
    const client = new driver.Client(config);
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (m) => {
      if (m.channel === channel) onNotify();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lost(client);
      return;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    onState(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
