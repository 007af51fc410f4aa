/**
 * `POST /v1/admin/ratings/export?format=csv|xlsx&<list filters>` (seed 001 §7 Ratings): the
 * ratings of the caller's list scope with every grade, streamed in keyset batches through the
 * shared table writer (server/registries/export.ts: CSV with BOM and `;`, XLSX streamed).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { leadStatusLabel } from '../../../src/domain/leadStatuses';
import { ratingCriterionLabels } from '../../../src/domain/ratings';
import type { Scope } from '../../../src/access/scoping';
import { formatDateTime } from '../../../src/format/date';
import type { Queryable } from '../../db';
import { sendListReport } from '../../registries/export';
import type { Cell } from '../../registries/exportCells';
import {
  gradeColumns,
  RATING_COLUMNS,
  RATING_FROM,
  ratingListWhere,
  type RatingRow,
} from './ratingQueries';

export const ratingsExportTitle = 'Оценки качества';

type ExportRow = RatingRow & { staff_comments: string | null };

const grade = (v: number | null): Cell => (v === null ? '' : Number(v));

const columns: [string, (row: ExportRow) => Cell][] = [
  ['ID', (r) => Number(r.id)],
  ['Дата', (r) => formatDateTime(r.created_at, 'table')],
  ['Заявитель', (r) => r.user_name ?? ''],
  ['Электронная почта', (r) => r.user_email ?? ''],
  ['Телефон', (r) => r.user_phone ?? ''],
  ['Заявка', (r) => r.lead_uid ?? ''],
  ['Статус заявки', (r) => (r.lead_status ? leadStatusLabel(r.lead_status) : '')],
  ...gradeColumns.map(
    (c) =>
      [ratingCriterionLabels[c], (r: ExportRow) => grade(r[c])] as [
        string,
        (row: ExportRow) => Cell,
      ],
  ),
  ['Средняя оценка', (r) => (r.average_grade === null ? '' : Number(r.average_grade))],
  ['Комментарий', (r) => r.comment ?? ''],
  ['Комментарии сотрудников', (r) => r.staff_comments ?? ''],
];

export function exportRatings(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
) {
  return sendListReport(db, request, reply, {
    title: ratingsExportTitle,
    asciiName: 'ratings',
    columns,
    where: (q) => ratingListWhere(q, scope),
    select: `SELECT ${RATING_COLUMNS},
       (SELECT string_agg(c.text, E'\\n' ORDER BY c.id) FROM rating_comments c
         WHERE c.rating_id = r.id) AS staff_comments
       FROM ${RATING_FROM}`,
    alias: 'r',
  });
}
