/**
 * A registry record between the table and the wire. Rows are read into flat records (field key
 * → wire value: ids as strings, dates 'yyyy-MM-dd', decimals as numbers, a file field as its
 * attachment id, a many-reference as its id list) that validation, scoping, the audit diff and
 * the export all share; `serialize` turns them into JSON:API resources with relationships.
 */
import type { Queryable } from '../db';
import { ref, refs, resource, type Resource } from '../jsonapi/serialize';
import {
  fileColumn,
  relationshipName,
  type FieldDefinition,
  type FileField,
  type RegistryDefinition,
} from '../../src/registries';
import { columnSql, isReference, referenceTarget } from './references';
import type { IncludedLoader } from './hooks';

export type FlatRecord = Record<string, unknown> & { id: string };

type Entry = [string, FieldDefinition];

export function entries(definition: RegistryDefinition): Entry[] {
  return Object.entries(definition.fields);
}

export function fileFields(definition: RegistryDefinition): [string, FileField][] {
  return entries(definition).filter((e): e is [string, FileField] => e[1].kind === 'file');
}

export const hasFileFields = (definition: RegistryDefinition) => fileFields(definition).length > 0;

/** File fields whose file travels in the record's own form body (`upload: 'form'`). */
export const formFileFields = (definition: RegistryDefinition) =>
  fileFields(definition).filter(([, field]) => field.upload === 'form');

/** Fields a site reader never gets: adminOnly ones and the staff who wrote the record. */
export function hiddenOnSite(field: FieldDefinition): boolean {
  return !!field.adminOnly || (isReference(field) && !!referenceTarget(field.resource).staffOnly);
}

/** The SELECT list of a definition's table (many-references are loaded by `withManyRefs`). */
export function selectList(definition: RegistryDefinition): string {
  const columns = ['id'];
  for (const [key, field] of entries(definition)) {
    if (field.kind === 'references') continue;
    if (field.kind === 'file') columns.push(`${fileColumn(key, field)} AS "${key}"`);
    else columns.push(`${columnSql(key, field)} AS "${key}"`);
  }
  for (const stamp of ['created_at', 'updated_at'])
    if (!(stamp in definition.fields)) columns.push(stamp);
  return columns.join(', ');
}

function wire(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return String(value);
  return value;
}

/** A raw row into a flat record; references (bigint ids) become strings. */
function toFlat(definition: RegistryDefinition, row: Record<string, unknown>): FlatRecord {
  const flat: FlatRecord = { id: String(row.id) };
  for (const [key, value] of Object.entries(row)) {
    if (key === 'id') continue;
    const field = definition.fields[key];
    const isId = field && (field.kind === 'reference' || field.kind === 'file');
    flat[key] = isId && value !== null && value !== undefined ? String(value) : wire(value);
  }
  return flat;
}

/** The ids of rows read as `owner, id`, by owner (in the rows' order). */
function idsByOwner(rows: { owner: unknown; id: unknown }[]): Map<string, string[]> {
  const byOwner = new Map<string, string[]>();
  for (const row of rows) {
    const list = byOwner.get(String(row.owner)) ?? [];
    list.push(String(row.id));
    byOwner.set(String(row.owner), list);
  }
  return byOwner;
}

/** Fills every many-reference field of the records from its join table. */
async function withManyRefs(db: Queryable, definition: RegistryDefinition, records: FlatRecord[]) {
  const ids = records.map((r) => r.id);
  for (const [key, field] of entries(definition)) {
    if (field.kind !== 'references') continue;
    const { table, key: owner, foreignKey } = field.through;
    const rows = ids.length
      ? await db.query<{ owner: string; id: string }>(
          `SELECT ${owner} AS owner, ${foreignKey} AS id FROM ${table}
           WHERE ${owner} = ANY($1::bigint[]) ORDER BY ${foreignKey}`,
          [ids],
        )
      : [];
    const byOwner = idsByOwner(rows);
    for (const record of records) record[key] = byOwner.get(record.id) ?? [];
  }
  return records;
}

/** Rows read with `selectList` into flat records, their many-references filled. */
export function flatRecords(
  db: Queryable,
  definition: RegistryDefinition,
  rows: Record<string, unknown>[],
): Promise<FlatRecord[]> {
  return withManyRefs(
    db,
    definition,
    rows.map((row) => toFlat(definition, row)),
  );
}

/** Reads records by a WHERE clause built by the caller (`params` are its placeholders). */
export async function readRecords(
  db: Queryable,
  definition: RegistryDefinition,
  tail: string,
  params: unknown[],
): Promise<FlatRecord[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${selectList(definition)} FROM ${definition.table} ${tail}`,
    params,
  );
  return flatRecords(db, definition, rows);
}

/** One record by id; `lock` takes the row lock a write holds until its transaction ends. */
export async function readRecord(
  db: Queryable,
  definition: RegistryDefinition,
  id: string,
  lock = false,
): Promise<FlatRecord | undefined> {
  const [record] = await readRecords(db, definition, `WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return record;
}

/** The lazily loaded file module: definitions without files never load storage code. */
export const filesModule = () => import('./files');

/** Per record id, the `{id, original_filename, file_size, url}` of each file field. */
export async function fileValues(
  db: Queryable,
  definition: RegistryDefinition,
  records: FlatRecord[],
  site: boolean,
): Promise<Map<string, Record<string, unknown>>> {
  if (!hasFileFields(definition) || !records.length) return new Map();
  const rows = records.map((record) => {
    const row: Record<string, unknown> = { id: record.id };
    for (const [key, field] of entries(definition))
      if (field.kind === 'file') row[fileColumn(key, field)] = record[key] ?? null;
    return row;
  });
  return (await filesModule()).fileAttributes(db, definition, rows, site);
}

/**
 * Per relationship name of `nestedRows`, the ids of each record's nested rows in the nested
 * registry's default order (its sort keys, then the id).
 */
async function nestedRowIds(db: Queryable, definition: RegistryDefinition, records: FlatRecord[]) {
  const out = new Map<string, Map<string, string[]>>();
  if (!records.length) return out;
  for (const [name, { registry, column }] of Object.entries(definition.nestedRows ?? {})) {
    const sort = registry.defaultSort;
    const dir = sort?.order === 'desc' ? 'DESC' : 'ASC';
    const keys = sort && sort.field !== 'id' ? [sort.field, ...(sort.then ?? [])] : [];
    const order = [...keys.map((k) => `${k} ${dir}`), `id ${dir}`].join(', ');
    const rows = await db.query<{ owner: string; id: string }>(
      `SELECT ${column} AS owner, id FROM ${registry.table}
        WHERE ${column} = ANY($1::bigint[]) ORDER BY ${order}`,
      [records.map((r) => r.id)],
    );
    out.set(name, idsByOwner(rows));
  }
  return out;
}

/** JSON:API resources of the records; on the site without the fields it must not show. */
export async function serialize(
  db: Queryable,
  definition: RegistryDefinition,
  records: FlatRecord[],
  site: boolean,
): Promise<Resource[]> {
  const files = await fileValues(db, definition, records, site);
  const nestedRows = await nestedRowIds(db, definition, records);
  return records.map((record) => {
    const attributes: Record<string, unknown> = {};
    const relationships: NonNullable<Resource['relationships']> = {};
    for (const [key, field] of entries(definition)) {
      if (site && hiddenOnSite(field)) continue;
      const value = record[key];
      if (field.kind === 'file') {
        attributes[key] = files.get(record.id)?.[key] ?? null;
        continue;
      }
      if (field.kind !== 'reference' || !field.relationshipOnly)
        attributes[key] = value ?? (field.kind === 'references' ? [] : null);
      if (field.kind === 'reference') {
        relationships[relationshipName(key, field)] = ref(
          referenceTarget(field.resource).type,
          value as string | null,
        );
      } else if (field.kind === 'references') {
        relationships[relationshipName(key, field)] = refs(
          referenceTarget(field.resource).type,
          (value as string[] | undefined) ?? [],
        );
      }
    }
    for (const [name, { registry }] of Object.entries(definition.nestedRows ?? {}))
      relationships[name] = refs(registry.type, nestedRows.get(name)?.get(record.id) ?? []);
    attributes.created_at ??= record.created_at;
    attributes.updated_at ??= record.updated_at;
    return resource(
      definition.type,
      record.id,
      attributes,
      Object.keys(relationships).length ? relationships : undefined,
    );
  });
}

/**
 * The records' related resources named in `included=` (relationship names: `region`,
 * `funding_sources`); unknown names are ignored.
 */
export async function includedFor(
  db: Queryable,
  definition: RegistryDefinition,
  records: FlatRecord[],
  names: readonly string[],
  site: boolean,
  loaders: Readonly<Record<string, IncludedLoader>> = {},
): Promise<Resource[]> {
  if (!names.length || !records.length) return [];
  const wanted = new Map<string, Set<string>>();
  const included: Resource[] = [];
  for (const [key, field] of entries(definition)) {
    const name = relationshipName(key, field);
    if (!isReference(field) || !names.includes(name)) continue;
    if (site && hiddenOnSite(field)) continue;
    const ids = Object.hasOwn(loaders, name)
      ? new Set<string>()
      : (wanted.get(field.resource) ?? new Set<string>());
    for (const record of records) {
      const value = record[key];
      for (const id of Array.isArray(value) ? value : [value])
        if (id !== null && id !== undefined) ids.add(String(id));
    }
    // A module's loader writes this relationship's records its own way (RegistryHooks.included).
    if (Object.hasOwn(loaders, name)) included.push(...(await loaders[name]!(db, [...ids])));
    else wanted.set(field.resource, ids);
  }
  for (const [resourceName, ids] of wanted) {
    if (!ids.size) continue;
    const target = referenceTarget(resourceName);
    const columns = Object.entries(target.attributes)
      .map(([name, sql]) => `${sql} AS "${name}"`)
      .join(', ');
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id${columns ? `, ${columns}` : ''} FROM ${target.table}
       WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [[...ids]],
    );
    for (const { id, ...attributes } of rows) {
      const clean = Object.fromEntries(
        Object.entries(attributes).map(([k, v]) => [k, k.endsWith('_id') && v ? String(v) : v]),
      );
      included.push(resource(target.type, String(id), clean));
    }
  }
  return included;
}
