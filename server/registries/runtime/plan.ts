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
 *                back with them when it is put back; published only when confirmed. (So is
 *                the purge of a column kept past its grace period, ./kept.ts.)
 *
 * A field is matched with its column by id, so a renamed key or label is metadata alone, and
 * a kind of the same column type (string ↔ text) changes nothing in the table. A change of
 * column type moves the field to a new column, its values converted (./convert.ts) with the
 * administrator's mapping of those that do not (./mapping.ts), which serves this publication
 * alone: the published design has none.
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
import { conversionOf, type Conversion } from './convert';
import { addNotNull, dropNotNull, heldNotNull, notNullOfNewTable } from './required';
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
  /** A requirement set on a table in use: refused while `missing` holds for a record. */
  required?: { pointer: string; label: string; missing: string };
  /** The new column of a type change: added before its values are filled (./backfill.ts). */
  beforeBackfill?: boolean;
  /** A type change's values, filled in batches by a background job, not by `sql`. */
  backfill?: Backfill;
  /** A kept column dropped for good (./kept.ts): the ledger and the audit note it. */
  purge?: PurgedColumn;
}

/** A kept column a publication or an administrator drops, with what its field was called. */
export interface PurgedColumn {
  id: string;
  key: string | null;
  label: string | null;
}

/** The fill of a moved field's new column: `column = value` where `ok` (./convert.ts). */
export interface Backfill {
  table: string;
  column: string;
  ok: string;
  value: string;
}

/** A field whose values move to a column of another type: what the preview counts. */
export interface PlannedConversion {
  pointer: string;
  /** The field's key in the draft, whose mapping the console edits. */
  key: string;
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

/**
 * The column's type as the ledger notes it: the SQL type, and what else makes two columns
 * different although their SQL types agree — a choice is text holding option values, a
 * reference a bigint pointing into one table (a file's, into attachments). A field whose type
 * changes moves to a new column, its values converted and checked (./convert.ts), so a text
 * becoming a choice, or a reference another registry, never keeps values that do not fit.
 */
export function sqlTypeOf(field: DesignField): string {
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'address':
      return 'text';
    case 'integer':
      return 'integer';
    case 'decimal':
    case 'money':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamptz';
    case 'enum':
      return field.many ? 'text[]' : 'choice';
    case 'reference':
      return field.resource ? `bigint ${field.resource}` : 'bigint';
    case 'file':
      return 'bigint attachments';
  }
}

/** The SQL type of a ledger's column type. */
export const sqlOf = (type: string) =>
  type === 'choice' ? 'text' : type.startsWith('bigint') ? 'bigint' : type;

export const tableOf = (registryId: string) => `rt_${registryId}`;
const columnOf = (field: SavedField) => `f_${field.field_id}`;

/**
 * A column's definition; a multiple choice is never null, an empty list instead; a reference
 * is a foreign key, so a record still referred to cannot be removed from its registry.
 */
function columnSql(field: SavedField, sqlType: string): string {
  if (sqlType === 'text[]') return `${columnOf(field)} text[] NOT NULL DEFAULT '{}'`;
  if (field.kind === 'file') return `${columnOf(field)} bigint REFERENCES attachments (id)`;
  if (field.kind === 'reference' && field.resource)
    return `${columnOf(field)} bigint REFERENCES ${referenceTarget(field.resource).table} (id)`;
  return `${columnOf(field)} ${sqlOf(sqlType)}`;
}

/** An address's ФИАС code beside its line; added with the field, or when a text becomes one. */
const fiasColumnSql = (field: SavedField) => `${columnOf(field)}_fias uuid`;

/** What a field's indexes depend on besides the field (see `indexesOf`). */
interface IndexContext {
  /** pg_trgm's schema, when the field is searched. */
  trigram?: string;
  /** The column of the design's default order, when it is a field's. */
  order?: string;
  /** The column of the field it is filtered together with (`filter_with`). */
  together?: string;
}

/**
 * The indexes a field wants: by name, their definition. They end in the order a list walks
 * them (server/registries/list.ts `listOrder`: the field, the default order's field, the id
 * breaking ties), as the code registries' `(name, id)` and `(region_id, name, id)` do (migration
 * 0014): a page and its capped count then read the index alone, and PostgreSQL's plan kept for a
 * prepared count (server/db/preparedStatements) stays on it — on the column alone, that plan
 * walked the name's index through a million rows to count a region's 10 001 (docs/bench.md
 * "run-time registry vs code registry"). A filter's index follows the default order, a sorted
 * field's its own. `trigram` for a searched field: the search's `ILIKE '%…%'` (server/db/sql.ts)
 * then reads only the rows matching, as the code registries' search columns do (migrations
 * 0013, 0020, 0021).
 */
function indexesOf(
  table: string,
  field: SavedField,
  { trigram, order, together }: IndexContext,
): Map<string, string> {
  const column = columnOf(field);
  const wanted = new Map<string, string>();
  const filtered = field.filter || field.kind === 'reference';
  // Filtered together with another field: both, then the default order, then the id.
  if (filtered && together && !(field.kind === 'enum' && field.many)) {
    const then = order && order !== column && order !== together ? `${order}, ` : '';
    wanted.set(
      `${table}_${column}_${together}_with_idx`,
      `INDEX %s ON ${table} (${column}, ${together}, ${then}id)`,
    );
  }
  if (field.unique) wanted.set(`${table}_${column}_key`, `UNIQUE INDEX %s ON ${table} (${column})`);
  else if (field.kind === 'enum' && field.many) {
    if (field.filter || field.sort)
      wanted.set(`${table}_${column}_idx`, `INDEX %s ON ${table} USING gin (${column})`);
  }
  // A reference is always indexed: its filter, and the removal of a record it points at.
  else if (filtered || field.sort) {
    const then = filtered && order && order !== column ? order : undefined;
    wanted.set(
      then ? `${table}_${column}_${then}_idx` : `${table}_${column}_idx`,
      `INDEX %s ON ${table} (${column}, ${then ? `${then}, ` : ''}id)`,
    );
  }
  if (trigram)
    wanted.set(
      `${table}_${column}_trgm_idx`,
      `INDEX %s ON ${table} USING gin (${column} ${trigram}.gin_trgm_ops)`,
    );
  return wanted;
}

const named = (field: DesignField) => `«${field.label}»`;

/** A mapping serves the one publication that converts its field: the published design has none. */
function withoutMapping(field: SavedField): SavedField {
  if (!field.convert_map) return field;
  const { convert_map: _, ...rest } = field;
  return rest;
}

/**
 * `newColumns`: for a field whose type changes, the id of the column its values move to (the
 * publication hands one out; a preview passes none and the plan names it `f_new<id>`).
 * `trigram`: the schema of pg_trgm (./queries.ts `trigramSchema`) when the database has it;
 * without it a searched field has no trigram index and its search reads the table.
 */
export function planPublication(
  registryId: string,
  live: SavedDesign | null,
  sent: SavedDesign,
  ledger: ReadonlyMap<string, LedgerEntry>,
  database: 'postgres' | 'pglite',
  newColumns: ReadonlyMap<string, string> = new Map(),
  trigram?: string,
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
  // The conversions of the moved fields, by their new ids.
  const converted = new Map<string, Conversion>();

  const columns: string[] = [];
  draft.fields.forEach((field, i) => {
    const from = moved.get(field.field_id);
    const before = liveFields.get(from ?? field.field_id);
    if (field.kind === 'address' && before?.kind !== 'address') {
      if (newTable) columns.push(fiasColumnSql(field));
      else
        steps.push({
          kind: 'instant',
          text: `Добавить полю ${named(field)} код ФИАС`,
          sql: [`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${fiasColumnSql(field)}`],
        });
    }
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
    // Values are matched to records of the target by name in a subquery over its table, which
    // cannot tell the registry's own old column from the target's when the two are one table.
    const ownTable =
      field.kind === 'reference' &&
      !!field.resource &&
      referenceTarget(field.resource).table === table;
    const conversion = ownTable ? undefined : conversionOf(old, fromType, field, sqlType);
    if (!conversion) {
      refusals.push({
        pointer: `/fields/${i}/kind`,
        message: `Значения поля ${named(field)} не переводятся в тип «${designKindLabels[field.kind]}»: добавьте новое поле`,
      });
      return;
    }
    adds.push({ id: field.field_id, sqlType });
    converted.set(field.field_id, conversion);
    conversions.push({
      pointer: `/fields/${i}/kind`,
      key: field.key,
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
        beforeBackfill: true,
      },
      {
        kind: 'backfill',
        text: `Перенести значения поля ${named(field)} в новый тип частями, в фоне; прежние остаются в таблице`,
        sql: [`UPDATE ${table} SET ${columnOf(field)} = ${conversion.value}`],
        backfill: { table, column: columnOf(field), ok: conversion.ok, value: conversion.value },
      },
    );
  }

  // A required field is a rule of the table too (./required.ts).
  draft.fields.forEach((field, i) => {
    const from = moved.get(field.field_id);
    const column = columnOf(field);
    const before = liveFields.get(from ?? field.field_id);
    const wants = heldNotNull(field, sqlTypeOf(field));
    const had = !!before && heldNotNull(before, sqlTypeOf(before));
    const change = { table, column, field, index: i };
    if (from) {
      if (had) steps.push(dropNotNull(table, `f_${from}`, before));
      const conversion = converted.get(field.field_id);
      if (wants && conversion)
        steps.push(
          ...addNotNull(
            {
              ...change,
              missing: `CASE WHEN ${conversion.ok} THEN (${conversion.value}) IS NULL ELSE false END`,
            },
            database,
          ),
        );
    } else if (newTable) {
      if (wants) columns.push(notNullOfNewTable(table, column));
    } else if (wants && !had) {
      const there = ledger.get(field.field_id)?.column_added;
      steps.push(
        ...addNotNull({ ...change, missing: there ? `${column} IS NULL` : 'true' }, database),
      );
    } else if (had && !wants) steps.push(dropNotNull(table, column, field));
  });
  for (const field of live?.fields ?? [])
    if (!draftIds.has(field.field_id) && heldNotNull(field, sqlTypeOf(field)))
      steps.push(dropNotNull(table, columnOf(field), field));

  // The columns in the order the engine reads a record (server/registries/record.ts
  // `selectList`: id, the fields, the timestamps): a page's rows are then the table's own and
  // PostgreSQL passes each row it walks on unchanged. With the timestamps first, each of the
  // 1,000 rows walked to page 50 was rebuilt: a quarter more time (docs/bench.md "run-time
  // registry vs code registry").
  if (newTable)
    steps.unshift({
      kind: 'instant',
      text: `Создать таблицу реестра «${draft.title[2]}»`,
      sql: [
        `CREATE TABLE ${table} (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY${columns.map((c) => `,\n  ${c}`).join('')},
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
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
  const partnerOf = (design: SavedDesign, field: SavedField) =>
    design.fields.find((f) => f.key === field.filter_with && f !== field);
  const contextOf = (design: SavedDesign, field: SavedField): IndexContext => {
    const sorted = design.fields.find((f) => f.key === design.default_sort?.field);
    const partner = partnerOf(design, field);
    return {
      ...(trigram && design.search?.includes(field.key) ? { trigram } : {}),
      ...(sorted ? { order: columnOf(sorted) } : {}),
      ...(partner ? { together: columnOf(partner) } : {}),
    };
  };
  draft.fields.forEach((field, i) => {
    const before = liveFields.get(moved.get(field.field_id) ?? field.field_id);
    const had = before
      ? indexesOf(table, before, contextOf(live!, before))
      : new Map<string, string>();
    const wants = indexesOf(table, field, contextOf(draft, field));
    for (const [name, definition] of wants) {
      if (had.has(name)) continue;
      const create = definition.replace('%s', `IF NOT EXISTS ${name}`);
      const unique = create.startsWith('UNIQUE');
      steps.push({
        kind: newTable ? 'instant' : 'online',
        text: unique
          ? `Проверить, что значения поля ${named(field)} не повторяются, и закрепить это`
          : name.endsWith('_trgm_idx')
            ? `Построить индекс по полю ${named(field)} для поиска`
            : name.endsWith('_with_idx')
              ? `Построить индекс по полям ${named(field)} и ${named(partnerOf(draft, field)!)} для фильтра по обоим`
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
  return {
    steps,
    refusals,
    adds,
    conversions,
    design: { ...draft, fields: draft.fields.map(withoutMapping) },
  };
}
