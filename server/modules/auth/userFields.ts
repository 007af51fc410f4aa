/**
 * The applicant's own fields (seed 000 §3 User) with the shared validators, after the schema
 * judged their kinds and lengths (src/wire/accountBodies.ts, ./afterSchema.ts): registration
 * checks them all, PATCH /v1/users/current only those sent. Requisites follow the account type:
 * a legal entity has a 10-digit INN and a 13-digit OGRN, an entrepreneur 12 and 15 (OGRNIP).
 */
import { errorMessages } from '../../../i18n/messages';
import type { AccountType } from '../../../src/domain/accountTypes';
import { notInFuture } from '../../../src/validation/dates';
import { validationMessages as m } from '../../../src/validation/messages';
import { requisiteRules } from '../../../src/validation/requisiteFields';
import { isValidSnils, validateSnils } from '../../../src/validation/snils';
import type { Queryable } from '../../db';
import { existingIds } from '../../http/crud';
import { requisiteAttributes } from '../../../src/wire/accountBodies';
import type { AfterSchema } from '../../http/afterSchema';

const PASSPORT_KEYS: Record<string, RegExp> = {
  series: /^\d{4}$/,
  number: /^\d{6}$/,
  division_code: /^\d{3}-\d{3}$/,
  issued_by: /^.{1,255}$/s,
  date: /^(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})$/,
};

/**
 * The passport block (judged an object or null): series, number, division code, issuer, issue
 * date, all strings; a refused member is answered under `passport` (src/wire/accountBodies.ts).
 */
function passport(f: AfterSchema): void {
  const v = f.attributes.passport as Record<string, unknown> | null | undefined;
  if (v === undefined) return;
  if (v === null) {
    f.values.passport = null;
    return;
  }
  const ok = Object.entries(v).every(
    ([k, x]) =>
      PASSPORT_KEYS[k] &&
      (x === null || x === '' || (typeof x === 'string' && PASSPORT_KEYS[k].test(x))),
  );
  if (!ok) return f.fail('passport', 'Паспорт', m.invalid);
  f.values.passport = JSON.stringify(v);
}

/** The names and contacts of every account, staff's too (their phone is optional). */
export function nameFields(f: AfterSchema, phoneRequired: boolean): void {
  f.string('last_name', 'Фамилия', true);
  f.string('first_name', 'Имя', true);
  f.string('middle_name', 'Отчество');
  f.email('email', 'Электронная почта', true);
  f.phone('phone', 'Телефон', phoneRequired);
}

/** Names, contacts and personal data every account type has. */
export function personFields(f: AfterSchema): void {
  nameFields(f, true);
  f.date('birth_date', 'Дата рождения', notInFuture);
  f.string('gender', 'Пол');
  f.rule('snils', 'СНИЛС', validateSnils);
  if (typeof f.values.snils === 'string') f.values.valide_snils = isValidSnils(f.values.snils);
  else if (f.values.snils === null) f.values.valide_snils = false;
  passport(f);
  f.string('region_id', 'Регион');
}

/** The requisites an account type has (none for an individual); the rest are another type's. */
export function requisiteNames(accountType: AccountType | undefined): string[] {
  if (!accountType || accountType === 'individual_person') return [];
  return [...requisiteRules(accountType).map(([name]) => name), 'organization_full_name'];
}

/**
 * Organization requisites by account type; `required` on registration. Another type's
 * requisite (all of them while the type is unknown) is an attribute the form may not send.
 */
export function requisiteFields(
  f: AfterSchema,
  accountType: AccountType | undefined,
  required: boolean,
): void {
  const own = requisiteNames(accountType);
  for (const name of Object.keys(requisiteAttributes)) {
    if (!own.includes(name) && f.attributes[name] !== undefined) f.unknown(name);
  }
  if (!accountType || accountType === 'individual_person') return;
  for (const [name, rule] of requisiteRules(accountType)) {
    f.rule(name, rule.label, rule.validate, { required: required && rule.required });
  }
  f.string('organization_full_name', 'Полное наименование организации');
}

/** The account type, required (the schema judged it one of the types, or blank). */
export function accountTypeField(f: AfterSchema): AccountType | undefined {
  f.string('account_type', 'Тип учётной записи', true);
  return f.values.account_type as AccountType | undefined;
}

/** The region must exist; checked once the id itself was valid. */
export async function checkRegion(db: Queryable, f: AfterSchema): Promise<void> {
  const id = f.values.region_id;
  if (typeof id === 'string' && !(await existingIds(db, 'regions', [id])).has(id)) {
    f.fail('region_id', 'Регион', m.invalid);
  }
}

/**
 * Unique e-mail and phone among the table's accounts, with the seeds' messages (seed 000 §8;
 * the operator form says `phoneTaken` its own way).
 */
export async function checkUnique(
  db: Queryable,
  table: 'users' | 'admin_users',
  f: AfterSchema,
  exceptId?: string,
  phoneTaken: string = errorMessages.phoneTaken,
): Promise<void> {
  const { email, phone } = f.values as { email?: string | null; phone?: string | null };
  if (email) {
    const rows = await db.query(
      `SELECT 1 FROM ${table} WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2::bigint`,
      [email, exceptId ?? null],
    );
    if (rows.length) f.fail('email', 'Электронная почта', errorMessages.emailTaken);
  }
  if (phone) {
    const rows = await db.query(
      `SELECT 1 FROM ${table} WHERE phone = $1 AND id IS DISTINCT FROM $2::bigint`,
      [phone, exceptId ?? null],
    );
    if (rows.length) f.fail('phone', 'Телефон', phoneTaken);
  }
}

/** Unique-index names → field and message, for the race the pre-check cannot close. */
export const uniqueAccountConstraints = {
  unique: {
    users_email_idx: ['email', errorMessages.emailTaken],
    users_phone_idx: ['phone', errorMessages.phoneTaken],
    admin_users_email_idx: ['email', errorMessages.emailTaken],
    admin_users_phone_idx: ['phone', errorMessages.phoneTaken],
  },
} as const;
