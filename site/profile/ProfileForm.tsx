/**
 * The 'Изменить' form of /profile: the requisites of the account type and the personal data,
 * checked by the server's rules before sending; only the changed fields go to
 * PATCH /v1/users/current, and the server's 422 messages land under their fields.
 */
import { useState, type CSSProperties, type FormEvent } from 'react';
import type { AccountType } from '../../src/domain/accountTypes';
import { applyMask } from '../../src/validation/masks';
import { ErrorAlert, PhoneField, TextField, formStyle } from '../account/fields';
import { formFailure } from '../account/formErrors';
import {
  changedAttributes,
  fieldsOf,
  isRequired,
  labelOf,
  personFields,
  profileMask,
  profileValues,
  requisitesOf,
  validateProfile,
  type ProfileField,
  type ProfileValues,
} from './profileFields';
import { useSaveAccount, type Account } from './accountQueries';
import { profileTexts as t } from './texts';

const fieldset: CSSProperties = { border: 0, padding: 0, margin: 0, display: 'grid', gap: 12 };
const legend: CSSProperties = { fontWeight: 600, padding: 0, marginBottom: 8 };

const autoComplete: Partial<Record<ProfileField, string>> = {
  last_name: 'family-name',
  first_name: 'given-name',
  middle_name: 'additional-name',
  email: 'email',
  organization_name: 'organization',
  birth_date: 'bday',
};

export function ProfileForm({
  account,
  accountType,
  onSaved,
  onCancel,
}: {
  account: Account;
  accountType: AccountType;
  onSaved: (account: Account) => void;
  onCancel: () => void;
}) {
  const [initial] = useState(() => profileValues(account, accountType));
  const [values, setValues] = useState<ProfileValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const { mutateAsync: save, isPending: pending } = useSaveAccount();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values, accountType);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length) return;
    const attributes = changedAttributes(initial, values);
    if (!Object.keys(attributes).length) return onCancel();
    try {
      onSaved(await save(attributes));
    } catch (e) {
      const failure = formFailure(e, fieldsOf(accountType));
      setErrors(failure.fields);
      setGeneral(failure.general);
    }
  };

  const input = (field: ProfileField) => {
    const mask = profileMask(field, accountType);
    const common = {
      name: field,
      label: labelOf(field, accountType),
      value: values[field] ?? '',
      error: errors[field],
      required: isRequired(field, accountType),
      onChange: (text: string) =>
        setValues((v) => ({ ...v, [field]: mask ? applyMask(mask, text) : text })),
    };
    if (field === 'phone') return <PhoneField key={field} {...common} />;
    return (
      <TextField
        key={field}
        {...common}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete[field] ?? 'off'}
        inputMode={mask && field !== 'kpp' ? 'numeric' : undefined}
        placeholder={field === 'birth_date' ? 'дд.мм.гггг' : undefined}
      />
    );
  };

  const requisites = requisitesOf(accountType);
  return (
    <form onSubmit={submit} noValidate style={formStyle} aria-label={t.personalData}>
      <ErrorAlert message={general} />
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
      <div style={{ display: 'flex', gap: 12 }}>
        <button type="submit" disabled={pending}>
          {t.save}
        </button>
        <button type="button" onClick={onCancel} disabled={pending}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
