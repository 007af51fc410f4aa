/**
 * `GET /v1/admin/users/{id}/leads`: the applicant's leads that lie in the caller's scope
 * (seed 001 §7), newest first, with the names the tab shows (service, organization, region,
 * personal manager) as attributes and the relations for `included`-aware clients.
 */
import type { Scope } from '../../../src/access/scoping';
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import type { Queryable } from '../../db';
import type { ListQuery } from '../../jsonapi/query';
import { list, ref, resource, type Document } from '../../jsonapi/serialize';
import { adminFullNameSql } from '../../registries/references';
import { fetchPage, Where } from '../../db/sql';
import { leadScopeWhere } from './userScope';

interface LeadRow {
  id: string;
  uid: string | null;
  status: string;
  user_id: string;
  admin_id: string | null;
  organization_id: string | null;
  service_id: string | null;
  region_id: string | null;
  mfc_id: string | null;
  source_id: string | null;
  service_name: string | null;
  organization_name: string | null;
  region_name: string | null;
  admin_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `l.id, l.uid, l.status, l.user_id, l.admin_id, l.organization_id, l.service_id,
  l.region_id, l.mfc_id, l.source_id, s.name AS service_name, o.name AS organization_name,
  r.name AS region_name, nullif(${adminFullNameSql('a')}, '') AS admin_name, l.created_at,
  l.updated_at`;

const FROM = `leads l
  LEFT JOIN services s ON s.id = l.service_id
  LEFT JOIN organizations o ON o.id = l.organization_id
  LEFT JOIN regions r ON r.id = l.region_id
  LEFT JOIN admin_users a ON a.id = l.admin_id`;

export async function applicantLeads(
  db: Queryable,
  userId: string,
  q: ListQuery,
  scope: Scope,
): Promise<Document> {
  const where = new Where();
  where.and(`l.user_id = ${where.p(userId)}::bigint`);
  leadScopeWhere(where, scope);
  const page = await fetchPage<LeadRow>(db, COLUMNS, FROM, where, 'l.id DESC', q);
  const id = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return list(
    page.rows.map((row) =>
      resource(
        'lead',
        row.id,
        {
          uid: row.uid,
          status: row.status,
          status_label: leadStatusLabel(row.status),
          service_name: row.service_name,
          organization_name: row.organization_name,
          region_name: row.region_name,
          admin_name: row.admin_name,
          user_id: id(row.user_id),
          created_at: row.created_at,
          updated_at: row.updated_at,
        },
        {
          user: ref('user', id(row.user_id)),
          admin: ref('admin', id(row.admin_id)),
          organization: ref('organization', id(row.organization_id)),
          service: ref('service', id(row.service_id)),
          region: ref('region', id(row.region_id)),
          mfc: ref('mfc', id(row.mfc_id)),
          source: ref('source', id(row.source_id)),
        },
      ),
    ),
    { ...q, total: page.total },
  );
}
