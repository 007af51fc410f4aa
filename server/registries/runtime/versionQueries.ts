/**
 * The SQL of a run-time registry's published versions (migration 0043 `registry_versions`): the
 * history the designer reads, and the designs a record's changes were written under.
 */
import type { Queryable } from '../../db';
import { fetchPage, Where } from '../../db/sql';
import type { ListQuery } from '../../jsonapi/query';
import type { SavedDesign } from '../../../src/registries/design';
import type { PlanStep } from './plan';
import { adminFullNameSql } from '../references';

export interface PublishedVersionRow {
  number: number;
  design: SavedDesign;
  /** The design of the version published before it; null for the first. */
  previous: SavedDesign | null;
  plan: PlanStep[] | null;
  published_at: Date;
  published_by: string | null;
}

/** A page of the registry's published versions, newest first, each with the one before it. */
export async function publishedVersions(db: Queryable, registryId: string, q: ListQuery) {
  const where = new Where();
  where.and(`v.registry_id = ${where.p(registryId)}`);
  where.and('v.published_at IS NOT NULL');
  return fetchPage<PublishedVersionRow>(
    db,
    `v.number, v.design, v.plan, v.published_at,
     nullif(${adminFullNameSql('a')}, '') AS published_by,
     (SELECT p.design FROM registry_versions p
       WHERE p.registry_id = v.registry_id AND p.published_at IS NOT NULL AND p.number < v.number
       ORDER BY p.number DESC LIMIT 1) AS previous`,
    'registry_versions v LEFT JOIN admin_users a ON a.id = v.published_by_id',
    where,
    'v.number DESC',
    q,
  );
}

/** The designs of the registry's published versions of these numbers, by number. */
export async function versionDesigns(
  db: Queryable,
  registryId: string,
  numbers: readonly number[],
): Promise<Map<number, SavedDesign>> {
  if (!numbers.length) return new Map();
  const rows = await db.query<{ number: number; design: SavedDesign }>(
    `SELECT number, design FROM registry_versions
      WHERE registry_id = $1 AND number = ANY($2::int[]) AND published_at IS NOT NULL`,
    [registryId, numbers],
  );
  return new Map(rows.map((r) => [Number(r.number), r.design]));
}
