/**
 * Applicants — the site's accounts administered from the console (seed 001 §2 /crm/users,
 * §7 `/users`). The API is hand-written (server/modules/people/user*.ts: account types,
 * search, block, leads reassignment); this definition drives the menu entry, the access keys
 * `admin_users_*`, the catalogue and the labels of the audit trail. Validation of the fields
 * is the registration's (server/modules/auth/userFields.ts), shared with the site.
 */
import { accountTypeOptions } from '../domain/accountTypes';
import { genderOptions } from '../domain/people';
import { validateSnils } from '../validation/snils';
import { blockedRow, createdBy, emailField, phoneField, regionRef, timestamps } from './common';
import { defineRegistry } from './define';

export const users = defineRegistry({
  name: 'users',
  path: 'users',
  type: 'user',
  table: 'users',
  title: ['Заявитель', 'Заявители', 'Заявителей'],
  section: 'users',
  permissions: 'users',
  fields: {
    user_full_name: { kind: 'string', label: 'ФИО', readOnly: true, list: true },
    account_type: {
      kind: 'enum',
      label: 'Тип учётной записи',
      options: accountTypeOptions,
      required: true,
      list: true,
      filter: true,
    },
    last_name: { kind: 'string', label: 'Фамилия', required: true, max: 100 },
    first_name: { kind: 'string', label: 'Имя', required: true, max: 100 },
    middle_name: { kind: 'string', label: 'Отчество', max: 100 },
    organization_name: { kind: 'string', label: 'Наименование организации', list: true },
    organization_full_name: { kind: 'string', label: 'Полное наименование организации' },
    email: { ...emailField, required: true, list: true },
    phone: { ...phoneField, required: true, list: true },
    birth_date: { kind: 'date', label: 'Дата рождения' },
    gender: { kind: 'enum', label: 'Пол', options: genderOptions },
    snils: { kind: 'string', label: 'СНИЛС', mask: 'snils', validate: [validateSnils] },
    passport: { kind: 'string', label: 'Паспорт', readOnly: true },
    inn: { kind: 'string', label: 'ИНН' },
    ogrn: { kind: 'string', label: 'ОГРН / ОГРНИП' },
    kpp: { kind: 'string', label: 'КПП', mask: 'kpp' },
    egrul_document: { kind: 'string', label: 'Запись ЕГРЮЛ', readOnly: true },
    entrepreneur_registration_document: {
      kind: 'string',
      label: 'Свидетельство о регистрации ИП',
      readOnly: true,
    },
    legal_address: { kind: 'string', label: 'Юридический адрес', readOnly: true },
    postal_address: { kind: 'string', label: 'Почтовый адрес', readOnly: true },
    region_id: regionRef,
    mfc_id: { kind: 'reference', label: 'МФЦ', resource: 'mfc', readOnly: true },
    blocked: { kind: 'boolean', label: 'Заблокирован', readOnly: true, list: true, filter: true },
    policy_agreed_at: {
      kind: 'datetime',
      label: 'Согласие на обработку персональных данных',
      readOnly: true,
    },
    lead_uids: { kind: 'string', label: 'Заявки', readOnly: true },
    created_by_id: createdBy,
    ...timestamps,
  },
  recordTitle: 'user_full_name',
  rowStates: [blockedRow],
  search: ['last_name', 'first_name', 'middle_name', 'organization_name', 'email', 'phone'],
  audited: true,
  // The applicants' export is the base report (/user_reports/base_report), not `/users/export`.
  exportable: false,
  // Applicants' accounts: the registration's rules by account type, blocking, policy agreements,
  // leads reassigned, each read in the caller's reach (server/modules/people/userRoutes.ts).
  customServer: true,
});
