/**
 * /registration (seed 000 §2 "Login and registration", site only): account type, the
 * requisites that type needs, names, contacts, SNILS, password with confirmation and the policy
 * agreement. The form runs the server's validators before sending; the server's 422 messages
 * land under their fields (the phone-already-registered text of seed 000 §8 among them). On
 * success the applicant is told to confirm the e-mail the link went to.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { siteMessages } from '../../i18n/site';
import { accountTypeOptions, type AccountType } from '../../src/domain/accountTypes';
import { applyMask } from '../../src/validation/masks';
import { interpolate } from '../../src/validation/messages';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { ErrorAlert, Notice, PhoneField, TextField, errorColor, formStyle } from './fields';
import { formFailure } from './formErrors';
import {
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

const fieldset: CSSProperties = { border: 0, padding: 0, margin: 0, display: 'grid', gap: 12 };
const legend: CSSProperties = { fontWeight: 600, padding: 0, marginBottom: 8 };

/** Labels by field: the requisites' from their rules (an entrepreneur's OGRN is an OGRNIP). */
function labelOf(field: RegistrationField, accountType: AccountType): string {
  return requisiteRules(accountType).find(([name]) => name === field)?.[1].label ?? t[field];
}

const autoComplete: Partial<Record<RegistrationField, string>> = {
  last_name: 'family-name',
  first_name: 'given-name',
  middle_name: 'additional-name',
  email: 'email',
  organization_name: 'organization',
  password: 'new-password',
  password_confirmation: 'new-password',
};

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

  const dataProvider = useEogDataProvider();
  const { mutateAsync: register, isPending: pending } = useMutation({
    mutationFn: (data: Record<string, unknown>) => dataProvider.register({ data }),
  });

  const type = values.account_type;
  const set = (patch: Partial<RegistrationValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length) return;
    const attributes = registrationAttributes(values);
    try {
      await register(attributes);
      setSentTo(String(attributes.email));
    } catch (e) {
      const shown = [...requisitesOf(type), ...personFields, 'policy_agreement'];
      const failure = formFailure(e, shown);
      setErrors(failure.fields);
      setGeneral(failure.general);
    }
  };

  if (sentTo) {
    return (
      <section style={{ maxWidth: 560 }}>
        <h1>{t.registeredTitle}</h1>
        <Notice>
          <p style={{ margin: 0 }}>{interpolate(t.registered, { email: sentTo })}</p>
        </Notice>
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
      error: errors[field],
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
    <section style={{ maxWidth: 560 }}>
      <h1>{t.registrationTitle}</h1>
      <form onSubmit={submit} noValidate style={formStyle}>
        <ErrorAlert message={general} />
        <fieldset style={fieldset}>
          <legend style={legend}>{t.accountType}</legend>
          <div role="radiogroup" aria-label={t.accountType} style={{ display: 'grid', gap: 4 }}>
            {accountTypeOptions.map((option) => (
              <label key={option.value}>
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
          <fieldset style={fieldset}>
            <legend style={legend}>{t.requisites}</legend>
            {requisites.map(input)}
          </fieldset>
        )}
        <fieldset style={fieldset}>
          <legend style={legend}>{t.applicant}</legend>
          {personFields.map(input)}
        </fieldset>
        <label>
          <input
            type="checkbox"
            name="policy_agreement"
            checked={values.policy_agreement}
            onChange={(e) => set({ policy_agreement: e.target.checked })}
            aria-invalid={errors.policy_agreement ? true : undefined}
            aria-describedby={errors.policy_agreement ? 'policy_agreement-message' : undefined}
          />{' '}
          {t.policy_agreement}
        </label>
        <Link to="/privacy">{t.privacyLink}</Link>
        {errors.policy_agreement && (
          <span id="policy_agreement-message" style={{ color: errorColor }}>
            {errors.policy_agreement}
          </span>
        )}
        <button type="submit" disabled={pending}>
          {t.register}
        </button>
        <p style={{ margin: 0 }}>
          {t.haveAccount} <Link to="/not_auth">{siteMessages.signIn}</Link>
        </p>
      </form>
    </section>
  );
}

export default RegistrationPage;
