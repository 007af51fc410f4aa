/**
 * Reading contracts: the row, its JSON:API form (type 'contract'), the status history and the
 * console's list GET /v1/admin/contracts.
 */
import { scopeFor } from '../../../src/access/scoping';
import {
  contractDateAttributes,
  contractSlugAttributes,
  type ContractSlugAttribute,
} from '../../../src/domain/contractAttributes';
import {
  contractStatusLabel,
  isContractSigned,
  isContractStatus,
} from '../../../src/domain/contractStatuses';
import { contractMoveOptions } from '../../../src/domain/contractTransitions';
import type { ActorKind } from '../../../src/domain/workflow';
import type { AdminPrincipal } from '../../auth/principal';
import type { Queryable } from '../../db';
import { BadRequest } from '../../jsonapi/errors';
import { filterIds, filterList, type ListQuery } from '../../jsonapi/query';
import { list, ref, resource, single, type Resource } from '../../jsonapi/serialize';
import { adminFullNameSql } from '../../registries/references';
import { fetchPage, Where } from '../../db/sql';
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
  concluded_at: string | null;
  valid_until: string | null;
  works_deadline: string | null;
  amount: number | null;
  note: string | null;
  delivery_date: string | null;
  sign_before: string | null;
  rejected_at: string | null;
  connected_at: string | null;
  schedule_connection_date: string | null;
  act_date: string | null;
  act_number: string | null;
  order_date: string | null;
  order_number: string | null;
  construction_code: string | null;
  delivery_method: string | null;
  mail_number: string | null;
  extension_period: string | null;
  pipe_shortage: boolean;
  planned_tech_restrictions_removal_year: number | null;
  pickup_branch_id: string | null;
  pickup_branch_name: string | null;
  gas_distribution_station_id: string | null;
  gas_distribution_station_name: string | null;
  connection_feature_ids: string[];
  /** The dictionary entries' slugs (migration 0038); lead_category is the lead's own. */
  connection_time_to_gas_network_slug: string | null;
  applicants_category_slug: string | null;
  construction_status_inside_slug: string | null;
  construction_status_to_boundary_slug: string | null;
  current_problem_slug: string | null;
  lead_category_slug: string | null;
  /** The lead's own flags, which the live contract call carries (migration 0030). */
  is_complex: boolean;
  home_in_schedule: boolean;
  /** A detached signature is attached: staff may set an electronic contract current. */
  digital_signature_file_present: boolean;
  created_at: Date;
  updated_at: Date;
  days_in_status: number;
}

/**
 * The column keeping the entry each slug attribute names (an id: a used entry cannot be
 * deleted); `lead_category` is the lead's own column, the others the contract's.
 */
export const slugColumns = {
  connection_time_to_gas_network_slug: 'connection_time_to_gas_network_id',
  applicants_category_slug: 'applicants_category_id',
  construction_status_inside_slug: 'construction_status_inside_id',
  construction_status_to_boundary_slug: 'construction_status_to_boundary_id',
  current_problem_slug: 'current_problem_id',
  lead_category_slug: 'lead_category_id',
} as const satisfies Record<ContractSlugAttribute, string>;

/** The slug attributes whose entry the lead keeps. */
export const leadSlugAttributes: readonly ContractSlugAttribute[] = ['lead_category_slug'];

/** The slug attributes' values: the slug of the entry each column names. */
const entrySlugs = contractSlugAttributes
  .map((a) => {
    const table = leadSlugAttributes.includes(a) ? 'l' : 'c';
    return `(SELECT d.slug FROM dictionaries d WHERE d.id = ${table}.${slugColumns[a]}) AS ${a}`;
  })
  .join(',\n  ');

export const CONTRACT_COLUMNS = `c.id, c.lead_id, l.uid AS lead_uid, c.number, c.status,
  c.is_writing, c.status_changed_at, c.coordination_started_at,
  ${contractDateAttributes.map((d) => `to_char(c.${d}, 'YYYY-MM-DD') AS ${d}`).join(', ')},
  c.amount::float8 AS amount, c.note, c.act_number, c.order_number, c.construction_code,
  c.delivery_method, c.mail_number, c.extension_period, c.pipe_shortage,
  c.planned_tech_restrictions_removal_year, c.pickup_branch_id::text,
  (SELECT b.name FROM branches b WHERE b.id = c.pickup_branch_id) AS pickup_branch_name,
  c.gas_distribution_station_id::text,
  g.name AS gas_distribution_station_name, c.connection_feature_ids::text[],
  ${entrySlugs},
  l.is_complex, l.home_in_schedule,
  EXISTS (SELECT 1 FROM attachments s WHERE s.record_type = 'Contract' AND s.record_id = c.id
            AND s.kind = 'detached_reinforced_signature' AND s.status = 'complete')
    AS digital_signature_file_present,
  c.created_at, c.updated_at,
  ${workingDaysSinceSql('c.status_changed_at')} AS days_in_status`;

/**
 * A LEFT JOIN though every contract has its lead (a NOT NULL reference): the planner drops it
 * where nothing reads the lead, so the list's count and page keys read contracts alone.
 */
export const CONTRACT_FROM = `contracts c LEFT JOIN leads l ON l.id = c.lead_id
  LEFT JOIN gas_distribution_stations g ON g.id = c.gas_distribution_station_id`;

export async function contractOfLead(db: Queryable, leadId: string, lock = false) {
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
export const moveContext = (
  row: Pick<ContractRow, 'is_writing' | 'digital_signature_file_present'>,
) => ({
  isWriting: row.is_writing,
  hasDetachedSignature: row.digital_signature_file_present,
});

/** `actor` adds the moves the caller may make now (`allowed_moves`, buttons of the panel). */
export function contractResource(row: ContractRow, actor?: ActorKind): Resource {
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
      ...Object.fromEntries(contractDateAttributes.map((d) => [d, row[d]])),
      amount: row.amount,
      note: row.note,
      act_number: row.act_number,
      order_number: row.order_number,
      construction_code: row.construction_code,
      delivery_method: row.delivery_method,
      mail_number: row.mail_number,
      extension_period: row.extension_period,
      pipe_shortage: row.pipe_shortage,
      planned_tech_restrictions_removal_year: row.planned_tech_restrictions_removal_year,
      pickup_branch_id: row.pickup_branch_id,
      pickup_branch_name: row.pickup_branch_name,
      is_complex: row.is_complex,
      home_in_schedule: row.home_in_schedule,
      ...Object.fromEntries(contractSlugAttributes.map((a) => [a, row[a]])),
      gas_distribution_station: row.gas_distribution_station_id,
      gas_distribution_station_name: row.gas_distribution_station_name,
      contracts_connection_features: row.connection_feature_ids,
      signed: isContractSigned(row.status),
      digital_signature_file_present: row.digital_signature_file_present,
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

export function contractDocument(row: ContractRow | undefined, actor?: ActorKind) {
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
