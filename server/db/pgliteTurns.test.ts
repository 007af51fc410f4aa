import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMPTY_TEMPLATE_KEY, templateBlob } from '../test/template';
import { openPglite, pgliteTurns, type Db } from './index';

describe("turns at PGlite's one connection", () => {
  let db: Db;
  beforeAll(async () => {
    const empty = await templateBlob(inject(EMPTY_TEMPLATE_KEY));
    db = await openPglite(undefined, empty ? { loadDataDir: empty } : {});
  });
  afterAll(() => db.close());

  it('let the event loop read new work while statements keep coming', async () => {
    // 20 callers in a loop without pauses, as 200 users were: PGlite's own queue handed the
    // connection on in promise callbacks, and a timer (like a new connection's accept) waited
    // for the whole load to end.
    const started = performance.now();
    const until = started + 400;
    let firedAfter = Infinity;
    setTimeout(() => {
      firedAfter = performance.now() - started;
    }, 0);
    let statements = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (performance.now() < until) {
          await db.query('SELECT 1');
          statements++;
        }
      }),
    );
    expect(statements).toBeGreaterThan(20);
    expect(firedAfter).toBeLessThan(150);
  });

  it('are taken first come first served, and a failed one does not hold the next', async () => {
    const turn = pgliteTurns();
    const order: number[] = [];
    const failing = turn(() => Promise.reject(new Error('refused')));
    const rest = [1, 2, 3].map((n) =>
      turn(async () => {
        order.push(n);
        return n;
      }),
    );
    await expect(failing).rejects.toThrow('refused');
    expect(await Promise.all(rest)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
  });

  it('keep a transaction whole: its statements and its rollback', async () => {
    await db.exec('CREATE TEMP TABLE turns_t (n int)');
    const inserts = db.transaction(async (tx) => {
      await tx.query('INSERT INTO turns_t VALUES (1)');
      await tx.query('INSERT INTO turns_t VALUES (2)');
      throw new Error('rolled back');
    });
    const read = db.query<{ count: string }>('SELECT count(*) AS count FROM turns_t');
    await expect(inserts).rejects.toThrow('rolled back');
    expect(await read).toEqual([{ count: '0' }]);
  });
});
