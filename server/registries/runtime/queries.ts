/**
 * The SQL of the registry constructor's own tables (migration 0043): registries, the ledger of
 * their fields' columns, and their numbered versions (a draft is the one not yet published).
 */
import type { Queryable } from '../../db';
import type { RegistryDesign, SavedDesign } from '../../../src/registries/design';

export interface RegistryRow {
  id: string;
  code: string;
  published_version: number | null;
  created_at: string;
  updated_at: string;
  /** The draft's design, when one is being edited. */
  draft: SavedDesign | null;
  draft_version: number | null;
  /** The published version's design. */
  live: SavedDesign | null;
}

const registrySelect = `
  SELECT r.id::text AS id, r.code, r.published_version, r.created_at, r.updated_at,
         d.design AS draft, d.number AS draft_version, l.design AS live
    FROM registries r
    LEFT JOIN registry_versions d ON d.registry_id = r.id AND d.published_at IS NULL
    LEFT JOIN registry_versions l ON l.registry_id = r.id AND l.number = r.published_version`;

export async function registryRows(db: Queryable): Promise<RegistryRow[]> {
  return db.query<RegistryRow>(`${registrySelect} ORDER BY r.code`);
}

/** One registry by id; `lock` holds it for a publication or a draft's change. */
export async function registryRow(
  db: Queryable,
  id: string,
  lock = false,
): Promise<RegistryRow | undefined> {
  if (lock) await db.query('SELECT 1 FROM registries WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<RegistryRow>(`${registrySelect} WHERE r.id = $1`, [id]);
  return row;
}

export async function codesInUse(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ code: string }>('SELECT code FROM registries');
  return rows.map((r) => r.code);
}

export async function insertRegistry(db: Queryable, code: string, adminId: string) {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO registries (code, created_by_id) VALUES ($1, $2) RETURNING id::text AS id',
    [code, adminId],
  );
  return row!.id;
}

/** Ids for new fields, each naming the column `f_<id>` from now on, with their column types. */
export async function newFieldIds(db: Queryable, registryId: string, types: readonly string[]) {
  if (!types.length) return [];
  const rows = await db.query<{ id: string }>(
    `INSERT INTO registry_fields (registry_id, sql_type)
     SELECT $1, unnest($2::text[]) RETURNING id::text AS id`,
    [registryId, types],
  );
  return rows.map((r) => r.id);
}

export interface LedgerEntry {
  id: string;
  sql_type: string;
  column_added: boolean;
}

/** The ledger: each field id of the registry, its column's type and whether it exists yet. */
export async function fieldLedger(db: Queryable, registryId: string) {
  const rows = await db.query<LedgerEntry>(
    `SELECT id::text AS id, sql_type, column_added FROM registry_fields WHERE registry_id = $1`,
    [registryId],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The columns a publication added, with the types they were made with. */
export async function markColumnsAdded(
  db: Queryable,
  columns: readonly { id: string; sqlType: string }[],
) {
  if (columns.length)
    await db.query(
      `UPDATE registry_fields f SET column_added = true, sql_type = c.sql_type
         FROM unnest($1::bigint[], $2::text[]) AS c (id, sql_type) WHERE f.id = c.id`,
      [columns.map((c) => c.id), columns.map((c) => c.sqlType)],
    );
}

/** Writes the draft: the open one is replaced, else a new version follows the last. */
export async function saveDraft(db: Queryable, registryId: string, design: RegistryDesign) {
  const json = JSON.stringify(design);
  const [updated] = await db.query<{ number: number }>(
    `UPDATE registry_versions SET design = $2::jsonb, updated_at = now()
      WHERE registry_id = $1 AND published_at IS NULL RETURNING number`,
    [registryId, json],
  );
  if (!updated)
    await db.query(
      `INSERT INTO registry_versions (registry_id, number, design)
       SELECT $1, coalesce(max(number), 0) + 1, $2::jsonb FROM registry_versions WHERE registry_id = $1`,
      [registryId, json],
    );
  await db.query('UPDATE registries SET updated_at = now() WHERE id = $1', [registryId]);
}

/** The draft becomes the served version, with the plan that made its table match it. */
export async function publishDraft(
  db: Queryable,
  registryId: string,
  plan: unknown,
  adminId: string,
): Promise<number> {
  const [version] = await db.query<{ number: number }>(
    `UPDATE registry_versions
        SET published_at = now(), published_by_id = $3, plan = $2::jsonb, updated_at = now()
      WHERE registry_id = $1 AND published_at IS NULL RETURNING number`,
    [registryId, JSON.stringify(plan), adminId],
  );
  await db.query('UPDATE registries SET published_version = $2, updated_at = now() WHERE id = $1', [
    registryId,
    version!.number,
  ]);
  return version!.number;
}

export interface PublishedRegistry {
  id: string;
  code: string;
  version: number;
  design: SavedDesign;
}

/** Every published registry with its served design. */
export async function publishedRegistries(db: Queryable): Promise<PublishedRegistry[]> {
  return db.query<PublishedRegistry>(
    `SELECT r.id::text AS id, r.code, v.number AS version, v.design
       FROM registries r
       JOIN registry_versions v ON v.registry_id = r.id AND v.number = r.published_version
      ORDER BY r.code`,
  );
}

/** A registry not yet published may still change its code. */
export async function setCode(db: Queryable, registryId: string, code: string) {
  await db.query('UPDATE registries SET code = $2 WHERE id = $1', [registryId, code]);
}

/** Up to five values of a column that more than one record holds, with how many hold each. */
export async function repeatedValues(db: Queryable, table: string, column: string) {
  return db.query<{ value: string; count: string }>(
    `SELECT ${column}::text AS value, count(*)::text AS count FROM ${table}
      WHERE ${column} IS NOT NULL GROUP BY ${column} HAVING count(*) > 1
      ORDER BY count(*) DESC LIMIT 5`,
  );
}
