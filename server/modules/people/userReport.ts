/**
 * `GET /v1/admin/user_reports/base_report?format=xlsx|csv&<list filters>` (seed 001 §7): the
 * applicants of the caller's list scope, one row each, streamed in keyset batches like the
 * registries' exports (server/registries/export.ts: CSV with BOM and `;`, cells guarded against
 * formulas; XLSX through exceljs' streaming writer), so memory stays flat for any count.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountTypeLabels, isAccountType } from '../../../src/domain/accountTypes';
import type { Scope } from '../../../src/access/scoping';
import { formatDate, formatDateTime } from '../../../src/format/date';
import { formatMessages } from '../../../src/format/messages';
import type { Queryable } from '../../db';
import { sendListReport } from '../../registries/export';
import type { Cell } from '../../registries/exportCells';
import { adminFullNameSql } from '../../registries/references';
import { applicantListWhere } from './userQueries';

export const baseReportTitle = 'Заявители';

/** Column titles and how each cell is read from a row. */
const columns: [string, (row: ReportRow) => Cell][] = [
  ['ID', (r) => Number(r.id)],
  ['ФИО', (r) => r.user_full_name],
  [
    'Тип учётной записи',
    (r) => (isAccountType(r.account_type) ? accountTypeLabels[r.account_type] : r.account_type),
  ],
  ['Наименование организации', (r) => r.organization_name ?? ''],
  ['ИНН', (r) => r.inn ?? ''],
  ['Электронная почта', (r) => r.email ?? ''],
  ['Телефон', (r) => r.phone ?? ''],
  ['СНИЛС', (r) => r.snils ?? ''],
  ['Регион', (r) => r.region_name ?? ''],
  ['Источник', (r) => r.source_name ?? ''],
  ['МФЦ', (r) => r.mfc_name ?? ''],
  ['Заблокирован', (r) => (r.blocked ? formatMessages.yes : formatMessages.no)],
  ['Согласие на обработку персональных данных', (r) => formatDateTime(r.policy_agreed_at, 'table')],
  ['Дата регистрации', (r) => formatDate(r.created_at, 'table')],
  ['Количество заявок', (r) => Number(r.leads_count)],
];

interface ReportRow {
  id: string;
  user_full_name: string;
  account_type: string;
  organization_name: string | null;
  inn: string | null;
  email: string | null;
  phone: string | null;
  snils: string | null;
  region_name: string | null;
  source_name: string | null;
  mfc_name: string | null;
  blocked: boolean;
  policy_agreed_at: Date | null;
  created_at: Date;
  leads_count: string;
}

const SELECT = `SELECT u.id,
    ${adminFullNameSql('u')} AS user_full_name,
    u.account_type, u.organization_name, u.inn, u.email, u.phone, u.snils, r.name AS region_name,
    s.name AS source_name, m.name AS mfc_name, u.blocked, u.policy_agreed_at, u.created_at,
    (SELECT count(*) FROM leads l WHERE l.user_id = u.id) AS leads_count
  FROM users u
  LEFT JOIN regions r ON r.id = u.region_id
  LEFT JOIN sources s ON s.id = u.source_id
  LEFT JOIN mfcs m ON m.id = u.mfc_id`;

export function baseReport(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
) {
  return sendListReport(db, request, reply, {
    title: baseReportTitle,
    asciiName: 'applicants',
    columns,
    where: (q) => applicantListWhere(q, scope),
    select: SELECT,
    alias: 'u',
  });
}
