/**
 * /profile/new_password?reset_password_token=… (seed 000 §2, §7 PATCH /v1/users/password): the
 * page the recovery letter links to. A new password by the policy and its confirmation; the
 * server's messages show under the fields, and a link that no longer works reads 'Ссылка на
 * восстановление пароля устарела' (seed 000 §8, whatever the token's error) with the request
 * for a new one right below.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessages } from '../../i18n/messages';
import { siteMessages } from '../../i18n/site';
import { required, validateRecord } from '../../src/validation/compose';
import { passwordConfirmation, validatePassword } from '../../src/validation/password';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { PasswordReset } from '../../dataProvider/accountVerbs';
import { EmailRequestForm } from './EmailRequestForm';
import { ErrorAlert, Notice, TextField } from './fields';
import { formFailure } from './formErrors';
import { accountTexts as t } from './texts';
import ui from '../theme/ui.module.css';

const RESET_TOKEN_PARAM = 'reset_password_token';

const rules = {
  password: [required, validatePassword],
  password_confirmation: [required, passwordConfirmation('password')],
};

export function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM) ?? '';
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [stale, setStale] = useState(!token);
  const [saved, setSaved] = useState(false);
  const dataProvider = useEogDataProvider();
  const { mutateAsync: resetPassword, isPending: pending } = useMutation({
    mutationFn: (reset: PasswordReset) => dataProvider.resetPassword(reset),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRecord(rules, values);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length) return;
    try {
      await resetPassword({ reset_password_token: token, ...values });
      setSaved(true);
    } catch (e) {
      const failure = formFailure(e, [RESET_TOKEN_PARAM, ...Object.keys(rules)]);
      const { [RESET_TOKEN_PARAM]: tokenError, ...fields } = failure.fields;
      setErrors(fields);
      setGeneral(failure.general);
      setStale(tokenError !== undefined);
    }
  };

  if (saved) {
    return (
      <section className={ui.narrow}>
        <h1 className={ui.title}>{t.newPasswordTitle}</h1>
        <Notice>
          <p className={ui.text}>{t.passwordSaved}</p>
        </Notice>
        <Link to="/not_auth">{siteMessages.signIn}</Link>
      </section>
    );
  }

  const field = (name: keyof typeof rules, label: string) => (
    <TextField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      value={values[name]}
      error={errors[name]}
      hint={name === 'password' ? t.passwordHint : undefined}
      onChange={(text) => setValues((v) => ({ ...v, [name]: text }))}
    />
  );

  return (
    <section className={ui.narrow}>
      <h1 className={ui.title}>{t.newPasswordTitle}</h1>
      {stale ? (
        <>
          <ErrorAlert message={errorMessages.resetTokenExpired} />
          <p className={ui.text}>{t.requestNewLink}</p>
          <EmailRequestForm request="recovery" />
        </>
      ) : (
        <form onSubmit={submit} noValidate className={ui.form}>
          <ErrorAlert message={general} />
          {field('password', t.newPassword)}
          {field('password_confirmation', t.password_confirmation)}
          <button type="submit" className={ui.button} disabled={pending}>
            {t.savePassword}
          </button>
        </form>
      )}
      <Link to="/not_auth">{siteMessages.signIn}</Link>
    </section>
  );
}

export default NewPasswordPage;
