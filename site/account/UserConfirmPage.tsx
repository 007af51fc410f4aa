/**
 * /user_confirm?confirmation_token=… (seed 000 §2, §7 GET /v1/users/confirmation): the link of
 * the registration letter. Success offers to sign in; a failure shows the server's message
 * ('Учетная запись уже подтверждена', a wrong link) and lets the applicant ask for the letter
 * again (POST /v1/users/confirmation with the e-mail). Without a token, the page confirms by
 * the code the registration sent by SMS (SmsConfirmForm).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { siteMessages } from '../../i18n/site';
import { pointerToField, type ApiErrorBody } from '../../src/api';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { EmailRequestForm } from './EmailRequestForm';
import { SmsConfirmForm } from './SmsConfirmForm';
import { ErrorAlert, Notice } from './fields';
import { formFailure } from './formErrors';
import { accountTexts as t } from './texts';
import ui from '../theme/ui.module.css';

/**
 * Seed 000 §8: array errors read as their items' details joined into one sentence. A bad token
 * ('Имеет неверное значение' on the link) says what it means here: the link does not work.
 */
function failureText(error: unknown): string {
  const items = (error as { body?: Partial<ApiErrorBody> } | null)?.body?.items ?? [];
  const details = items.map((item) =>
    pointerToField(item.source?.pointer) === 'confirmation_token'
      ? t.confirmLinkInvalid
      : item.detail,
  );
  const text = [...new Set(details.filter(Boolean))].join('. ');
  return text || (formFailure(error, []).general ?? '');
}

export function UserConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('confirmation_token') ?? '';
  const dataProvider = useEogDataProvider();
  // One request per token: a second GET (StrictMode, a remount) would find the token already
  // spent and report a failure over the success, so the answer is kept and never retried.
  const confirmation = useQuery({
    queryKey: ['users', 'confirmAccount', { token }],
    queryFn: () => dataProvider.confirmAccount({ token }),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const [bySms, setBySms] = useState(false);
  const outcome = !token
    ? bySms
      ? { ok: true as const }
      : null
    : confirmation.isSuccess
      ? { ok: true as const }
      : confirmation.isError
        ? { ok: false as const, message: failureText(confirmation.error) }
        : null;

  return (
    <section className={ui.narrow}>
      <h1 className={ui.title}>{t.confirmTitle}</h1>
      {!outcome && !token && (
        <>
          <p className={ui.text}>{t.confirmSmsIntro}</p>
          <SmsConfirmForm onConfirmed={() => setBySms(true)} />
        </>
      )}
      {!outcome && token && <p>{t.confirming}</p>}
      {outcome?.ok && (
        <>
          <Notice>
            <p className={ui.text}>
              <strong>{t.confirmed}</strong>
            </p>
            <p className={ui.text}>{t.confirmedText}</p>
          </Notice>
          <Link to="/not_auth">{siteMessages.signIn}</Link>
        </>
      )}
      {outcome && !outcome.ok && (
        <>
          <h2 className={ui.subtitle}>{t.confirmFailed}</h2>
          <ErrorAlert message={outcome.message} />
          <EmailRequestForm request="confirmation" />
          <Link to="/not_auth">{siteMessages.signIn}</Link>
        </>
      )}
    </section>
  );
}

export default UserConfirmPage;
