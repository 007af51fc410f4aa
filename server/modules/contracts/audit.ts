/**
 * The audit trail of contract and agreement field edits: rows of action_histories (the table of
 * server/registries/audit.ts, so they show in the action-history section), with
 * `{field: [old, new]}` and the lead's organization / region / МФЦ for the section's scoping.
 * Status moves have their own tables (contract_status_changes, …_agreement_status_changes).
 */
import type { Queryable } from '../../db';
import type { LeadRow } from './leadAccess';

export type AuditedType = 'contract' | 'contract_agreement';

export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  keys: readonly string[],
): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of keys) {
    const old = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) out[key] = [old, now];
  }
  return out;
}

export async function auditWrite(
  tx: Queryable,
  entry: {
    type: AuditedType;
    id: string;
    action: 'create' | 'update' | 'destroy';
    adminId: string;
    lead: LeadRow;
    changes: Record<string, [unknown, unknown]>;
  },
): Promise<void> {
  if (entry.action === 'update' && !Object.keys(entry.changes).length) return;
  await tx.query(
    `INSERT INTO action_histories (admin_id, record_type, record_id, action, changes, region_id,
       organization_id, mfc_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
    [
      entry.adminId,
      entry.type,
      entry.id,
      entry.action,
      JSON.stringify(entry.changes),
      entry.lead.region_id,
      entry.lead.organization_id,
      entry.lead.mfc_id,
    ],
  );
}
