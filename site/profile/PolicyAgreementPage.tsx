/**
 * /profile/policy_agreement (seed 000 §2): the personal-data consent in force — which edition
 * (src/domain/personalDataConsent.ts) the applicant agreed to and when (user_consents, given at
 * registration) — and the policy itself. When the text has changed since (or the portal's staff
 * removed the agreement), the current edition is shown with a button to agree to it
 * (PATCH /v1/users/current {policy_agreement_version}). Withdrawing consent goes through the
 * portal's staff (profile decisions).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  consentEditionLabel,
  isCurrentConsentVersion,
  personalDataConsent,
} from '../../src/domain/personalDataConsent';
import { formatDateTime } from '../../src/format/date';
import { interpolate } from '../../src/validation/messages';
import { ErrorAlert, Notice } from '../account/fields';
import { formFailure } from '../account/formErrors';
import { useAccount, useSaveAccount, type Account } from './accountQueries';
import { ProfileFrame, WithAccount } from './ProfileFrame';
import { profileTexts as t } from './texts';
import ui from '../theme/ui.module.css';

function edition(version: unknown): string {
  return typeof version === 'string' && version !== 'unknown'
    ? interpolate(t.policyEdition, { date: consentEditionLabel(version) })
    : t.policyEditionUnknown;
}

function AgreeToCurrent({ onSaved }: { onSaved: (account: Account) => void }) {
  const { mutateAsync: save, isPending: pending } = useSaveAccount();
  const [error, setError] = useState<string | null>(null);
  const agree = async () => {
    setError(null);
    try {
      onSaved(await save({ policy_agreement_version: personalDataConsent.version }));
    } catch (e) {
      const failure = formFailure(e, ['policy_agreement']);
      setError(failure.fields.policy_agreement ?? failure.general);
    }
  };
  return (
    <section className={ui.stack} aria-label={t.policyCurrent}>
      <h2 className={ui.subtitle}>{t.policyCurrent}</h2>
      <p className={ui.text}>{edition(personalDataConsent.version)}</p>
      <blockquote className={ui.text}>{personalDataConsent.text}</blockquote>
      <ErrorAlert message={error} />
      <div>
        <button type="button" className={ui.button} disabled={pending} onClick={agree}>
          {t.policyAgree}
        </button>
      </div>
    </section>
  );
}

export function PolicyAgreementPage() {
  const state = useAccount();
  const [agreedNow, setAgreedNow] = useState(false);
  return (
    <ProfileFrame title={t.policyAgreement}>
      <WithAccount state={state}>
        {(account) => {
          const agreed = Boolean(account.policy_agreed_at);
          const current = agreed && isCurrentConsentVersion(account.policy_version);
          return (
            <>
              {agreedNow && (
                <Notice>
                  <p className={ui.text}>{t.policyAgreedNow}</p>
                </Notice>
              )}
              <p className={ui.text}>
                {agreed
                  ? interpolate(t.policyAgreedAt, {
                      date: formatDateTime(account.policy_agreed_at),
                    })
                  : t.policyNotAgreed}
              </p>
              {agreed && <p className={ui.text}>{edition(account.policy_version)}</p>}
              {agreed && !current && <p className={ui.text}>{t.policyChanged}</p>}
              {!current && (
                <AgreeToCurrent
                  onSaved={(saved) => {
                    state.setAccount(saved);
                    setAgreedNow(true);
                  }}
                />
              )}
              <p className={ui.text}>
                <Link to="/privacy">{t.privacyLink}</Link>
              </p>
              <p className={`${ui.text} ${ui.muted}`}>{t.policyWithdraw}</p>
            </>
          );
        }}
      </WithAccount>
    </ProfileFrame>
  );
}

export default PolicyAgreementPage;
