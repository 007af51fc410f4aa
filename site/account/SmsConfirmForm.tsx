/**
 * The account's confirmation by the code the registration sent by SMS (PATCH
 * /v1/users/confirmation): the phone given at registration and the code. The mailed link
 * (UserConfirmPage with its token) confirms the same account; either is enough.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { validateSmsCode } from '../../src/validation/basic';
import { required } from '../../src/validation/compose';
import { masks, applyMask } from '../../src/validation/masks';
import { normalizePhone, validatePhoneStrict } from '../../src/validation/phone';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { ErrorAlert, PhoneField, TextField } from './fields';
import { formFailure } from './formErrors';
import { accountTexts as t } from './texts';
import ui from '../theme/ui.module.css';

type Errors = Partial<Record<'phone' | 'sms_code', string>>;

export function SmsConfirmForm({ onConfirmed }: { onConfirmed: () => void }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const dataProvider = useEogDataProvider();
  const confirm = useMutation({
    mutationFn: (params: { phone: string; sms_code: string }) => dataProvider.confirmBySms(params),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid: Errors = {
      phone: required(phone) ?? validatePhoneStrict(phone),
      sms_code: required(code) ?? validateSmsCode(code),
    };
    setErrors(invalid);
    setGeneral(null);
    if (invalid.phone || invalid.sms_code) return;
    try {
      await confirm.mutateAsync({ phone: normalizePhone(phone) ?? phone, sms_code: code });
      onConfirmed();
    } catch (e) {
      const failure = formFailure(e, ['phone', 'sms_code']);
      setErrors(failure.fields);
      setGeneral(failure.general);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.confirmBySms} className={ui.form}>
      <ErrorAlert message={general} />
      <PhoneField
        name="phone"
        label={t.phone}
        required
        value={phone}
        error={errors.phone}
        onChange={setPhone}
      />
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
      <button type="submit" className={ui.button} disabled={confirm.isPending}>
        {t.confirm}
      </button>
    </form>
  );
}
