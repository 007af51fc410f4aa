/**
 * /crm/analytics/region_leads?region_id=…&<the report's filters> (issue 19): the leads behind a
 * region's numbers — the console's own lead list (its columns, filters and card) with the
 * region and the report's filters fixed: the period as whole weeks (the report counts weeks),
 * ГРО, service, source and applicant type.
 */
import { useSearchParams } from 'react-router-dom';
import { analyticsTexts as t } from '../../src/domain/analytics';
import { toCalendarDate, toIsoDate } from '../../src/format/date';
import { LeadListView } from '../leads/LeadList';
import { mondayOf, readFilter, sundayOf } from './analyticsFilters';

export function regionLeadsFilter(params: URLSearchParams): Record<string, unknown> {
  const f = readFilter(params);
  const region = params.get('region_id');
  const day = (text: string | undefined, snap: typeof mondayOf) => {
    const d = text ? toCalendarDate(text) : undefined;
    return d ? toIsoDate(snap(d)) : undefined;
  };
  const out: Record<string, unknown> = {
    region_ids: region ? [region] : f.region_ids,
    organization_ids: f.organization_ids,
    service: f.service,
    source_ids: f.source_ids,
    account_types: f.account_types,
    submitted_from: day(f.submitted_from, mondayOf),
    submitted_to: day(f.submitted_to, sundayOf),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

function RegionLeadsPage() {
  const [params] = useSearchParams();
  return (
    <LeadListView
      filter={regionLeadsFilter(params)}
      title={t.regionLeadsTitle}
      storeKey="analytics.region_leads"
    />
  );
}

export default RegionLeadsPage;
