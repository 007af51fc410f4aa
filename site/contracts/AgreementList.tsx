/** /contract/:contract_id/agreements: the contract's agreements the applicant may see. */
import { useCallback } from 'react';
import { fetchAgreements } from './agreementsApi';
import { AgreementTable } from './AgreementTable';
import { agreementTexts as t } from './texts';
import { useLoaded } from './useLoaded';

export function AgreementList({ contractId }: { contractId: string }) {
  const load = useCallback(() => fetchAgreements(contractId), [contractId]);
  const { data, error } = useLoaded(load, t.contractNotFound);

  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p>{t.loading}</p>;
  return (
    <>
      <h1>{t.title}</h1>
      {data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <AgreementTable contractId={contractId} agreements={data} />
      )}
    </>
  );
}
