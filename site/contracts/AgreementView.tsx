/**
 * /contract/:contract_id/agreements/:id: one agreement — number, status, its attributes — and
 * the applicant's answers the server offers now (`allowed_moves`). Signing and declining are
 * irreversible (seed 000 §4): they show the legal warning and send `confirmed: true`; after a
 * move the page reloads to show the new status.
 */
import { useCallback, type ReactNode } from 'react';
import {
  agreementDeliveries,
  agreementDeliveryLabels,
  agreementSourceLabels,
  agreementSources,
  agreementStatusLabel,
} from '../../src/domain/agreements';
import {
  agreementActionWarnings,
  agreementMoveNeedsConfirmation,
} from '../../src/domain/agreementTransitions';
import { labelOf } from '../../src/domain/enums';
import { formatDate, formatDateTime } from '../../src/format/date';
import { formatBoolean, formatValue } from '../../src/format/text';
import { interpolate } from '../../src/validation/messages';
import { fetchAgreement, moveAgreement, type SiteAgreement } from './agreementsApi';
import { DataList } from '../DataList';
import { AgreementStatusBadge } from '../leads/StatusBadge';
import { MoveActions } from './MoveActions';
import { agreementTexts as t } from './texts';
import { useLoaded } from './useLoaded';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const warningOf = (to: string) =>
  agreementMoveNeedsConfirmation(to)
    ? agreementActionWarnings[to as keyof typeof agreementActionWarnings]
    : undefined;

function AgreementData({ agreement: a }: { agreement: SiteAgreement }) {
  const rows: [string, ReactNode][] = [
    [t.status, <AgreementStatusBadge key="status" status={a.status} />],
    [t.statusChangedAt, formatDateTime(a.status_changed_at)],
    [t.daysInStatus, formatValue(a.current_status_changed_days_ago_text)],
    [t.subject, formatValue(a.subject)],
    [t.isWriting, formatBoolean(a.is_writing)],
    [t.source, labelOf(agreementSources, agreementSourceLabels, text(a.source), formatValue)],
    [
      t.delivery,
      labelOf(agreementDeliveries, agreementDeliveryLabels, text(a.delivery), formatValue),
    ],
    [t.signedAt, formatDate(a.signed_at)],
  ];
  return <DataList rows={rows} />;
}

export function AgreementView({ contractId, id }: { contractId: string; id: string }) {
  const load = useCallback(() => fetchAgreement(contractId, id), [contractId, id]);
  const { data: agreement, error, reload } = useLoaded(load, t.notFound);

  if (error) return <p role="alert">{error}</p>;
  if (!agreement) return <p>{t.loading}</p>;
  return (
    <>
      <h1>
        {agreement.number
          ? interpolate(t.agreementTitle, { number: agreement.number })
          : t.noNumberTitle}
      </h1>
      <AgreementData agreement={agreement} />
      {agreement.allowed_moves.length > 0 && (
        <section aria-labelledby="site-agreement-actions">
          <h2 id="site-agreement-actions">{t.actions}</h2>
          <MoveActions
            moves={agreement.allowed_moves}
            warningOf={warningOf}
            confirmText={(to) => interpolate(t.confirm, { to: agreementStatusLabel(to) })}
            send={(to) => moveAgreement(contractId, agreement.id, to)}
            onMoved={reload}
          />
        </section>
      )}
    </>
  );
}
