import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Db } from './index';

// LISTEN/NOTIFY through `pg` (server/db/notifications.ts): PostgreSQL only, so this file runs
// when TEST_DATABASE_URL is set; on PGlite `listen` is the engine's own.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('notifications on PostgreSQL', () => {
  const schema = `n_${randomBytes(6).toString('hex')}`;
  let admin: Db;
  let here: Db;
  let other: Db;
  beforeAll(async () => {
    admin = await openPostgres(url!);
    await admin.exec(`CREATE SCHEMA ${schema}`);
    [here, other] = await Promise.all([openPostgres(url!, schema), openPostgres(url!, schema)]);
    // Connections the pool opened before anyone listened (the app's migrations and seed).
    await Promise.all([1, 2, 3].map(() => here.query('SELECT pg_sleep(0.05)')));
  });
  afterAll(async () => {
    await Promise.all([here.close(), other.close()]);
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  });

  it("knows this pool's own change before the statement that made it returns", async () => {
    let heard = 0;
    const stop = await here.listen(
      'probe_own',
      () => heard++,
      () => {},
    );
    for (let i = 1; i <= 5; i++) {
      await here.query(`SELECT pg_notify('probe_own', '')`);
      expect(heard).toBeGreaterThanOrEqual(i);
      await here.transaction((tx) => tx.query(`SELECT pg_notify('probe_own', 'tx')`));
      expect(heard).toBeGreaterThanOrEqual(2 * i);
    }
    await stop();
  });

  it("hears another instance's committed change, not its rolled back one", async () => {
    let heard = 0;
    let rolledBack = 0;
    const stops = await Promise.all([
      here.listen(
        'probe_other',
        () => heard++,
        () => {},
      ),
      here.listen(
        'probe_rolled_back',
        () => rolledBack++,
        () => {},
      ),
    ]);
    await other
      .transaction(async (tx) => {
        await tx.query(`SELECT pg_notify('probe_rolled_back', '')`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await other.query(`SELECT pg_notify('probe_other', '')`);
    // Delivered in commit order: had the rolled back one been sent, it would be here by now.
    await vi.waitFor(() => expect(heard).toBeGreaterThan(0));
    expect(rolledBack).toBe(0);
    await Promise.all(stops.map((stop) => stop()));
  });

  it('says when its connection is lost and listens again once it is back', async () => {
    const states: boolean[] = [];
    let heard = 0;
    const stop = await here.listen(
      'probe_lost',
      () => heard++,
      (s) => states.push(s),
    );
    expect(states).toEqual([true]);
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE query = 'LISTEN probe_lost' AND pid <> pg_backend_pid()`,
    );
    await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 5000 });
    await other.query(`SELECT pg_notify('probe_lost', '')`);
    await vi.waitFor(() => expect(heard).toBeGreaterThan(0));
    await stop();
  });
});
