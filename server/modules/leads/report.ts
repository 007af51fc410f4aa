/**
 * `GET /v1/admin/lead_reports/export?format=csv|xlsx&<list filters>` (admin_leads_report): the
 * leads of the console's list — same scope, same filters — one row each, streamed in keyset
 * batches through server/registries/export.ts `sendTable`, so memory stays flat for any count.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from '../../../src/access/scoping';
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import { leadSla, type SlaState } from '../../../src/domain/sla';
import { formatDate, formatDateTime } from '../../../src/format/date';
import { formatMessages } from '../../../src/format/messages';
import { formatConsumption } from '../../../src/leads/fields';
import type { Queryable } from '../../db';
import { rawQuery } from '../../http/request';
import { parseListQuery } from '../../jsonapi/query';
import { exportFormat, keysetBatches, sendTable } from '../../registries/export';
import type { Cell } from '../../registries/exportCells';
import { adminFullNameSql } from '../../registries/references';
import { leadListWhere } from './queries';

export const leadReportTitle = 'Заявки';

/**
 * Leads per batch. Larger than the registries' batch: a million-row report spends its time in
 * the per-statement work (planning, a round trip), and two batches of 2,000 rows are about 2 MB.
 */
const LEAD_REPORT_BATCH = 2000;

/** A lead as its batch reads it; the instants are ms since the epoch (see the query). */
interface LeadRow {
  id: string;
  uid: string | null;
  status: string;
  created_at: number;
  submitted_at: number | null;
  applicant: string | null;
  applicant_phone: string | null;
  service_id: string | null;
  organization_id: string | null;
  branch_id: string | null;
  region_id: string | null;
  source_id: string | null;
  admin_id: string | null;
  gas_object: string | null;
  planned_gas_consumption: string | null;
  epgu_order_id: string | null;
}

interface Service {
  name: string;
  sla_kind: string | null;
  sla_period: number | null;
}

/**
 * The dictionaries a lead row names — a few dozen to a few thousand rows each — read once per
 * report and looked up in memory: joined in SQL they were six more relations for the planner
 * and six more lookups per lead.
 */
interface Dictionaries {
  services: Map<string, Service>;
  organizations: Map<string, string>;
  branches: Map<string, string>;
  regions: Map<string, string>;
  sources: Map<string, string>;
  admins: Map<string, string>;
  now: Date;
}

async function names(db: Queryable, table: string, name = 'name'): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; name: string | null }>(
    `SELECT id, ${name} AS name FROM ${table}`,
  );
  return new Map(rows.map((r) => [String(r.id), r.name ?? '']));
}

async function readDictionaries(db: Queryable): Promise<Dictionaries> {
  const services = await db.query<Service & { id: string }>(
    'SELECT id, name, sla_kind, sla_period FROM services',
  );
  return {
    services: new Map(services.map((s) => [String(s.id), s])),
    organizations: await names(db, 'organizations'),
    branches: await names(db, 'branches'),
    regions: await names(db, 'regions'),
    sources: await names(db, 'sources'),
    admins: await names(db, 'admin_users', `nullif(${adminFullNameSql()}, '')`),
    now: new Date(),
  };
}

/** A lead row with its dictionaries, as the columns read it. */
interface ReportRow extends LeadRow {
  d: Dictionaries;
  sla: SlaState;
}

const instant = (ms: number | null) => (ms === null ? null : new Date(ms));
const yesNo = (v: boolean) => (v ? formatMessages.yes : formatMessages.no);
const named = (map: Map<string, string>, id: string | null) =>
  id === null ? '' : (map.get(id) ?? '');

const columns: [string, (r: ReportRow) => Cell][] = [
  ['Номер заявки', (r) => r.uid ?? ''],
  ['Статус', (r) => leadStatusLabel(r.status)],
  ['Дата создания', (r) => formatDateTime(new Date(r.created_at), 'table')],
  ['Дата подачи', (r) => formatDate(instant(r.submitted_at), 'table')],
  ['Заявитель', (r) => r.applicant ?? ''],
  ['Телефон заявителя', (r) => r.applicant_phone ?? ''],
  ['Услуга', (r) => (r.service_id === null ? '' : (r.d.services.get(r.service_id)?.name ?? ''))],
  ['Организация', (r) => named(r.d.organizations, r.organization_id)],
  ['Филиал', (r) => named(r.d.branches, r.branch_id)],
  ['Регион', (r) => named(r.d.regions, r.region_id)],
  ['Источник', (r) => named(r.d.sources, r.source_id)],
  ['Персональный менеджер', (r) => named(r.d.admins, r.admin_id)],
  ['Адрес объекта газификации', (r) => r.gas_object ?? ''],
  [
    'Максимальный часовой расход газа, м³/ч',
    (r) => formatConsumption(r.planned_gas_consumption) ?? '',
  ],
  ['Осталось дней по сроку', (r) => r.sla.daysRemaining ?? ''],
  ['Просрочена', (r) => yesNo(r.sla.expired)],
  ['Номер заявления ЕПГУ', (r) => r.epgu_order_id ?? ''],
];

/** The SLA as the lead card shows it (src/domain/sla.ts, the rule the list filters mirror). */
function withDictionaries(row: LeadRow, d: Dictionaries): ReportRow {
  const service = row.service_id === null ? undefined : d.services.get(row.service_id);
  const sla = leadSla(
    {
      status: row.status,
      submittedAt: instant(row.submitted_at),
      slaKind: service?.sla_kind,
      slaPeriod: service?.sla_period ?? null,
    },
    d.now,
  );
  // Set on the driver's row itself: a copy of each of a million rows was a second of GC.
  const report = row as ReportRow;
  report.d = d;
  report.sla = sla;
  return report;
}

export function leadReport(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
) {
  const format = exportFormat(request);
  const q = parseListQuery(rawQuery(request));
  // Filters are checked before the first byte goes out: a bad one is still a clean 400.
  leadListWhere(q, scope);
  let dictionaries: Promise<Dictionaries> | undefined;
  /** The report's leads with an id above `last`. */
  const leadsAfter = (last: string) => {
    const where = leadListWhere(q, scope);
    where.and(`l.id > ${where.p(last)}::bigint`);
    return where;
  };
  const batches = () =>
    keysetBatches(
      async (last, through) => {
        dictionaries ??= readDictionaries(db);
        const where = leadsAfter(last);
        if (through !== undefined) where.and(`l.id <= ${where.p(through)}::bigint`);
        // The batch is cut in a subquery and only its rows are joined. Its instants come as
        // epoch ms: a float parses in a fraction of the time of a timestamptz's text.
        const rows = await db.query<LeadRow>(
          `SELECT l.id, l.uid, l.status,
                  (extract(epoch FROM l.created_at) * 1000)::float8 AS created_at,
                  (extract(epoch FROM l.submitted_at) * 1000)::float8 AS submitted_at,
                  coalesce(nullif(u.organization_name, ''), concat_ws(' ', nullif(u.last_name, ''),
                    nullif(u.first_name, ''), nullif(u.middle_name, ''))) AS applicant,
                  u.phone AS applicant_phone, l.service_id, l.organization_id, l.branch_id,
                  l.region_id, l.source_id, l.admin_id, ga.title AS gas_object,
                  l.planned_gas_consumption, l.epgu_order_id
             FROM (SELECT l.id, l.uid, l.status, l.created_at, l.submitted_at, l.user_id,
                          l.service_id, l.gas_object_address_id, l.organization_id, l.branch_id,
                          l.region_id, l.source_id, l.admin_id, l.planned_gas_consumption,
                          l.epgu_order_id
                     FROM leads l ${where} ORDER BY l.id LIMIT ${LEAD_REPORT_BATCH}) l
             JOIN users u ON u.id = l.user_id
             LEFT JOIN addresses ga ON ga.id = l.gas_object_address_id
            ORDER BY l.id`,
          where.params,
        );
        const d = await dictionaries;
        return rows.map((row) => withDictionaries(row, d));
      },
      columns,
      LEAD_REPORT_BATCH,
      async (last) => {
        const where = leadsAfter(last);
        const [row] = await db.query<{ through: string | null }>(
          `SELECT max(id)::text AS through
             FROM (SELECT l.id FROM leads l ${where} ORDER BY l.id LIMIT ${LEAD_REPORT_BATCH}) l`,
          where.params,
        );
        return row?.through ?? undefined;
      },
    );
  return sendTable(request, reply, {
    format,
    title: leadReportTitle,
    asciiName: 'leads',
    header: columns.map(([title]) => title),
    rows: batches(),
  });
}
