/**
 * The audit trail of applicants (`/users/{id}/changes`, the event log): every staff write adds
 * an action_histories row in the write's transaction with `{field: [old, new]}` of the fields
 * of src/registries/users.ts that changed. Passport, documents and addresses are compared as
 * the text a person reads. The row keeps the applicant's region and МФЦ and the writer's
 * organization, so the event log of a scoped staff member does not list every applicant.
 */
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { users } from '../../../src/registries/users';
import { diff, insertAudit, type AuditAction } from '../../registries/audit';
import type { FlatRecord } from '../../registries/record';

type Json = Record<string, unknown> | null;

function passportText(p: Json): string | null {
  if (!p) return null;
  const parts = [
    p.series || p.number ? `${String(p.series ?? '')} ${String(p.number ?? '')}`.trim() : '',
    p.issued_by ? `выдан ${String(p.issued_by)}` : '',
    p.date ? String(p.date) : '',
    p.division_code ? `код подразделения ${String(p.division_code)}` : '',
  ];
  return parts.filter(Boolean).join(', ') || null;
}

function documentText(d: Json): string | null {
  if (!d) return null;
  const parts = [
    d.number ? `№ ${String(d.number)}` : '',
    d.registered_at ? `от ${String(d.registered_at)}` : '',
    d.issued_by ? String(d.issued_by) : '',
  ];
  return parts.filter(Boolean).join(' ') || null;
}

const SNAPSHOT_SQL = `
  SELECT u.id::text AS id, u.account_type, u.last_name, u.first_name, u.middle_name, u.organization_name,
         u.organization_full_name, u.email, u.phone, u.birth_date::text AS birth_date, u.gender,
         u.snils, u.passport, u.inn, u.ogrn, u.kpp, u.egrul_document,
         u.entrepreneur_registration_document, la.title AS legal_address,
         pa.title AS postal_address, u.region_id::text AS region_id, u.mfc_id::text AS mfc_id,
         u.blocked, u.policy_agreed_at, u.created_by_id::text AS created_by_id
    FROM users u
    LEFT JOIN addresses la ON la.id = u.legal_address_id
    LEFT JOIN addresses pa ON pa.id = u.postal_address_id
   WHERE u.id = $1`;

/** The applicant as the audit compares it; undefined when there is no such row. */
export async function applicantSnapshot(
  db: Queryable,
  id: string,
): Promise<FlatRecord | undefined> {
  const [row] = await db.query<FlatRecord>(SNAPSHOT_SQL, [id]);
  if (!row) return undefined;
  return {
    ...row,
    passport: passportText(row.passport as Json),
    egrul_document: documentText(row.egrul_document as Json),
    entrepreneur_registration_document: documentText(
      row.entrepreneur_registration_document as Json,
    ),
    policy_agreed_at: row.policy_agreed_at
      ? new Date(row.policy_agreed_at as string).toISOString()
      : null,
  };
}

/** Writes one audit row for applicant `id` when something changed (inside the transaction). */
export async function recordApplicantAudit(
  tx: Queryable,
  entry: {
    admin: AdminPrincipal;
    action: AuditAction;
    before: FlatRecord | null;
    after: FlatRecord | null;
    /** Changes outside the card itself (the leads moved by a reassignment). */
    extra?: Record<string, [unknown, unknown]>;
  },
): Promise<void> {
  const { admin, action, before, after } = entry;
  const record = (after ?? before)!;
  await insertAudit(tx, {
    adminId: admin.id,
    type: users.type,
    id: String(record.id),
    action,
    changes: { ...diff(users, before, after), ...entry.extra },
    // The writer's organization: a scoped staff member's log lists what they changed.
    scope: {
      region_id: (record.region_id as string | null) ?? null,
      organization_id: admin.organizationId,
      mfc_id: (record.mfc_id as string | null) ?? admin.mfcId,
    },
  });
}
