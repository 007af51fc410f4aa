/**
 * The site's additional agreements (seed 000 §2 `/contract/{contract_id?}/agreements/{id?}`,
 * "contract agreement view"): without `:id` the contract's list, with it one agreement and the
 * applicant's answers. Anonymous visitors go to sign in and come back here; another applicant's
 * contract or agreement answers 404, shown as "not found".
 */
import { Link, Navigate, useParams } from 'react-router-dom';
import { loginRedirectFor } from '../../src/access/routeAccess';
import { tokenStore } from '../providers';
import { AgreementList } from './AgreementList';
import { AgreementView } from './AgreementView';
import { agreementHref, agreementsHref } from './paths';
import { agreementTexts as t } from './texts';
import ui from '../theme/ui.module.css';

export function AgreementsPage() {
  const { contract_id: contractId = '', id } = useParams();
  if (tokenStore.get() === null) {
    const here = id ? agreementHref(contractId, id) : agreementsHref(contractId);
    return <Navigate to={loginRedirectFor(here)} replace />;
  }
  return (
    <section className={ui.page}>
      <p className={`${ui.text} ${ui.actions}`}>
        <Link to="/leads">{t.backToLeads}</Link>
        {id && <Link to={agreementsHref(contractId)}>{t.backToList}</Link>}
      </p>
      {id ? (
        <AgreementView key={id} contractId={contractId} id={id} />
      ) : (
        <AgreementList contractId={contractId} />
      )}
    </section>
  );
}

export default AgreementsPage;
