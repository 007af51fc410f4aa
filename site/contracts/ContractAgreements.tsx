/**
 * The agreements (ДС) under the contract on the lead page: shown only when the contract has any,
 * each linking to its page. A failed list says so in place of the table; the contract block
 * around it keeps working.
 */
import { useEffect, useState } from 'react';
import { errorMessages } from '../../i18n/messages';
import { errorText } from '../leads/leadsApi';
import { fetchAgreements, type SiteAgreement } from './agreementsApi';
import { AgreementTable } from './AgreementTable';
import { agreementTexts as t } from './texts';

export function ContractAgreements({ contractId }: { contractId: string }) {
  const [agreements, setAgreements] = useState<SiteAgreement[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    fetchAgreements(contractId)
      .then((rows) => live && setAgreements(rows))
      .catch((e: unknown) => live && setError(errorText(e, errorMessages.default)));
    return () => {
      live = false;
    };
  }, [contractId]);

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
