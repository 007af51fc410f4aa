/**
 * The site's additional agreements (seed 000 §2 `/contract/{contract_id?}/agreements/{id?}`,
 * "contract agreement view"): without `:id` the contract's list, with it one agreement and the
 * applicant's answers. Another applicant's contract or agreement answers 404, shown as the site's
 * 404 page (./AgreementsFrame.tsx).
 */
import { useParams } from 'react-router-dom';
import { AgreementList } from './AgreementList';
import { AgreementView } from './AgreementView';

export function AgreementsPage() {
  const { contract_id: contractId = '', id } = useParams();
  return id ? (
    <AgreementView key={id} contractId={contractId} id={id} />
  ) : (
    <AgreementList contractId={contractId} />
  );
}

export default AgreementsPage;
