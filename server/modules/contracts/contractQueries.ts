/**
 * Reading contracts: the row, its JSON:API form (type 'contract'), the status history and the
 * console's list GET /v1/admin/contracts.
 */
import { scopeFor } from '../../../src/access/scoping';
import { contractStatusLabel, isContractStatus } from '../../../src/domain/contractStatuses';
import {
  contractMoveOptions,
  type ContractActorKind,
} from '../../../src/domain/contractTransitions';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { BadRequest } from '../../jsonapi/errors';
import { filterIds, filterList, type ListQuery } from '../../jsonapi/query';
import { list, ref, resource, single, type Resource } from '../../jsonapi/serialize';
import { adminFullNameSql } from '../../registries/references';
import { fetchPage, Where } from '../reference/sql';
import { leadScopeWhere } from '../people/userScope';
import { workingDaysSinceSql, workingDaysText } from './workingDays';

export interface ContractRow {
  id: string;
  lead_id: string;
  lead_uid: string | null;
  number: string | null;
  status: string;
  is_writing: boolean;
  status_changed_at: Date;
  coordination_started_at: Date | null;
  concluded_on: string | null;
  valid_until: string | null;
  works_deadline: string | null;
  amount: number | null;
  note: string | null;
  delivery_date: string | null;
  connection_time_to_gas_network_slug: string | null;
  gas_distribution_station_id: string | null;
  gas_distribution_station_name: string | null;
  connection_feature_ids: string[];
  /** The lead's own flags, which the live contract call carries (migration 0030). */
  is_complex: boolean;
  home_in_schedule: boolean;
  /** A detached signature is attached: staff may set an electronic contract current. */
  has_detached_signature: boolean;
  created_at: Date;
  updated_at: Date;
  days_in_status: number;
}

export const CONTRACT_COLUMNS = `c.id, c.lead_id, l.uid AS lead_uid, c.number, c.status,
  c.is_writing, c.status_changed_at, c.coordination_started_at,
  to_char(c.concluded_on, 'YYYY-MM-DD') AS concluded_on,
  to_char(c.valid_until, 'YYYY-MM-DD') AS valid_until,
  to_char(c.works_deadline, 'YYYY-MM-DD') AS works_deadline,
  c.amount::float8 AS amount, c.note,
  to_char(c.delivery_date, 'YYYY-MM-DD') AS delivery_date,
  c.connection_time_to_gas_network_slug, c.gas_distribution_station_id::text,
  g.name AS gas_distribution_station_name, c.connection_feature_ids::text[],
  l.is_complex, l.home_in_schedule,
  EXISTS (SELECT 1 FROM attachments s WHERE s.record_type = 'Contract' AND s.record_id = c.id
            AND s.kind = 'detached_reinforced_signature' AND s.status = 'complete')
    AS has_detached_signature,
  c.created_at, c.updated_at,
  ${workingDaysSinceSql('c.status_changed_at')} AS days_in_status`;

/**
 * A LEFT JOIN though every contract has its lead (a NOT NULL reference): the planner drops it
 * where nothing reads the lead, so the list's count and page keys read contracts alone.
 */
export const CONTRACT_FROM = `contracts c LEFT JOIN leads l ON l.id = c.lead_id
  LEFT JOIN gas_distribution_stations g ON g.id = c.gas_distribution_station_id`;

export async function contractOfLead(
  db: Queryable,
  leadId: string,
  lock = false,
): Promise<ContractRow | undefined> {
  if (lock) await db.query('SELECT id FROM contracts WHERE lead_id = $1 FOR UPDATE', [leadId]);
  const [row] = await db.query<ContractRow>(
    `SELECT ${CONTRACT_COLUMNS} FROM ${CONTRACT_FROM} WHERE c.lead_id = $1`,
    [leadId],
  );
  return row;
}

export async function contractById(db: Queryable, id: string): Promise<ContractRow | undefined> {
  const [row] = await db.query<ContractRow>(
    `SELECT ${CONTRACT_COLUMNS} FROM ${CONTRACT_FROM} WHERE c.id = $1`,
    [id],
  );
  return row;
}

/** What the contract machine reads of the row besides its status. */
export const moveContext = (row: Pick<ContractRow, 'is_writing' | 'has_detached_signature'>) => ({
  isWriting: row.is_writing,
  hasDetachedSignature: row.has_detached_signature,
});

/** `actor` adds the moves the caller may make now (`allowed_moves`, buttons of the panel). */
export function contractResource(row: ContractRow, actor?: ContractActorKind): Resource {
  return resource(
    'contract',
    row.id,
    {
      number: row.number,
      status: row.status,
      status_label: contractStatusLabel(row.status),
      is_writing: row.is_writing,
      status_changed_at: row.status_changed_at,
      current_status_changed_days_ago: row.days_in_status,
      current_status_changed_days_ago_text: workingDaysText(row.days_in_status),
      coordination_started_at: row.coordination_started_at,
      concluded_on: row.concluded_on,
      valid_until: row.valid_until,
      works_deadline: row.works_deadline,
      amount: row.amount,
      note: row.note,
      delivery_date: row.delivery_date,
      is_complex: row.is_complex,
      home_in_schedule: row.home_in_schedule,
      connection_time_to_gas_network_slug: row.connection_time_to_gas_network_slug,
      gas_distribution_station: row.gas_distribution_station_id,
      gas_distribution_station_name: row.gas_distribution_station_name,
      contracts_connection_features: row.connection_feature_ids,
      has_detached_signature: row.has_detached_signature,
      lead_uid: row.lead_uid,
      created_at: row.created_at,
      updated_at: row.updated_at,
      ...(actor
        ? {
            allowed_moves: contractMoveOptions(row.status, actor, moveContext(row)),
          }
        : {}),
    },
    { lead: ref('lead', row.lead_id) },
  );
}

export function contractDocument(row: ContractRow | undefined, actor?: ContractActorKind) {
  return single(row ? contractResource(row, actor) : null);
}

interface StatusChangeRow {
  id: string;
  from_status: string | null;
  to_status: string;
  note: string | null;
  admin_id: string | null;
  admin_name: string | null;
  user_id: string | null;
  created_at: Date;
}

/** The status changes of a contract or an agreement, newest first. */
export async function statusHistory(
  db: Queryable,
  table: 'contract_status_changes' | 'contract_agreement_status_changes',
  ownerColumn: 'contract_id' | 'agreement_id',
  ownerId: string,
  q: ListQuery,
  label: (status: string | null) => string,
) {
  const where = new Where();
  where.and(`h.${ownerColumn} = ${where.p(ownerId)}`);
  const page = await fetchPage<StatusChangeRow>(
    db,
    `h.id, h.from_status, h.to_status, h.note, h.admin_id, h.user_id, h.created_at,
     nullif(${adminFullNameSql('a')}, '') AS admin_name`,
    `${table} h LEFT JOIN admin_users a ON a.id = h.admin_id`,
    where,
    'h.id DESC',
    q,
  );
  const type = ownerColumn === 'contract_id' ? 'contract_status_change' : 'agreement_status_change';
  return list(
    page.rows.map((r) =>
      resource(type, r.id, {
        from_status: r.from_status,
        from_status_label: r.from_status ? label(r.from_status) : null,
        to_status: r.to_status,
        to_status_label: label(r.to_status),
        note: r.note,
        created_at: r.created_at,
        // Who: a staff member by name, or the applicant themselves.
        author_kind: r.admin_id ? 'admin' : r.user_id ? 'applicant' : null,
        admin_id: r.admin_id && String(r.admin_id),
        admin_name: r.admin_name,
        user_id: r.user_id && String(r.user_id),
      }),
    ),
    { ...q, total: page.total },
  );
}

/** GET /v1/admin/contracts: status[], uid, organization_ids[], page/per, order_type. */
export async function listContracts(db: Queryable, admin: AdminPrincipal, q: ListQuery) {
  const where = new Where();
  // The contract's copy of its lead's scope (migration 0036), which its indexes lead with.
  leadScopeWhere(where, scopeFor(admin), 'c');
  const statuses = filterList(q.filters, 'status');
  if (statuses.some((s) => !isContractStatus(s))) {
    throw new BadRequest('Некорректный статус договора', '/status');
  }
  if (statuses.length) where.and(`c.status = ANY(${where.p(statuses)}::text[])`);
  const organizations = filterIds(q.filters, 'organization_ids');
  if (organizations.length) {
    where.and(`c.organization_id = ANY(${where.p(organizations)}::bigint[])`);
  }
  const uid = q.filters.uid;
  if (typeof uid === 'string') where.search(['l.uid'], uid);
  const number = q.filters.number;
  if (typeof number === 'string') where.search(['c.number'], number);
  where.search(['l.uid', 'c.number'], q.query);
  const searchesLead = typeof uid === 'string' || !!q.query;
  const dir = q.orderType === 'asc' ? 'ASC' : 'DESC';
  const page = await fetchPage<ContractRow>(
    db,
    CONTRACT_COLUMNS,
    CONTRACT_FROM,
    where,
    `c.status_changed_at ${dir}, c.id ${dir}`,
    q,
    // Every lead of a million has its contract sooner or later: the count is capped and the
    // page cut on the keys before its columns are built, on contracts alone unless the lead's
    // number is searched.
    {
      capped: true,
      key: 'c.id',
      ...(searchesLead ? {} : { keyFrom: 'contracts c' }),
    },
  );
  return list(
    page.rows.map((r) => contractResource(r)),
    { ...q, total: page.total, exact: page.exact },
  );
}
