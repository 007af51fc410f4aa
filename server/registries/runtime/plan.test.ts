import { describe, expect, it } from 'vitest';
import { definitionOf, type SavedDesign, type SavedField } from '../../../src/registries/design';
import { setRuntimeTargets } from '../references';
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
    // In the order the engine reads a record: the fields, then the timestamps.
    expect(plan.steps[0]!.sql[0]).toContain('PRIMARY KEY,\n  f_1 text,\n  f_2 text,\n  created_at');
    expect(lines(plan).slice(1)).toEqual([
      // Sorted: the id breaks the order's ties, so a page and its count walk the index alone.
      'instant: CREATE INDEX IF NOT EXISTS rt_7_f_1_idx ON rt_7 (f_1, id)',
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
      'online after commit: CREATE INDEX CONCURRENTLY IF NOT EXISTS rt_7_f_2_idx ON rt_7 (f_2, id)',
      'instant: ',
    ]);
    // PGlite has one connection: the index is built in the publication's transaction.
    expect(lines(planPublication('7', live, draft, ledger([name], [capacity]), 'pglite'))[1]).toBe(
      'online: CREATE INDEX IF NOT EXISTS rt_7_f_2_idx ON rt_7 (f_2, id)',
    );
  });

  it('walks a filter’s index in the default order, and builds it again when the order changes', () => {
    const byName = {
      ...design({ ...name, sort: true }, { ...capacity, filter: true }),
      default_sort: { field: 'name', order: 'asc' as const },
    };
    const made = planPublication('7', null, byName, ledger([], [name, capacity]), 'postgres');
    expect(lines(made).slice(1, 3)).toEqual([
      'instant: CREATE INDEX IF NOT EXISTS rt_7_f_1_idx ON rt_7 (f_1, id)',
      'instant: CREATE INDEX IF NOT EXISTS rt_7_f_2_f_1_idx ON rt_7 (f_2, f_1, id)',
    ]);
    const byId = { ...byName, default_sort: null };
    expect(lines(planPublication('7', byName, byId, ledger([name, capacity]), 'postgres'))).toEqual(
      [
        'online after commit: CREATE INDEX CONCURRENTLY IF NOT EXISTS rt_7_f_2_idx ON rt_7 (f_2, id)',
        'instant: DROP INDEX IF EXISTS rt_7_f_2_f_1_idx',
        'instant: ',
      ],
    );
  });

  it('indexes two fields filtered together over both, besides each one’s own', () => {
    const region = { ...name, filter: true, filter_with: 'capacity' };
    const together = {
      ...design({ ...region, sort: true }, { ...capacity, filter: true }),
      default_sort: { field: 'name', order: 'asc' as const },
    };
    const plan = planPublication(
      '7',
      design(name, capacity),
      together,
      ledger([name, capacity]),
      'postgres',
    );
    expect(lines(plan)).toEqual([
      'online after commit: CREATE INDEX CONCURRENTLY IF NOT EXISTS rt_7_f_1_f_2_with_idx ON rt_7 (f_1, f_2, id)',
      'online after commit: CREATE INDEX CONCURRENTLY IF NOT EXISTS rt_7_f_1_idx ON rt_7 (f_1, id)',
      'online after commit: CREATE INDEX CONCURRENTLY IF NOT EXISTS rt_7_f_2_f_1_idx ON rt_7 (f_2, f_1, id)',
      'instant: ',
    ]);
    expect(plan.steps[0]!.text).toBe(
      'Построить индекс по полям «Наименование» и «Мощность» для фильтра по обоим',
    );
  });

  it('indexes the searched fields by trigrams where the database has pg_trgm', () => {
    const searched = { ...design(name, capacity), search: ['name'] };
    // Without pg_trgm, no index: the search reads the table.
    const made = planPublication('7', null, searched, ledger([], [name, capacity]), 'postgres');
    expect(lines(made).slice(1)).toEqual(['instant: ']);
    const withTrigrams = planPublication(
      '7',
      null,
      searched,
      ledger([], [name, capacity]),
      'postgres',
      new Map(),
      'public',
    );
    expect(withTrigrams.steps[1]).toMatchObject({
      kind: 'instant',
      text: 'Построить индекс по полю «Наименование» для поиска',
      sql: [
        'CREATE INDEX IF NOT EXISTS rt_7_f_1_trgm_idx ON rt_7 USING gin (f_1 public.gin_trgm_ops)',
      ],
    });
    // A table in use: built without stopping writers; a field no longer searched loses it.
    const more = { ...searched, search: ['name', 'capacity'] };
    const inUse = (from: SavedDesign, to: SavedDesign) =>
      lines(
        planPublication('7', from, to, ledger([name, capacity]), 'postgres', new Map(), 'public'),
      );
    expect(inUse(searched, more)).toEqual([
      'online after commit: CREATE INDEX CONCURRENTLY IF NOT EXISTS rt_7_f_2_trgm_idx ON rt_7 USING gin (f_2 public.gin_trgm_ops)',
      'instant: ',
    ]);
    expect(inUse(more, searched)).toEqual([
      'instant: DROP INDEX IF EXISTS rt_7_f_2_trgm_idx',
      'instant: ',
    ]);
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
  it('reads a text as a reference by name, but not into its own table', () => {
    const parent = { ...capacity, key: 'parent_id', kind: 'reference' as const };
    const elsewhere = { ...parent, resource: 'organizations' };
    const own = { ...parent, resource: 'registries/boilers/records' };
    setRuntimeTargets([definitionOf(design(name, capacity), '7')]);
    try {
      const plan = (to: SavedField) =>
        planPublication(
          '7',
          design(name, capacity),
          design(name, to),
          ledger([name, capacity]),
          'postgres',
        );
      expect(plan(elsewhere).refusals).toEqual([]);
      expect(plan(elsewhere).conversions[0]!.ok).toMatch(/FROM organizations/);
      expect(plan(own).refusals).toEqual([
        {
          pointer: '/fields/1/kind',
          message:
            'Значения поля «Мощность» не переводятся в тип «Ссылка на запись реестра»: добавьте новое поле',
        },
      ]);
    } finally {
      setRuntimeTargets([]);
    }
  });
});

describe('a required field as a rule of the table', () => {
  const required = { ...capacity, required: true };

  it('is made with a new table', () => {
    const plan = planPublication(
      '7',
      null,
      design(name, required),
      ledger([], [name, capacity]),
      'postgres',
    );
    expect(plan.steps[0]!.sql[0]).toContain(
      'f_2 text,\n  CONSTRAINT rt_7_f_2_required CHECK (f_2 IS NOT NULL),\n  created_at',
    );
  });

  it('is checked, made NOT VALID and validated after the commit on a table in use', () => {
    const live = design(name, capacity);
    const plan = planPublication(
      '7',
      live,
      design(name, required),
      ledger([name, capacity]),
      'postgres',
    );
    expect(lines(plan)).toEqual([
      'online: ALTER TABLE rt_7 ADD CONSTRAINT rt_7_f_2_required CHECK (f_2 IS NOT NULL) NOT VALID',
      'online after commit: ALTER TABLE rt_7 VALIDATE CONSTRAINT rt_7_f_2_required',
      'instant: ',
    ]);
    expect(plan.steps[0]!.required).toEqual({
      pointer: '/fields/1/required',
      label: 'Мощность',
      missing: 'f_2 IS NULL',
    });
    // PGlite, one connection: validated in the transaction.
    expect(
      lines(
        planPublication('7', live, design(name, required), ledger([name, capacity]), 'pglite'),
      )[0],
    ).toBe(
      'online: ALTER TABLE rt_7 ADD CONSTRAINT rt_7_f_2_required CHECK (f_2 IS NOT NULL) NOT VALID; ALTER TABLE rt_7 VALIDATE CONSTRAINT rt_7_f_2_required',
    );
  });

  it('is dropped at once when lifted, when its field is taken out, and from a moved field’s old column', () => {
    const drop = 'instant: ALTER TABLE rt_7 DROP CONSTRAINT IF EXISTS rt_7_f_2_required';
    const live = design(name, required);
    expect(
      lines(
        planPublication('7', live, design(name, capacity), ledger([name, capacity]), 'postgres'),
      ),
    ).toEqual([drop, 'instant: ']);
    expect(
      lines(planPublication('7', live, design(name), ledger([name, capacity]), 'postgres')),
    ).toContain(drop);
    const moved = planPublication(
      '7',
      live,
      design(name, { ...required, kind: 'decimal' }),
      ledger([name, capacity]),
      'postgres',
      new Map([['2', '9']]),
    );
    expect(moved.steps.map((s) => s.sql[0]?.slice(0, 60))).toEqual([
      'ALTER TABLE rt_7 ADD COLUMN IF NOT EXISTS f_9 numeric',
      expect.stringMatching(/^UPDATE rt_7 SET f_9 = /),
      'ALTER TABLE rt_7 DROP CONSTRAINT IF EXISTS rt_7_f_2_required',
      'ALTER TABLE rt_7 ADD CONSTRAINT rt_7_f_9_required CHECK (f_9',
      'ALTER TABLE rt_7 VALIDATE CONSTRAINT rt_7_f_9_required',
      undefined,
    ]);
    // The new column is added before the job fills it; the fill is the job's, in batches.
    expect(moved.steps[0]!.beforeBackfill).toBe(true);
    expect(moved.steps[1]!.backfill).toMatchObject({ table: 'rt_7', column: 'f_9' });
    expect(moved.steps[3]!.required!.missing).toMatch(
      /^CASE WHEN .* THEN \(CASE WHEN .*\) IS NULL ELSE false END$/s,
    );
  });
});
