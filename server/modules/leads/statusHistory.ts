/**
 * A lead's status history (lead_status_changes) as JSON:API `lead_status_change` resources,
 * newest first unless `order_type=asc`, and the short lead answer of the status routes with the
 * moves the caller may make next (`meta.allowed_statuses`).
 */
import {
  allowedLeadMoves,
  serviceIsProvidedKindLabels,
  type LeadActorKind,
} from '../../../src/domain/leadTransitions';
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import type { Queryable } from '../../db';
import { list, ref, resource, single, type Document } from '../../jsonapi/serialize';
import type { ListQuery } from '../../jsonapi/query';
import { NotFound } from '../../jsonapi/errors';
import { adminFullNameSql } from '../../registries/references';

const name = (alias: string) => `nullif(${adminFullNameSql(alias)}, '')`;

interface ChangeRow {
  id: string;
  from_status: string | null;
  to_status: string;
  note: string | null;
  reason_id: string | null;
  reason_name: string | null;
  details: { service_is_provided_kind?: string } | null;
  created_at: Date;
  admin_id: string | null;
  user_id: string | null;
  admin_name: string | null;
  user_name: string | null;
  total: string;
}

export async function leadStatusHistory(
  db: Queryable,
  leadId: string,
  q: ListQuery,
): Promise<Document> {
  const rows = await db.query<ChangeRow>(
    `SELECT c.id, c.from_status, c.to_status, c.note, c.reason_id, d.name AS reason_name,
            c.details, c.created_at, c.admin_id, c.user_id,
            ${name('a')} AS admin_name,
            coalesce(nullif(u.organization_name, ''), ${name('u')}) AS user_name,
            count(*) OVER () AS total
       FROM lead_status_changes c
       LEFT JOIN dictionaries d ON d.id = c.reason_id
       LEFT JOIN admin_users a ON a.id = c.admin_id
       LEFT JOIN users u ON u.id = c.user_id
      WHERE c.lead_id = $1
      ORDER BY c.id ${q.orderType === 'asc' ? 'ASC' : 'DESC'}
      LIMIT $2 OFFSET $3`,
    [leadId, q.per, q.offset],
  );
  const data = rows.map((r) => {
    const kind = r.details?.service_is_provided_kind ?? null;
    return resource('lead_status_change', r.id, {
      from_status: r.from_status,
      to_status: r.to_status,
      from_status_label: r.from_status === null ? null : leadStatusLabel(r.from_status),
      to_status_label: leadStatusLabel(r.to_status),
      note: r.note,
      reason_id: r.reason_id === null ? null : String(r.reason_id),
      reason_name: r.reason_name,
      service_is_provided_kind: kind,
      service_is_provided_kind_label:
        kind === null ? null : (serviceIsProvidedKindLabels[kind as 'service_refused'] ?? kind),
      created_at: r.created_at,
      author_kind: r.admin_id !== null ? 'staff' : r.user_id !== null ? 'applicant' : null,
      author_name: r.admin_id !== null ? r.admin_name : r.user_name,
    });
  });
  const total = rows[0] ? Number(rows[0].total) : 0;
  return list(data, { page: q.page, per: q.per, total });
}

/**
 * The lead after a status change: its status fields, the reasons as relationships, and the
 * moves the caller may make next.
 */
export async function leadStatusDocument(
  db: Queryable,
  leadId: string,
  actor: LeadActorKind,
): Promise<Document> {
  const [row] = await db.query<{
    id: string;
    uid: string | null;
    status: string;
    status_changed_at: Date;
    submitted_at: Date | null;
    status_note: string | null;
    service_is_provided_kind: string | null;
    is_complex: boolean;
    rejection_reason_id: string | null;
    annullation_reason_id: string | null;
    cancellation_reason_id: string | null;
    contract_status: string | null;
  }>(
    `SELECT l.id, l.uid, l.status, l.status_changed_at, l.submitted_at, l.status_note,
            l.service_is_provided_kind, l.is_complex, l.rejection_reason_id,
            l.annullation_reason_id, l.cancellation_reason_id,
            (SELECT c.status FROM contracts c WHERE c.lead_id = l.id) AS contract_status
       FROM leads l WHERE l.id = $1`,
    [leadId],
  );
  if (!row) throw new NotFound();
  const doc = single(
    resource(
      'lead',
      row.id,
      {
        uid: row.uid,
        status: row.status,
        status_label: leadStatusLabel(row.status),
        status_changed_at: row.status_changed_at,
        submitted_at: row.submitted_at,
        status_note: row.status_note,
        service_is_provided_kind: row.service_is_provided_kind,
      },
      {
        rejection_reason: ref('dictionary', row.rejection_reason_id),
        annullation_reason: ref('dictionary', row.annullation_reason_id),
        cancellation_reason: ref('dictionary', row.cancellation_reason_id),
      },
    ),
  );
  doc.meta = {
    allowed_statuses: allowedLeadMoves(row.status, actor, {
      contractStatus: row.contract_status,
      isComplex: row.is_complex,
    }),
  };
  return doc;
}
