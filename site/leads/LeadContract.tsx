/**
 * The lead's contract on the site (seed 000 §4): number, status badge and the applicant's
 * actions the server offers now (`allowed_moves`). 'Подписать договор' and 'Отказаться от
 * подписания' are irreversible: their dialog shows the legal warning of src/domain and only its
 * confirmation sends `confirmed: true`; the disagreement protocol asks a plain confirmation.
 */
import { useState } from 'react';
import { errorMessages } from '../../i18n/messages';
import { contractStatusLabel } from '../../src/domain/contractStatuses';
import {
  contractActionWarnings,
  isIrreversibleContractAction,
} from '../../src/domain/contractTransitions';
import type { SelectOption } from '../../src/domain/enums';
import { interpolate } from '../../src/validation/messages';
import { ConfirmDialog } from './ConfirmDialog';
import { errorText, moveContract, type SiteContract } from './leadsApi';
import { ContractStatusBadge } from './StatusBadge';
import { siteLeadTexts as t } from './texts';

export function LeadContract({
  leadId,
  contract,
  onMoved,
}: {
  leadId: string;
  contract: SiteContract;
  onMoved: () => void;
}) {
  const [action, setAction] = useState<SelectOption<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setAction(null);
    setError(null);
  };
  const irreversible = action ? isIrreversibleContractAction(action.value) : false;
  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    setError(null);
    try {
      await moveContract(leadId, action.value, irreversible);
      close();
      onMoved();
    } catch (e) {
      setError(errorText(e, errorMessages.default));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="site-lead-contract">
      <h2 id="site-lead-contract">{t.contract}</h2>
      <dl>
        <dt>{t.contractNumber}</dt>
        <dd>{contract.number || t.contractNoNumber}</dd>
        <dt>{t.contractStatus}</dt>
        <dd>
          <ContractStatusBadge status={contract.status} />
        </dd>
      </dl>
      {contract.allowed_moves.length > 0 && (
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {contract.allowed_moves.map((move) => (
            <button key={move.value} type="button" onClick={() => setAction(move)}>
              {move.title}
            </button>
          ))}
        </div>
      )}
      {action && (
        <ConfirmDialog
          title={
            irreversible
              ? t.contractWarningTitle
              : interpolate(t.contractConfirmTitle, { action: action.title })
          }
          confirmLabel={action.title}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          <p>
            {irreversible
              ? contractActionWarnings[action.value as keyof typeof contractActionWarnings]
              : interpolate(t.contractConfirm, { to: contractStatusLabel(action.value) })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
