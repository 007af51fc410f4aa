/**
 * The agreements (ДС) under the contract on the lead page: shown only when the contract has any,
 * each linking to its page. A failed list says so in place of the table; the contract block
 * around it keeps working.
 */
import { errorText } from '../leads/errorText';
import { agreementOf, useAgreements } from './agreementQueries';
import { AgreementTable } from './AgreementTable';
import { agreementTexts as t } from './texts';

export function ContractAgreements({ contractId }: { contractId: string }) {
  const list = useAgreements(contractId);
  const agreements = (list.data ?? []).map(agreementOf);
  const error = list.error ? errorText(list.error) : null;

  if (!error && agreements.length === 0) return null;
  return (
    <section aria-labelledby="site-contract-agreements">
      <h3 id="site-contract-agreements">{t.title}</h3>
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <AgreementTable contractId={contractId} agreements={agreements} />
      )}
    </section>
  );
}
