/**
 * What registration asks for by account type and the rules of each field — the validators the
 * server runs (server/modules/auth/userFields.ts personFields, registration.ts), imported from
 * src/validation; the requisites by account type come from src/validation/requisiteFields.ts,
 * the server's own table. Everyone gives the names, contacts, password with confirmation and
 * the policy agreement; SNILS is optional.
 */
import { personalDataConsent } from '../../src/domain/personalDataConsent';
import type { AccountType } from '../../src/domain/accountTypes';
import { maxLength } from '../../src/validation/basic';
import { required, validateRecord, type ValidationSchema } from '../../src/validation/compose';
import { validateEmail } from '../../src/validation/email';
import { masks, type MaskName } from '../../src/validation/masks';
import { validationMessages, type Validator } from '../../src/validation/messages';
import { passwordConfirmation, validatePassword } from '../../src/validation/password';
import { normalizePhone, validatePhone } from '../../src/validation/phone';
import { requisiteRules, type RequisiteField } from '../../src/validation/requisiteFields';
import { validateSnils } from '../../src/validation/snils';

/** The text inputs of the form, in the order they are shown. */
export type RegistrationField =
  | 'organization_name'
  | 'inn'
  | 'ogrn'
  | 'kpp'
  | 'last_name'
  | 'first_name'
  | 'middle_name'
  | 'email'
  | 'phone'
  | 'snils'
  | 'password'
  | 'password_confirmation';

export type RegistrationValues = Record<RegistrationField, string> & {
  account_type: AccountType;
  policy_agreement: boolean;
};

export const emptyRegistration: RegistrationValues = {
  account_type: 'individual_person',
  organization_name: '',
  inn: '',
  ogrn: '',
  kpp: '',
  last_name: '',
  first_name: '',
  middle_name: '',
  email: '',
  phone: '',
  snils: '',
  password: '',
  password_confirmation: '',
  policy_agreement: false,
};

/** The browser's autofill hints of the person fields (the profile's form uses them too). */
export const autoComplete: Partial<Record<string, string>> = {
  last_name: 'family-name',
  first_name: 'given-name',
  middle_name: 'additional-name',
  email: 'email',
  organization_name: 'organization',
  birth_date: 'bday',
  password: 'new-password',
  password_confirmation: 'new-password',
};

/** The server refuses registration without `policy_agreement: true` ('Поле обязательно…'). */
const agreed: Validator = (value) => (value === true ? undefined : validationMessages.required);

const name100 = [required, maxLength(100)];

const personRules: ValidationSchema = {
  last_name: name100,
  first_name: name100,
  middle_name: [maxLength(100)],
  email: [required, validateEmail],
  phone: [required, validatePhone],
  snils: [validateSnils],
  password: [required, validatePassword],
  password_confirmation: [required, passwordConfirmation('password')],
  policy_agreement: [agreed],
};

/** The requisite inputs an account type shows (and sends), as src/validation rules them. */
export function requisitesOf(accountType: AccountType): RequisiteField[] {
  return requisiteRules(accountType).map(([field]) => field);
}

/** The requisites' rules of an account type (the profile's form checks them too). */
export function requisiteSchema(accountType: AccountType): ValidationSchema {
  return Object.fromEntries(
    requisiteRules(accountType).map(([field, rule]) => [
      field,
      rule.required ? [required, rule.validate] : [rule.validate],
    ]),
  );
}

/** The input mask of a field, for those the seed gives one (seed 000 §5 "Input masks"). */
export function maskOf(field: RegistrationField, accountType: AccountType): string | undefined {
  const legal = accountType === 'legal_entity';
  const byField: Partial<Record<RegistrationField, MaskName>> = {
    inn: legal ? 'innLegal' : 'innPerson',
    ogrn: legal ? 'ogrn' : 'ogrnip',
    kpp: 'kpp',
    snils: 'snils',
  };
  const name = byField[field];
  return name && masks[name];
}

/** Field → the first failing rule's message; `{}` when the form may be sent. */
export function validateRegistration(values: RegistrationValues): Record<string, string> {
  const schema = { ...requisiteSchema(values.account_type), ...personRules };
  return validateRecord(schema, values);
}

/**
 * The attributes to send: only the fields of the chosen account type (the server refuses
 * attributes it does not know for it), trimmed, empty optional ones left out, the phone as the
 * 11 digits the server stores.
 */
export function registrationAttributes(values: RegistrationValues): Record<string, unknown> {
  const fields: RegistrationField[] = [
    ...requisitesOf(values.account_type),
    'last_name',
    'first_name',
    'middle_name',
    'email',
    'snils',
  ];
  const attributes: Record<string, unknown> = { account_type: values.account_type };
  for (const field of fields) {
    const text = values[field].trim();
    if (text) attributes[field] = text;
  }
  return {
    ...attributes,
    phone: normalizePhone(values.phone) ?? values.phone,
    password: values.password,
    password_confirmation: values.password_confirmation,
    policy_agreement: true,
    // The consent edition this form showed (src/domain/personalDataConsent.ts).
    policy_agreement_version: personalDataConsent.version,
  };
}
