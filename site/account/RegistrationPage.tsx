/**
 * /registration (seed 000 §2 "Login and registration", site only): account type, the
 * requisites that type needs, names, contacts, SNILS, password with confirmation and the policy
 * agreement. The form runs the server's validators before sending, and its phone lookup and SNILS
 * check while the user types (./serverChecks.ts); the server's 422 messages
 * land under their fields (the phone-already-registered text of seed 000 §8 among them). On
 * success the applicant is told to confirm the e-mail the link went to.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { siteMessages } from '../../i18n/site';
import { accountTypeOptions, type AccountType } from '../../src/domain/accountTypes';
import { consentEditionLabel, personalDataConsent } from '../../src/domain/personalDataConsent';
import { applyMask } from '../../src/validation/masks';
import { interpolate, validationMessages } from '../../src/validation/messages';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { ErrorAlert, Notice, PhoneField, TextField } from './fields';
import { formFailure } from './formErrors';
import { useServerCheck } from './serverChecks';
import { Recaptcha, recaptchaSiteKey } from './Recaptcha';
import {
  autoComplete,
  emptyRegistration,
  maskOf,
  registrationAttributes,
  requisitesOf,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from './registrationRules';
import { requisiteRules } from '../../src/validation/requisiteFields';
import { accountTexts as t } from './texts';
import ui from '../theme/ui.module.css';

/** Labels by field: the requisites' from their rules (an entrepreneur's OGRN is an OGRNIP). */
function labelOf(field: RegistrationField, accountType: AccountType): string {
  return requisiteRules(accountType).find(([name]) => name === field)?.[1].label ?? t[field];
}

/** The widget's own name for its answer, the attribute the server reads. */
const CAPTCHA = 'g-recaptcha-response';

const optional: readonly RegistrationField[] = ['middle_name', 'snils', 'kpp'];

const personFields: readonly RegistrationField[] = [
  'last_name',
  'first_name',
  'middle_name',
  'email',
  'phone',
  'snils',
  'password',
  'password_confirmation',
];

export function RegistrationPage() {
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // reCAPTCHA v2 when the build has a site key (./Recaptcha.tsx); its answer.
  const siteKey = recaptchaSiteKey();
  const [captcha, setCaptcha] = useState('');

  const dataProvider = useEogDataProvider();
  const { mutateAsync: register, isPending: pending } = useMutation({
    mutationFn: (data: Record<string, unknown>) => dataProvider.register({ data }),
  });

  // The server's phone lookup and SNILS check (seed 000 §5): a refusal keeps the form unsent.
  const refused: Partial<Record<RegistrationField, string>> = {
    phone: useServerCheck('phone', values.phone),
    snils: useServerCheck('snils', values.snils),
  };

  const type = values.account_type;
  const set = (patch: Partial<RegistrationValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    for (const [field, message] of Object.entries(refused)) if (message) found[field] ??= message;
    if (siteKey && !captcha) found[CAPTCHA] = validationMessages.captcha;
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length) return;
    const attributes = registrationAttributes(values);
    if (siteKey) attributes[CAPTCHA] = captcha;
    try {
      await register(attributes);
      setSentTo(String(attributes.email));
    } catch (e) {
      const shown = [...requisitesOf(type), ...personFields, 'policy_agreement', CAPTCHA];
      const failure = formFailure(e, shown);
      setErrors(failure.fields);
      setGeneral(failure.general);
    }
  };

  if (sentTo) {
    return (
      <section className={ui.narrow}>
        <h1 className={ui.title}>{t.registeredTitle}</h1>
        <Notice>
          <p className={ui.text}>{interpolate(t.registered, { email: sentTo })}</p>
        </Notice>
        <p className={ui.text}>
          {t.registeredSms} <Link to="/user_confirm">{t.confirmBySms}</Link>
        </p>
        <p>
          <Link to="/not_auth">{siteMessages.signIn}</Link>
        </p>
      </section>
    );
  }

  const input = (field: RegistrationField) => {
    const mask = maskOf(field, type);
    const common = {
      name: field,
      label: labelOf(field, type),
      value: values[field],
      error: errors[field] ?? refused[field],
      required: !optional.includes(field),
      onChange: (text: string) => set({ [field]: mask ? applyMask(mask, text) : text }),
    };
    if (field === 'phone') return <PhoneField key={field} {...common} />;
    const password = field === 'password' || field === 'password_confirmation';
    return (
      <TextField
        key={field}
        {...common}
        type={password ? 'password' : field === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete[field] ?? 'off'}
        inputMode={mask && field !== 'kpp' ? 'numeric' : undefined}
        hint={field === 'password' ? t.passwordHint : undefined}
      />
    );
  };

  const requisites = requisitesOf(type);
  return (
    <section className={ui.narrow}>
      <h1 className={ui.title}>{t.registrationTitle}</h1>
      <form onSubmit={submit} noValidate className={ui.form}>
        <ErrorAlert message={general} />
        <fieldset className={ui.fieldset}>
          <legend className={ui.legend}>{t.accountType}</legend>
          <div role="radiogroup" aria-label={t.accountType} className={ui.stack}>
            {accountTypeOptions.map((option) => (
              <label key={option.value} className={ui.check}>
                <input
                  type="radio"
                  name="account_type"
                  value={option.value}
                  checked={type === option.value}
                  onChange={() => set({ account_type: option.value })}
                />{' '}
                {option.title}
              </label>
            ))}
          </div>
        </fieldset>
        {requisites.length > 0 && (
          <fieldset className={ui.fieldset}>
            <legend className={ui.legend}>{t.requisites}</legend>
            {requisites.map(input)}
          </fieldset>
        )}
        <fieldset className={ui.fieldset}>
          <legend className={ui.legend}>{t.applicant}</legend>
          {personFields.map(input)}
        </fieldset>
        <label className={ui.check}>
          <input
            type="checkbox"
            name="policy_agreement"
            checked={values.policy_agreement}
            onChange={(e) => set({ policy_agreement: e.target.checked })}
            aria-invalid={errors.policy_agreement ? true : undefined}
            aria-describedby={
              errors.policy_agreement
                ? 'policy_agreement-edition policy_agreement-message'
                : 'policy_agreement-edition'
            }
          />{' '}
          {t.policy_agreement}
        </label>
        <Link to="/privacy">{t.privacyLink}</Link>
        <small id="policy_agreement-edition" className={ui.hint}>
          {interpolate(t.consentEdition, {
            date: consentEditionLabel(personalDataConsent.version),
          })}
        </small>
        {errors.policy_agreement && (
          <span id="policy_agreement-message" className={ui.error}>
            {errors.policy_agreement}
          </span>
        )}
        {siteKey && <Recaptcha siteKey={siteKey} onToken={setCaptcha} error={errors[CAPTCHA]} />}
        <button type="submit" className={ui.button} disabled={pending}>
          {t.register}
        </button>
        <p className={ui.text}>
          {t.haveAccount} <Link to="/not_auth">{siteMessages.signIn}</Link>
        </p>
      </form>
    </section>
  );
}

export default RegistrationPage;
