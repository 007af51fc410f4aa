/**
 * The audit trail of contract and agreement field edits: rows of action_histories written by
 * the one writer of server/registries/audit.ts (so they show in the action-history section),
 * scoped by the lead's organization / region / МФЦ. Status moves have their own tables
 * (contract_status_changes, …_agreement_status_changes).
 */
import type { Queryable } from '../../db';
import { insertAudit } from '../../registries/audit';
import type { LeadRow } from './leadAccess';

export type AuditedType = 'contract' | 'contract_agreement';

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
  const { lead, ...rest } = entry;
  await insertAudit(tx, {
    ...rest,
    scope: {
      region_id: lead.region_id,
      organization_id: lead.organization_id,
      mfc_id: lead.mfc_id,
    },
  });
}
