/** /contract/:contract_id/agreements: the contract's agreements the applicant may see. */
import { agreementOf, useAgreements } from './agreementQueries';
import { AgreementsFrame } from './AgreementsFrame';
import { AgreementTable } from './AgreementTable';
import { agreementTexts as t } from './texts';
import ui from '../theme/ui.module.css';

export function AgreementList({ contractId }: { contractId: string }) {
  const list = useAgreements(contractId);
  const data = list.data?.map(agreementOf);
  return (
    <AgreementsFrame contractId={contractId} error={list.error}>
      {!data ? (
        <p>{t.loading}</p>
      ) : (
        <>
          <h1 className={ui.title}>{t.title}</h1>
          {data.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <AgreementTable contractId={contractId} agreements={data} />
          )}
        </>
      )}
    </AgreementsFrame>
  );
}
