/**
 * The personal data form of /profile: the fields PATCH /v1/users/current takes from the
 * applicant (server/modules/auth/userFields.ts), their labels and rules — the applicants'
 * definition (src/registries/users.ts) for names and contacts, src/validation/requisiteFields.ts
 * for the requisites of the account type — and the body a save sends: the changed fields only,
 * so a value the applicant did not touch is never re-checked against rules it predates.
 */
import type { AccountType } from '../../src/domain/accountTypes';
import { ruDate, toCalendarDate, toIsoDate } from '../../src/format/date';
import { fieldValidators } from '../../src/registries/define';
import { users } from '../../src/registries/users';
import { validateRecord, type ValidationSchema } from '../../src/validation/compose';
import { notInFuture } from '../../src/validation/dates';
import { maskTypedPhone, masks } from '../../src/validation/masks';
import { normalizePhone } from '../../src/validation/phone';
import { requisiteRules, type RequisiteField } from '../../src/validation/requisiteFields';
import { maskOf, requisiteSchema, requisitesOf } from '../account/registrationRules';
import type { Account } from './accountQueries';

export const personFields = [
  'last_name',
  'first_name',
  'middle_name',
  'email',
  'phone',
  'snils',
  'birth_date',
] as const;

type PersonField = (typeof personFields)[number];
export type ProfileField = RequisiteField | PersonField;
export type ProfileValues = Partial<Record<ProfileField, string>>;

export function fieldsOf(accountType: AccountType): ProfileField[] {
  return [...requisitesOf(accountType), ...personFields];
}

/** A requisite's label by type (an entrepreneur's OGRN is an OGRNIP), else the registry's. */
export function labelOf(field: ProfileField, accountType: AccountType): string {
  const rule = requisiteRules(accountType).find(([name]) => name === field)?.[1];
  return rule?.label ?? users.fields[field].label;
}

export function isRequired(field: ProfileField, accountType: AccountType): boolean {
  const rule = requisiteRules(accountType).find(([name]) => name === field)?.[1];
  return rule ? rule.required : Boolean((users.fields[field] as { required?: boolean }).required);
}

/** The input mask of a field, as registration and seed 000 §5 give them; phones mask apart. */
export function profileMask(field: ProfileField, accountType: AccountType): string | undefined {
  if (field === 'birth_date') return masks.date;
  return field === 'phone' ? undefined : maskOf(field, accountType);
}

function schemaOf(accountType: AccountType): ValidationSchema {
  const schema = requisiteSchema(accountType);
  for (const field of personFields) schema[field] = fieldValidators(users.fields[field]);
  // The server's own bound on the birth date (userFields.ts personFields).
  schema.birth_date = [...fieldValidators(users.fields.birth_date), notInFuture];
  return schema;
}

export function validateProfile(
  values: ProfileValues,
  accountType: AccountType,
): Record<string, string> {
  return validateRecord(schemaOf(accountType), values);
}

const text = (value: unknown) => (value == null ? '' : String(value));

/** The account as the form shows it: the phone and the dates masked. */
export function profileValues(account: Account, accountType: AccountType): ProfileValues {
  const values: ProfileValues = {};
  for (const field of fieldsOf(accountType)) values[field] = text(account[field]);
  values.phone = values.phone ? maskTypedPhone(values.phone) : '';
  const birth = toCalendarDate(account.birth_date);
  values.birth_date = birth ? ruDate(birth) : '';
  return values;
}

/** The PATCH attributes: each changed field trimmed (empty clears it), as the server stores it. */
export function changedAttributes(
  before: ProfileValues,
  after: ProfileValues,
): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after) as [ProfileField, string][]) {
    const next = value.trim();
    if (next === (before[field] ?? '').trim()) continue;
    const birth = field === 'birth_date' ? toCalendarDate(next) : undefined;
    attributes[field] = !next
      ? null
      : field === 'phone'
        ? (normalizePhone(next) ?? next)
        : birth
          ? toIsoDate(birth)
          : next;
  }
  return attributes;
}
