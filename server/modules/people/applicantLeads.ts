/**
 * `GET /v1/admin/users/{id}/leads`: the applicant's leads that lie in the caller's scope
 * (seed 001 §7), newest first, with the names the tab shows (service, organization, region,
 * personal manager) as attributes and the relations for `included`-aware clients.
 */
import type { Scope } from '../../../src/access/scoping';
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import type { Queryable } from '../../db';
import type { ListQuery } from '../../jsonapi/query';
import { list, ref, resource, type Id } from '../../jsonapi/serialize';
import { pick } from '../auth/accountResources';
import { adminFullNameSql } from '../../registries/references';
import { fetchPage, Where } from '../../db/sql';
import { leadScopeWhere } from './userScope';

type LeadRow = Record<string, unknown> & { id: string; status: string };

const COLUMNS = `l.id, l.uid, l.status, l.user_id, l.admin_id, l.organization_id, l.service_id,
  l.region_id, l.mfc_id, l.source_id, s.name AS service_name, o.name AS organization_name,
  r.name AS region_name, nullif(${adminFullNameSql('a')}, '') AS admin_name, l.created_at,
  l.updated_at`;

const FROM = `leads l
  LEFT JOIN services s ON s.id = l.service_id
  LEFT JOIN organizations o ON o.id = l.organization_id
  LEFT JOIN regions r ON r.id = l.region_id
  LEFT JOIN admin_users a ON a.id = l.admin_id`;

export async function applicantLeads(db: Queryable, userId: string, q: ListQuery, scope: Scope) {
  const where = new Where();
  where.and(`l.user_id = ${where.p(userId)}::bigint`);
  leadScopeWhere(where, scope);
  const page = await fetchPage<LeadRow>(db, COLUMNS, FROM, where, 'l.id DESC', q);
  return list(
    page.rows.map((row) =>
      resource(
        'lead',
        row.id,
        {
          ...pick(row, ['uid', 'status']),
          status_label: leadStatusLabel(row.status),
          ...pick(row, ['service_name', 'organization_name', 'region_name', 'admin_name']),
          user_id: String(row.user_id),
          ...pick(row, ['created_at', 'updated_at']),
        },
        Object.fromEntries(
          ['user', 'admin', 'organization', 'service', 'region', 'mfc', 'source'].map((name) => [
            name,
            ref(name, row[`${name}_id`] as Id | null),
          ]),
        ),
      ),
    ),
    { ...q, total: page.total },
  );
}
