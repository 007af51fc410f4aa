/**
 * The planner of the registry constructor (docs/decisions.md "Registry constructor"): the steps
 * that make a registry's table match its draft, each of a kind an administrator sees before
 * anything runs.
 *
 *   instant      the table, a new column (nullable: the engine judges `required`), an index
 *                of a new table, dropping an index; run in the publication's transaction
 *                under a short `lock_timeout`;
 *   online       an index of a table in use: `CREATE INDEX CONCURRENTLY` on PostgreSQL after
 *                the commit (writers go on meanwhile); PGlite, one connection, builds it in the
 *                transaction;
 *   destructive  a field taken out: its column stays, values and all, and the field comes
 *                back with them when it is put back; published only when confirmed.
 *
 * A field is matched with its column by id, so a renamed key or label is metadata alone, and
 * a kind of the same column type (string ↔ text) changes nothing in the table. A change of
 * column type is refused for now: it comes with the conversion preview (next slice).
 *
 * Every name in the SQL is generated (`rt_<registry id>`, `f_<field id>`), never typed.
 */
import type {
  DesignField,
  DesignProblem,
  PlanStepKind,
  SavedDesign,
  SavedField,
} from '../../../src/registries/design';
import { designKindLabels } from '../../../src/registries/design';
import { referenceTarget } from '../references';
import { conversionOf } from './convert';
import type { LedgerEntry } from './queries';

export interface PlanStep {
  kind: PlanStepKind;
  /** What it does, in the console's words. */
  text: string;
  sql: string[];
  /** Run after the commit, outside a transaction (`CREATE INDEX CONCURRENTLY`). */
  afterCommit?: boolean;
  /** A uniqueness made on a table in use: its values are checked for repeats first. */
  unique?: { column: string; pointer: string; label: string };
}

/** A field whose values move to a column of another type: what the preview counts. */
export interface PlannedConversion {
  pointer: string;
  label: string;
  table: string;
  /** The old column, and the SQL saying whether its value converts (./convert.ts). */
  column: string;
  ok: string;
  /** The kind the values become, in the console's words. */
  to: string;
}

export interface Plan {
  steps: PlanStep[];
  /** Changes the planner will not make, at the draft's pointers. */
  refusals: DesignProblem[];
  /** The columns the steps add, with their types (the ledger notes them). */
  adds: { id: string; sqlType: string }[];
  /** Type changes, whose values are checked before anything runs. */
  conversions: PlannedConversion[];
  /** The draft as it is published: a converted field names its new column. */
  design: SavedDesign;
}

/** The column type of a field's kind. */
export function sqlTypeOf(field: DesignField): string {
  switch (field.kind) {
    case 'string':
    case 'text':
      return 'text';
    case 'integer':
      return 'integer';
    case 'decimal':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamptz';
    case 'enum':
      return field.many ? 'text[]' : 'text';
    case 'reference':
      return 'bigint';
  }
}

export const tableOf = (registryId: string) => `rt_${registryId}`;
const columnOf = (field: SavedField) => `f_${field.field_id}`;

/**
 * A column's definition; a multiple choice is never null, an empty list instead; a reference
 * is a foreign key, so a record still referred to cannot be removed from its registry.
 */
function columnSql(field: SavedField, sqlType: string): string {
  if (sqlType === 'text[]') return `${columnOf(field)} text[] NOT NULL DEFAULT '{}'`;
  if (field.kind === 'reference' && field.resource)
    return `${columnOf(field)} bigint REFERENCES ${referenceTarget(field.resource).table} (id)`;
  return `${columnOf(field)} ${sqlType}`;
}

/** The indexes a field wants: by name, their definition. */
function indexesOf(table: string, field: SavedField): Map<string, string> {
  const column = columnOf(field);
  const wanted = new Map<string, string>();
  if (field.unique) wanted.set(`${table}_${column}_key`, `UNIQUE INDEX %s ON ${table} (${column})`);
  // A reference is always indexed: its filter, and the removal of a record it points at.
  else if (field.filter || field.sort || field.kind === 'reference') {
    const method = field.kind === 'enum' && field.many ? ' USING gin' : '';
    wanted.set(`${table}_${column}_idx`, `INDEX %s ON ${table}${method} (${column})`);
  }
  return wanted;
}

const named = (field: DesignField) => `«${field.label}»`;

/**
 * `newColumns`: for a field whose type changes, the id of the column its values move to (the
 * publication hands one out; a preview passes none and the plan names it `f_new<id>`).
 */
export function planPublication(
  registryId: string,
  live: SavedDesign | null,
  sent: SavedDesign,
  ledger: ReadonlyMap<string, LedgerEntry>,
  database: 'postgres' | 'pglite',
  newColumns: ReadonlyMap<string, string> = new Map(),
): Plan {
  const table = tableOf(registryId);
  const steps: PlanStep[] = [];
  const refusals: DesignProblem[] = [];
  const adds: Plan['adds'] = [];
  const conversions: PlannedConversion[] = [];
  const liveFields = new Map((live?.fields ?? []).map((f) => [f.field_id, f]));
  const newTable = !live;
  // A field whose column type changes moves to a new column; the old one stays, values and all.
  const moved = new Map<string, string>();
  const draft: SavedDesign = {
    ...sent,
    fields: sent.fields.map((field) => {
      const entry = ledger.get(field.field_id);
      if (!entry?.column_added || entry.sql_type === sqlTypeOf(field)) return field;
      const to = newColumns.get(field.field_id) ?? `new${field.field_id}`;
      moved.set(to, field.field_id);
      return { ...field, field_id: to };
    }),
  };
  const draftIds = new Set(draft.fields.map((f) => moved.get(f.field_id) ?? f.field_id));

  const columns: string[] = [];
  draft.fields.forEach((field, i) => {
    const from = moved.get(field.field_id);
    if (from) {
      convert(field, from, i);
      return;
    }
    const entry = ledger.get(field.field_id);
    const sqlType = sqlTypeOf(field);
    if (!entry?.column_added) {
      adds.push({ id: field.field_id, sqlType });
      if (newTable) columns.push(columnSql(field, sqlType));
      else
        steps.push({
          kind: 'instant',
          text: `Добавить поле ${named(field)}`,
          sql: [`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${columnSql(field, sqlType)}`],
        });
      return;
    }
    if (!liveFields.has(field.field_id))
      steps.push({
        kind: 'instant',
        text: `Вернуть поле ${named(field)} с его прежними значениями`,
        sql: [],
      });
  });
  /** The values of column `from` into the field's new column, when the kinds allow it. */
  function convert(field: SavedField, from: string, i: number) {
    const sqlType = sqlTypeOf(field);
    const old = `f_${from}`;
    const fromType = ledger.get(from)!.sql_type;
    const conversion = conversionOf(old, fromType, field, sqlType);
    if (!conversion) {
      refusals.push({
        pointer: `/fields/${i}/kind`,
        message: `Значения поля ${named(field)} не переводятся в тип «${designKindLabels[field.kind]}»: добавьте новое поле`,
      });
      return;
    }
    adds.push({ id: field.field_id, sqlType });
    conversions.push({
      pointer: `/fields/${i}/kind`,
      label: field.label,
      table,
      column: old,
      ok: conversion.ok,
      to: designKindLabels[field.kind],
    });
    steps.push(
      {
        kind: 'instant',
        text: `Добавить полю ${named(field)} столбец типа «${designKindLabels[field.kind]}»`,
        sql: [`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${columnSql(field, sqlType)}`],
      },
      {
        kind: 'backfill',
        text: `Перенести значения поля ${named(field)} в новый тип; прежние остаются в таблице`,
        sql: [`UPDATE ${table} SET ${columnOf(field)} = ${conversion.value}`],
      },
    );
  }

  if (newTable)
    steps.unshift({
      kind: 'instant',
      text: `Создать таблицу реестра «${draft.title[2]}»`,
      sql: [
        `CREATE TABLE ${table} (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()${columns.map((c) => `,\n  ${c}`).join('')}
)`,
      ],
    });

  for (const field of live?.fields ?? [])
    if (!draftIds.has(field.field_id))
      steps.push({
        kind: 'destructive',
        text: `Убрать поле ${named(field)}: его значения останутся в таблице и вернутся, если поле восстановить`,
        sql: [],
      });

  // Indexes: those the draft's fields want and the live ones did not, and the other way round.
  const concurrently = !newTable && database === 'postgres';
  draft.fields.forEach((field, i) => {
    const before = liveFields.get(moved.get(field.field_id) ?? field.field_id);
    const had = before ? indexesOf(table, before) : new Map<string, string>();
    const wants = indexesOf(table, field);
    for (const [name, definition] of wants) {
      if (had.has(name)) continue;
      const create = definition.replace('%s', `IF NOT EXISTS ${name}`);
      const unique = create.startsWith('UNIQUE');
      steps.push({
        kind: newTable ? 'instant' : 'online',
        text: unique
          ? `Проверить, что значения поля ${named(field)} не повторяются, и закрепить это`
          : `Построить индекс по полю ${named(field)} для фильтра и сортировки`,
        sql: [
          concurrently
            ? `CREATE ${create.replace('INDEX', 'INDEX CONCURRENTLY')}`
            : `CREATE ${create}`,
        ],
        ...(concurrently ? { afterCommit: true } : {}),
        ...(unique && !newTable
          ? {
              unique: {
                column: columnOf(field),
                pointer: `/fields/${i}/unique`,
                label: field.label,
              },
            }
          : {}),
      });
    }
    for (const name of had.keys())
      if (!wants.has(name))
        steps.push({
          kind: 'instant',
          text: `Удалить индекс по полю ${named(field)}`,
          sql: [`DROP INDEX IF EXISTS ${name}`],
        });
  });
  // What every publication does: the registry is served by the new description from now on.
  steps.push({
    kind: 'instant',
    text: 'Применить новое описание реестра: поля, названия и права',
    sql: [],
  });
  return { steps, refusals, adds, conversions, design: draft };
}
