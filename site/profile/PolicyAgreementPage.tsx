/**
 * /profile/policy_agreement (seed 000 §2): when the applicant agreed to the processing of
 * personal data (given at registration, users.policy_agreed_at) and the policy itself.
 * Read-only: withdrawing consent goes through the portal's staff (profile decisions).
 */
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../src/format/date';
import { interpolate } from '../../src/validation/messages';
import { profilePaths } from './paths';
import { useAccount } from './accountQueries';
import { ProfileFrame, WithAccount } from './ProfileFrame';
import { profileTexts as t } from './texts';

function Agreement() {
  const state = useAccount();
  return (
    <WithAccount state={state}>
      {(account) => (
        <>
          <p style={{ margin: 0 }}>
            {account.policy_agreed_at
              ? interpolate(t.policyAgreedAt, { date: formatDateTime(account.policy_agreed_at) })
              : t.policyNotAgreed}
          </p>
          <p style={{ margin: 0 }}>
            <Link to="/privacy">{t.privacyLink}</Link>
          </p>
          <p style={{ margin: 0, color: '#51606f' }}>{t.policyWithdraw}</p>
        </>
      )}
    </WithAccount>
  );
}

export function PolicyAgreementPage() {
  return (
    <ProfileFrame path={profilePaths.policyAgreement} title={t.policyAgreement}>
      <Agreement />
    </ProfileFrame>
  );
}

export default PolicyAgreementPage;
