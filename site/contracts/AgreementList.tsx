/** /contract/:contract_id/agreements: the contract's agreements the applicant may see. */
import { agreementOf, useAgreements } from './agreementQueries';
import { AgreementTable } from './AgreementTable';
import { pageError } from './pageError';
import { agreementTexts as t } from './texts';
import ui from '../theme/ui.module.css';

export function AgreementList({ contractId }: { contractId: string }) {
  const list = useAgreements(contractId);
  const error = pageError(list.error, t.contractNotFound);
  const data = list.data?.map(agreementOf);

  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p>{t.loading}</p>;
  return (
    <>
      <h1 className={ui.title}>{t.title}</h1>
      {data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <AgreementTable contractId={contractId} agreements={data} />
      )}
    </>
  );
}
