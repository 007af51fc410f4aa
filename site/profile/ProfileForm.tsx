/**
 * The 'Изменить' form of /profile: the requisites of the account type and the personal data
 * (with the region, passport, addresses and registration document: ./profileExtras.ts),
 * checked by the server's rules before sending; only the changed fields go to
 * PATCH /v1/users/current, and the server's 422 messages land under their fields.
 */
import { useState, type FormEvent } from 'react';
import type { AccountType } from '../../src/domain/accountTypes';
import { genderOptions } from '../../src/domain/people';
import { users } from '../../src/registries/users';
import { applyMask } from '../../src/validation/masks';
import { DateField } from '../account/DateField';
import { ErrorAlert, PhoneField, TextField } from '../account/fields';
import { autoComplete, requisitesOf } from '../account/registrationRules';
import { formFailure } from '../account/formErrors';
import { useServerCheck } from '../account/serverChecks';
import {
  changedAttributes,
  fieldsOf,
  isRequired,
  labelOf,
  personFields,
  profileMask,
  profileValues,
  validateProfile,
  type ProfileField,
  type ProfileValues,
} from './profileFields';
import { useSaveAccount, type Account } from './accountQueries';
import { BlockFields, ProfileSelect, RegionSelect } from './ProfileBlocks';
import {
  blocksOf,
  changedExtras,
  extraValues,
  validateExtras,
  type ExtraValues,
} from './profileExtras';
import { profileTexts as t } from './texts';
import ui from '../theme/ui.module.css';

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
  // The passport, region, addresses and registration document (./profileExtras.ts).
  const [initialExtras] = useState(() => extraValues(account, accountType));
  const [extras, setExtras] = useState<ExtraValues>(initialExtras);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const { mutateAsync: save, isPending: pending } = useSaveAccount();
  // The server's phone lookup and SNILS check (seed 000 §5) of a changed value; a refusal
  // keeps the form from being sent. Stored values the applicant left alone are not asked.
  const changed = (field: 'phone' | 'snils') =>
    values[field] !== initial[field] ? (values[field] ?? '') : '';
  const refused: Partial<Record<ProfileField, string>> = {
    phone: useServerCheck('phone', changed('phone')),
    snils: useServerCheck('snils', changed('snils')),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {
      ...validateProfile(values, accountType),
      ...validateExtras(extras, accountType),
    };
    for (const field of ['phone', 'snils'] as const) {
      const message = refused[field];
      if (message) found[field] ??= message;
    }
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length) return;
    const attributes = {
      ...changedAttributes(initial, values),
      ...changedExtras(initialExtras, extras, accountType),
    };
    if (!Object.keys(attributes).length) return onCancel();
    try {
      onSaved(await save(attributes));
    } catch (e) {
      const failure = formFailure(e, [
        ...fieldsOf(accountType),
        'region_id',
        'gender',
        ...blocksOf(accountType).map((b) => b.name),
      ]);
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
      error: errors[field] ?? refused[field],
      required: isRequired(field, accountType),
      onChange: (text: string) =>
        setValues((v) => ({ ...v, [field]: mask ? applyMask(mask, text) : text })),
    };
    if (field === 'phone') return <PhoneField key={field} {...common} />;
    if (field === 'birth_date')
      return <DateField key={field} {...common} autoComplete={autoComplete[field]} />;
    return (
      <TextField
        key={field}
        {...common}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete[field] ?? 'off'}
        inputMode={mask && field !== 'kpp' ? 'numeric' : undefined}
      />
    );
  };

  const requisites = requisitesOf(accountType);
  return (
    <form onSubmit={submit} noValidate className={ui.form} aria-label={t.personalData}>
      <ErrorAlert message={general} />
      {requisites.length > 0 && (
        <fieldset className={ui.fieldset}>
          <legend className={ui.legend}>{t.requisites}</legend>
          {requisites.map(input)}
        </fieldset>
      )}
      <fieldset className={ui.fieldset}>
        <legend className={ui.legend}>{t.applicant}</legend>
        {personFields.map(input)}
        <ProfileSelect
          name="gender"
          label={users.fields.gender.label}
          value={extras.gender ?? ''}
          options={genderOptions}
          error={errors.gender}
          onChange={(gender) => setExtras((v) => ({ ...v, gender }))}
        />
        <RegionSelect
          value={extras.region_id ?? ''}
          error={errors.region_id}
          onChange={(region_id) => setExtras((v) => ({ ...v, region_id }))}
        />
      </fieldset>
      {blocksOf(accountType).map((block) => (
        <BlockFields
          key={block.name}
          block={block}
          values={extras}
          errors={errors}
          onChange={(key, text) => setExtras((v) => ({ ...v, [key]: text }))}
        />
      ))}
      <div className={ui.actions}>
        <button type="submit" className={ui.button} disabled={pending}>
          {t.save}
        </button>
        <button type="button" className={ui.buttonSecondary} onClick={onCancel} disabled={pending}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
