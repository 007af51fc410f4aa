/**
 * /profile/change_password (seed 000 §2, §7 PUT /v1/users/current/password): the current
 * password, a new one by the policy and its confirmation. Changing it ends every session, so
 * the answer's fresh token replaces the stored one and this session goes on.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { required, validateRecord } from '../../src/validation/compose';
import { passwordConfirmation, validatePassword } from '../../src/validation/password';
import { ErrorAlert, Notice, TextField } from '../account/fields';
import { formFailure } from '../account/formErrors';
import type { PasswordChange } from '../../dataProvider/accountVerbs';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { tokenStore } from '../providers';
import { ProfileFrame } from './ProfileFrame';
import { profileTexts as t } from './texts';
import ui from '../theme/ui.module.css';

const rules = {
  current_password: [required],
  password: [required, validatePassword],
  password_confirmation: [required, passwordConfirmation('password')],
};

const empty: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordPage() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const dataProvider = useEogDataProvider();
  const { mutateAsync: changePassword, isPending: pending } = useMutation({
    mutationFn: (change: PasswordChange) => dataProvider.changePassword(change),
    // The change ends every session, this one too: the answer's fresh token replaces the
    // stored one, kept where the old one was (a remembered sign-in stays remembered).
    onSuccess: ({ data }) => tokenStore.replace(data.jwt, data.refresh_token),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRecord(rules, { ...values });
    setErrors(found);
    setGeneral(null);
    setDone(false);
    if (Object.keys(found).length) return;
    try {
      await changePassword(values);
      setValues(empty);
      setDone(true);
    } catch (e) {
      const failure = formFailure(e, Object.keys(rules));
      setErrors(failure.fields);
      setGeneral(failure.general);
    }
  };

  const field = (name: keyof PasswordChange) => (
    <TextField
      name={name}
      label={t[name]}
      type="password"
      autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
      required
      value={values[name]}
      error={errors[name]}
      hint={name === 'password' ? t.passwordHint : undefined}
      onChange={(text) => setValues((v) => ({ ...v, [name]: text }))}
    />
  );

  return (
    <ProfileFrame title={t.changePassword}>
      <form onSubmit={submit} noValidate className={ui.formNarrow}>
        {done && (
          <Notice>
            <p className={ui.text}>{t.passwordChanged}</p>
          </Notice>
        )}
        <ErrorAlert message={general} />
        {field('current_password')}
        {field('password')}
        {field('password_confirmation')}
        <button type="submit" className={ui.button} disabled={pending}>
          {t.savePassword}
        </button>
      </form>
    </ProfileFrame>
  );
}

export default ChangePasswordPage;
