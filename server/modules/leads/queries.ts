/**
 * Lead lists: the console's `GET /v1/admin/leads` with every filter key of seed 000 §3 Lead, the
 * report export that reads the same filters, the uid suggestions, and the applicant's own list.
 * Filters are checked before any SQL runs (a bad one is a 400); values always travel as `$n`.
 */
import type { Scope } from '../../../src/access/scoping';
import { isLeadStatus } from '../../../src/domain/leadStatuses';
import { closedLeadStatuses } from '../../../src/domain/sla';
import type { Queryable } from '../../db';
import { BadRequest } from '../../jsonapi/errors';
import { filterBool, filterIds, filterList, type ListQuery } from '../../jsonapi/query';
import { list, type Document } from '../../jsonapi/serialize';
import { leadScopeWhere } from '../people/userScope';
import { fetchPage, Where } from '../reference/sql';
import { LEAD_COLUMNS, LEAD_FROM, leadResources, type LeadRow, type LeadViewer } from './serialize';

/** The SLA days left of lead `l` (service `sv`) as SQL; NULL for drafts and closed leads. */
export function slaDaysSql(where: Where): string {
  return `CASE WHEN l.status = 'draft' OR l.status = ANY(${where.p(closedLeadStatuses)}::text[])
    THEN NULL ELSE lead_sla_days_left(l.submitted_at, sv.sla_kind, sv.sla_period, now()) END`;
}

const addressFilters = {
  gas_object_area: 'area',
  gas_object_city: 'city',
  gas_object_region: 'region',
  gas_object_settlement: 'settlement',
  gas_object_title: 'title',
} as const;

const flagFilters = [
  'home_in_schedule',
  'is_complex',
  'social_assistance_approved',
  'preferential_category',
  'has_confidant',
] as const;

/** One text filter value (not a list), at most 255 characters. */
function textFilter(q: ListQuery, key: string): string | undefined {
  const v = q.filters[key];
  if (v === undefined) return undefined;
  if (Array.isArray(v) || v.length > 255) {
    throw new BadRequest(`Некорректное значение параметра ${key}`, `/${key}`);
  }
  return v.trim() || undefined;
}

const like = (where: Where, text: string) =>
  where.p(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/** The WHERE of the console's list and of the report: scope first, then every filter sent. */
export function leadListWhere(q: ListQuery, scope: Scope): Where {
  const where = new Where();
  leadScopeWhere(where, scope);
  const f = q.filters;

  const adminIds = filterIds(f, 'admin_id');
  if (adminIds.length) where.and(`l.admin_id = ANY(${where.p(adminIds)}::bigint[])`);
  const userIds = filterIds(f, 'user_id');
  if (userIds.length) where.and(`l.user_id = ANY(${where.p(userIds)}::bigint[])`);
  for (const [key, column] of [
    ['branch_ids', 'branch_id'],
    ['organization_ids', 'organization_id'],
    ['region_ids', 'region_id'],
    ['source_ids', 'source_id'],
  ] as const) {
    const values = filterIds(f, key);
    if (values.length) where.and(`l.${column} = ANY(${where.p(values)}::bigint[])`);
  }

  // `service`: ids, or service kinds ('dogasification').
  const services = filterList(f, 'service');
  if (services.length) {
    const numeric = services.filter((s) => /^\d{1,18}$/.test(s));
    const kinds = services.filter((s) => !/^\d{1,18}$/.test(s));
    if (kinds.some((k) => !/^[a-z_]{1,64}$/.test(k))) {
      throw new BadRequest('Некорректное значение параметра service', '/service');
    }
    where.and(
      `(l.service_id = ANY(${where.p(numeric)}::bigint[])
        OR EXISTS (SELECT 1 FROM services fs WHERE fs.id = l.service_id
                   AND fs.kind = ANY(${where.p(kinds)}::text[])))`,
    );
  }

  const statuses = filterList(f, 'status');
  if (statuses.length) {
    if (!statuses.every(isLeadStatus)) {
      throw new BadRequest('Некорректное значение параметра status', '/status');
    }
    where.and(`l.status = ANY(${where.p(statuses)}::text[])`);
  }

  const uid = textFilter(q, 'uid');
  if (uid) where.and(`l.uid ILIKE ${like(where, uid)}`);
  const epgu = textFilter(q, 'epgu_order_id');
  if (epgu) where.and(`l.epgu_order_id = ${where.p(epgu)}`);
  const spec = filterList(f, 'specification_agreement_status');
  if (spec.length) where.and(`l.specification_agreement_status = ANY(${where.p(spec)}::text[])`);

  for (const [key, column] of Object.entries(addressFilters)) {
    const text = textFilter(q, key);
    if (text) where.and(`ga.${column} ILIKE ${like(where, text)}`);
  }

  for (const key of flagFilters) {
    const v = filterBool(f, key);
    if (v !== undefined) where.and(`l.${key} = ${where.p(v)}`);
  }
  const writing = filterBool(f, 'is_writing');
  if (writing !== undefined) {
    where.and(
      `EXISTS (SELECT 1 FROM contracts fc WHERE fc.lead_id = l.id AND fc.is_writing = ${where.p(writing)})`,
    );
  }

  const expired = filterBool(f, 'expired');
  if (expired !== undefined) {
    where.and(`(${slaDaysSql(where)} < 0) IS ${expired ? 'TRUE' : 'NOT TRUE'}`);
  }
  // At most N days left (overdue ones included): the leads due soonest.
  const days = textFilter(q, 'sla_days_remaining');
  if (days !== undefined) {
    if (!/^-?\d{1,4}$/.test(days)) {
      throw new BadRequest(
        'Некорректное значение параметра sla_days_remaining',
        '/sla_days_remaining',
      );
    }
    where.and(`${slaDaysSql(where)} <= ${where.p(Number(days))}`);
  }

  // Free text: the uid, the ЕПГУ number, the applicant's name or organization.
  if (q.query) {
    const ph = like(where, q.query);
    where.and(
      `(l.uid ILIKE ${ph} OR l.epgu_order_id ILIKE ${ph} OR EXISTS (SELECT 1 FROM users qu
         WHERE qu.id = l.user_id AND (concat_ws(' ', qu.last_name, qu.first_name, qu.middle_name)
         ILIKE ${ph} OR qu.organization_name ILIKE ${ph})))`,
    );
  }
  return where;
}

const sortable: Record<string, string> = {
  created_at: 'l.created_at',
  updated_at: 'l.updated_at',
  submitted_at: 'l.submitted_at',
  status_changed_at: 'l.status_changed_at',
  uid: 'l.uid',
};

/** Newest first by default (seed 000 §3: order desc); `order_by` picks one of `sortable`. */
function leadOrder(q: ListQuery): string {
  const key = typeof q.filters.order_by === 'string' ? q.filters.order_by : 'created_at';
  const column = sortable[key];
  if (!column) throw new BadRequest('Некорректное значение параметра order_by', '/order_by');
  const dir = q.orderType === 'asc' ? 'ASC' : 'DESC';
  return `${column} ${dir} NULLS LAST, l.id ${dir}`;
}

async function page(
  db: Queryable,
  where: Where,
  q: ListQuery,
  viewer: LeadViewer,
): Promise<Document> {
  const { rows, total } = await fetchPage<LeadRow>(
    db,
    LEAD_COLUMNS,
    LEAD_FROM,
    where,
    leadOrder(q),
    q,
  );
  const { data, included } = await leadResources(db, rows, viewer);
  return list(data, { ...q, total }, included);
}

export function listLeads(db: Queryable, q: ListQuery, scope: Scope): Promise<Document> {
  return page(db, leadListWhere(q, scope), q, 'staff');
}

/** The applicant's own leads, with the status filter of the site's list. */
export function listOwnLeads(db: Queryable, userId: string, q: ListQuery): Promise<Document> {
  const where = new Where();
  where.and(`l.user_id = ${where.p(userId)}::bigint`);
  const statuses = filterList(q.filters, 'status');
  if (statuses.length) {
    if (!statuses.every(isLeadStatus)) {
      throw new BadRequest('Некорректное значение параметра status', '/status');
    }
    where.and(`l.status = ANY(${where.p(statuses)}::text[])`);
  }
  return page(db, where, q, 'applicant');
}

/** Up to 10 leads in scope whose uid starts with (else contains) the text typed. */
export async function uidSuggestions(db: Queryable, text: string, scope: Scope): Promise<Document> {
  const typed = text.trim().slice(0, 20);
  const where = new Where();
  leadScopeWhere(where, scope);
  const escaped = typed.replace(/[\\%_]/g, (c) => `\\${c}`);
  where.and(`l.uid ILIKE ${where.p(`%${escaped}%`)}`);
  const prefix = where.p(`${escaped}%`);
  const rows = await db.query<{ id: string; uid: string; status: string }>(
    `SELECT l.id, l.uid, l.status FROM leads l ${where}
      ORDER BY (l.uid LIKE ${prefix}) DESC, l.uid LIMIT 10`,
    where.params,
  );
  return {
    data: rows.map((r) => ({
      type: 'lead',
      id: String(r.id),
      attributes: { uid: r.uid, status: r.status },
    })),
  };
}
