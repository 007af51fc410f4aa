/**
 * The lead dictionary registries. Regions, sources and dictionaries run on the registry engine
 * (server/registries) like any declarative registry; services still have their API written in
 * server/modules/reference (the service passport and the offer rules: moving onto the engine,
 * issue 37), and their definition drives the console screens and catalogue entries with the
 * fields and rules of the server's (services.ts).
 */
import { alreadyExists } from '../../i18n/messages';
import { accountTypeOptions } from '../domain/accountTypes';
import { dictionaryKinds, dictionaryKindTitle } from '../domain/dictionaryKinds';
import { optionsOf } from '../domain/enums';
import { maxServicePassportBytes, servicePassportExtensions } from '../domain/uploads';
import { slaKindOptions } from '../domain/slaKinds';
import { digitsOnly, pattern } from '../validation/basic';
import { validationMessages } from '../validation/messages';
import { active, createdAt, inactiveRow, nameField, updatedAt } from './common';
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
    created_at: createdAt,
    updated_at: updatedAt,
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
      list: true,
      sort: true,
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
    active: { ...active, label: 'Активна' },
    additional_service: { kind: 'boolean', label: 'Дополнительная услуга', default: true },
    documents_list: { kind: 'text', label: 'Перечень документов', max: 10000 },
    passport: {
      kind: 'file',
      label: 'Паспорт услуги',
      extensions: servicePassportExtensions,
      maxBytes: maxServicePassportBytes,
      maxSizeMessage: validationMessages.passportMaxSize,
    },
  },
  search: ['name', 'code'],
  // A service whose passport PDF is uploaded.
  rowStates: [inactiveRow, { state: 'uploaded', field: 'passport', filled: true }],
  site: {},
  audited: false,
  exportable: false,
  // The passport PDF streamed in the form body (seed 001 §7) and the offer rules by account type
  // and role: still on the older engine (server/modules/reference/services.ts, issue 37).
  customServer: true,
});
