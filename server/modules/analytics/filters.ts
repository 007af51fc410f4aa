/**
 * The filters of every analytics call (issue 19): the period of submission and the region, ГРО,
 * service, source and applicant type — the same keys the lead list reads
 * (server/modules/leads/queries.ts), so a number's drill-down (`/crm/analytics/region_leads`)
 * sends the very same query to `GET /v1/admin/leads`. Checked before any SQL runs (400).
 */
import { isAccountType } from '../../../src/domain/accountTypes';
import type { Scope } from '../../../src/access/scoping';
import { BadRequest } from '../../jsonapi/errors';
import { filterIds, filterList, parseListQuery, type RawQuery } from '../../jsonapi/query';
import { leadScopeWhere } from '../people/userScope';
import { Where } from '../../db/sql';
import { dateParam } from '../../registries/list';

export interface AnalyticsFilters {
  from?: string;
  to?: string;
  regionIds: string[];
  organizationIds: string[];
  sourceIds: string[];
  /** Service ids and service kinds ('dogasification'), as the lead list's `service`. */
  serviceIds: string[];
  serviceKinds: string[];
  accountTypes: string[];
  interval: 'week' | 'month';
}

export function parseAnalyticsFilters(raw: RawQuery): AnalyticsFilters {
  const { filters } = parseListQuery(raw);
  const services = filterList(filters, 'service');
  const serviceKinds = services.filter((s) => !/^\d{1,18}$/.test(s));
  if (serviceKinds.some((k) => !/^[a-z_]{1,64}$/.test(k)))
    throw new BadRequest('Некорректное значение параметра service', '/service');
  const accountTypes = filterList(filters, 'account_types');
  if (!accountTypes.every(isAccountType))
    throw new BadRequest('Некорректное значение параметра account_types', '/account_types');
  const interval = filters.interval ?? 'month';
  if (interval !== 'week' && interval !== 'month')
    throw new BadRequest('Параметр interval должен быть week или month', '/interval');
  const from = dateParam(filters, 'submitted_from');
  const to = dateParam(filters, 'submitted_to');
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    regionIds: filterIds(filters, 'region_ids'),
    organizationIds: filterIds(filters, 'organization_ids'),
    sourceIds: filterIds(filters, 'source_ids'),
    serviceIds: services.filter((s) => /^\d{1,18}$/.test(s)),
    serviceKinds,
    accountTypes,
    interval,
  };
}

/**
 * The WHERE over the summary (alias `s`): the caller's scope first (the lead list's own
 * condition, on the summary's copies of the lead's columns), then the filters. The period
 * covers the weeks whose Monday falls between the Mondays of its two dates.
 */
export function summaryWhere(f: AnalyticsFilters, scope: Scope, alias = 's'): Where {
  const where = new Where();
  dimensionsWhere(where, f, scope, alias);
  periodWhere(where, f, alias);
  return where;
}

/** The period on a table of weeks (alias): the weeks whose Monday falls in it. */
export function periodWhere(where: Where, f: AnalyticsFilters, alias = 's'): void {
  if (f.from) where.and(`${alias}.week >= date_trunc('week', ${where.p(f.from)}::date)::date`);
  if (f.to) where.and(`${alias}.week <= ${where.p(f.to)}::date`);
}

/**
 * The scope and every filter but the period, on the summary's columns (alias); `applicantType`
 * is the condition on the applicant types' parameter (a lead's is its user's account type).
 */
export function dimensionsWhere(
  where: Where,
  f: AnalyticsFilters,
  scope: Scope,
  alias = 's',
  applicantType = (types: string) => `${alias}.applicant_type = ANY(${types}::text[])`,
): void {
  leadScopeWhere(where, scope, alias);
  const ids = (column: string, values: string[]) => {
    if (values.length) where.and(`${alias}.${column} = ANY(${where.p(values)}::bigint[])`);
  };
  ids('region_id', f.regionIds);
  ids('organization_id', f.organizationIds);
  ids('source_id', f.sourceIds);
  if (f.serviceIds.length || f.serviceKinds.length)
    where.and(`${alias}.service_id = ANY(ARRAY(SELECT fs.id FROM services fs
      WHERE fs.id = ANY(${where.p(f.serviceIds)}::bigint[])
         OR fs.kind = ANY(${where.p(f.serviceKinds)}::text[])))`);
  if (f.accountTypes.length) where.and(applicantType(where.p(f.accountTypes)));
}
