/**
 * /leads (seed 000 §2 "applicant's own leads"): the signed-in applicant's leads, newest first,
 * 20 a page (seed 000 §3 default filter) — number linking to the lead, service, date, status
 * badge and SLA days left; an empty state offering a new lead. Anonymous visitors go to sign in
 * and come back, as on the other cabinet pages.
 */
import { useGetList } from 'ra-core';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { errorMessages } from '../../i18n/messages';
import { loginRedirectFor } from '../../src/access/routeAccess';
import { interpolate } from '../../src/validation/messages';
import { tokenStore } from '../providers';
import { errorText } from './errorText';
import { leadDate, serviceName, slaText, type SiteLeadRow } from './leadValues';
import { LeadStatusBadge } from './StatusBadge';
import { siteLeadTexts as t } from './texts';
import ui from '../theme/ui.module.css';

const LEADS_PER_PAGE = 20;

function LeadsPage() {
  const signedIn = tokenStore.get() !== null;
  const [page, setPage] = useState(1);
  // Newest first; the service and organization come included.
  const list = useGetList<SiteLeadRow>(
    'leads',
    { pagination: { page, perPage: LEADS_PER_PAGE }, sort: { field: 'id', order: 'DESC' } },
    { enabled: signedIn, placeholderData: (previous) => previous },
  );
  const error = list.error ? errorText(list.error, errorMessages.default) : null;
  const loaded = list.data
    ? {
        leads: list.data,
        page,
        pages: Math.max(1, Math.ceil((list.total ?? list.data.length) / LEADS_PER_PAGE)),
      }
    : null;

  if (!signedIn) return <Navigate to={loginRedirectFor('/leads')} replace />;
  return (
    <section className={ui.page}>
      <div className={ui.actions}>
        <h1 className={ui.title}>{t.title}</h1>
        <Link className={ui.button} to="/leads/new">
          {t.create}
        </Link>
      </div>
      {error && (
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      )}
      {!error && !loaded && <p className={ui.muted}>{t.loading}</p>}
      {loaded && !loaded.leads.length && <p className={ui.muted}>{t.empty}</p>}
      {loaded && loaded.leads.length > 0 && (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                {Object.values(t.columns).map((title) => (
                  <th key={title} scope="col">
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loaded.leads.map((lead) => (
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
            </tbody>
          </table>
        </div>
      )}
      {loaded && loaded.pages > 1 && (
        <nav className={ui.pagination} aria-label={t.pagination}>
          <button
            type="button"
            className={ui.buttonSecondary}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t.previous}
          </button>
          <span>{interpolate(t.pageOf, { page: loaded.page, pages: loaded.pages })}</span>
          <button
            type="button"
            className={ui.buttonSecondary}
            disabled={page >= loaded.pages}
            onClick={() => setPage(page + 1)}
          >
            {t.next}
          </button>
        </nav>
      )}
    </section>
  );
}

export default LeadsPage;
