/**
 * `GET /v1/admin/lead_reports/export?format=csv|xlsx&<list filters>` (admin_leads_report): the
 * leads of the console's list — same scope, same filters — one row each, streamed in keyset
 * batches through server/registries/export.ts `sendTable`, so memory stays flat for any count.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from '../../../src/access/scoping';
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import { formatDate, formatDateTime } from '../../../src/format/date';
import { formatMessages } from '../../../src/format/messages';
import { formatConsumption } from '../../../src/leads/fields';
import type { Queryable } from '../../db';
import { rawQuery } from '../../http/request';
import { parseListQuery } from '../../jsonapi/query';
import { EXPORT_BATCH, exportFormat, keysetBatches, sendTable } from '../../registries/export';
import type { Cell } from '../../registries/exportCells';
import { adminFullNameSql } from '../../registries/references';
import { leadListWhere, slaDaysSql } from './queries';

export const leadReportTitle = 'Заявки';

interface ReportRow {
  id: string;
  uid: string | null;
  status: string;
  created_at: Date;
  submitted_at: Date | null;
  applicant: string | null;
  applicant_phone: string | null;
  service_name: string | null;
  organization_name: string | null;
  branch_name: string | null;
  region_name: string | null;
  source_name: string | null;
  manager_name: string | null;
  gas_object: string | null;
  planned_gas_consumption: string | null;
  sla_days: number | null;
  epgu_order_id: string | null;
}

const yesNo = (v: boolean) => (v ? formatMessages.yes : formatMessages.no);

const columns: [string, (r: ReportRow) => Cell][] = [
  ['Номер заявки', (r) => r.uid ?? ''],
  ['Статус', (r) => leadStatusLabel(r.status)],
  ['Дата создания', (r) => formatDateTime(r.created_at, 'table')],
  ['Дата подачи', (r) => formatDate(r.submitted_at, 'table')],
  ['Заявитель', (r) => r.applicant ?? ''],
  ['Телефон заявителя', (r) => r.applicant_phone ?? ''],
  ['Услуга', (r) => r.service_name ?? ''],
  ['Организация', (r) => r.organization_name ?? ''],
  ['Филиал', (r) => r.branch_name ?? ''],
  ['Регион', (r) => r.region_name ?? ''],
  ['Источник', (r) => r.source_name ?? ''],
  ['Персональный менеджер', (r) => r.manager_name ?? ''],
  ['Адрес объекта газификации', (r) => r.gas_object ?? ''],
  [
    'Максимальный часовой расход газа, м³/ч',
    (r) => formatConsumption(r.planned_gas_consumption) ?? '',
  ],
  ['Осталось дней по сроку', (r) => (r.sla_days === null ? '' : Number(r.sla_days))],
  ['Просрочена', (r) => yesNo(r.sla_days !== null && r.sla_days < 0)],
  ['Номер заявления ЕПГУ', (r) => r.epgu_order_id ?? ''],
];

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
  const batches = () =>
    keysetBatches((last) => {
      const where = leadListWhere(q, scope);
      const sla = slaDaysSql(where);
      where.and(`l.id > ${where.p(last)}::bigint`);
      return db.query<ReportRow>(
        `SELECT l.id, l.uid, l.status, l.created_at, l.submitted_at,
                coalesce(nullif(u.organization_name, ''), concat_ws(' ', nullif(u.last_name, ''),
                  nullif(u.first_name, ''), nullif(u.middle_name, ''))) AS applicant,
                u.phone AS applicant_phone, sv.name AS service_name, o.name AS organization_name,
                b.name AS branch_name, r.name AS region_name, s.name AS source_name,
                nullif(${adminFullNameSql('a')}, '') AS manager_name, ga.title AS gas_object,
                l.planned_gas_consumption, ${sla} AS sla_days, l.epgu_order_id
           FROM leads l
           JOIN users u ON u.id = l.user_id
           LEFT JOIN services sv ON sv.id = l.service_id
           LEFT JOIN addresses ga ON ga.id = l.gas_object_address_id
           LEFT JOIN organizations o ON o.id = l.organization_id
           LEFT JOIN branches b ON b.id = l.branch_id
           LEFT JOIN regions r ON r.id = l.region_id
           LEFT JOIN sources s ON s.id = l.source_id
           LEFT JOIN admin_users a ON a.id = l.admin_id
          ${where} ORDER BY l.id LIMIT ${EXPORT_BATCH}`,
        where.params,
      );
    }, columns);
  return sendTable(request, reply, {
    format,
    title: leadReportTitle,
    asciiName: 'leads',
    header: columns.map(([title]) => title),
    rows: batches(),
  });
}
