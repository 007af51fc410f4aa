/**
 * Sign-in by SMS code (docs/decisions.md "Login by SMS code"): the phone (11 digits, the strict
 * rule the server applies) gets a code, then the six-digit code signs in. A wrong or spent code
 * comes back as a 422 on `sms_code` and shows under the code; a second code within the minute is
 * the server's 429 text.
 */
import { useMutation } from '@tanstack/react-query';
import { useAuthProvider } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { siteMessages } from '../../i18n/site';
import { formatPhone } from '../../src/format/phone';
import { validateSmsCode } from '../../src/validation/basic';
import { required } from '../../src/validation/compose';
import { masks, applyMask } from '../../src/validation/masks';
import { interpolate } from '../../src/validation/messages';
import { normalizePhone, validatePhoneStrict } from '../../src/validation/phone';
import { requestSmsCode } from '../../authProvider';
import { ErrorAlert, Notice, PhoneField, TextField } from './fields';
import { formFailure } from './formErrors';
import { accountTexts as t } from './texts';
import ui from '../theme/ui.module.css';

type Errors = { phone?: string; sms_code?: string };

export function SmsSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [phone, setPhone] = useState('');
  /** The phone the code went to, as stored; null until a code was sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const authProvider = useAuthProvider();
  const codeRequest = useMutation({
    mutationFn: (to: string) => requestSmsCode(authProvider, { phone: to }),
  });
  // Signs in like the password login; a wrong or spent code fails on `sms_code`.
  const smsLogin = useMutation({
    mutationFn: async (params: { phone: string; sms_code: string }) => {
      await authProvider?.login(params);
    },
  });
  const pending = codeRequest.isPending || smsLogin.isPending;

  const run = async (fields: (keyof Errors)[], call: () => Promise<void>) => {
    setGeneral(null);
    try {
      await call();
    } catch (e) {
      const failure = formFailure(e, fields);
      setErrors(failure.fields);
      setGeneral(failure.general);
    }
  };

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const invalid = required(phone) ?? validatePhoneStrict(phone);
    setErrors({ phone: invalid });
    if (invalid) return;
    const stored = normalizePhone(phone) ?? phone;
    await run(['phone'], async () => {
      await codeRequest.mutateAsync(stored);
      setSentTo(stored);
      setCode('');
    });
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    const invalid = required(code) ?? validateSmsCode(code);
    setErrors({ sms_code: invalid });
    if (invalid) return;
    await run(['phone', 'sms_code'], async () => {
      await smsLogin.mutateAsync({ phone: sentTo, sms_code: code });
      onSignedIn();
    });
  };

  if (!sentTo) {
    return (
      <form onSubmit={sendCode} noValidate aria-label={t.bySms} className={ui.form}>
        <ErrorAlert message={general} />
        <PhoneField
          name="phone"
          label={t.phone}
          required
          value={phone}
          error={errors.phone}
          onChange={setPhone}
        />
        <button type="submit" className={ui.button} disabled={pending}>
          {t.getCode}
        </button>
      </form>
    );
  }
  return (
    <form onSubmit={signIn} noValidate aria-label={t.bySms} className={ui.form}>
      <Notice>
        <p className={ui.text}>{interpolate(t.codeSent, { phone: formatPhone(sentTo) })}</p>
      </Notice>
      <ErrorAlert message={general ?? errors.phone} />
      <TextField
        name="sms_code"
        label={t.sms_code}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        value={code}
        error={errors.sms_code}
        onChange={(text) => setCode(applyMask(masks.smsCode, text))}
      />
      <button type="submit" className={ui.button} disabled={pending}>
        {siteMessages.signIn}
      </button>
      <button type="button" className={ui.linkButton} disabled={pending} onClick={() => sendCode()}>
        {t.getCodeAgain}
      </button>
    </form>
  );
}
