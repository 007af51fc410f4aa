/**
 * The lead dictionary registries, served by the registry engine (server/registries) like any
 * declarative registry. What services may be applied for reads the caller (the applicant's
 * account type, the staff member's role): server/modules/reference/services.ts hands that rule
 * to the engine (issue 37).
 */
import { alreadyExists } from '../../i18n/messages';
import { accountTypeOptions } from '../domain/accountTypes';
import { dictionaryKinds, dictionaryKindTitle } from '../domain/dictionaryKinds';
import { optionsOf } from '../domain/enums';
import { maxServicePassportBytes, servicePassportExtensions } from '../domain/uploads';
import { slaKindOptions } from '../domain/slaKinds';
import { digitsOnly, pattern } from '../validation/basic';
import { validationMessages } from '../validation/messages';
import { active, inactiveRow, nameField, timestamps } from './common';
import { defineRegistry } from './define';

export const regions = defineRegistry({
  name: 'lead_dictionary/regions',
  path: 'regions',
  type: 'region',
  table: 'regions',
  title: ['Регион', 'Регионы', 'Регионов'],
  section: 'lead_dictionary',
  permissions: 'regions',
  fields: {
    name: { kind: 'string', label: 'Название', required: true, max: 255, list: true, sort: true },
    // The subject's two- or three-digit code ('60', '150'): addresses and ФИАС name it.
    code: {
      kind: 'string',
      label: 'Код',
      required: true,
      min: 2,
      max: 3,
      validate: [digitsOnly],
      unique: alreadyExists('Регион', 'кодом'),
      list: true,
      sort: true,
      filter: true,
      exact: true,
    },
    main_organization_id: {
      kind: 'reference',
      label: 'Основная организация',
      resource: 'organizations',
      list: true,
    },
  },
  search: ['name', 'code'],
  defaultSort: { field: 'code', order: 'asc' },
  perPage: 100,
  inUse: 'Регион используется в других разделах и не может быть удалён',
  site: {},
  audited: false,
  exportable: false,
});

export const sources = defineRegistry({
  name: 'lead_dictionary/sources',
  path: 'sources',
  type: 'source',
  table: 'sources',
  title: ['Источник', 'Источники', 'Источников'],
  section: 'lead_dictionary',
  permissions: 'sources',
  fields: {
    name: { kind: 'string', label: 'Название', required: true, max: 255, list: true, sort: true },
    slug: {
      kind: 'string',
      label: 'Код',
      required: true,
      max: 64,
      // A code integrations send: a lower-case Latin letter first, then letters, digits, '_'.
      validate: [pattern(/^[a-z][a-z0-9_]*$/)],
      unique: alreadyExists('Источник', 'кодом'),
      list: true,
      sort: true,
      filter: true,
      exact: true,
    },
  },
  search: ['name', 'slug'],
  defaultSort: { field: 'id', order: 'asc' },
  perPage: 100,
  inUse: 'Источник используется в других разделах и не может быть удалён',
  site: {},
  audited: false,
  exportable: false,
});

export const dictionaryKindOptions = optionsOf(
  dictionaryKinds,
  Object.fromEntries(dictionaryKinds.map((k) => [k, dictionaryKindTitle(k)])) as Record<
    (typeof dictionaryKinds)[number],
    string
  >,
);

export const dictionaries = defineRegistry({
  name: 'lead_dictionary/dictionaries',
  path: 'dictionaries',
  type: 'dictionary',
  table: 'dictionaries',
  title: ['Справочник', 'Справочники', 'Справочников'],
  section: 'lead_dictionary',
  permissions: 'dictionaries',
  fields: {
    // Unique in its dictionary, whatever the case (dictionaries_type_name_idx).
    name: { ...nameField(500, 'Название'), unique: alreadyExists('Элемент', 'названием') },
    dictionary_type: {
      kind: 'enum',
      label: 'Справочник',
      options: dictionaryKindOptions,
      required: true,
      list: true,
      filter: true,
    },
    position: {
      kind: 'integer',
      label: 'Позиция',
      min: 0,
      default: 0,
      emptyAs: 0,
      list: true,
      sort: true,
    },
    // The live API's name of the entry: set from the name on create, kept on rename (issue 36).
    slug: {
      kind: 'string',
      label: 'Код (slug)',
      readOnly: true,
      slugFrom: { field: 'name', within: ['dictionary_type'] },
      list: true,
    },
    active,
    ...timestamps,
  },
  search: ['name'],
  // Each dictionary in its own order; the seeds read a dictionary 100 entries at a time.
  defaultSort: { field: 'dictionary_type', order: 'asc', then: ['position', 'name'] },
  perPage: 100,
  inUse: 'Элемент справочника используется и не может быть удалён',
  rowStates: [inactiveRow],
  site: { where: { active: true } },
  audited: false,
  exportable: false,
});

export const services = defineRegistry({
  name: 'lead_dictionary/services',
  path: 'services',
  type: 'service',
  table: 'services',
  title: ['Услуга', 'Услуги', 'Услуг'],
  section: 'lead_dictionary',
  permissions: 'services',
  fields: {
    code: {
      kind: 'string',
      label: 'Код',
      required: true,
      max: 10,
      validate: [digitsOnly],
      unique: alreadyExists('Услуга', 'кодом'),
      list: true,
      sort: true,
    },
    // The type code leads and integrations name a service by (`technical_connection`); a service
    // created in the console gets one from its code (`prepare`).
    kind: {
      kind: 'string',
      label: 'Код вида услуги',
      required: true,
      max: 64,
      validate: [pattern(/^[a-z][a-z0-9_]*$/)],
      unique: alreadyExists('Услуга', 'видом'),
      hiddenInForm: true,
    },
    name: nameField(500),
    slug: { kind: 'string', label: 'Slug', max: 100, validate: [pattern(/^[a-z0-9][a-z0-9_-]*$/)] },
    short_name: { kind: 'string', label: 'Тип услуги', required: true, list: true },
    account_types: {
      kind: 'enum',
      label: 'Типы заявителей',
      options: accountTypeOptions,
      many: true,
    },
    description: { kind: 'text', label: 'Описание', required: true, max: 10000 },
    sla_period: {
      kind: 'integer',
      label: 'Срок оказания услуги',
      required: true,
      min: 0,
      list: true,
    },
    sla_kind: {
      kind: 'enum',
      label: 'Тип срока',
      options: slaKindOptions,
      required: true,
      default: 'business',
    },
    // The fixed order services are offered in (seed 000 §3); set by the seeds, not the form.
    priority: { kind: 'integer', label: 'Приоритет', min: 0, sort: true, hiddenInForm: true },
    active: { ...active, label: 'Активна' },
    additional_service: { kind: 'boolean', label: 'Дополнительная услуга', default: true },
    documents_list: { kind: 'text', label: 'Перечень документов', max: 10000 },
    // Who provides it (seed 000 §3 "Service relation organizations"): the edit screen shows them
    // on their own button; the organizations' services tab edits them.
    organization_ids: {
      kind: 'references',
      label: 'Организации',
      resource: 'organizations',
      through: { table: 'organization_services', key: 'service_id', foreignKey: 'organization_id' },
      hiddenInForm: true,
    },
    // Seed 001 §3 "passport (file with url and name)", sent in the console's form (seed 001 §7).
    passport: {
      kind: 'file',
      label: 'Паспорт услуги',
      extensions: servicePassportExtensions,
      maxBytes: maxServicePassportBytes,
      maxSizeMessage: validationMessages.passportMaxSize,
      column: 'passport_file_id',
      upload: 'form',
      answer: 'link',
    },
  },
  search: ['name', 'short_name', 'code', 'kind'],
  // The offer order (seed 000 §3): by the fixed priority, then by name.
  defaultSort: { field: 'priority', order: 'asc', then: ['name'] },
  perPage: 100,
  inUse: 'Услуга используется в заявках и не может быть удалена',
  // A service whose passport PDF is uploaded.
  rowStates: [inactiveRow, { state: 'uploaded', field: 'passport', filled: true }],
  site: {},
  audited: false,
  exportable: false,
  prepare: (values, operation) => ({
    ...values,
    // A service created from the form has no type code: its own, derived from the code (a
    // missing or bad code is refused on its own field).
    kind: values.kind ?? (operation === 'create' ? `service_${String(values.code ?? '')}` : null),
    // Seed 000: business days ('Рабочих дней') unless calendar days are chosen.
    sla_kind: values.sla_kind ?? 'business',
  }),
});
