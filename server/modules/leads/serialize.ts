/**
 * The lead on the wire (JSON:API type 'lead', /tmp contracts-shared "Lead wire format"): its
 * attributes with the SLA of src/domain/sla.ts, the relations, and `included` with the user,
 * service, organization, branch, source, personal manager (admin), the reasons, the contract
 * with its agreements, and the documents. A page loads all of them in one statement.
 */
import { documentKindLabel } from '../../../src/domain/documentKinds';
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import { leadSla } from '../../../src/domain/sla';
import { toCalendarDate, toIsoDate } from '../../../src/format/date';
import { formatConsumption, type LeadAddressPart } from '../../../src/leads/fields';
import type { Queryable } from '../../db';
import { NotFound } from '../../jsonapi/errors';
import { ref, refs, resource, single, type Resource } from '../../jsonapi/serialize';
import { adminFullNameSql } from '../../registries/references';
import { attachmentResource, type AttachmentRow } from '../../storage/attachments';

export type LeadViewer = 'staff' | 'applicant';

export interface LeadRow {
  id: string;
  uid: string | null;
  status: string;
  user_id: string;
  admin_id: string | null;
  organization_id: string | null;
  branch_id: string | null;
  service_id: string | null;
  source_id: string | null;
  region_id: string | null;
  mfc_id: string | null;
  created_at: Date;
  updated_at: Date;
  status_changed_at: Date;
  submitted_at: Date | null;
  has_confidant: boolean;
  owner: Record<string, unknown> | null;
  contact_info: Record<string, unknown> | null;
  feedback_type: string | null;
  gas_object_address: Record<string, unknown> | null;
  correspondence_address: Record<string, unknown> | null;
  planned_gas_consumption: string | null;
  snt: boolean;
  snt_name: string | null;
  snt_inn: string | null;
  snt_ogrn: string | null;
  last_tu_number: string | null;
  last_tu_date: Date | string | null;
  extra_info: string | null;
  contract_sign_type: string | null;
  preferential_category: boolean;
  social_assistance_approved: boolean;
  home_in_schedule: boolean;
  specification_agreement_status: string | null;
  epgu_order_id: string | null;
  is_complex: boolean;
  additional_activity_ids: (string | number)[] | null;
  informed_consent_at: Date | null;
  status_note: string | null;
  rejection_reason_id: string | null;
  annullation_reason_id: string | null;
  cancellation_reason_id: string | null;
  service_is_provided_kind: string | null;
  sla_kind: string | null;
  sla_period: number | null;
}

/** The lead with its service's SLA and both addresses as JSON (alias `l`). */
export const LEAD_COLUMNS = `l.*, sv.sla_kind, sv.sla_period,
  to_jsonb(ga) AS gas_object_address, to_jsonb(ca) AS correspondence_address`;

export const LEAD_FROM = `leads l
  LEFT JOIN services sv ON sv.id = l.service_id
  LEFT JOIN addresses ga ON ga.id = l.gas_object_address_id
  LEFT JOIN addresses ca ON ca.id = l.correspondence_address_id`;

const isoDate = (v: unknown) => {
  const d = v ? toCalendarDate(v) : undefined;
  return d ? toIsoDate(d) : null;
};

/**
 * An address on the wire: the parts of src/leads/fields.ts `leadAddressParts`, in its order
 * (serialize.test.ts holds the two together; the type, that none is missing). An object
 * literal, not a copy by key over the parts: 40 addresses to a page, and a copy by key cost 2 %
 * of the server's CPU on it, the literal next to nothing.
 */
export function addressAttributes(
  row: Record<string, unknown> | null,
): Record<LeadAddressPart, unknown> | null {
  if (!row) return null;
  return {
    zip_code: row.zip_code ?? null,
    region: row.region ?? null,
    area: row.area ?? null,
    city: row.city ?? null,
    settlement: row.settlement ?? null,
    street: row.street ?? null,
    house: row.house ?? null,
    block: row.block ?? null,
    flat: row.flat ?? null,
    room: row.room ?? null,
    fias_id: row.fias_id ?? null,
    region_fias_id: row.region_fias_id ?? null,
    area_fias_id: row.area_fias_id ?? null,
    city_fias_id: row.city_fias_id ?? null,
    settlement_fias_id: row.settlement_fias_id ?? null,
    street_fias_id: row.street_fias_id ?? null,
    house_fias_id: row.house_fias_id ?? null,
    oktmo: row.oktmo ?? null,
    cadastral_number: row.cadastral_number ?? null,
    cadastral_home_number: row.cadastral_home_number ?? null,
    has_capital_construction: row.has_capital_construction ?? null,
    title: row.title ?? null,
    extra: row.extra ?? null,
  };
}

export function leadAttributes(row: LeadRow, now: Date = new Date()): Record<string, unknown> {
  const sla = leadSla(
    {
      status: row.status,
      submittedAt: row.submitted_at,
      slaKind: row.sla_kind,
      slaPeriod: row.sla_period,
    },
    now,
  );
  return {
    uid: row.uid,
    status: row.status,
    status_label: leadStatusLabel(row.status),
    created_at: row.created_at,
    updated_at: row.updated_at,
    status_changed_at: row.status_changed_at,
    submitted_at: row.submitted_at,
    sla_kind: row.sla_kind,
    sla_days_remaining: sla.daysRemaining,
    expired: sla.expired,
    has_confidant: row.has_confidant,
    owner: row.owner,
    contact_info: row.contact_info,
    feedback_type: row.feedback_type,
    gas_object_address: addressAttributes(row.gas_object_address),
    correspondence_address: addressAttributes(row.correspondence_address),
    planned_gas_consumption: formatConsumption(row.planned_gas_consumption),
    snt: row.snt,
    snt_name: row.snt_name,
    snt_inn: row.snt_inn,
    snt_ogrn: row.snt_ogrn,
    last_tu_number: row.last_tu_number,
    last_tu_date: isoDate(row.last_tu_date),
    extra_info: row.extra_info,
    contract_sign_type: row.contract_sign_type,
    preferential_category: row.preferential_category,
    social_assistance_approved: row.social_assistance_approved,
    home_in_schedule: row.home_in_schedule,
    specification_agreement_status: row.specification_agreement_status,
    epgu_order_id: row.epgu_order_id,
    is_complex: row.is_complex,
    additional_activity_ids: (row.additional_activity_ids ?? []).map(String),
    status_note: row.status_note,
    service_is_provided_kind: row.service_is_provided_kind,
    informed_consent: row.informed_consent_at !== null,
    informed_consent_at: row.informed_consent_at,
  };
}

/** Download path of a lead document for the viewer. */
export function documentUrl(viewer: LeadViewer, leadId: string, attachmentId: string): string {
  const base = viewer === 'staff' ? '/v1/admin/leads' : '/v1/leads';
  return `${base}/${leadId}/documents/${attachmentId}?transfer=binary`;
}

export function documentResource(viewer: LeadViewer, row: AttachmentRow): Resource {
  return attachmentResource(row, {
    kind_label: documentKindLabel(row.kind),
    url: documentUrl(viewer, String(row.record_id), row.id),
  });
}

/** The distinct ids the rows hold under `keys`. */
const ids = (rows: LeadRow[], ...keys: (keyof LeadRow)[]) => [
  ...new Set(
    rows
      .flatMap((r) => keys.map((key) => r[key]))
      .filter((v) => v !== null && v !== undefined)
      .map(String),
  ),
];

interface ContractRow {
  id: string;
  lead_id: string;
  number: string | null;
  status: string;
  is_writing: boolean;
  status_changed_at: Date;
}

type DocumentRow = Pick<
  AttachmentRow,
  | 'id'
  | 'kind'
  | 'original_filename'
  | 'content_type'
  | 'file_size'
  | 'upload_id'
  | 'record_id'
  | 'created_at'
>;

/** The rows of `SELECT <columns> FROM <table> WHERE id = ANY($n)` as one JSON array. */
const jsonRows = (from: string, order = '') =>
  `(SELECT coalesce(json_agg(t${order}), '[]'::json) FROM (${from}) t)`;

/** Rows of `table` with the `wanted` ids; no subquery (nor its planning) when none is wanted. */
const loaded = (params: unknown[], table: string, columns: string, wanted: string[]) => {
  if (!wanted.length) return `'[]'::json`;
  params.push(wanted);
  return jsonRows(
    `SELECT id::text AS id, ${columns} FROM ${table} WHERE id = ANY($${params.length}::bigint[])`,
  );
};

/**
 * Everything a page of leads points at, in one statement (one connection, one round trip):
 * each relation is a subquery returning its rows as a JSON array. JSON has no bigint or
 * timestamp, so ids go out as text (the driver's int8 parser gives strings too) and the
 * timestamps are turned back into Dates below, as the driver returns them.
 */
function includedQuery(rows: LeadRow[], viewer: LeadViewer): { sql: string; params: unknown[] } {
  const params: unknown[] = [rows.map((r) => String(r.id))];
  const sql = `SELECT
  ${jsonRows(`SELECT id::text AS id, lead_id::text AS lead_id, number, status, is_writing,
      status_changed_at FROM contracts WHERE lead_id = ANY($1::bigint[])`)} AS contracts,
  ${jsonRows(
    `SELECT g.id::text AS id, c.lead_id::text AS lead_id, g.number, g.status, g.is_writing,
        g.status_changed_at
       FROM contract_agreements g JOIN contracts c ON c.id = g.contract_id
      WHERE c.lead_id = ANY($1::bigint[]) ${viewer === 'applicant' ? "AND g.status <> 'draft'" : ''}`,
    ' ORDER BY t.id::bigint',
  )} AS agreements,
  ${jsonRows(
    `SELECT id::text AS id, kind, original_filename, content_type, file_size::text AS file_size,
        upload_id, record_id::text AS record_id, created_at
       FROM attachments WHERE record_type = 'Lead' AND record_id = ANY($1::bigint[])
        AND status = 'complete'`,
    ' ORDER BY t.created_at, t.id::bigint',
  )} AS documents,
  ${loaded(
    params,
    'users',
    `concat_ws(' ', nullif(last_name, ''), nullif(first_name, ''), nullif(middle_name, ''))
       AS user_full_name, account_type, last_name, first_name, middle_name, email, phone,
       snils, organization_name, inn`,
    ids(rows, 'user_id'),
  )} AS users,
  ${loaded(
    params,
    'services',
    'code, kind, name, short_name, sla_kind, sla_period',
    ids(rows, 'service_id'),
  )} AS services,
  ${loaded(
    params,
    'organizations',
    'name, full_name, short_code, region_code, unified_phone',
    ids(rows, 'organization_id'),
  )} AS organizations,
  ${loaded(
    params,
    'branches',
    'name, phone, email, organization_id::text AS organization_id',
    ids(rows, 'branch_id'),
  )} AS branches,
  ${loaded(params, 'sources', 'name, slug', ids(rows, 'source_id'))} AS sources,
  ${loaded(
    params,
    'admin_users',
    `${adminFullNameSql('admin_users')} AS full_name, email, phone`,
    ids(rows, 'admin_id'),
  )} AS admins,
  ${loaded(
    params,
    'dictionaries',
    'name, dictionary_type',
    ids(rows, 'rejection_reason_id', 'annullation_reason_id', 'cancellation_reason_id'),
  )} AS reasons`;
  return { sql, params };
}

type JsonRow = Record<string, unknown> & { id: string };

interface IncludedRow {
  contracts: ContractRow[];
  agreements: ContractRow[];
  documents: DocumentRow[];
  users: JsonRow[];
  services: JsonRow[];
  organizations: JsonRow[];
  branches: JsonRow[];
  sources: JsonRow[];
  admins: JsonRow[];
  reasons: JsonRow[];
}

const toDate = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

const resources = (type: string, rows: JsonRow[]) =>
  rows.map(({ id: rowId, ...attributes }) => resource(type, rowId, attributes));

/** The lead resources with their relations, and everything they point at. */
export async function leadResources(
  db: Queryable,
  rows: LeadRow[],
  viewer: LeadViewer,
): Promise<{ data: Resource[]; included: Resource[] }> {
  if (!rows.length) return { data: [], included: [] };
  const { sql, params } = includedQuery(rows, viewer);
  const [found] = await db.query<IncludedRow>(sql, params);
  const withDate = (c: ContractRow): ContractRow => ({
    ...c,
    status_changed_at: toDate(c.status_changed_at) as Date,
  });
  const contracts = found!.contracts.map(withDate);
  const agreements = found!.agreements.map(withDate);
  const documents = found!.documents.map((d) => ({
    ...d,
    created_at: toDate(d.created_at) as Date,
  }));
  const included = [
    ...resources('user', found!.users),
    ...resources('service', found!.services),
    ...resources('organization', found!.organizations),
    ...resources('branch', found!.branches),
    ...resources('source', found!.sources),
    ...resources('admin', found!.admins),
    ...resources('dictionary', found!.reasons),
    ...contracts.map(({ id: cid, lead_id: _l, ...a }) => resource('contract', cid, a)),
    ...agreements.map(({ id: gid, lead_id: _l, ...a }) => resource('contract_agreement', gid, a)),
    ...documents.map((d) => documentResource(viewer, d as AttachmentRow)),
  ];
  const now = new Date();
  const data = rows.map((row) => {
    const leadId = String(row.id);
    const contract = contracts.find((c) => String(c.lead_id) === leadId);
    return resource('lead', leadId, leadAttributes(row, now), {
      user: ref('user', row.user_id),
      service: ref('service', row.service_id),
      organization: ref('organization', row.organization_id),
      branch: ref('branch', row.branch_id),
      source: ref('source', row.source_id),
      admin: ref('admin', row.admin_id),
      rejection_reason: ref('dictionary', row.rejection_reason_id),
      annullation_reason: ref('dictionary', row.annullation_reason_id),
      cancellation_reason: ref('dictionary', row.cancellation_reason_id),
      contract: ref('contract', contract?.id),
      contract_agreements: refs(
        'contract_agreement',
        agreements.filter((g) => String(g.lead_id) === leadId).map((g) => g.id),
      ),
      documents: refs(
        'attachment',
        documents.filter((d) => String(d.record_id) === leadId).map((d) => d.id),
      ),
    });
  });
  return { data, included };
}

export async function findLeadRow(db: Queryable, leadId: string): Promise<LeadRow | undefined> {
  const [row] = await db.query<LeadRow>(
    `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE l.id = $1`,
    [leadId],
  );
  return row;
}

/** The lead with everything it points at, as one document (with `meta` when given). */
export async function leadAnswer(
  db: Queryable,
  id: string,
  viewer: LeadViewer,
  meta?: Record<string, unknown>,
) {
  const row = await findLeadRow(db, id);
  if (!row) throw new NotFound();
  const { data, included } = await leadResources(db, [row], viewer);
  const doc = single(data[0]!, included);
  return meta ? { ...doc, meta } : doc;
}
