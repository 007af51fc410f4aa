import { describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { accountCache } from './accountCache';

/**
 * A database whose admin_users row is `row` (blocked or not), counting its reads, with a
 * listener the test drives: `notify()` is a committed change, `state(false)` the connection lost.
 */
function fakeDb() {
  let onNotify = () => {};
  let onState = (_: boolean) => {};
  const t = {
    reads: 0,
    blocked: false,
    /** Held answers: a read waits for `release()` when set. */
    hold: undefined as Promise<void> | undefined,
    notify: () => onNotify(),
    state: (listening: boolean) => onState(listening),
  };
  const db = {
    kind: 'pglite',
    query: async <T>() => {
      t.reads++;
      const blocked = t.blocked;
      await t.hold;
      return [
        {
          id: '7',
          role: 'etp_admin',
          organization_id: null,
          branch_id: null,
          region_id: null,
          mfc_id: null,
          executor_selection: false,
          social_assistance: false,
          blocked,
          tokens_valid_after: null,
          revoked: false,
        },
      ] as T[];
    },
    listen: (_channel: string, notify: () => void, state: (listening: boolean) => void) => {
      onNotify = notify;
      onState = state;
      state(true);
      return Promise.resolve(() => Promise.resolve());
    },
  } as unknown as Db;
  return { db, t };
}

describe('the kept account state', () => {
  it('is read once for a token, and again after any account change is notified', async () => {
    const { db, t } = fakeDb();
    const cache = await accountCache(db);
    expect((await cache.load('v1_admin', '7', 'jti-1'))?.blocked).toBe(false);
    await cache.load('v1_admin', '7', 'jti-1');
    expect(t.reads).toBe(1);
    // Another token of the same account is its own entry (its jti may be revoked).
    await cache.load('v1_admin', '7', 'jti-2');
    expect(t.reads).toBe(2);
    t.blocked = true;
    t.notify();
    expect((await cache.load('v1_admin', '7', 'jti-1'))?.blocked).toBe(true);
    expect(t.reads).toBe(3);
  });

  it('does not keep what was read while a change was being notified', async () => {
    const { db, t } = fakeDb();
    const cache = await accountCache(db);
    let release = () => {};
    t.hold = new Promise((r) => (release = r));
    const reading = cache.load('v1_admin', '7', 'jti-1'); // reads the row before the block…
    t.blocked = true;
    t.notify(); // …which commits while the read is on its way
    release();
    expect((await reading)?.blocked).toBe(false);
    t.hold = undefined;
    expect((await cache.load('v1_admin', '7', 'jti-1'))?.blocked).toBe(true);
    expect(t.reads).toBe(2);
  });

  it('keeps nothing while notifications may be missed, and forgets what it kept', async () => {
    const { db, t } = fakeDb();
    const cache = await accountCache(db);
    await cache.load('v1_admin', '7', 'jti-1');
    t.state(false);
    t.blocked = true; // changed while nobody listened
    for (let i = 0; i < 3; i++)
      expect((await cache.load('v1_admin', '7', 'jti-1'))?.blocked).toBe(true);
    expect(t.reads).toBe(4);
    t.state(true);
    await cache.load('v1_admin', '7', 'jti-1');
    await cache.load('v1_admin', '7', 'jti-1');
    expect(t.reads).toBe(5);
  });
});
