/**
 * The site's additional agreements (seed 000 §2 `/contract/{contract_id?}/agreements/{id?}`,
 * "contract agreement view"): without `:id` the contract's list, with it one agreement and the
 * applicant's answers. Anonymous visitors go to sign in and come back here; another applicant's
 * contract or agreement answers 404, shown as the site's 404 page (./AgreementsFrame.tsx).
 */
import { Navigate, useParams } from 'react-router-dom';
import { loginRedirectFor } from '../../src/access/routeAccess';
import { tokenStore } from '../providers';
import { AgreementList } from './AgreementList';
import { AgreementView } from './AgreementView';
import { agreementHref, agreementsHref } from './paths';

export function AgreementsPage() {
  const { contract_id: contractId = '', id } = useParams();
  if (tokenStore.get() === null) {
    const here = id ? agreementHref(contractId, id) : agreementsHref(contractId);
    return <Navigate to={loginRedirectFor(here)} replace />;
  }
  return id ? (
    <AgreementView key={id} contractId={contractId} id={id} />
  ) : (
    <AgreementList contractId={contractId} />
  );
}

export default AgreementsPage;
