/**
 * A required field as a rule of the table (issue 38: `NOT VALID` + `VALIDATE`): the engine
 * judges `required` on every write, and the table holds a `CHECK (column IS NOT NULL)` besides,
 * so no way round the engine leaves a record without the value. The constraint is named from
 * the column (`rt_7_f_2_required`), never typed by an administrator.
 *
 *   a new table        the CHECK is made with it;
 *   a table in use     refused while records have no value (./publication.ts names up to five);
 *                      else `ADD CONSTRAINT … NOT VALID` in the publication's transaction (a
 *                      short lock: writers are checked from then on) and `VALIDATE CONSTRAINT`
 *                      after the commit on PostgreSQL, which reads the rows without blocking
 *                      writers (PGlite, one connection, validates in the transaction);
 *   not required now   the constraint is dropped (metadata only), and so is the old column's
 *                      when a field moves to a column of another type or is taken out.
 *
 * A multiple choice is never null (an empty list): the engine alone judges it.
 */
import type { SavedField } from '../../../src/registries/design';
import type { PlanStep } from './plan';

export const requiredConstraintOf = (table: string, column: string) =>
  `${table}_${column}_required`;

/** Whether the field's column holds a CHECK … IS NOT NULL. */
export const heldNotNull = (field: SavedField | undefined, sqlType: string | undefined) =>
  !!field?.required && sqlType !== 'text[]';

export interface NotNullChange {
  table: string;
  column: string;
  field: SavedField;
  /** Its index in the draft, for the refusal's pointer. */
  index: number;
  /**
   * SQL true for a record without the value; for a column not there yet 'true', for a field
   * whose values move, over the old column through the conversion.
   */
  missing: string;
}

const named = (field: SavedField) => `«${field.label}»`;

/** The CHECK of a column of a new table, in its CREATE TABLE. */
export function notNullOfNewTable(table: string, column: string): string {
  return `CONSTRAINT ${requiredConstraintOf(table, column)} CHECK (${column} IS NOT NULL)`;
}

/** A requirement set on a table in use: checked, made `NOT VALID`, then validated. */
export function addNotNull(change: NotNullChange, database: 'postgres' | 'pglite'): PlanStep[] {
  const { table, column, field, index, missing } = change;
  const name = requiredConstraintOf(table, column);
  const validate = `ALTER TABLE ${table} VALIDATE CONSTRAINT ${name}`;
  const online = database === 'postgres';
  return [
    {
      kind: 'online',
      text: `Проверить, что поле ${named(field)} заполнено у всех записей, и сделать его обязательным`,
      sql: [
        `ALTER TABLE ${table} ADD CONSTRAINT ${name} CHECK (${column} IS NOT NULL) NOT VALID`,
        ...(online ? [] : [validate]),
      ],
      required: { pointer: `/fields/${index}/required`, label: field.label, missing },
    },
    ...(online
      ? [
          {
            kind: 'online' as const,
            text: `Подтвердить обязательность поля ${named(field)} по всем записям, не останавливая работу`,
            sql: [validate],
            afterCommit: true,
          },
        ]
      : []),
  ];
}

/** A requirement lifted (or its column left behind): the constraint goes, at once. */
export function dropNotNull(table: string, column: string, field: SavedField): PlanStep {
  return {
    kind: 'instant',
    text: `Снять обязательность поля ${named(field)}`,
    sql: [`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${requiredConstraintOf(table, column)}`],
  };
}
