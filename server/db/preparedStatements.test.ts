import { describe, expect, it } from 'vitest';
import { openTestDb } from '../test/helpers';
import { statementNames } from './preparedStatements';

describe('prepared statements', () => {
  it('names a text from its second run on, always by the same name, up to a limit', () => {
    const { nameOf, forget } = statementNames(2);
    expect(nameOf('SELECT 1')).toBeUndefined();
    const name = nameOf('SELECT 1');
    expect(name).toMatch(/^s_[\w-]{27}$/);
    expect(nameOf('SELECT 1')).toBe(name);
    expect(nameOf('SELECT 1 ')).toBeUndefined();
    expect(nameOf('SELECT 1 ')).toMatch(/^s_/);
    // The limit reached, a third text stays unnamed however often it runs.
    for (let i = 0; i < 3; i++) expect(nameOf('SELECT 2')).toBeUndefined();
    forget('SELECT 1');
    expect(nameOf('SELECT 1')).toBeUndefined();
  });

  it('never names a statement matching a pattern: its plan depends on the pattern', () => {
    const { nameOf } = statementNames();
    for (const sql of [
      'SELECT id FROM leads WHERE uid ILIKE $1',
      "SELECT id FROM users WHERE email LIKE $1 || '%'",
      'SELECT id FROM t WHERE name ~* $1',
      "SELECT id FROM t WHERE v @@ plainto_tsquery('russian', $1)",
    ]) {
      for (let i = 0; i < 3; i++) expect(nameOf(sql), sql).toBeUndefined();
    }
    nameOf('SELECT id FROM leads WHERE status = $1');
    expect(nameOf('SELECT id FROM leads WHERE status = $1')).toMatch(/^s_/);
  });

  // On PostgreSQL (TEST_DATABASE_URL) the statements below run prepared on the pool's connections.
  it('answers the new columns of a `SELECT *` whose table changed under its prepared form', async () => {
    const { db, drop } = await openTestDb();
    try {
      await db.exec('CREATE TABLE prepared_probe (a int); INSERT INTO prepared_probe VALUES (1)');
      const read = () => db.query<{ a: number; b?: number }>('SELECT * FROM prepared_probe');
      for (let i = 0; i < 12; i++) expect(await read()).toEqual([{ a: 1 }]);
      await db.exec('ALTER TABLE prepared_probe ADD COLUMN b int DEFAULT 7');
      for (let i = 0; i < 12; i++) expect(await read()).toEqual([{ a: 1, b: 7 }]);
      // A parameterised statement keeps answering for each value after the change too.
      const one = (a: number) => db.query('SELECT a FROM prepared_probe WHERE a = $1', [a]);
      for (let i = 0; i < 4; i++) expect(await one(1)).toEqual([{ a: 1 }]);
      expect(await one(2)).toEqual([]);
    } finally {
      await drop();
    }
  });
});
