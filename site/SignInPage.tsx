/**
 * /not_auth (seed 000 §2): shown to anonymous visitors, takes a `redirectTo` query. Signs in
 * with e-mail and password through the site authProvider and shows the server's message on
 * failure. SMS login and registration come with the accounts issue.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessages } from '../i18n/messages';
import { siteMessages as t } from '../i18n/site';
import { authProvider } from './providers';

/** Only same-site paths: an open redirect to another origin would be a phishing aid. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
      navigate(safeRedirect(params.get('redirectTo')));
    } catch (e) {
      setError((e as Error)?.message || errorMessages.default);
      setPending(false);
    }
  };

  return (
    <section style={{ maxWidth: 400 }}>
      <h1>{t.signInTitle}</h1>
      <form onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
        {error && (
          <p role="alert" style={{ color: '#b3261e', whiteSpace: 'pre-line' }}>
            {error}
          </p>
        )}
        <label>
          {t.email}
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          {t.password}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" disabled={pending}>
          {t.signIn}
        </button>
      </form>
    </section>
  );
}

export default SignInPage;
