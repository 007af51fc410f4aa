/**
 * /leads/:id, the applicant's lead (issue 6 "Screens"; the route is ours, docs/decisions.md):
 * its data (service, organization, object address, status, status note, SLA), the applicant's
 * status actions, the contract block, the status history, and for a finished lead the
 * rate-quality button (seed 000 §2 rules in site/ratings). Another applicant's lead answers 404.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { errorMessages } from '../../i18n/messages';
import { loginRedirectFor } from '../../src/access/routeAccess';
import { errorStatus } from '../../src/api';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { interpolate } from '../../src/validation/messages';
import { DataList } from '../DataList';
import { tokenStore } from '../providers';
import { isLeadRatable, type SiteRating } from '../ratings/rateQuality';
import { ownRatings } from '../ratings/ratingApi';
import { RateQualityButton } from '../ratings/RateQualityButton';
import { LeadContract } from './LeadContract';
import { LeadDocuments } from './LeadDocuments';
import {
  errorText,
  fetchContract,
  fetchLead,
  fetchLeadHistory,
  fetchLeadMoves,
  type Row,
  type SiteContract,
  type SiteLeadRow,
} from './leadsApi';
import { LeadStatusActions } from './LeadStatusActions';
import { addressTitle, organizationName, serviceName, slaText } from './leadValues';
import { LeadStatusBadge } from './StatusBadge';
import { siteLeadTexts as t } from './texts';

interface Loaded {
  lead: SiteLeadRow;
  moves: string[];
  history: Row[];
  contract: SiteContract | null;
  /** The applicant's ratings, asked only for a finished lead (the button's rule needs them). */
  ratings: SiteRating[] | null;
}

async function loadLead(id: string): Promise<Loaded> {
  const [lead, moves, history, contract] = await Promise.all([
    fetchLead(id),
    fetchLeadMoves(id),
    fetchLeadHistory(id),
    fetchContract(id),
  ]);
  const ratings = isLeadRatable(lead) ? await ownRatings() : null;
  return { lead, moves, history, contract, ratings };
}

function LeadHistory({ rows }: { rows: readonly Row[] }) {
  return (
    <section aria-labelledby="site-lead-history">
      <h2 id="site-lead-history">{t.history}</h2>
      {rows.length === 0 ? (
        <p>{t.noHistory}</p>
      ) : (
        <ol style={{ paddingLeft: 20 }}>
          {rows.map((r) => (
            <li key={r.id} style={{ marginBottom: 8 }}>
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
    <section aria-labelledby="site-lead-data">
      <h2 id="site-lead-data">{t.data}</h2>
      <DataList rows={rows} />
    </section>
  );
}

export function LeadViewPage() {
  const { id = '' } = useParams();
  // What the wizard says after saving or sending ('Заявка отправлена на регистрацию').
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const signedIn = tokenStore.get() !== null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    loadLead(id)
      .then(setLoaded)
      .catch((e: unknown) =>
        setError(errorStatus(e) === 404 ? t.notFound : errorText(e, errorMessages.default)),
      );
  }, [id]);

  useEffect(() => {
    if (signedIn) load();
  }, [signedIn, load]);

  if (!signedIn) return <Navigate to={loginRedirectFor(`/leads/${id}`)} replace />;
  const back = (
    <p>
      <Link to="/leads">{t.backToList}</Link>
    </p>
  );
  if (error)
    return (
      <section>
        {back}
        <p role="alert">{error}</p>
      </section>
    );
  if (!loaded) return <p>{t.loading}</p>;

  const { lead, moves, history, contract, ratings } = loaded;
  return (
    <section>
      {back}
      <h1>{lead.uid ? interpolate(t.leadTitle, { uid: lead.uid }) : t.draftTitle}</h1>
      {notice ? <p role="status">{notice}</p> : null}
      {lead.status === 'draft' ? (
        <p>
          <Link to={`/leads/edit/${encodeURIComponent(lead.id)}`}>{t.editDraft}</Link>
        </p>
      ) : null}
      <LeadData lead={lead} />
      <LeadDocuments leadId={lead.id} status={lead.status} />
      <LeadStatusActions leadId={lead.id} status={lead.status} moves={moves} onMoved={load} />
      {contract && <LeadContract leadId={lead.id} contract={contract} onMoved={load} />}
      {ratings && (
        <RateQualityButton
          loading={false}
          signedIn={signedIn}
          lead={{ id: lead.id, uid: lead.uid ?? null, status: lead.status }}
          ratings={ratings}
          onRated={load}
        />
      )}
      <LeadHistory rows={history} />
    </section>
  );
}

export default LeadViewPage;
