/**
 * The console login's SMS path (seed 000 §7 "POST /v1/admin/admin_sms_tokens admin SMS code";
 * docs/decisions.md "Login by SMS code"): the staff member's phone (11 digits, the server's
 * strict rule) → 'Получить код' → the six-digit code → 'Войти'. Another code can be asked for
 * once the server's minute between codes has passed (counted down on the button), or for
 * another number. The calls are the authProvider's: `requestSmsCode`, then `login({phone,
 * sms_code})` through the page's `signIn`. A refusal of a field shows under it ('Код введён
 * неверно' under the code), any other as the page's alert. Loaded when the member switches to
 * it (./LoginPage.tsx): the login page's first load goes without it.
 */
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useAuthProvider, useTranslate } from 'ra-core';
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { requestSmsCode, type LoginParams } from '../authProvider';
import { SMS_CODE_RESEND_SECONDS } from '../src/domain/smsCodes';
import { formatPhone } from '../src/format/phone';
import { validateSmsCode } from '../src/validation/basic';
import { required } from '../src/validation/compose';
import { applyMask, masks, maskTypedPhone } from '../src/validation/masks';
import { normalizePhone, validatePhoneStrict } from '../src/validation/phone';
import { fieldErrorsOf } from '../src/api';

type Field = 'phone' | 'sms_code';
type Errors = Partial<Record<Field, string>>;

/** The refusal of a call: the message of one of `fields` under it, anything else as a text. */
function refusal(error: unknown, fields: readonly Field[], fallback: string) {
  const byField = fieldErrorsOf(error);
  const field = fields.find((f) => byField[f]);
  const errors: Errors = field ? { [field]: byField[field]! } : {};
  return { errors, general: field ? null : (error as Error | null)?.message || fallback };
}

/** Whole seconds until `deadline` (0 once passed), read again every second while counting. */
function useSecondsLeft(deadline: number | null): number {
  const [tick, next] = useReducer((n: number) => n + 1, 0);
  const left = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = setTimeout(next, 1000);
    return () => clearTimeout(timer);
  }, [left, tick]);
  return left;
}

export default function SmsLoginForm({
  remember,
  onRemember,
  signIn,
}: {
  remember: boolean;
  onRemember: (remember: boolean) => void;
  /** Signs in with the code and leaves the page; rejects with the server's refusal. */
  signIn: (params: LoginParams) => Promise<void>;
}) {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const [phone, setPhone] = useState('');
  /** The phone the code went to, as stored; null until a code was sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const invalid = required(phone) ?? validatePhoneStrict(phone);
    setErrors({ phone: invalid });
    setGeneral(null);
    if (invalid) return;
    const stored = normalizePhone(phone) ?? phone;
    setPending(true);
    try {
      await requestSmsCode(authProvider, { phone: stored });
      setSentTo(stored);
      setCode('');
      setResendAt(Date.now() + SMS_CODE_RESEND_SECONDS * 1000);
    } catch (e) {
      const failure = refusal(e, ['phone'], translate('app.default'));
      // The number is not an input on the code step: its refusal is the step's alert.
      setErrors(sentTo ? {} : failure.errors);
      setGeneral(sentTo ? (failure.errors.phone ?? failure.general) : failure.general);
    }
    setPending(false);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    const invalid = required(code) ?? validateSmsCode(code);
    setErrors({ sms_code: invalid });
    setGeneral(null);
    if (invalid) return;
    setPending(true);
    try {
      await signIn({ phone: sentTo, sms_code: code, remember });
    } catch (e) {
      const failure = refusal(e, ['sms_code'], translate('app.default'));
      setErrors(failure.errors);
      setGeneral(failure.general);
      setPending(false);
    }
  };

  const alert = general ? (
    <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
      {general}
    </Alert>
  ) : null;
  const form = { component: 'form', noValidate: true, sx: { display: 'grid', gap: 2 } } as const;

  if (!sentTo) {
    return (
      <Box {...form} onSubmit={sendCode} aria-label={translate('app.login.bySms')}>
        {alert}
        <TextField
          label={translate('app.login.phone')}
          type="tel"
          name="phone"
          autoComplete="tel"
          placeholder="+7 (___) ___-__-__"
          value={phone}
          onChange={(e) => setPhone(maskTypedPhone(e.target.value))}
          error={!!errors.phone}
          helperText={errors.phone}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          required
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {translate('app.login.getCode')}
        </Button>
      </Box>
    );
  }
  return (
    <Box {...form} onSubmit={submitCode} aria-label={translate('app.login.bySms')}>
      <Alert severity="info" role="status">
        {translate('app.login.codeSent', { phone: formatPhone(sentTo) })}
      </Alert>
      {alert}
      <TextField
        label={translate('app.login.smsCode')}
        name="sms_code"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(applyMask(masks.smsCode, e.target.value))}
        error={!!errors.sms_code}
        helperText={errors.sms_code}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        required
        autoFocus
      />
      <FormControlLabel
        control={<Checkbox checked={remember} onChange={(e) => onRemember(e.target.checked)} />}
        label={translate('app.login.remember')}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {translate('app.login.submit')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button disabled={pending || secondsLeft > 0} onClick={() => void sendCode()}>
          {secondsLeft > 0
            ? translate('app.login.resendIn', { seconds: secondsLeft })
            : translate('app.login.getCodeAgain')}
        </Button>
        <Button
          disabled={pending}
          onClick={() => {
            setSentTo(null);
            setErrors({});
            setGeneral(null);
          }}
        >
          {translate('app.login.changePhone')}
        </Button>
      </Stack>
    </Box>
  );
}
