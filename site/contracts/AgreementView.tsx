/**
 * /contract/:contract_id/agreements/:id: one agreement — number, status, its attributes — and
 * the applicant's answers the server offers now (`allowed_moves`). Signing and declining are
 * irreversible (seed 000 §4): they show the legal warning and send `confirmed: true`; after a
 * move its answer (the agreement with its next moves) goes into the cache.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { putRecord } from '../../dataProvider/recordCache';
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
import { agreementOf, agreementsOf, useAgreement, type SiteAgreement } from './agreementQueries';
import { AgreementsFrame } from './AgreementsFrame';
import { DataList } from '../DataList';
import { AgreementStatusBadge } from '../leads/StatusBadge';
import { MoveActions } from './MoveActions';
import { agreementTexts as t } from './texts';
import ui from '../theme/ui.module.css';

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

function AgreementBody({
  contractId,
  agreement,
  reload,
}: {
  contractId: string;
  agreement: SiteAgreement;
  reload: () => void;
}) {
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  /**
   * Signing is the digital signature call, anything else update_status; signing and declining
   * are irreversible, so they carry `confirmed: true` (sent only after the warning's dialog).
   */
  const send = (to: string) => {
    const ref = { contractId, id: agreement.id, confirmed: agreementMoveNeedsConfirmation(to) };
    return to === 'current'
      ? dataProvider.signAgreement('contracts', ref)
      : dataProvider.moveAgreement('contracts', { ...ref, status: to });
  };
  return (
    <>
      <h1 className={ui.title}>
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
            send={send}
            onMoved={({ data }) =>
              data ? putRecord(queryClient, agreementsOf(contractId), data) : reload()
            }
          />
        </section>
      )}
    </>
  );
}

export function AgreementView({ contractId, id }: { contractId: string; id: string }) {
  const one = useAgreement(contractId, id);
  const agreement = one.data ? agreementOf(one.data) : undefined;
  return (
    <AgreementsFrame contractId={contractId} inList error={one.error}>
      {agreement ? (
        <AgreementBody
          contractId={contractId}
          agreement={agreement}
          reload={() => void one.refetch()}
        />
      ) : (
        <p>{t.loading}</p>
      )}
    </AgreementsFrame>
  );
}
