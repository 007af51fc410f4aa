import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileColumn, registries } from '../../src/registries';
import type { Db } from '../db';
import { migrate } from '../db/migrate';
import { openTestDb } from '../test/helpers';

// A definition and its migration can never drift: every field of every registry the engine
// serves has its column (a file field its `<key>_attachment_id`, a many-reference its join
// table), and every table has the timestamps the engine writes.
describe('registry tables match their definitions', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await migrate(db);
  });
  afterAll(() => drop());

  async function columns(table: string): Promise<Map<string, { type: string; nullable: boolean }>> {
    const rows = await db.query<{ column_name: string; data_type: string; is_nullable: string }>(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1`,
      [table],
    );
    return new Map(
      rows.map((r) => [r.column_name, { type: r.data_type, nullable: r.is_nullable === 'YES' }]),
    );
  }

  const served = registries.filter((r) => !r.customServer);

  it.each(served.map((r) => [r.table, r] as const))('%s has a column per field', async (_, def) => {
    const found = await columns(def.table);
    expect(found.size).toBeGreaterThan(0);
    for (const column of ['id', 'created_at', 'updated_at']) expect(found.has(column)).toBe(true);
    const expected = new Set(['id', 'created_at', 'updated_at']);
    for (const [key, field] of Object.entries(def.fields)) {
      if (field.kind === 'references') {
        const join = await columns(field.through.table);
        expect(join.has(field.through.key) && join.has(field.through.foreignKey)).toBe(true);
        continue;
      }
      const column = field.kind === 'file' ? fileColumn(key, field) : key;
      expected.add(column);
      const info = found.get(column);
      expect(info, `${def.table}.${column}`).toBeDefined();
      const types: Record<string, string[]> = {
        string: ['text'],
        text: ['text'],
        html: ['text'],
        integer: ['integer'],
        decimal: ['numeric'],
        boolean: ['boolean'],
        date: ['date'],
        datetime: ['timestamp with time zone'],
        enum: field.kind === 'enum' && field.many ? ['ARRAY'] : ['text'],
        reference: ['bigint'],
        file: ['bigint'],
      };
      expect(types[field.kind], `${def.table}.${column}`).toContain(info!.type);
      if (field.required && field.kind !== 'file' && !field.readOnly)
        expect(info!.nullable, `${def.table}.${column} NOT NULL`).toBe(false);
    }
    // No column the definition does not know (it would never be written or read).
    expect([...found.keys()].filter((c) => !expected.has(c))).toEqual([]);
  });

  it('creates the audit table the writes fill', async () => {
    const found = await columns('action_histories');
    for (const column of [
      'id',
      'admin_id',
      'user_id',
      'record_type',
      'record_id',
      'action',
      'changes',
      'created_at',
    ])
      expect(found.has(column), column).toBe(true);
  });
});
