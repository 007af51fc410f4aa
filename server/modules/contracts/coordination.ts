/**
 * The РОГ/ЕОГ coordination list (seed 001 §2 "Coordination leads", §3 "Coordination lead row",
 * §5 "Coordination filter"): GET /v1/admin/coordination_leads, admin_coordination_read.
 * One row per document in coordination — a contract in coordination | on_clarification, an
 * agreement in coordination | on_correction — with its lead, service, organization and
 * applicant. Query: tab=all|contracts|agreements; date (the day it arrived for coordination)
 * OR days (at least N working days in its status, 1–3 digits) — one slot, not both;
 * organization_ids[]; uid; sort=coordination_started_at|current_status_changed_days_ago with
 * order_type (default: the oldest arrival first); page/per.
 */
import type { FastifyInstance } from 'fastify';
import { scopeFor } from '../../../src/access/scoping';
import {
  agreementCoordinationStatuses,
  agreementStatusLabel,
} from '../../../src/domain/agreements';
import {
  contractCoordinationStatuses,
  contractStatusLabel,
} from '../../../src/domain/contractStatuses';
import {
  coordinationTabColumns,
  coordinationTabs,
  maxDaysInStatusDigits,
  type CoordinationTab,
} from '../../../src/domain/coordination';
import { isOneOf } from '../../../src/domain/enums';
import { toCalendarDate, toIsoDate } from '../../../src/format/date';
import { adminOf } from '../../auth/guard';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { rawQuery } from '../../http/request';
import { BadRequest } from '../../jsonapi/errors';
import { filterIds, parseListQuery, type ListQuery } from '../../jsonapi/query';
import { list, ref, refs, resource, type Resource } from '../../jsonapi/serialize';
import { leadScopeWhere } from '../people/userScope';
import { fetchPage, Where } from '../../db/sql';
import { contractMessages as msg } from './messages';
import { contractSchemas } from './schemas';
import { workingDaysSinceSql, workingDaysText } from './workingDays';

const list_ = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

type Half = 'contract' | 'agreement';
const halves: readonly Half[] = ['contract', 'agreement'];
/** Each half's table, its alias (`c` the contract, `g` the agreement), its coordination statuses. */
const halfOf = {
  contract: { table: 'contracts', d: 'c', statuses: contractCoordinationStatuses },
  agreement: { table: 'contract_agreements', d: 'g', statuses: agreementCoordinationStatuses },
} as const;

/**
 * What a half filters, sorts and counts by, read off the document row alone — the scope too
 * (migration 0036's copies of the lead's): the count and the page's keys walk the partial
 * indexes of the documents in coordination without a join, index-only.
 */
const keyColumns = (half: Half) => {
  const { d } = halfOf[half];
  return `'${half}'::text AS kind, ${d}.id AS document_id, ${d}.coordination_started_at AS started_at,
  ${workingDaysSinceSql(`${d}.status_changed_at`)} AS days,
  ${d}.organization_id, ${d}.region_id, ${d}.mfc_id`;
};

/** What the search reads besides: the lead's number, the documents' numbers, the applicant. */
const searchColumns = (half: Half) => `l.uid, c.number AS contract_number,
  ${half === 'agreement' ? 'g.number' : 'NULL::text'} AS agreement_number,
  COALESCE(nullif(u.organization_full_name, ''), nullif(u.organization_name, ''),
  nullif(concat_ws(' ', nullif(u.last_name, ''), nullif(u.first_name, ''), nullif(u.middle_name, '')), ''))
    AS applicant_full_name`;

/** The rest of a page's row. */
const rowColumns = (half: Half) => `l.id AS lead_id, l.user_id, l.service_id,
  s.name AS service_name, o.name AS organization_name,
  c.id AS contract_id, c.status AS contract_status,
  c.is_writing AS contract_is_writing, c.status_changed_at AS contract_status_changed_at,
  ${workingDaysSinceSql('c.status_changed_at')} AS contract_days,
  ${
    half === 'agreement'
      ? `g.id AS agreement_id, g.status AS agreement_status, g.is_writing AS agreement_is_writing,
  g.status_changed_at AS agreement_status_changed_at,
  ${workingDaysSinceSql('g.status_changed_at')} AS agreement_days`
      : `NULL::bigint AS agreement_id, NULL::text AS agreement_status,
  NULL::boolean AS agreement_is_writing, NULL::timestamptz AS agreement_status_changed_at,
  NULL::int AS agreement_days`
  }`;

/** The lead, its service, organization and applicant (an agreement's through its contract). */
const joinsOf = (
  half: Half,
) => `${half === 'agreement' ? 'LEFT JOIN contracts c ON c.id = g.contract_id' : ''}
  LEFT JOIN leads l ON l.id = c.lead_id
  LEFT JOIN services s ON s.id = l.service_id
  LEFT JOIN organizations o ON o.id = l.organization_id
  LEFT JOIN users u ON u.id = l.user_id`;

/**
 * The documents in coordination, one row each, as `r`: the key columns alone (`keys`), with the
 * search's (`search`, joining the lead), or whole rows (`rows`); `only` narrows each half to
 * some ids (the page's). The joins are left out unless read: an unused LEFT JOIN is dropped by
 * the planner, but the index-only walk is lost with it.
 */
export function documentsSql(columns: 'keys' | 'search' | 'rows', only?: Record<Half, string>) {
  const half = (h: Half) => {
    const { table, d, statuses } = halfOf[h];
    const select = [keyColumns(h)];
    if (columns !== 'keys') select.push(searchColumns(h));
    if (columns === 'rows') select.push(rowColumns(h));
    return `SELECT ${select.join(',\n  ')}
    FROM ${table} ${d} ${columns === 'keys' ? '' : joinsOf(h)}
   WHERE ${d}.status IN (${list_(statuses)}) ${only ? `AND ${d}.id = ANY(${only[h]})` : ''}`;
  };
  return `(${halves.map(half).join('\n  UNION ALL\n  ')}) r`;
}

interface Row {
  kind: 'contract' | 'agreement';
  document_id: string;
  started_at: Date | null;
  days: number;
  lead_id: string;
  uid: string | null;
  organization_id: string | null;
  user_id: string;
  service_id: string | null;
  service_name: string | null;
  organization_name: string | null;
  applicant_full_name: string | null;
  contract_id: string;
  contract_number: string | null;
  contract_status: string;
  contract_is_writing: boolean;
  contract_status_changed_at: Date;
  contract_days: number;
  agreement_id: string | null;
  agreement_number: string | null;
  agreement_status: string | null;
  agreement_is_writing: boolean | null;
  agreement_status_changed_at: Date | null;
  agreement_days: number | null;
}

export const coordinationSorts = {
  coordination_started_at: 'r.started_at',
  current_status_changed_days_ago: 'r.days',
} as const;

function tabOf(value: unknown): CoordinationTab {
  if (value === undefined) return 'all';
  if (isOneOf(coordinationTabs, value)) return value;
  throw new BadRequest(msg.badTab, '/tab');
}

function serialize(row: Row, tab: CoordinationTab): Resource {
  const columns = coordinationTabColumns[tab];
  const contract = columns.contract
    ? {
        id: String(row.contract_id),
        number: row.contract_number,
        status: row.contract_status,
        status_label: contractStatusLabel(row.contract_status),
        is_writing: row.contract_is_writing,
        status_changed_at: row.contract_status_changed_at,
        current_status_changed_days_ago: row.contract_days,
      }
    : null;
  const agreement =
    columns.agreement && row.agreement_id
      ? {
          id: String(row.agreement_id),
          number: row.agreement_number,
          status: row.agreement_status,
          status_label: agreementStatusLabel(row.agreement_status),
          is_writing: row.agreement_is_writing,
          status_changed_at: row.agreement_status_changed_at,
          current_status_changed_days_ago: row.agreement_days,
        }
      : null;
  return resource(
    'coordination_lead',
    `${row.kind}-${row.document_id}`,
    {
      lead_id: String(row.lead_id),
      uid: row.uid,
      document_kind: row.kind,
      coordination_started_at: row.started_at,
      current_status_changed_days_ago: row.days,
      current_status_changed_days_ago_text: workingDaysText(row.days),
      service_name: row.service_name,
      organization_name: row.organization_name,
      applicant_full_name: row.applicant_full_name,
      contract,
      agreement,
    },
    {
      lead: ref('lead', row.lead_id),
      service: ref('service', row.service_id),
      organization: ref('organization', row.organization_id),
      user: ref('user', row.user_id),
      contract: ref('contract', row.contract_id),
      contract_agreements: refs('contract_agreement', row.agreement_id ? [row.agreement_id] : []),
    },
  );
}

export async function coordinationLeads(
  db: Queryable,
  admin: AdminPrincipal,
  raw: Record<string, unknown>,
  q: ListQuery,
) {
  const tab = tabOf(q.filters.tab);
  const where = new Where();
  leadScopeWhere(where, scopeFor(admin), 'r');
  if (tab !== 'all')
    where.and(`r.kind = ${where.p(tab === 'contracts' ? 'contract' : 'agreement')}`);

  // Seed 001 §5: the date and the days share one slot.
  const { date, days } = q.filters;
  if (date !== undefined && days !== undefined) throw new BadRequest(msg.daysAndDate, '/days');
  if (days !== undefined) {
    if (typeof days !== 'string' || !new RegExp(`^\\d{1,${maxDaysInStatusDigits}}$`).test(days)) {
      throw new BadRequest(msg.daysDigits, '/days');
    }
    where.and(`r.days >= ${where.p(Number(days))}`);
  }
  if (date !== undefined) {
    const day = typeof date === 'string' ? toCalendarDate(date) : undefined;
    if (!day) throw new BadRequest('Некорректная дата', '/date');
    where.and(
      `(r.started_at AT TIME ZONE 'Europe/Moscow')::date = ${where.p(toIsoDate(day))}::date`,
    );
  }
  const organizations = filterIds(q.filters, 'organization_ids');
  if (organizations.length) {
    where.and(`r.organization_id = ANY(${where.p(organizations)}::bigint[])`);
  }
  if (typeof q.filters.uid === 'string') where.search(['r.uid'], q.filters.uid);
  where.search(
    ['r.uid', 'r.contract_number', 'r.agreement_number', 'r.applicant_full_name'],
    q.query,
  );

  const sortKey = q.filters.sort ?? q.filters.order_by ?? 'coordination_started_at';
  const column =
    typeof sortKey === 'string'
      ? coordinationSorts[sortKey as keyof typeof coordinationSorts]
      : undefined;
  if (!column) throw new BadRequest(msg.badSort, '/sort');
  // Without order_type the oldest arrival (or the fewest days) comes first.
  const dir = raw.order_type === undefined ? 'ASC' : q.orderType === 'asc' ? 'ASC' : 'DESC';
  const order = `${column} ${dir} NULLS LAST, r.kind, r.document_id ${dir}`;
  // The page is cut on the document keys first: only then are its 20 rows joined and computed
  // (on 5,000 documents in coordination, building every row before the sort took 85 ms).
  const searched = typeof q.filters.uid === 'string' || !!q.query;
  const page = await fetchPage<Pick<Row, 'kind' | 'document_id'>>(
    db,
    'r.kind, r.document_id',
    documentsSql(searched ? 'search' : 'keys'),
    where,
    order,
    q,
  );
  const ids = (kind: Row['kind']) =>
    page.rows.filter((r) => r.kind === kind).map((r) => String(r.document_id));
  const rows = page.rows.length
    ? await db.query<Row>(
        `SELECT r.* FROM ${documentsSql('rows', { contract: '$1::bigint[]', agreement: '$2::bigint[]' })}
          ORDER BY ${order}`,
        [ids('contract'), ids('agreement')],
      )
    : [];
  return list(
    rows.map((r) => serialize(r, tab)),
    { ...q, total: page.total },
  );
}

export default async function coordinationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/v1/admin/coordination_leads',
    {
      config: { access: { permission: 'admin_coordination_read' } },
      schema: contractSchemas.coordination,
    },
    (request) =>
      coordinationLeads(
        app.readDb,
        adminOf(request),
        rawQuery(request),
        parseListQuery(rawQuery(request)),
      ),
  );
}
