/**
 * The lead's contract on the site (seed 000 §4): number, status badge, the applicant's actions
 * the server offers now (`allowed_moves`) and, when there are any, its additional agreements.
 * 'Подписать договор' and 'Отказаться от подписания' are irreversible: their dialog shows the
 * legal warning of src/domain and only its confirmation sends `confirmed: true`; the
 * disagreement protocol asks a plain confirmation.
 */
import type { RaRecord } from 'ra-core';
import { contractStatusLabel } from '../../src/domain/contractStatuses';
import {
  contractActionWarnings,
  isIrreversibleContractAction,
} from '../../src/domain/contractTransitions';
import { interpolate } from '../../src/validation/messages';
import { ContractAgreements } from '../contracts/ContractAgreements';
import { MoveActions } from '../contracts/MoveActions';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { Fact } from '../DataList';
import { LEADS, type SiteMovable } from './leadQueries';
import { ContractStatusBadge } from './StatusBadge';
import { siteLeadTexts as t } from './texts';

const warningOf = (to: string) =>
  isIrreversibleContractAction(to)
    ? contractActionWarnings[to as keyof typeof contractActionWarnings]
    : undefined;

export function LeadContract({
  leadId,
  contract,
  onMoved,
}: {
  leadId: string;
  contract: SiteMovable;
  /** Gets the contract as the move answered it (undefined when the answer has none). */
  onMoved: (contract: RaRecord | undefined) => void;
}) {
  const dataProvider = useEogDataProvider();
  return (
    <section aria-labelledby="site-lead-contract">
      <h2 id="site-lead-contract">{t.contract}</h2>
      <dl>
        <Fact term={t.contractNumber}>{contract.number || t.contractNoNumber}</Fact>
        <Fact term={t.contractStatus}>
          <ContractStatusBadge status={contract.status} />
        </Fact>
      </dl>
      <MoveActions
        moves={contract.allowed_moves}
        warningOf={warningOf}
        confirmText={(to) => interpolate(t.contractConfirm, { to: contractStatusLabel(to) })}
        send={(to) =>
          dataProvider.moveContract(LEADS, {
            id: leadId,
            status: to,
            confirmed: isIrreversibleContractAction(to),
          })
        }
        onMoved={({ data }) => onMoved(data)}
      />
      <ContractAgreements contractId={contract.id} />
    </section>
  );
}
