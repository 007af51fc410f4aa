/**
 * The status moves of every workflow the engine serves (registry_status_changes, migrations
 * 0040–0041): one row per move, the first a record's creation (no `from`), named by the
 * definition's `name`. `details` holds what a family's move leaves beside its comment (a
 * document's due date, the channel an appeal's applicant was told by).
 */
import type { Queryable } from '../db';
import { insertRow } from '../http/crud';
import { adminFullNameSql } from './references';

export type StatusChangeDetails = Record<string, string | null>;

export interface StatusChange {
  id: string;
  from_status: string | null;
  to_status: string;
  comment: string | null;
  details: StatusChangeDetails;
  admin_id: string | null;
  admin_name: string | null;
  created_at: Date;
}

export async function recordStatusChange(
  tx: Queryable,
  change: {
    registry: string;
    id: string;
    from: string | null;
    to: string;
    comment: string | null;
    /** Null when no staff member moved it (an applicant's or a guest's new appeal). */
    adminId: string | null;
    details?: StatusChangeDetails;
  },
): Promise<void> {
  await insertRow(tx, 'registry_status_changes', {
    registry: change.registry,
    record_id: change.id,
    from_status: change.from,
    to_status: change.to,
    comment: change.comment,
    admin_id: change.adminId,
    details: JSON.stringify(change.details ?? {}),
  });
}

/** One page of a record's moves, in the order asked (oldest first unless `desc`). */
export interface StatusChangePage {
  per: number;
  offset: number;
  desc: boolean;
}

/** A record's moves (every one unless `page` says) and how many it has in all. */
export async function statusChanges(
  db: Queryable,
  registry: string,
  id: string,
  page?: StatusChangePage,
): Promise<{ rows: StatusChange[]; total: number }> {
  const rows = await db.query<StatusChange & { total: string }>(
    `SELECT c.id::text AS id, c.from_status, c.to_status, c.comment, c.details,
            c.admin_id::text AS admin_id, nullif(${adminFullNameSql('a')}, '') AS admin_name,
            c.created_at, count(*) OVER () AS total
       FROM registry_status_changes c LEFT JOIN admin_users a ON a.id = c.admin_id
      WHERE c.registry = $1 AND c.record_id = $2
      ORDER BY c.id ${page?.desc ? 'DESC' : 'ASC'}
      LIMIT $3 OFFSET $4`,
    [registry, id, page?.per ?? null, page?.offset ?? 0],
  );
  return { rows, total: rows[0] ? Number(rows[0].total) : 0 };
}

/** A removed record's moves go with it. */
export async function removeStatusChanges(tx: Queryable, registry: string, id: string) {
  await tx.query('DELETE FROM registry_status_changes WHERE registry = $1 AND record_id = $2', [
    registry,
    id,
  ]);
}
