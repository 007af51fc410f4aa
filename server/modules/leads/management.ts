/**
 * Application management (seed 001 §7 "Lead management", issue 6): staff holding
 * admin_application_management_* override a lead's organization, branch or service outside the
 * status machine, always with a reason, and every override is logged in lead_management_logs
 * (who, when, what from → to, why). The log is listed and downloaded as a table.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { scopeFor, type Scope } from '../../../src/access/scoping';
import {
  changesText,
  managed,
  type ChangeSide,
  type Managed,
  type ManagementChanges,
} from '../../../src/leads/management';
import { formatDateTime } from '../../../src/format/date';
import { leadFieldTitle } from '../../../src/leads/fields';
import { leadMessages as msg } from '../../../src/leads/messages';
import { validationMessages as m } from '../../../src/validation/messages';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { Unprocessable, type FieldError } from '../../jsonapi/errors';
import { filterIds, type ListQuery } from '../../jsonapi/query';
import { list, resource, type Document } from '../../jsonapi/serialize';
import { adminFullNameSql } from '../../registries/references';
import { sendListReport } from '../../registries/export';
import type { Cell } from '../../registries/exportCells';
import { leadScopeWhere } from '../people/userScope';
import { fetchPage, Where } from '../../db/sql';
import type { LeadManagementBody } from './schemas';
import { sentRelationId } from './write';

const tables: Record<Managed, string> = {
  organization: 'organizations',
  branch: 'branches',
  service: 'services',
};

const fieldError = (field: string, detail: string): FieldError => ({
  field,
  title: field === 'reason' ? 'Причина изменения' : leadFieldTitle(field),
  detail,
});

async function nameOf(tx: Queryable, rel: Managed, id: string | null): Promise<ChangeSide> {
  if (!id) return { id: null, name: null };
  const [row] = await tx.query<{ name: string }>(`SELECT name FROM ${tables[rel]} WHERE id = $1`, [
    id,
  ]);
  return { id, name: row?.name ?? null };
}

/**
 * Applies an override judged by `LeadManagementBody` (./schemas.ts). A new organization takes
 * the lead's region with it, drops a branch of the old one and a personal manager who does not
 * work there.
 */
export async function manageLead(
  tx: Queryable,
  admin: AdminPrincipal,
  leadId: string,
  body: unknown,
): Promise<ManagementChanges> {
  const { attributes: attrs, relationships: rels } = (body as LeadManagementBody).data;
  const errors: FieldError[] = [];
  const reason = attrs.reason?.trim() ?? '';
  if (!reason) errors.push(fieldError('reason', msg.reasonRequired));
  const sent: Partial<Record<Managed, string | null>> = {};
  for (const rel of managed) {
    const v = sentRelationId(attrs[`${rel}_id`], rels?.[rel]);
    if (v !== undefined) sent[rel] = v;
  }

  const [lead] = await tx.query<{
    organization_id: string | null;
    branch_id: string | null;
    service_id: string | null;
    admin_id: string | null;
  }>(
    'SELECT organization_id, branch_id, service_id, admin_id FROM leads WHERE id = $1 FOR UPDATE',
    [leadId],
  );
  const current: Record<Managed, string | null> = {
    organization: lead?.organization_id ? String(lead.organization_id) : null,
    branch: lead?.branch_id ? String(lead.branch_id) : null,
    service: lead?.service_id ? String(lead.service_id) : null,
  };
  const next = { ...current, ...sent };
  if (next.organization !== current.organization && sent.branch === undefined) next.branch = null;

  if (!next.organization) errors.push(fieldError('organization', m.required));
  if (!next.service) errors.push(fieldError('service', m.required));
  let regionId: string | null = null;
  if (next.organization) {
    const [o] = await tx.query<{ active: boolean; region_id: string | null }>(
      `SELECT o.active, r.id AS region_id FROM organizations o
         LEFT JOIN regions r ON r.code = o.region_code WHERE o.id = $1`,
      [next.organization],
    );
    if (!o) errors.push(fieldError('organization', msg.organizationMissing));
    else if (!o.active && next.organization !== current.organization) {
      errors.push(fieldError('organization', msg.organizationInactive));
    } else regionId = o.region_id;
    const scope = scopeFor(admin);
    if (scope.kind === 'organization' && next.organization !== scope.id) {
      errors.push(fieldError('organization', msg.organizationOutOfScope));
    }
  }
  if (next.service && next.organization) {
    const [s] = await tx.query<{ provides: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM organization_services WHERE organization_id = $1
                       AND service_id = s.id) AS provides
         FROM services s WHERE s.id = $2`,
      [next.organization, next.service],
    );
    if (!s) errors.push(fieldError('service', msg.serviceMissing));
    else if (!s.provides) errors.push(fieldError('service', msg.serviceNotProvided));
  }
  if (next.branch) {
    const [b] = await tx.query<{ organization_id: string; region_id: string | null }>(
      'SELECT organization_id, region_id FROM branches WHERE id = $1',
      [next.branch],
    );
    if (!b) errors.push(fieldError('branch', msg.branchMissing));
    else if (String(b.organization_id) !== next.organization) {
      errors.push(fieldError('branch', msg.branchOfOtherOrganization));
    } else regionId ??= b.region_id;
  }
  const changed = managed.filter((rel) => next[rel] !== current[rel]);
  if (!errors.length && !changed.length) errors.push({ field: 'base', detail: msg.nothingChanged });
  if (errors.length) throw new Unprocessable(errors);

  const changes: ManagementChanges = {};
  for (const rel of changed) {
    changes[rel] = {
      from: await nameOf(tx, rel, current[rel]),
      to: await nameOf(tx, rel, next[rel]),
    };
  }
  await tx.query(
    `UPDATE leads SET organization_id = $2, branch_id = $3, service_id = $4,
            region_id = CASE WHEN $5::boolean THEN $6::bigint ELSE region_id END,
            admin_id = CASE WHEN $5::boolean AND NOT EXISTS (SELECT 1 FROM admin_users a
                         WHERE a.id = leads.admin_id AND a.organization_id = $2) THEN NULL
                       ELSE admin_id END,
            updated_at = now()
      WHERE id = $1`,
    [
      leadId,
      next.organization,
      next.branch,
      next.service,
      next.organization !== current.organization,
      regionId,
    ],
  );
  await tx.query(
    `INSERT INTO lead_management_logs (lead_id, admin_id, changes, reason) VALUES ($1, $2, $3, $4)`,
    [leadId, admin.id, JSON.stringify(changes), reason],
  );
  return changes;
}

interface LogRow {
  id: string;
  lead_id: string;
  uid: string | null;
  admin_id: string | null;
  admin_name: string | null;
  changes: ManagementChanges;
  reason: string;
  created_at: Date;
}

const LOG_COLUMNS = `g.id, g.lead_id, l.uid, g.admin_id,
  nullif(${adminFullNameSql('a')}, '') AS admin_name, g.changes, g.reason, g.created_at`;
const LOG_FROM = `lead_management_logs g JOIN leads l ON l.id = g.lead_id
  LEFT JOIN admin_users a ON a.id = g.admin_id`;

function logWhere(q: ListQuery, scope: Scope, leadId?: string): Where {
  const where = new Where();
  leadScopeWhere(where, scope);
  const leadIds = leadId ? [leadId] : filterIds(q.filters, 'lead_id');
  if (leadIds.length) where.and(`g.lead_id = ANY(${where.p(leadIds)}::bigint[])`);
  const adminIds = filterIds(q.filters, 'admin_id');
  if (adminIds.length) where.and(`g.admin_id = ANY(${where.p(adminIds)}::bigint[])`);
  const uid = q.filters.uid;
  if (typeof uid === 'string') where.search(['l.uid'], uid.trim());
  return where;
}

/** The row's columns in their order. */
const logResource = ({ id, ...r }: LogRow) =>
  resource('lead_management_log', id, {
    ...r,
    lead_id: String(r.lead_id),
    admin_id: r.admin_id === null ? null : String(r.admin_id),
  });

export async function managementLogs(
  db: Queryable,
  q: ListQuery,
  scope: Scope,
  leadId?: string,
): Promise<Document> {
  const { rows, total } = await fetchPage<LogRow>(
    db,
    LOG_COLUMNS,
    LOG_FROM,
    logWhere(q, scope, leadId),
    q.orderType === 'asc' ? 'g.id ASC' : 'g.id DESC',
    q,
  );
  return list(rows.map(logResource), { ...q, total });
}

const reportColumns: [string, (r: LogRow) => Cell][] = [
  ['Дата изменения', (r) => formatDateTime(r.created_at, 'table')],
  ['Номер заявки', (r) => r.uid ?? ''],
  ['Сотрудник', (r) => r.admin_name ?? ''],
  ['Изменения', (r) => changesText(r.changes)],
  ['Причина', (r) => r.reason],
];

export function managementReport(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
) {
  return sendListReport(db, request, reply, {
    title: 'Журнал управления заявками',
    asciiName: 'lead_management_logs',
    columns: reportColumns,
    where: (q) => logWhere(q, scope),
    select: `SELECT ${LOG_COLUMNS} FROM ${LOG_FROM}`,
    alias: 'g',
  });
}
