/**
 * /not_auth (seed 000 §2): shown to anonymous visitors, takes a `redirectTo` query. Signs in
 * with e-mail and password through the site authProvider, or by a code sent by SMS, and shows the
 * server's message on failure. 'Забыли пароль?' asks for a recovery link; 'Зарегистрироваться'
 * leads to /registration. One form is shown at a time, so each label and button is unique.
 * The way back is the `redirectTo` query, else the page a 401 ended the session on (ra-core's
 * logout leaves it in the location state); `notice=appeals` shows the appeals entry's notice.
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessages } from '../i18n/messages';
import { siteMessages as t } from '../i18n/site';
import { EmailRequestForm } from './account/EmailRequestForm';
import { ErrorAlert } from './account/fields';
import { SmsSignIn } from './account/SmsSignIn';
import { accountTexts } from './account/texts';
import { APPEALS_NOTICE, AppealsLoginNotice } from './info/appeals/AppealsLoginNotice';
import { authProvider } from './providers';
import ui from './theme/ui.module.css';

/** Only same-site paths: an open redirect to another origin would be a phishing aid. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/**
 * The page a 401 ended the session on, from ra-core's logout state; when the route guard had
 * sent the visitor here first, that state names this page, and its own `redirectTo` is the way.
 */
function leftPath(state: unknown): string | null {
  const { nextPathname, nextSearch } = (state ?? {}) as Record<string, unknown>;
  if (typeof nextPathname !== 'string') return null;
  const search = typeof nextSearch === 'string' ? nextSearch : '';
  if (nextPathname === '/not_auth') return new URLSearchParams(search).get('redirectTo');
  return nextPathname + search;
}

type Mode = 'password' | 'sms' | 'recovery';

function PasswordSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setPending(true);
    try {
      await authProvider.login({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      onSignedIn();
    } catch (e) {
      setError((e as Error)?.message || errorMessages.default);
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className={ui.form}>
      <ErrorAlert message={error} />
      <label className={ui.field}>
        <span className={ui.label}>{t.email}</span>
        <input className={ui.input} name="email" type="email" autoComplete="username" required />
      </label>
      <label className={ui.field}>
        <span className={ui.label}>{t.password}</span>
        <input
          className={ui.input}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </label>
      <button type="submit" className={ui.button} disabled={pending}>
        {t.signIn}
      </button>
    </form>
  );
}

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const back = params.get('redirectTo') ?? leftPath(state);
  const [mode, setMode] = useState<Mode>('password');
  const onSignedIn = () => navigate(safeRedirect(back));
  const switchTo = (next: Mode, label: string) => (
    <button type="button" className={ui.linkButton} onClick={() => setMode(next)}>
      {label}
    </button>
  );

  return (
    <section className={ui.narrow}>
      <h1 className={ui.title}>
        {mode === 'recovery' ? accountTexts.recoveryTitle : t.signInTitle}
      </h1>
      {params.get('notice') === APPEALS_NOTICE && <AppealsLoginNotice />}
      {mode === 'password' && <PasswordSignIn onSignedIn={onSignedIn} />}
      {mode === 'sms' && <SmsSignIn onSignedIn={onSignedIn} />}
      {mode === 'recovery' && <EmailRequestForm request="recovery" />}
      {mode !== 'password' && switchTo('password', accountTexts.byPassword)}
      {mode !== 'sms' && switchTo('sms', accountTexts.bySms)}
      {mode === 'password' && switchTo('recovery', accountTexts.forgotPassword)}
      <p className={ui.text}>
        {accountTexts.noAccount} <Link to="/registration">{accountTexts.register}</Link>
      </p>
    </section>
  );
}

export default SignInPage;
