/**
 * The SQL of the registry constructor's own tables (migration 0043): registries, the ledger of
 * their fields' columns, and their numbered versions (a draft is the one not yet published).
 */
import type { Queryable } from '../../db';
import type { RegistryDesign, SavedDesign } from '../../../src/registries/design';
import type { Backfill } from './plan';

/** The background job that publishes a draft whose values move to new columns (./backfill.ts). */
export const REGISTRY_PUBLICATION_KIND = 'registry_publication';

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
  /** The job publishing the draft, while it is queued or running. */
  publication_job_id: string | null;
}

const registrySelect = `
  SELECT r.id::text AS id, r.code, r.published_version, r.created_at, r.updated_at,
         d.design AS draft, d.number AS draft_version, l.design AS live,
         (SELECT j.id::text FROM background_jobs j
           WHERE j.kind = '${REGISTRY_PUBLICATION_KIND}' AND j.state IN ('queued', 'running')
             AND j.params->>'registry_id' = r.id::text
           ORDER BY j.id DESC LIMIT 1) AS publication_job_id
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

/**
 * The registry's published version, its row held from a publication (which takes it FOR
 * UPDATE first) until the caller's transaction ends.
 */
export async function heldPublishedVersion(db: Queryable, id: string) {
  const [row] = await db.query<{ version: number | null }>(
    'SELECT published_version AS version FROM registries WHERE id = $1 FOR KEY SHARE',
    [id],
  );
  return row?.version ?? null;
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

/** Up to five records for which `missing` holds (a required field without a value), and how many. */
export async function missingValues(db: Queryable, table: string, missing: string, only = 'true') {
  const where = `(${only}) AND ${missing}`;
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
  );
  const ids = count!.n
    ? await db.query<{ id: string }>(
        `SELECT id::text AS id FROM ${table} WHERE ${where} ORDER BY id LIMIT 5`,
      )
    : [];
  return { count: count!.n, ids: ids.map((r) => r.id) };
}

/**
 * A type change's records: how many, how many do not convert and with how many distinct values,
 * and the first 20 of those values (most records first), each with how many records hold it and
 * the first five of them. `value` is the stored text as a mapping names it (./convert.ts).
 */
export async function conversionCounts(
  db: Queryable,
  table: string,
  value: string,
  ok: string,
  only = 'true',
) {
  // `only`, first, narrows the records checked (./backfill.ts: those written since a pass).
  const failingWhere = `(${only}) AND NOT ${ok}`;
  const [counts] = await db.query<{ total: number; failing: number; values: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${failingWhere})::int AS failing,
            count(DISTINCT ${value}) FILTER (WHERE ${failingWhere})::int AS values
       FROM ${table}`,
  );
  const failing = counts!.failing
    ? await db.query<{ value: string; count: number; ids: string[] }>(
        `SELECT ${value} AS value, count(*)::int AS count,
                (array_agg(id::text ORDER BY id))[1:5] AS ids
           FROM ${table} WHERE ${failingWhere}
          GROUP BY 1 ORDER BY count(*) DESC, min(id) LIMIT 20`,
      )
    : [];
  return { total: counts!.total, count: counts!.failing, values: counts!.values, failing };
}

/** Whether each of `texts` converts by `ok`, an expression over a column `v` (./mapping.ts). */
export async function textsConverting(db: Queryable, ok: string, texts: readonly string[]) {
  const rows = await db.query<{ ok: boolean }>(
    `SELECT ${ok} AS ok FROM unnest($1::text[]) WITH ORDINALITY AS m (v, n) ORDER BY n`,
    [texts],
  );
  return rows.map((r) => r.ok === true);
}

/**
 * Fills the next `size` records after id `after` (one statement, its own transaction): a value
 * that does not convert is left as the new column has it (NULL, or a multiple choice's empty
 * list), and refuses the publication at its end.
 */
export async function fillBatch(db: Queryable, fill: Backfill, after: string, size: number) {
  const [batch] = await db.query<{ n: number; last: string | null }>(
    `WITH batch AS (SELECT id FROM ${fill.table} WHERE id > $1 ORDER BY id LIMIT $2),
          filled AS (
            UPDATE ${fill.table} t SET ${fill.column} = CASE WHEN ${fill.ok} THEN ${fill.value} ELSE t.${fill.column} END
              FROM batch WHERE t.id = batch.id RETURNING t.id)
     SELECT count(*)::int AS n, max(id)::text AS last FROM filled`,
    [after, size],
  );
  return batch!;
}

/**
 * The records changed since their batch was filled, of those `only` names: converted again.
 * A value that does not convert is left as it is (the check that follows names it); CASE keeps
 * the conversion from reading it, which a condition beside it would not promise.
 */
export async function refill(db: Queryable, fill: Backfill, only = 'true') {
  const value = `CASE WHEN ${fill.ok} THEN ${fill.value} ELSE ${fill.column} END`;
  await db.query(
    `UPDATE ${fill.table} SET ${fill.column} = ${value}
      WHERE (${only}) AND ${fill.column} IS DISTINCT FROM ${value}`,
  );
}

/**
 * The condition naming the records written from now on, in transactions open now or begun
 * later: each sets `updated_at` to its transaction's start (the engine's writes, inserts by
 * default), which is no earlier than the oldest transaction open now.
 */
export async function writtenFromNow(db: Queryable): Promise<string> {
  const [row] = await db.query<{ since: string }>(
    `SELECT to_char(coalesce(min(xact_start), now()) AT TIME ZONE 'UTC',
                    'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS since
       FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND xact_start IS NOT NULL`,
  );
  const since = row!.since;
  if (!/^[0-9T:.Z-]+$/.test(since)) throw new Error(`Not a time: ${since}`);
  return `updated_at >= '${since}'::timestamptz`;
}

/** The id of the `n`-th record of `table` by id (1-based), or '0' when there is none. */
export async function idAt(db: Queryable, table: string, n: number) {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM ${table} ORDER BY id OFFSET $1 LIMIT 1`,
    [n - 1],
  );
  return row?.id ?? '0';
}

export async function countRecords(db: Queryable, table: string) {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row!.n;
}

/** Whether job `id` is still running in the hands of `workerId` (not cancelled, not lost). */
export async function jobHeld(db: Queryable, id: string, workerId: string | null) {
  const rows = await db.query(
    `SELECT 1 FROM background_jobs WHERE id = $1 AND state = 'running' AND locked_by = $2`,
    [id, workerId],
  );
  return rows.length > 0;
}

/**
 * The schema of pg_trgm's operator classes, quoted, when the database has the extension
 * (migration 0013 creates it where it may): the planner indexes searched fields with them.
 */
export async function trigramSchema(db: Queryable): Promise<string | undefined> {
  const [row] = await db.query<{ schema: string }>(
    `SELECT quote_ident(n.nspname) AS schema
       FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm'`,
  );
  return row?.schema;
}
