/**
 * Organization lookups and reports of seed 001 §7 (paths under /v1/admin):
 *
 *   GET /organizations/assignable?region_id=&service_id=   who a lead may be assigned to
 *   GET /organizations/statistic[?region_id=]                counts by activity and affiliation
 *   GET /organizations_admins_report?format=csv|xlsx         organizations × ГРО staff accounts
 *   GET /organizations/region_affiliation_report?format=…    regions × affiliation kinds
 *
 * The two reports need `admin_organizations_report` and follow the caller's scope: ГРО staff
 * see their organization, regional roles their region.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFor, type Scope } from '../../../src/access/scoping';
import { affiliationKindLabels } from '../../../src/domain/organizations';
import { roleLabel } from '../../../src/domain/roles';
import { formatDateTime } from '../../../src/format/date';
import { formatMessages } from '../../../src/format/messages';
import { adminOf } from '../../auth/guard';
import type { Db, Queryable } from '../../db';
import { BadRequest } from '../../jsonapi/errors';
import { filterIds, parseListQuery } from '../../jsonapi/query';
import { list, resource, single } from '../../jsonapi/serialize';
import { rawQuery } from '../../http/request';
import type { Cell } from '../../registries/exportCells';
import {
  affiliatedSql,
  ORG_COLUMNS,
  organizationRegionKinds,
  serializeOrganization,
  type OrgRow,
} from '../reference/organizationData';
import { Where } from '../../db/sql';
import { routeSchemas } from '../../http/schemas';
import { exportFormat, sendTable } from '../../registries/export';

/** A single id parameter, 400 when malformed. */
function oneId(raw: Record<string, unknown>, name: string, required: boolean): string | undefined {
  const ids = filterIds(parseListQuery({ [name]: raw[name] as string }).filters, name);
  if (ids.length > 1) throw new BadRequest(`Параметр ${name} должен быть одним числом`, `/${name}`);
  if (required && !ids.length) throw new BadRequest(`Не указан параметр ${name}`, `/${name}`);
  return ids[0];
}

/**
 * Organizations a lead may be assigned to: active, serving the region as ГРО or НГРО, providing
 * the service when one is given, and not switched off for applications in their settings.
 */
export async function assignableOrganizations(
  db: Queryable,
  regionId: string,
  serviceId: string | undefined,
) {
  const where = new Where();
  where.and('o.active');
  where.and(affiliatedSql(where, ['gro', 'ngro'], [regionId]));
  if (serviceId)
    where.and(`EXISTS (SELECT 1 FROM organization_services os
      WHERE os.organization_id = o.id AND os.service_id = ${where.p(serviceId)})`);
  where.and(`COALESCE((SELECT s.accepts_applications FROM organization_settings s
      WHERE s.organization_id = o.id), true)`);
  const columns = ORG_COLUMNS.split(',')
    .map((c) => `o.${c.trim()}`)
    .join(', ');
  const rows = await db.query<OrgRow>(
    `SELECT ${columns} FROM organizations o ${where} ORDER BY o.name, o.id`,
    where.params,
  );
  const data = rows.map((r) => serializeOrganization(r));
  return list(data, { page: 1, per: Math.max(1, data.length), total: data.length });
}

export async function organizationStatistic(db: Queryable, regionId: string | undefined) {
  const regions = regionId ? [regionId] : [];
  const count = async (extra?: (where: Where) => string, from = 'organizations o') => {
    const where = new Where();
    if (regionId) where.and(affiliatedSql(where, organizationRegionKinds, regions));
    if (extra) where.and(extra(where));
    const [row] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${from} ${where}`,
      where.params,
    );
    return Number(row?.n ?? 0);
  };
  const total = await count();
  const active = await count(() => 'o.active');
  const branches = await count(
    undefined,
    'branches b JOIN organizations o ON o.id = b.organization_id',
  );
  const byAffiliation: Record<string, number> = {};
  for (const kind of organizationRegionKinds)
    byAffiliation[kind] = await count((where) => affiliatedSql(where, [kind], regions));
  return single(
    resource('organization_statistic', regionId ?? 'all', {
      total,
      active,
      inactive: total - active,
      branches,
      by_affiliation: byAffiliation,
    }),
  );
}

/** The organizations a report covers for the caller's scope (SQL condition on `alias`). */
function scopeCondition(where: Where, scope: Scope, alias = 'o'): void {
  if (scope.kind === 'all') return;
  if (scope.kind === 'organization') {
    where.and(scope.id ? `${alias}.id = ${where.p(scope.id)}` : 'false');
    return;
  }
  if (scope.kind === 'region') {
    where.and(
      scope.id ? affiliatedSql(where, organizationRegionKinds, [scope.id], alias) : 'false',
    );
    return;
  }
  where.and('false');
}

const ADMIN_HEADER = [
  'Организация',
  'ИНН',
  'Роль',
  'ФИО',
  'Электронная почта',
  'Телефон',
  'Филиал',
  'Заблокирован',
  'Последний вход',
];

async function* adminRows(
  db: Queryable,
  scope: Scope,
  regionId?: string,
): AsyncGenerator<Cell[][]> {
  let lastOrg = '';
  let lastId = '0';
  for (;;) {
    const where = new Where();
    where.and(`a.role IN ('senior_manager', 'operator')`);
    scopeCondition(where, scope);
    if (regionId) where.and(affiliatedSql(where, organizationRegionKinds, [regionId]));
    // Keyset over (organization name, account id) so memory stays flat.
    where.and(`(o.name, a.id) > (${where.p(lastOrg)}, ${where.p(lastId)}::bigint)`);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT a.id, o.name AS organization, o.inn, a.role, a.last_name, a.first_name,
              a.middle_name, a.email, a.phone, b.name AS branch, a.blocked, a.last_sign_in_at
         FROM admin_users a
         JOIN organizations o ON o.id = a.organization_id
         LEFT JOIN branches b ON b.id = a.branch_id
         ${where}
        ORDER BY o.name, a.id LIMIT 500`,
      where.params,
    );
    yield rows.map((r) => [
      String(r.organization),
      String(r.inn ?? ''),
      roleLabel(r.role as string),
      [r.last_name, r.first_name, r.middle_name].filter(Boolean).join(' '),
      String(r.email ?? ''),
      String(r.phone ?? ''),
      String(r.branch ?? ''),
      r.blocked ? formatMessages.yes : formatMessages.no,
      formatDateTime(r.last_sign_in_at, 'table'),
    ]);
    if (rows.length < 500) return;
    lastOrg = String(rows.at(-1)!.organization);
    lastId = String(rows.at(-1)!.id);
  }
}

const AFFILIATION_KINDS = ['gro', 'ngro', 'rog', 'eog'] as const;

async function* regionRows(db: Queryable, scope: Scope): AsyncGenerator<Cell[][]> {
  const where = new Where();
  if (scope.kind === 'region') where.and(scope.id ? `r.id = ${where.p(scope.id)}` : 'false');
  const names = (kind: string) =>
    kind === 'rog'
      ? `(SELECT string_agg(DISTINCT o.name, ', ') FROM organizations o
           WHERE o.id = r.main_organization_id OR o.id IN (SELECT orr.organization_id
             FROM organization_regions orr WHERE orr.region_id = r.id AND orr.kind = 'rog'))`
      : `(SELECT string_agg(o.name, ', ' ORDER BY o.name) FROM organization_regions orr
           JOIN organizations o ON o.id = orr.organization_id
          WHERE orr.region_id = r.id AND orr.kind = '${kind}')`;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.name, r.code, ${AFFILIATION_KINDS.map((k) => `${names(k)} AS ${k}`).join(', ')}
       FROM regions r ${where} ORDER BY r.code`,
    where.params,
  );
  yield rows.map((r) => [
    String(r.name),
    String(r.code),
    ...AFFILIATION_KINDS.map((k) => String(r[k] ?? '')),
  ]);
}

function regionParam(req: FastifyRequest, required = false) {
  return oneId(rawQuery(req) as Record<string, unknown>, 'region_id', required);
}

export function registerOrganizationReports(app: FastifyInstance): void {
  const db: Db = app.db;
  const read = { permission: 'admin_organizations_read' } as const;
  const report = { permission: 'admin_organizations_report' } as const;

  app.get(
    '/v1/admin/organizations/assignable',
    { config: { access: read }, schema: routeSchemas.list },
    (req) =>
      assignableOrganizations(
        db,
        regionParam(req, true)!,
        oneId(rawQuery(req) as Record<string, unknown>, 'service_id', false),
      ),
  );

  app.get(
    '/v1/admin/organizations/statistic',
    { config: { access: read }, schema: routeSchemas.list },
    (req) => organizationStatistic(db, regionParam(req)),
  );

  app.get(
    '/v1/admin/organizations_admins_report',
    { config: { access: report }, schema: routeSchemas.report },
    (req, reply) => {
      const format = exportFormat(req);
      const regionId = regionParam(req);
      return sendTable(req, reply, {
        format,
        title: 'Администраторы организаций',
        asciiName: 'organizations_admins_report',
        header: ADMIN_HEADER,
        rows: adminRows(db, scopeFor(adminOf(req)), regionId),
      });
    },
  );

  app.get(
    '/v1/admin/organizations/region_affiliation_report',
    { config: { access: report }, schema: routeSchemas.report },
    (req, reply) =>
      sendTable(req, reply, {
        format: exportFormat(req),
        title: 'Принадлежность организаций по регионам',
        asciiName: 'region_affiliation_report',
        header: ['Регион', 'Код', ...AFFILIATION_KINDS.map((k) => affiliationKindLabels[k])],
        rows: regionRows(db, scopeFor(adminOf(req))),
      }),
  );
}
