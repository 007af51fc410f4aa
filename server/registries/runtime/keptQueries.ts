/**
 * The SQL of a run-time registry's kept columns (./kept.ts): the ledger's columns (migration
 * 0043 `registry_fields`) that no field of the served design, nor of the draft, reads — a field
 * taken out, the old column of a type change, the new column of a publication that failed.
 */
import type { SavedField } from '../../../src/registries/design';
import type { Queryable } from '../../db';
import { REGISTRY_PUBLICATION_KIND } from './queries';

export interface KeptColumnRow {
  id: string;
  sql_type: string;
  /** The field as the last published version holding it had it; null when none did. */
  field: SavedField | null;
  /** When the version without it was published (else when the column was handed out). */
  taken_out_at: Date;
  /** When the grace period ends: a publication after it drops the column. */
  purge_at: Date;
  expired: boolean;
}

/**
 * The registry's kept columns, latest taken out first, but those of `inUse`: the served and the
 * draft's fields, and the new columns of a publication under way.
 */
export async function keptColumns(
  db: Queryable,
  registryId: string,
  inUse: readonly string[],
  purgeAfterDays: number,
): Promise<KeptColumnRow[]> {
  return db.query<KeptColumnRow>(
    `SELECT k.*, k.taken_out_at + make_interval(days => $3) AS purge_at,
            k.taken_out_at + make_interval(days => $3) <= now() AS expired
       FROM (
         SELECT f.id::text AS id, f.sql_type, last.field,
                coalesce(later.published_at, f.created_at) AS taken_out_at
           FROM registry_fields f
           LEFT JOIN LATERAL (
             SELECT v.number, e.field FROM registry_versions v
              CROSS JOIN LATERAL jsonb_array_elements(v.design->'fields') AS e (field)
              WHERE v.registry_id = f.registry_id AND v.published_at IS NOT NULL
                AND e.field->>'field_id' = f.id::text
              ORDER BY v.number DESC LIMIT 1) last ON true
           LEFT JOIN LATERAL (
             SELECT n.published_at FROM registry_versions n
              WHERE n.registry_id = f.registry_id AND n.published_at IS NOT NULL
                AND n.number > last.number
              ORDER BY n.number LIMIT 1) later ON true
          WHERE f.registry_id = $1 AND f.column_added AND f.id::text <> ALL($2::text[])
       ) k
      ORDER BY k.taken_out_at DESC, k.id DESC`,
    [registryId, inUse, purgeAfterDays],
  );
}

/** The new columns of the registry's publication under way (./backfill.ts `columns`). */
export async function publicationColumns(db: Queryable, registryId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT c.value AS id FROM background_jobs j
      CROSS JOIN LATERAL jsonb_each_text(j.params->'columns') AS c
      WHERE j.kind = $1 AND j.state IN ('queued', 'running') AND j.params->>'registry_id' = $2`,
    [REGISTRY_PUBLICATION_KIND, registryId],
  );
  return rows.map((r) => r.id);
}

/** A value that is there: a text not blank, a list not empty, anything else not null. */
function present(column: string, sqlType: string) {
  if (sqlType === 'text' || sqlType === 'choice') return `nullif(btrim(${column}), '') IS NOT NULL`;
  if (sqlType === 'text[]') return `cardinality(${column}) > 0`;
  return `${column} IS NOT NULL`;
}

/** How many records hold a value in each of the columns, by field id (one pass of the table). */
export async function keptValues(
  db: Queryable,
  table: string,
  columns: readonly { id: string; sql_type: string }[],
): Promise<Map<string, number>> {
  if (!columns.length) return new Map();
  const [row] = await db.query<Record<string, number>>(
    `SELECT ${columns
      .map((c) => `count(*) FILTER (WHERE ${present(`f_${c.id}`, c.sql_type)})::int AS n${c.id}`)
      .join(', ')} FROM ${table}`,
  );
  return new Map(columns.map((c) => [c.id, row![`n${c.id}`]!]));
}

/** The columns dropped: their ledger rows say so, and no publication counts them again. */
export async function markPurged(db: Queryable, ids: readonly string[]) {
  if (ids.length)
    await db.query(
      `UPDATE registry_fields SET column_added = false, purged_at = now() WHERE id = ANY($1::bigint[])`,
      [ids],
    );
}
