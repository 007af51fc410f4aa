/**
 * /leads (seed 000 §2 "applicant's own leads"): the signed-in applicant's leads, newest first —
 * number linking to the lead, service, date, status badge and SLA days left — with the filter
 * panel (number, status) and the pager (page ± 1, 20, 50 or 100 a page; seed 000 §3, §9). Page,
 * size and filters live in the address (./listParams.ts), so a reload or the back button keeps
 * them; the list is read through the site's dataProvider (`GET /v1/leads?page=&per=&status[]=
 * &uid=`). No leads at all offers a new one.
 */
import { useGetList } from 'ra-core';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Pagination } from '../Pagination';
import { Table } from '../Table';
import { tokenStore } from '../providers';
import { errorText } from './errorText';
import { LeadFilters } from './LeadFilters';
import { leadDate, serviceName, slaText, type SiteLeadRow } from './leadValues';
import { listFilter, listSearch, readListParams, type LeadListParams } from './listParams';
import { LeadStatusBadge } from './StatusBadge';
import { siteLeadTexts as t } from './texts';
import ui from '../theme/ui.module.css';

function LeadTable({ leads }: { leads: readonly SiteLeadRow[] }) {
  return (
    <Table columns={Object.values(t.columns)}>
      {leads.map((lead) => (
        <tr key={lead.id}>
          <td>
            <Link to={`/leads/${lead.id}`}>{lead.uid || t.noUid}</Link>
          </td>
          <td>{serviceName(lead)}</td>
          <td>{leadDate(lead)}</td>
          <td>
            <LeadStatusBadge status={lead.status} />
          </td>
          <td>{slaText(lead)}</td>
        </tr>
      ))}
    </Table>
  );
}

function LeadsPage() {
  const signedIn = tokenStore.get() !== null;
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const go = (change: Partial<LeadListParams>) => setSearch(listSearch({ ...params, ...change }));
  const filtered = !!(params.status || params.uid);
  // Newest first; the service and organization come included.
  const list = useGetList<SiteLeadRow>(
    'leads',
    {
      pagination: { page: params.page, perPage: params.per },
      sort: { field: 'id', order: 'DESC' },
      filter: listFilter(params),
    },
    { enabled: signedIn, placeholderData: (previous) => previous },
  );
  const error = list.error ? errorText(list.error) : null;
  const total = list.total ?? list.data?.length ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.per));

  // A page past the end (an old link, fewer leads since): the last page there is.
  if (list.data && !list.isPlaceholderData && params.page > pages)
    return <Navigate to={{ search: listSearch({ ...params, page: pages }).toString() }} replace />;
  return (
    <section className={ui.page}>
      <div className={ui.actions}>
        <h1 className={ui.title}>{t.title}</h1>
        <Link className={ui.button} to="/leads/new">
          {t.create}
        </Link>
      </div>
      <LeadFilters
        // The address is the filters' source: back, forward and reset refill the fields.
        key={`${params.status}\n${params.uid}`}
        status={params.status}
        uid={params.uid}
        onApply={(filters) => go({ ...filters, page: 1 })}
      />
      {error && (
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      )}
      {!error && !list.data && <p className={ui.muted}>{t.loading}</p>}
      {list.data && !list.data.length && (
        <p role="status" className={ui.muted}>
          {filtered ? t.filteredEmpty : t.empty}
        </p>
      )}
      {list.data && list.data.length > 0 && <LeadTable leads={list.data} />}
      {list.data && (
        <Pagination
          page={params.page}
          perPage={params.per}
          total={total}
          onPage={(page) => go({ page })}
          onPerPage={(per) => go({ per, page: 1 })}
        />
      )}
    </section>
  );
}

export default LeadsPage;
