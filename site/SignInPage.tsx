/**
 * /not_auth (seed 000 §2): shown to anonymous visitors, takes a `redirectTo` query. Signs in
 * with e-mail and password through the site authProvider, or by a code sent by SMS, and shows the
 * server's message on failure. 'Забыли пароль?' asks for a recovery link; 'Зарегистрироваться'
 * leads to /registration. One form is shown at a time, so each label and button is unique.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessages } from '../i18n/messages';
import { siteMessages as t } from '../i18n/site';
import { EmailRequestForm } from './account/EmailRequestForm';
import { SmsSignIn } from './account/SmsSignIn';
import { accountTexts } from './account/texts';
import { authProvider } from './providers';
import ui from './theme/ui.module.css';

/** Only same-site paths: an open redirect to another origin would be a phishing aid. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
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
      {error && (
        <p role="alert" className={ui.alert}>
          {error}
        </p>
      )}
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
  const [mode, setMode] = useState<Mode>('password');
  const onSignedIn = () => navigate(safeRedirect(params.get('redirectTo')));
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
