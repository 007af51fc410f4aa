/**
 * An e-mail that the server mails a link to, then a notice naming the address: the password
 * recovery request (POST /v1/users/password) and the confirmation letter again (POST
 * /v1/users/confirmation). The server's messages ('Учетная запись не найдена', 'Учетная запись
 * уже подтверждена', the blocked account, a second request within the minute) show as they come.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { required } from '../../src/validation/compose';
import { validateEmail } from '../../src/validation/email';
import { interpolate } from '../../src/validation/messages';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { ErrorAlert, Notice, TextField } from './fields';
import { formFailure } from './formErrors';
import { accountTexts as t } from './texts';
import ui from '../theme/ui.module.css';

/** The two requests: their words and their verb. */
const requests = {
  recovery: {
    title: t.recoveryTitle,
    intro: t.recoveryIntro,
    submitLabel: t.sendLink,
    sent: t.linkSent,
    verb: 'requestPasswordReset',
  },
  confirmation: {
    title: t.resend,
    intro: t.resendIntro,
    submitLabel: t.resend,
    sent: t.resent,
    verb: 'resendConfirmation',
  },
} as const;

export function EmailRequestForm({ request }: { request: keyof typeof requests }) {
  const { title, intro, submitLabel, sent, verb } = requests[request];
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const dataProvider = useEogDataProvider();
  const { mutateAsync: send, isPending: pending } = useMutation({
    mutationFn: (address: string) => dataProvider[verb]({ email: address }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const invalid = required(address) ?? validateEmail(address);
    setError(invalid);
    setGeneral(null);
    if (invalid) return;
    try {
      await send(address);
      setSentTo(address);
    } catch (e) {
      const failure = formFailure(e, ['email']);
      setError(failure.fields.email);
      setGeneral(failure.general);
    }
  };

  if (sentTo) {
    return (
      <Notice>
        <p className={ui.text}>{interpolate(sent, { email: sentTo })}</p>
      </Notice>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={title} className={ui.form}>
      <p className={ui.text}>{intro}</p>
      <ErrorAlert message={general} />
      <TextField
        name="email"
        label={t.email}
        type="email"
        autoComplete="email"
        required
        value={email}
        error={error}
        onChange={setEmail}
      />
      <button type="submit" className={ui.button} disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
