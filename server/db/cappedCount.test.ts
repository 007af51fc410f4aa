import { describe, expect, it } from 'vitest';
import { cappedCount, KEEP_MS } from './cappedCount';
import type { Queryable } from './index';

/** A database whose count answers `n` and counts the statements it ran. */
function fakeDb(n: () => number) {
  const ran: unknown[][] = [];
  const db: Queryable = {
    query: <T>(_sql: string, params: unknown[] = []) => {
      ran.push(params);
      return Promise.resolve([{ n: String(n()) }] as T[]);
    },
    exec: () => Promise.resolve(),
  };
  return { db, ran };
}

const SQL = 'SELECT count(*) AS n FROM (SELECT 1 FROM leads l LIMIT $1) c';

describe('cappedCount', () => {
  it('answers a count at its cap again without running it, until KEEP_MS have passed', async () => {
    const { db, ran } = fakeDb(() => 10_001);
    expect(await cappedCount(db, SQL, [10_001], 10_001, 0)).toBe(10_001);
    expect(await cappedCount(db, SQL, [10_001], 10_001, KEEP_MS - 1)).toBe(10_001);
    expect(ran).toHaveLength(1);
    expect(await cappedCount(db, SQL, [10_001], 10_001, KEEP_MS)).toBe(10_001);
    expect(ran).toHaveLength(2);
  });

  it('runs a count below its cap every time: an exact total follows every new row', async () => {
    let rows = 5;
    const { db, ran } = fakeDb(() => rows);
    expect(await cappedCount(db, SQL, [10_001], 10_001, 0)).toBe(5);
    rows = 6;
    expect(await cappedCount(db, SQL, [10_001], 10_001, 1)).toBe(6);
    expect(ran).toHaveLength(2);
  });

  it('keeps each statement and parameters apart, and each database handle', async () => {
    let rows = 10_001;
    const first = fakeDb(() => rows);
    await cappedCount(first.db, SQL, ['a', 10_001], 10_001, 0);
    rows = 3;
    // Another filter value, another statement, another database: each counted on its own.
    expect(await cappedCount(first.db, SQL, ['b', 10_001], 10_001, 1)).toBe(3);
    expect(await cappedCount(first.db, `${SQL} `, ['a', 10_001], 10_001, 1)).toBe(3);
    const second = fakeDb(() => rows);
    expect(await cappedCount(second.db, SQL, ['a', 10_001], 10_001, 1)).toBe(3);
    // The list that shrank below its cap is counted exactly once its kept count is old.
    expect(await cappedCount(first.db, SQL, ['a', 10_001], 10_001, 1)).toBe(10_001);
    expect(await cappedCount(first.db, SQL, ['a', 10_001], 10_001, KEEP_MS)).toBe(3);
  });
});
