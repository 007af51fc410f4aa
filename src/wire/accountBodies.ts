/**
 * The account and people bodies, one definition of each: the server's routes judge with them
 * (server/modules/auth, server/modules/people) and the clients' verbs take their types by a
 * type-only import (dataProvider/accountVerbs.ts, authProvider/core.ts).
 *
 * A schema here judges what it can say — a value's kind, a text's length as sent, an option of
 * a list, a record id's digits, the unknown attributes — so the 422 names the field in the
 * seeds' words (server/http/schemaErrors.ts). What it cannot say stays in code after it: a text
 * of spaces only is empty (required, or none), the formats that need code (e-mail, phone
 * normalisation, the dates 'ДД.ММ.ГГГГ' / 'ГГГГ-ММ-ДД' and their calendar, СНИЛС / ИНН / ОГРН
 * checksums, the password policy), which requisites an account type has, the database.
 *
 * The passport, the addresses and the registration documents are judged as objects (or null)
 * only: their members are read in code, because a refused member is answered under the whole
 * attribute (`/data/attributes/passport`), which a schema would answer under the member.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { accountTypes } from '../domain/accountTypes';
import { genders } from '../domain/people';
import { operators } from '../registries/operators';
import { roles } from '../domain/roles';
import { attr, echoes, open, recordId } from './schemaParts';

/** A text as sent, at most `max` characters when given, or null; blank is handled in code. */
export const text = (title: string, max?: number, description?: string) =>
  Type.Optional(
    Type.Union([Type.String({ title, ...(max ? { maxLength: max } : {}) }), Type.Null()], {
      title,
      ...(description ? { description } : {}),
    }),
  );

/** Spaces only, or nothing: an option left empty (code answers it as none, or required). */
const blank = Type.Unsafe<''>({ type: 'string', pattern: '^\\s*$' });

/** One of `values`, or blank / null for none. */
export const option = <V extends string>(values: readonly V[], title: string) =>
  Type.Optional(
    Type.Union([Type.Enum([...values], { title }), blank, Type.Null()], {
      title,
      description: `Одно из: ${values.join(', ')}`,
    }),
  );

/** A record id as the forms send it: digits as a string or a number; blank / null for none. */
export const optionalId = (title: string, description?: string) =>
  Type.Optional(
    recordId(title, { blank: 'spaces', number: 'digits', nullable: true, description }),
  );

/** A flag: true / false, 'true' / 'false' as a form sends it, or blank / null (false). */
export const flag = (title: string, description = `${title}: true / false`) =>
  Type.Optional(
    Type.Union([Type.Boolean(), Type.String({ pattern: '^(true|false|\\s*)$' }), Type.Null()], {
      title,
      description,
    }),
  );

/** An object or null, its members read in code (see the top of this file). */
const objectOrNull = (title: string, description: string) =>
  Type.Optional(
    Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], title, description }),
  );

/** Attributes a client may echo back from a read: accepted as anything, never written. */
const readOnly = <K extends string>(keys: readonly K[]) =>
  echoes(keys, 'Только для чтения, не записывается');

/** `{data: {type?, id?, attributes}}` of a write: the envelope around judged attributes. */
export function document<A extends TSchema>(attributes: A) {
  return open({
    data: open({
      type: Type.Optional(Type.Unknown({ description: 'Тип ресурса' })),
      id: Type.Optional(Type.Unknown({ description: 'Идентификатор (не обязателен)' })),
      attributes,
    }),
  });
}

/** Names and contacts of every account, the applicants' and the staff's. */
export const nameAttributes = {
  last_name: text('Фамилия', 100),
  first_name: text('Имя', 100),
  middle_name: text('Отчество', 100),
  // No length: validateEmail answers a too long address with the e-mail's own message.
  email: text('Электронная почта'),
  phone: text('Телефон', 255),
};

/** An applicant's person (seed 000 §3 User). */
export const personAttributes = {
  ...nameAttributes,
  birth_date: text('Дата рождения', undefined, 'ДД.ММ.ГГГГ или ГГГГ-ММ-ДД'),
  gender: option(genders, 'Пол'),
  snils: text('СНИЛС', 255),
  passport: objectOrNull(
    'Паспорт',
    'Паспорт: {series: 4 цифры, number: 6 цифр, division_code: 000-000, issued_by, date}',
  ),
  region_id: optionalId('Регион'),
};

/** The requisites of an organization; which of them a type has is code's (requisiteRules). */
export const requisiteAttributes = {
  organization_name: text('Наименование организации', 255),
  inn: text('ИНН', 255, 'ИНН: 10 цифр юридического лица, 12 — предпринимателя'),
  ogrn: text('ОГРН', 255, 'ОГРН (13 цифр) или ОГРНИП (15 цифр)'),
  kpp: text('КПП', 255),
  organization_full_name: text('Полное наименование организации', 1000),
};

/** The addresses and the registration documents staff (and the applicant's profile) fill in. */
export const cardAttributes = {
  legal_address: objectOrNull('Юридический адрес', 'Адрес или null'),
  postal_address: objectOrNull('Почтовый адрес', 'Адрес или null'),
  egrul_document: objectOrNull('Запись ЕГРЮЛ', '{number, registered_at, issued_by} или null'),
  entrepreneur_registration_document: objectOrNull(
    'Свидетельство о регистрации ИП',
    '{number, registered_at, issued_by} или null',
  ),
};

/** A new password and its confirmation, checked as typed (never trimmed). */
export const newPasswordAttributes = {
  password: text('Пароль', 255),
  password_confirmation: text('Подтверждение пароля', 255),
};

/** `POST /v1/users`: the applicant's registration. */
export const RegistrationAttributes = Type.Object(
  {
    account_type: option(accountTypes, 'Тип учётной записи'),
    ...personAttributes,
    ...requisiteAttributes,
    ...newPasswordAttributes,
    policy_agreement: Type.Optional(attr.flag('Согласие на обработку персональных данных')),
    policy_agreement_version: text('Согласие на обработку персональных данных'),
    recaptcha_token: Type.Optional(Type.String({ description: 'Ответ reCAPTCHA' })),
    'g-recaptcha-response': Type.Optional(Type.String({ description: 'Ответ reCAPTCHA' })),
    captcha: Type.Optional(Type.Unknown({ description: 'Не используется' })),
  },
  { additionalProperties: false },
);
export type RegistrationAttributes = Static<typeof RegistrationAttributes>;

/** `POST /v1/users/confirmation`, `POST …/password`: an e-mail to write to. */
export const EmailAttributes = Type.Object(
  { email: text('Электронная почта') },
  { additionalProperties: false },
);
export type EmailAttributes = Static<typeof EmailAttributes>;

/** `PATCH …/password`: the mailed token and the new password. */
export const PasswordResetAttributes = Type.Object(
  { reset_password_token: text('Ссылка', 128), ...newPasswordAttributes },
  { additionalProperties: false },
);
export type PasswordResetAttributes = Static<typeof PasswordResetAttributes>;

/** `PUT …/current/password`: the current password and the new one. */
export const PasswordChangeAttributes = Type.Object(
  { current_password: text('Текущий пароль', 128), ...newPasswordAttributes },
  { additionalProperties: false },
);
export type PasswordChangeAttributes = Static<typeof PasswordChangeAttributes>;

/** Attributes of the signed-in account's document a form may send back; never written. */
export const currentEchoes = [
  'id',
  'account_type',
  'user_full_name',
  'name',
  'user_name',
  'role',
  'role_label',
  'executor_selection',
  'social_assistance',
  'citizen_category_approval',
  'specification_approvement',
  'valide_snils',
  'organization',
  'blocked',
  'confirmed_at',
  'policy_agreed_at',
  'policy_version',
  'last_sign_in_at',
  'created_at',
  'updated_at',
  'organization_id',
  'branch_id',
  'mfc_id',
  'source_id',
  'main_organization_id',
  'is_rog',
  'legal_address_id',
  'postal_address_id',
  'region',
  'main_organization',
] as const;

/** `PATCH /v1/admin/current`: a staff member's own names and contacts (partial). */
export const AdminProfileAttributes = Type.Object(
  { ...readOnly([...currentEchoes, 'region_id']), ...nameAttributes },
  { additionalProperties: false },
);
export type AdminProfileAttributes = Static<typeof AdminProfileAttributes>;

/** `PATCH /v1/users/current`: the applicant's own data (partial: only what is sent). */
export const UserProfileAttributes = Type.Object(
  {
    ...readOnly(currentEchoes),
    ...personAttributes,
    ...requisiteAttributes,
    ...cardAttributes,
    notify_by_sms: flag('СМС'),
    notify_by_email: flag('Электронная почта'),
    policy_agreement_version: text('Согласие на обработку персональных данных'),
  },
  { additionalProperties: false },
);
export type UserProfileAttributes = Static<typeof UserProfileAttributes>;

/** The applicant's card a console's read answers; a form may send them back, never written. */
export const applicantEchoes = [
  'id',
  'user_full_name',
  'name',
  'user_name',
  'organization',
  'valide_snils',
  'blocked',
  'confirmed_at',
  'policy_agreed_at',
  'last_sign_in_at',
  'created_at',
  'updated_at',
  'region',
  'source',
  'source_id',
  'mfc',
  'mfc_id',
  'created_by',
  'created_by_id',
  'created_by_name',
  'main_organization',
  'main_organization_id',
  'legal_address_id',
  'postal_address_id',
  'leads_count',
  // The applicant's own settings (/v1/users/current), shown on the card, not staff's to write.
  'policy_version',
  'notify_by_sms',
  'notify_by_email',
] as const;

/**
 * `POST` / `PATCH` / `PUT /v1/admin/users[/{id}]`: an applicant's card in the console. The type
 * is chosen on creation (an edit may echo it back).
 */
export const ApplicantAttributes = Type.Object(
  {
    ...readOnly(applicantEchoes),
    account_type: option(accountTypes, 'Тип учётной записи'),
    ...personAttributes,
    ...requisiteAttributes,
    ...cardAttributes,
  },
  { additionalProperties: false },
);
export type ApplicantAttributes = Static<typeof ApplicantAttributes>;

/** The operator form's echoes of a read (seed 001 §3). */
export const operatorEchoes = [
  'id',
  'full_name',
  'role_label',
  'blocked',
  'confirmed',
  'confirmed_at',
  'confirmation_sent_at',
  'last_sign_in_at',
  'created_at',
  'updated_at',
] as const;

/** The staff form puts the phone after the role and the units. */
const { phone: staffPhone, ...staffNames } = nameAttributes;
const operatorLabel = (key: keyof typeof operators.fields) => operators.fields[key].label;

/**
 * `POST` / `PATCH /v1/admin/admin_users[/{id}]`: a staff account's form, in the definition's
 * order (src/registries/operators.ts). What a role requires and clears is code's.
 */
export const OperatorAttributes = Type.Object(
  {
    ...readOnly(operatorEchoes),
    ...staffNames,
    role: option(roles, operatorLabel('role')),
    region_id: optionalId(operatorLabel('region_id')),
    mfc_id: optionalId(operatorLabel('mfc_id')),
    organization_id: optionalId(operatorLabel('organization_id')),
    branch_id: optionalId(operatorLabel('branch_id')),
    phone: staffPhone,
    executor_selection: flag(operatorLabel('executor_selection')),
    social_assistance: flag(operatorLabel('social_assistance')),
    citizen_category_approval: flag(operatorLabel('citizen_category_approval')),
    specification_approvement: flag(operatorLabel('specification_approvement')),
  },
  { additionalProperties: false },
);
export type OperatorAttributes = Static<typeof OperatorAttributes>;

/** `{auth: {...}}` of the login calls: the members a call reads; any other is refused. */
const auth = <P extends Record<string, TSchema>>(members: P) =>
  open({ auth: Type.Optional(Type.Object(members, { additionalProperties: false })) });

/**
 * `POST /v1/admin/token`, `/v1/user/token`: `{email | phone, password}` or `{phone, sms_code}`.
 * No lengths: a wrong password of any length is the login's 401.
 */
export const LoginBody = auth({
  email: text('Электронная почта'),
  phone: text('Телефон'),
  password: text('Пароль'),
  sms_code: text('Код из СМС'),
  remember: Type.Optional(Type.Unknown({ description: 'Не используется' })),
});
export type LoginBody = Static<typeof LoginBody>;

/** `POST /v1/admin/admin_sms_tokens`, `/v1/user/sms_token`: the phone a login code goes to. */
export const SmsTokenBody = auth({ phone: text('Телефон') });
export type SmsTokenBody = Static<typeof SmsTokenBody>;

/** `PATCH /v1/users/confirmation`: the phone and the registration's SMS code. */
export const SmsConfirmationBody = auth({ phone: text('Телефон'), sms_code: text('Код из СМС') });
export type SmsConfirmationBody = Static<typeof SmsConfirmationBody>;

/** `POST …/token/refresh`: the session's single-use refresh token. */
export const RefreshBody = auth({ refresh_token: text('Токен обновления', 128) });
export type RefreshBody = Static<typeof RefreshBody>;
