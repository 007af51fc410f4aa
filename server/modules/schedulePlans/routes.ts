/**
 * The schedule plan calls beyond the registry engine's CRUD (issue 16; seed 001 §7 "Object
 * schedule plans", seed 000 §7 `GET /v1/schedule_plans/{id}`). The engine serves the list
 * (`kind=homes|snt` and the other filters), {id}, create, update and {id}/changes from
 * src/registries/schedulePlans.ts, and its bulk calls `mass_update` (the definition's
 * `massUpdate` fields) and `resend_to_cc` (server/registries/bulk.ts); here:
 *
 *   GET   /v1/admin/schedule_plans/export[_snt]  the filtered homes' (СНТ) plans, CSV or XLSX,
 *                                                streamed, in the columns `import[_snt]`
 *                                                reads back              admin_schedule_plans_export
 *   GET   /v1/admin/schedule_plans/summary_report[_snt]
 *                                                per region and ГРО: plans, planned and done
 *                                                per stage (GROUP BY in SQL); csv | xlsx | json
 *                                                                        admin_schedule_plans_report
 *   GET   /v1/admin/schedule_plans/organization_statistics_for_period_export[_snt]
 *                                                per ГРО for `date_from`–`date_to`: stages
 *                                                planned, done and overdue in the period
 *                                                                        admin_schedule_plans_report
 *   GET   /v1/schedule_plans/{id}                the site's card of a plan: stages, status,
 *                                                where and who — no address, owner or lead   public
 *
 * Import (`import` / `import_snt`) belongs to the background-job engine (server/jobs), from the
 * definition's `importable`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from '../../../src/access/scoping';
import {
  scheduleStageLabels,
  scheduleStages,
  type SchedulePlanKind,
} from '../../../src/domain/inventory';
import { toCalendarDate, toIsoDate } from '../../../src/format/date';
import type { FieldDefinition } from '../../../src/registries';
import { schedulePlans } from '../../../src/registries/schedulePlans';
import { pathId, rawQuery } from '../../http/request';
import { BadRequest, NotFound } from '../../jsonapi/errors';
import { parseListQuery, type ListQuery } from '../../jsonapi/query';
import { ref, resource, single } from '../../jsonapi/serialize';
import type { Queryable } from '../../db';
import { exportFormat, oneBatch, registryBatches, sendTable } from '../../registries/export';
import type { Cell } from '../../registries/exportCells';
import { routeSchemas, listQuery, queryValue } from '../../http/schemas';
import { answer } from '../../http/moreSchemas';
import { adminScope } from '../../registries/scope';
import {
  periodCountRows,
  planWhere,
  siteDates,
  sitePlanRow,
  summaryRows,
  type SummaryRow,
} from './queries';

/** Russian messages of these calls. */
export const schedulePlanMessages = {
  period: 'Укажите период: date_from и date_to — даты, начало не позже конца',
} as const;

const kindTitles: Record<SchedulePlanKind, string> = {
  homes: 'домовладения',
  snt: 'СНТ',
};

/** The list query with `kind` fixed by the route. */
function queryOf(request: FastifyRequest, kind: SchedulePlanKind): ListQuery {
  const q = parseListQuery(rawQuery(request));
  return { ...q, filters: { ...q.filters, kind } };
}

/**
 * The export's columns: what the import of the kind reads back (the kind's object, the address,
 * region, settlement, ГРО, the stage dates, the lead, the comment) and the list's object title
 * and status, which the import skips. The kind is the call's; the other kind's object and the
 * timestamps are left out. So a file exported and imported again changes nothing.
 */
function exportColumns(kind: SchedulePlanKind): [string, FieldDefinition][] {
  const other = kind === 'snt' ? 'home_id' : 'snt_id';
  const left = new Set(['kind', other, 'created_at', 'updated_at']);
  return Object.entries(schedulePlans.fields).filter(([key]) => !left.has(key));
}

function exportPlans(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SchedulePlanKind,
) {
  const format = exportFormat(request);
  const scope = adminScope(request);
  const q = queryOf(request, kind);
  planWhere(q, scope); // a bad filter is a 400 before the first byte
  const columns = exportColumns(kind);
  return sendTable(request, reply, {
    format,
    title: `${schedulePlans.title[1]} (${kindTitles[kind]})`,
    asciiName: kind === 'snt' ? 'schedule_plans_snt' : 'schedule_plans',
    header: columns.map(([, field]) => field.label),
    rows: registryBatches(db, schedulePlans, q, scope, columns),
  });
}

const summaryHeader = [
  'Регион',
  'ГРО',
  'Объектов в плане',
  ...scheduleStages.flatMap((s) => [
    `${scheduleStageLabels[s]}: запланировано`,
    `${scheduleStageLabels[s]}: выполнено`,
  ]),
];

function summaryCells(rows: SummaryRow[]): Cell[][] {
  const numbers = (r: SummaryRow) => [
    Number(r.plans),
    ...scheduleStages.flatMap((s) => [Number(r[`${s}_planned`]), Number(r[`${s}_done`])]),
  ];
  const zero = Array.from({ length: 1 + 2 * scheduleStages.length }, () => 0);
  const total = rows.reduce((sum, r) => numbers(r).map((n, i) => n + sum[i]!), zero);
  return [...rows.map((r) => [r.region, r.organization, ...numbers(r)]), ['Итого', '', ...total]];
}

/** `format=json` answers the rows (the console's preview); csv / xlsx a file. */
async function sendReport(
  request: FastifyRequest,
  reply: FastifyReply,
  title: string,
  asciiName: string,
  header: string[],
  cells: () => Promise<Cell[][]>,
) {
  if ((request.query as Record<string, unknown>).format === 'json')
    return { meta: { header, rows: await cells() } };
  const format = exportFormat(request);
  const rows = oneBatch(await cells());
  return sendTable(request, reply, { format, title, asciiName, header, rows });
}

/** `date_from` and `date_to` (dd.MM.yyyy or ISO), the start not after the end; else 400. */
function period(request: FastifyRequest): { from: string; to: string } {
  const raw = request.query as Record<string, unknown>;
  const read = (name: string) => {
    const date = typeof raw[name] === 'string' ? toCalendarDate(raw[name]) : undefined;
    return date ? toIsoDate(date) : undefined;
  };
  const from = read('date_from');
  const to = read('date_to');
  if (!from || !to || from > to) throw new BadRequest(schedulePlanMessages.period, '/date_from');
  return { from, to };
}

/** The period statistics' cells: region, ГРО, and per stage the four counts of ./queries.ts. */
async function periodRows(
  db: Queryable,
  q: ListQuery,
  scope: Scope,
  range: { from: string; to: string },
): Promise<Cell[][]> {
  const rows = await periodCountRows(db, q, scope, range);
  return rows.map((r) => [
    String(r.region),
    String(r.organization),
    ...scheduleStages.flatMap((s) =>
      ['planned', 'done', 'on_time', 'overdue'].map((c) => Number(r[`${s}_${c}`])),
    ),
  ]);
}

const periodHeader = [
  'Регион',
  'ГРО',
  ...scheduleStages.flatMap((s) => [
    `${scheduleStageLabels[s]}: план на период`,
    `${scheduleStageLabels[s]}: выполнено за период`,
    `${scheduleStageLabels[s]}: выполнено в срок`,
    `${scheduleStageLabels[s]}: просрочено`,
  ]),
];

/** The site's card: the stages and status, region, settlement, ГРО; nothing personal. */
async function sitePlan(db: Queryable, id: string) {
  const row = await sitePlanRow(db, id);
  if (!row) throw new NotFound();
  const attributes: Record<string, unknown> = {
    kind: row.kind,
    status: row.status,
    region_name: row.region_name,
    settlement_name: row.settlement_name,
    organization_name: row.organization_name,
  };
  for (const d of siteDates) attributes[d] = row[d] ?? null;
  return single(
    resource(schedulePlans.type, String(row.id), attributes, {
      region: ref('region', String(row.region_id)),
      settlement: ref('settlement', row.settlement_id ? String(row.settlement_id) : null),
      organization: ref('organization', String(row.organization_id)),
    }),
  );
}

/** The list's filters and the file's format; the handlers read and check them. */
const format = queryValue('csv или xlsx');
const reportSchema = { querystring: listQuery({ format }), response: answer.file };
const periodSchema = {
  querystring: listQuery({
    format,
    date_from: queryValue('Начало периода, дата'),
    date_to: queryValue('Конец периода, дата'),
  }),
  response: answer.file,
};

export default async function schedulePlanRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const base = `/v1/admin/${schedulePlans.path}`;
  const exportAccess = {
    config: { access: { permission: 'admin_schedule_plans_export' as const } },
    schema: reportSchema,
  };
  const reportAccess = {
    config: { access: { permission: 'admin_schedule_plans_report' as const } },
    schema: reportSchema,
  };
  const periodAccess = { ...reportAccess, schema: periodSchema };

  for (const kind of ['homes', 'snt'] as const) {
    const suffix = kind === 'snt' ? '_snt' : '';
    const label = kindTitles[kind];

    app.get(`${base}/export${suffix}`, exportAccess, (request, reply) =>
      exportPlans(db, request, reply, kind),
    );

    app.get(`${base}/summary_report${suffix}`, reportAccess, (request, reply) => {
      const q = queryOf(request, kind);
      const scope = adminScope(request);
      return sendReport(
        request,
        reply,
        `Сводный отчёт (${label})`,
        `summary_report${suffix}`,
        summaryHeader,
        async () => summaryCells(await summaryRows(db, q, scope)),
      );
    });

    app.get(
      `${base}/organization_statistics_for_period_export${suffix}`,
      periodAccess,
      (request, reply) => {
        const range = period(request);
        const q = queryOf(request, kind);
        const scope = adminScope(request);
        return sendReport(
          request,
          reply,
          `Статистика ГРО за период (${label})`,
          `organization_statistics${suffix}`,
          periodHeader,
          () => periodRows(db, q, scope, range),
        );
      },
    );
  }

  app.get<{ Params: { id: string } }>(
    `/v1/${schedulePlans.path}/:id`,
    { config: { access: 'public' }, schema: routeSchemas.read },
    (request) => sitePlan(db, pathId(request.params.id)),
  );
}
