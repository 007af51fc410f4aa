/**
 * The run-time registry benchmark's data (issue 38, ./runtime.ts): a design of the same shape
 * as a code registry, derived from its definition so no flag is retyped, and the SQL that
 * removes an earlier run's copy and fills the copy's table with the code table's rows.
 *
 * The copy's table is the planner's own (`rt_<registry id>`, columns `f_<field id>`, made by
 * a publication over HTTP); its rows are the code table's, ids included, so both registries
 * answer the same records in the same order and every call can be checked for it.
 */
import type { DesignField, RegistryDesign, SavedDesign } from '../../src/registries/design';
import { columnOf, type FieldDefinition, type RegistryDefinition } from '../../src/registries';
import type { Db } from '../db';
import { tableOf } from '../registries/runtime/plan';
import { publishedRegistries } from '../registries/runtime/queries';
import { dropSecondaryIndexes, rebuildIndexes, rowCount, timedStep } from './leadsData';

/** A code field as a design field: its kind, label, rules and list/filter/sort flags. */
function designFieldOf(
  key: string,
  field: FieldDefinition,
  definition: RegistryDefinition,
): DesignField {
  const flags = {
    key,
    label: field.label,
    ...(field.required ? { required: true } : {}),
    ...(field.list ? { list: true } : {}),
    ...(field.filter ? { filter: true } : {}),
    ...(field.sort ? { sort: true } : {}),
    ...(field.unique ? { unique: true } : {}),
  };
  switch (field.kind) {
    case 'string':
    case 'text':
    case 'integer':
    case 'decimal': {
      const range = {
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      };
      const scale = field.kind === 'decimal' ? { scale: field.scale ?? 2 } : {};
      return { ...flags, kind: field.kind, ...range, ...scale };
    }
    case 'boolean':
    case 'date':
    case 'datetime':
      return { ...flags, kind: field.kind };
    case 'enum':
      return {
        ...flags,
        kind: 'enum',
        options: field.options.map(({ value, title }) => ({ value, title })),
        ...(field.many ? { many: true } : {}),
      };
    case 'reference':
      return {
        ...flags,
        kind: 'reference',
        resource: field.resource,
        // The records' organization scope is the one a design can state.
        ...(definition.scoping?.organization === key && field.resource === 'organizations'
          ? { scope: true }
          : {}),
      };
    default:
      throw new Error(`${definition.name}.${key}: a design has no kind '${field.kind}'`);
  }
}

/**
 * The design of a registry shaped as `definition`: its written fields (the server's own
 * timestamps every run-time table has), their flags, its search, default order and export.
 * `together`: a filtered field → the field it is often filtered with (`filter_with`), as an
 * administrator states the pair the code table has a hand-made index for.
 */
export function designLike(
  definition: RegistryDefinition,
  code: string,
  together: Record<string, string> = {},
): RegistryDesign {
  const fields = Object.entries(definition.fields)
    .filter(([, field]) => !field.readOnly)
    .map(([key, field]) => designFieldOf(key, field, definition))
    .map((field) => (together[field.key] ? { ...field, filter_with: together[field.key] } : field));
  const keys = new Set(fields.map((f) => f.key));
  const sort = definition.defaultSort;
  if (sort && sort.field !== 'id' && !keys.has(sort.field))
    throw new Error(`${definition.name}: a design cannot sort by default on '${sort.field}'`);
  return {
    code,
    title: definition.title,
    fields,
    ...(definition.recordTitle && keys.has(definition.recordTitle)
      ? { record_title: definition.recordTitle }
      : keys.has('name')
        ? { record_title: 'name' }
        : {}),
    ...(definition.search?.length ? { search: [...definition.search] } : {}),
    // Without a default the engine orders a run-time registry by id, newest first, too.
    ...(sort && sort.field !== 'id'
      ? { default_sort: { field: sort.field, order: sort.order } }
      : {}),
    exportable: !!definition.exportable,
  };
}

/**
 * The copy `code` an earlier run published, when its table holds as many rows as the code
 * table (`--reuse`: a run that changes nothing in the planner need not fill it again).
 */
export async function filledCopy(
  db: Db,
  code: string,
  definition: RegistryDefinition,
): Promise<{ registryId: string; design: SavedDesign } | undefined> {
  const copy = (await publishedRegistries(db)).find((r) => r.code === code);
  if (!copy) return undefined;
  const [copied, original] = await Promise.all([
    rowCount(db, tableOf(copy.id)),
    rowCount(db, definition.table),
  ]);
  return copied === original ? { registryId: copy.id, design: copy.design } : undefined;
}

/** Removes the run-time registry `code` of an earlier run: its meta rows and its table. */
export async function removeRuntimeCopy(db: Db, code: string): Promise<boolean> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM registries WHERE code = $1',
    [code],
  );
  if (!row) return false;
  await db.transaction(async (tx) => {
    await tx.query(`DROP TABLE IF EXISTS ${tableOf(row.id)}`);
    // Its fields and versions go with it (ON DELETE CASCADE).
    await tx.query('DELETE FROM registries WHERE id = $1', [row.id]);
  });
  return true;
}

/**
 * The column of the code table and of the copy's table for each field of the published design,
 * in the design's order.
 */
export function copiedColumns(
  definition: RegistryDefinition,
  design: SavedDesign,
): [string, string][] {
  return design.fields.map((f) => [columnOf(f.key, definition.fields[f.key]), `f_${f.field_id}`]);
}

/**
 * Fills the copy's table (registry `registryId`, published as `design`) with every row of the
 * code table, ids and timestamps included: one statement, the planner's indexes dropped
 * before and built again after, then VACUUM ANALYZE as the code table had.
 */
export async function fillRuntimeCopy(
  db: Db,
  definition: RegistryDefinition,
  registryId: string,
  design: SavedDesign,
  log: (line: string) => void,
): Promise<void> {
  const table = tableOf(registryId);
  const columns = copiedColumns(definition, design);
  const step = timedStep(db, log);
  const rebuild = await dropSecondaryIndexes(db, [table]);
  await step(
    `${table} ← ${definition.table}`,
    `INSERT INTO ${table} (id, created_at, updated_at, ${columns.map(([, to]) => to).join(', ')})
     OVERRIDING SYSTEM VALUE
     SELECT id, created_at, updated_at, ${columns.map(([from]) => from).join(', ')}
       FROM ${definition.table}`,
  );
  // New records (none in the bench) would be numbered after the copied ones.
  await db.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
  );
  await rebuildIndexes(db, rebuild, log);
  await step(`vacuum analyze ${table}`, `VACUUM ANALYZE ${table}`);
}
