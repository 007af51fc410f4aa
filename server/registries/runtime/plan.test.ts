import { describe, expect, it } from 'vitest';
import type { SavedDesign, SavedField } from '../../../src/registries/design';
import { planPublication } from './plan';
import type { LedgerEntry } from './queries';

const name: SavedField = { field_id: '1', key: 'name', kind: 'string', label: 'Наименование' };
const capacity: SavedField = { field_id: '2', key: 'capacity', kind: 'string', label: 'Мощность' };
const design = (...fields: SavedField[]): SavedDesign => ({
  code: 'boilers',
  title: ['Котельная', 'Котельные', 'Котельных'],
  fields,
});
/** The ledger of a table holding these fields' columns (and the others not yet added). */
const ledger = (added: SavedField[], pending: SavedField[] = []) =>
  new Map<string, LedgerEntry>([
    ...added.map((f): [string, LedgerEntry] => [
      f.field_id,
      { id: f.field_id, sql_type: f.kind === 'integer' ? 'integer' : 'text', column_added: true },
    ]),
    ...pending.map((f): [string, LedgerEntry] => [
      f.field_id,
      { id: f.field_id, sql_type: 'text', column_added: false },
    ]),
  ]);
const lines = (plan: ReturnType<typeof planPublication>) =>
  plan.steps.map((s) => `${s.kind}${s.afterCommit ? ' after commit' : ''}: ${s.sql.join('; ')}`);

describe('the planner of a registry’s publication', () => {
  it('makes a new table with every column, and its indexes in the same transaction', () => {
    const sorted = { ...name, sort: true };
    const plan = planPublication(
      '7',
      null,
      design(sorted, capacity),
      ledger([], [name, capacity]),
      'postgres',
    );
    expect(plan.steps[0]!.sql[0]).toMatch(/^CREATE TABLE rt_7 \(/);
    expect(plan.steps[0]!.sql[0]).toContain('f_1 text,\n  f_2 text\n)');
    expect(lines(plan).slice(1)).toEqual([
      'instant: CREATE INDEX IF NOT EXISTS rt_7_f_1_idx ON rt_7 (f_1)',
      'instant: ',
    ]);
    expect(plan.adds).toEqual([
      { id: '1', sqlType: 'text' },
      { id: '2', sqlType: 'text' },
    ]);
  });

  it('adds a column at once and builds its index without stopping writers on PostgreSQL', () => {
    const live = design(name);
    const filtered = { ...capacity, filter: true };
    const draft = design(name, filtered);
    expect(
      lines(planPublication('7', live, draft, ledger([name], [capacity]), 'postgres')),
    ).toEqual([
      'instant: ALTER TABLE rt_7 ADD COLUMN IF NOT EXISTS f_2 text',
      'online after commit: CREATE INDEX CONCURRENTLY IF NOT EXISTS rt_7_f_2_idx ON rt_7 (f_2)',
      'instant: ',
    ]);
    // PGlite has one connection: the index is built in the publication's transaction.
    expect(lines(planPublication('7', live, draft, ledger([name], [capacity]), 'pglite'))[1]).toBe(
      'online: CREATE INDEX IF NOT EXISTS rt_7_f_2_idx ON rt_7 (f_2)',
    );
  });

  it('checks a new uniqueness of a table in use before it is made', () => {
    const plan = planPublication(
      '7',
      design(name),
      design({ ...name, unique: true }),
      ledger([name]),
      'postgres',
    );
    expect(plan.steps[0]).toMatchObject({
      kind: 'online',
      afterCommit: true,
      sql: ['CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS rt_7_f_1_key ON rt_7 (f_1)'],
      unique: { column: 'f_1', pointer: '/fields/0/unique', label: 'Наименование' },
    });
  });

  it('changes only metadata for a renamed key or label, and for a kind of the same column', () => {
    const renamed = { ...capacity, key: 'power', label: 'Мощность, МВт', kind: 'text' as const };
    const plan = planPublication(
      '7',
      design(name, capacity),
      design(name, renamed),
      ledger([name, capacity]),
      'postgres',
    );
    expect(lines(plan)).toEqual(['instant: ']);
    expect(plan.refusals).toEqual([]);
  });

  it('keeps a field taken out, values and all, and brings it back', () => {
    const out = planPublication(
      '7',
      design(name, capacity),
      design(name),
      ledger([name, capacity]),
      'postgres',
    );
    expect(out.steps[0]).toMatchObject({ kind: 'destructive', sql: [] });
    const back = planPublication(
      '7',
      design(name),
      design(name, capacity),
      ledger([name, capacity]),
      'postgres',
    );
    expect(back.steps[0]).toMatchObject({
      kind: 'instant',
      text: 'Вернуть поле «Мощность» с его прежними значениями',
      sql: [],
    });
  });

  it('moves a field whose type changes to a new column, filled from the old one', () => {
    const number = { ...capacity, kind: 'decimal' as const };
    const columns = new Map([['2', '9']]);
    const live = design(name, capacity);
    const plan = planPublication(
      '7',
      live,
      design(name, number),
      ledger([name, capacity]),
      'postgres',
      columns,
    );
    expect(plan.refusals).toEqual([]);
    expect(lines(plan)[0]).toBe('instant: ALTER TABLE rt_7 ADD COLUMN IF NOT EXISTS f_9 numeric');
    expect(lines(plan)[1]).toMatch(/^backfill: UPDATE rt_7 SET f_9 = CASE WHEN \(f_2 IS NULL/);
    expect(plan.design.fields[1]).toMatchObject({
      field_id: '9',
      key: 'capacity',
      kind: 'decimal',
    });
    expect(plan.conversions).toEqual([
      expect.objectContaining({ column: 'f_2', to: 'Дробное число' }),
    ]);
    expect(plan.adds).toEqual([{ id: '9', sqlType: 'numeric' }]);
  });

  it('refuses a type change it cannot convert, with its reason', () => {
    const flag = { ...name, kind: 'date' as const };
    const dated = { ...name, field_id: '3', kind: 'boolean' as const };
    const ledgerOf = new Map<string, LedgerEntry>([
      ['3', { id: '3', sql_type: 'date', column_added: true }],
    ]);
    const plan = planPublication(
      '7',
      design({ ...flag, field_id: '3' }),
      design(dated),
      ledgerOf,
      'postgres',
    );
    expect(plan.refusals).toEqual([
      {
        pointer: '/fields/0/kind',
        message:
          'Значения поля «Наименование» не переводятся в тип «Да / нет»: добавьте новое поле',
      },
    ]);
  });
});
