/**
 * /leads/:id, the applicant's lead (issue 6 "Screens"; the route is ours, docs/decisions.md):
 * its data (service, organization, object address, status, status note, SLA), the applicant's
 * status actions, the contract block, the status history, and for a finished lead the
 * rate-quality button (seed 000 §2 rules in site/ratings). An unknown id or another applicant's
 * lead is the server's 404, and the page is then the site's 404 page, as for an unknown route
 * (seed 000 §2 "Error page"). All through the dataProvider's hooks (./leadQueries.ts); the page
 * shows once every read is in, and a failed one stands for the page. A lead move's answer is put into the cache; its next
 * moves, history and contract are read again, as after a contract move or a rating.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useGetList, useGetOne, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { putRecord } from '../../dataProvider/recordCache';
import { errorStatus } from '../../src/api';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { interpolate } from '../../src/validation/messages';
import { DataList } from '../DataList';
import NotFoundPage from '../NotFoundPage';
import { tokenStore } from '../providers';
import { isLeadRatable, type SiteRating } from '../ratings/rateQuality';
import { RateQualityButton } from '../ratings/RateQualityButton';
import { LeadContract } from './LeadContract';
import { LeadDocuments } from './LeadDocuments';
import { errorText } from './errorText';
import {
  LEADS,
  leadVerbKey,
  movableOf,
  useLeadContract,
  useLeadHistory,
  useLeadMoves,
} from './leadQueries';
import { LeadStatusActions } from './LeadStatusActions';
import {
  addressTitle,
  organizationName,
  serviceName,
  slaText,
  type Row,
  type SiteLeadRow,
} from './leadValues';
import { LeadStatusBadge } from './StatusBadge';
import { siteLeadTexts as t } from './texts';
import ui from '../theme/ui.module.css';
import styles from './Leads.module.css';

function LeadHistory({ rows }: { rows: readonly Row[] }) {
  return (
    <section aria-labelledby="site-lead-history" className={ui.stack}>
      <h2 id="site-lead-history" className={ui.subtitle}>
        {t.history}
      </h2>
      {rows.length === 0 ? (
        <p className={ui.muted}>{t.noHistory}</p>
      ) : (
        <ol className={styles.history}>
          {rows.map((r) => (
            <li key={r.id}>
              {formatDateTime(r.created_at)} · <LeadStatusBadge status={String(r.to_status)} />
              {r.author_kind === 'applicant' ? ` · ${t.byApplicant}` : ''}
              {typeof r.note === 'string' && r.note && <div>{r.note}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function LeadData({ lead }: { lead: SiteLeadRow }) {
  const rows: [string, ReactNode][] = [
    [t.service, serviceName(lead, 'preview')],
    [t.organization, organizationName(lead)],
    [t.address, addressTitle(lead)],
    [t.status, <LeadStatusBadge key="status" status={lead.status} />],
    [t.statusNote, formatValue(lead.status_note)],
    [t.sla, slaText(lead, 'preview')],
  ];
  return (
    <section aria-labelledby="site-lead-data" className={ui.stack}>
      <h2 id="site-lead-data" className={ui.subtitle}>
        {t.data}
      </h2>
      <DataList rows={rows} />
    </section>
  );
}

function LeadViewPage() {
  const { id = '' } = useParams();
  // What the wizard says after saving or sending ('Заявка отправлена на регистрацию').
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const signedIn = tokenStore.get() !== null;
  const queryClient = useQueryClient();
  const enabled = signedIn;
  const leadQuery = useGetOne<SiteLeadRow>(LEADS, { id }, { enabled });
  const movesQuery = useLeadMoves(id, enabled);
  const historyQuery = useLeadHistory(id, enabled);
  const contractQuery = useLeadContract(id, enabled);
  // The applicant's ratings, asked only for a finished lead (the button's rule needs them).
  const ratable = !!leadQuery.data && isLeadRatable(leadQuery.data);
  const ratingsQuery = useGetList(
    'ratings',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: enabled && ratable },
  );
  const failed = [leadQuery, movesQuery, historyQuery, contractQuery, ratingsQuery].find(
    (q) => q.error,
  )?.error;
  const notFound = errorStatus(failed) === 404;
  const error = failed && !notFound ? errorText(failed) : null;

  // What a move changes besides the lead: its next moves, its history and the contract.
  const refresh = () => {
    for (const verb of ['statusMoves', 'history', 'contract'])
      void queryClient.invalidateQueries({ queryKey: leadVerbKey(verb, id) });
  };
  const moved = (record: RaRecord) => {
    putRecord(queryClient, LEADS, record);
    refresh();
  };
  // A contract move changes no field of the lead: its answer is the contract with its next
  // moves; the lead's own moves and history may follow from it.
  const contractMoved = (contract: RaRecord | undefined) => {
    if (!contract) return refresh();
    queryClient.setQueryData(leadVerbKey('contract', id), movableOf(contract));
    for (const verb of ['statusMoves', 'history'])
      void queryClient.invalidateQueries({ queryKey: leadVerbKey(verb, id) });
  };
  const rated = () => void queryClient.invalidateQueries({ queryKey: ['ratings'] });

  if (notFound) return <NotFoundPage />;
  const back = (
    <p>
      <Link to="/leads">{t.backToList}</Link>
    </p>
  );
  if (error)
    return (
      <section className={ui.page}>
        {back}
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      </section>
    );
  const lead = leadQuery.data;
  const moves = movesQuery.data;
  const history = historyQuery.data;
  const contract = contractQuery.data;
  // The server's lead_id may be a number; the button compares it with the lead's string id.
  const ratings: SiteRating[] | null | undefined = ratable
    ? ratingsQuery.data?.map((r) => ({
        ...(r as RaRecord & SiteRating),
        lead_id: r.lead_id == null ? null : String(r.lead_id),
      }))
    : null;
  if (!lead || !moves || !history || contract === undefined || ratings === undefined)
    return <p className={ui.muted}>{t.loading}</p>;

  return (
    <section className={ui.page}>
      {back}
      <h1 className={ui.title}>
        {lead.uid ? interpolate(t.leadTitle, { uid: lead.uid }) : t.draftTitle}
      </h1>
      {notice ? (
        <p role="status" className={ui.success}>
          {notice}
        </p>
      ) : null}
      {lead.status === 'draft' ? (
        <p>
          <Link to={`/leads/edit/${encodeURIComponent(lead.id)}`}>{t.editDraft}</Link>
        </p>
      ) : null}
      <LeadData lead={lead} />
      <LeadDocuments leadId={lead.id} status={lead.status} />
      <LeadStatusActions leadId={lead.id} status={lead.status} moves={moves} onMoved={moved} />
      {contract && <LeadContract leadId={lead.id} contract={contract} onMoved={contractMoved} />}
      {ratings && (
        <RateQualityButton
          loading={false}
          signedIn={signedIn}
          lead={{ id: lead.id, uid: lead.uid ?? null, status: lead.status }}
          ratings={ratings}
          onRated={rated}
        />
      )}
      <LeadHistory rows={history} />
    </section>
  );
}

export default LeadViewPage;
