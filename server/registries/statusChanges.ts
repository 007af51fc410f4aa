/**
 * The status moves of the registries with a declared workflow (registry_status_changes,
 * migration 0040): one row per move, the first a record's creation.
 */
import type { Queryable } from '../db';
import { adminFullNameSql } from './references';

export interface StatusChange {
  id: string;
  from_status: string | null;
  to_status: string;
  comment: string | null;
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
    adminId: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO registry_status_changes
       (registry, record_id, from_status, to_status, comment, admin_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [change.registry, change.id, change.from, change.to, change.comment, change.adminId],
  );
}

/** A record's moves, oldest first. */
export function statusChanges(db: Queryable, registry: string, id: string) {
  return db.query<StatusChange>(
    `SELECT c.id::text AS id, c.from_status, c.to_status, c.comment,
            c.admin_id::text AS admin_id, nullif(${adminFullNameSql('a')}, '') AS admin_name,
            c.created_at
       FROM registry_status_changes c LEFT JOIN admin_users a ON a.id = c.admin_id
      WHERE c.registry = $1 AND c.record_id = $2 ORDER BY c.id`,
    [registry, id],
  );
}

/** A removed record's moves go with it. */
export async function removeStatusChanges(tx: Queryable, registry: string, id: string) {
  await tx.query('DELETE FROM registry_status_changes WHERE registry = $1 AND record_id = $2', [
    registry,
    id,
  ]);
}
