/**
 * Organizations (seed 001 §2 /crm/organizations, §3 Organization, §6 keys) and the registries
 * nested under one organization or one of its branches (§2: schedule, regional_benefits,
 * gro_auth_representatives, branches; §3 Branch: districts, cadastral_quaters). The
 * organizations' API is hand-written in server/modules/reference and server/modules/organizations
 * (scoping to the caller's organization, affiliations by region, addresses); the nested ones
 * run on the engine's nested routes (`nested`, server/registries/nested.ts) under the parent
 * that module loads. Only `organizations` is listed in ./index.ts: the nested ones live under
 * an organization's id.
 * Nested fields are ours (docs/decisions.md "Organizations").
 */
import { inScope, type Scope } from '../access/scoping';
import { optionsOf } from '../domain/enums';
import { digitsOnly, pattern } from '../validation/basic';
import { minDate } from '../validation/dates';
import { isEmpty, validationMessages, type Validator } from '../validation/messages';
import { validateInnLegal, validateKpp, validateOgrnLegal } from '../validation/requisites';
import {
  active,
  emailField,
  inactiveRow,
  nameField,
  normalizedPhone,
  organizationRef,
  phoneField,
  regionRef,
  timestamps,
} from './common';
import { defineRegistry } from './define';

/** A date not before the record's `other` date (valid_to after valid_from). */
export function notBefore(other: string): Validator {
  return (value, all) => minDate(all?.[other])(value);
}

/** 'HH:MM', 00:00–23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const validateTimeOfDay: Validator = pattern(TIME_OF_DAY);

/** A time later than the record's `other` time (the end of reception after its start). */
export function laterThan(other: string): Validator {
  return (value, all) => {
    const start = all?.[other];
    if (isEmpty(value) || typeof start !== 'string' || !TIME_OF_DAY.test(start)) return undefined;
    return String(value) > start ? undefined : validationMessages.invalid;
  };
}

/**
 * A cadastral district: region and district groups 'NN:NN' (e.g. '60:27'), optionally narrowed
 * by the leading digits of the quarter group ('60:27:01') for a part of a district.
 */
export const DISTRICT_PREFIX = /^\d{2}:\d{2}(:\d{1,7})?$/;
/** A cadastral quarter: 'NN:NN:NNNNNNN' (6 or 7 digits in the quarter group). */
export const CADASTRAL_QUARTER = /^\d{2}:\d{2}:\d{6,7}$/;
const cadastralRule = (regex: RegExp): Validator =>
  pattern(regex, validationMessages.cadastralNumber);

export const organizationActive = { ...active, label: 'Активна' } as const;

export const organizations = defineRegistry({
  name: 'organizations',
  path: 'organizations',
  type: 'organization',
  table: 'organizations',
  title: ['Организация', 'Организации', 'Организаций'],
  section: 'organizations',
  permissions: 'organizations',
  fields: {
    name: nameField(500),
    full_name: { kind: 'string', label: 'Полное наименование', max: 1000 },
    inn: { kind: 'string', label: 'ИНН', mask: 'innLegal', validate: [validateInnLegal] },
    ogrn: { kind: 'string', label: 'ОГРН', mask: 'ogrn', validate: [validateOgrnLegal] },
    kpp: { kind: 'string', label: 'КПП', mask: 'kpp', validate: [validateKpp] },
    region_code: {
      kind: 'string',
      label: 'Код региона',
      max: 3,
      validate: [digitsOnly],
      list: true,
    },
    unified_phone: { ...phoneField, label: 'Единый телефон горячей линии', list: true },
    email: emailField,
    active: organizationActive,
    ...timestamps,
  },
  search: ['name', 'full_name', 'inn'],
  defaultSort: { field: 'name', order: 'asc' },
  rowStates: [inactiveRow],
  site: { where: { active: true } },
  audited: false,
  exportable: false,
  // Its affiliations by region and kind (the ГРО of a region), its addresses and the rule that
  // only a scope over every organization changes them (server/modules/reference/organizations.ts).
  customServer: true,
});

export const weekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const weekdayOptions = optionsOf(weekdays, {
  '1': 'Понедельник',
  '2': 'Вторник',
  '3': 'Среда',
  '4': 'Четверг',
  '5': 'Пятница',
  '6': 'Суббота',
  '7': 'Воскресенье',
});

/** The refusals of the nested registries' own rules. */
export const nestedMessages = {
  scheduleDay: 'Режим работы на этот день недели уже задан',
  districtTaken: 'Район с таким кадастровым номером уже закреплён за филиалом',
  quarterTaken: 'Кадастровый квартал уже закреплён за филиалом',
  foreignBranch: 'Филиал не принадлежит организации',
} as const;

const nestedCommon = {
  section: 'organizations',
  permissions: 'organizations',
  audited: true,
  exportable: false,
  // Served by the engine's nested routes under the parent the organizations module loads and
  // guards (server/modules/organizations/parents.ts), not as a registry of its own.
  customServer: true,
  scoping: { organization: 'organization_id' },
} as const;

const owner = { ...organizationRef, readOnly: true, list: false, filter: false };
const validTo = {
  kind: 'date',
  label: 'Действует по',
  validate: [notBefore('valid_from')],
  list: true,
} as const;

/** Reception hours of the organization or of one of its branches, one row per weekday. */
export const organizationSchedules = defineRegistry({
  ...nestedCommon,
  name: 'organization_schedules',
  path: 'schedule',
  type: 'organization_schedule',
  table: 'organization_schedules',
  title: ['Режим работы', 'Режим работы', 'Режимов работы'],
  recordTitle: 'weekday',
  nested: { parent: 'organization', write: 'schedule' },
  site: {},
  fields: {
    organization_id: owner,
    weekday: {
      kind: 'enum',
      label: 'День недели',
      options: weekdayOptions,
      required: true,
      unique: nestedMessages.scheduleDay,
      list: true,
      sort: true,
    },
    time_from: {
      kind: 'string',
      label: 'Начало приёма',
      required: true,
      max: 5,
      validate: [validateTimeOfDay],
      help: 'ЧЧ:ММ',
      list: true,
    },
    time_to: {
      kind: 'string',
      label: 'Окончание приёма',
      required: true,
      max: 5,
      validate: [validateTimeOfDay, laterThan('time_from')],
      help: 'ЧЧ:ММ',
      list: true,
    },
    break_from: {
      kind: 'string',
      label: 'Начало перерыва',
      max: 5,
      validate: [validateTimeOfDay, laterThan('time_from')],
      list: true,
    },
    break_to: {
      kind: 'string',
      label: 'Окончание перерыва',
      max: 5,
      validate: [validateTimeOfDay, laterThan('break_from')],
      list: true,
    },
    note: { kind: 'string', label: 'Примечание', max: 500, list: true },
  },
  defaultSort: { field: 'weekday', order: 'asc' },
});

/** Regional benefits (seed 000 /regional_benefits): what the organization grants where. */
export const organizationRegionalBenefits = defineRegistry({
  ...nestedCommon,
  name: 'organization_regional_benefits',
  path: 'regional_benefits',
  type: 'regional_benefit',
  table: 'organization_regional_benefits',
  title: ['Региональная льгота', 'Региональные льготы', 'Региональных льгот'],
  nested: { parent: 'organization', write: 'regional_benefits' },
  site: { where: { active: true } },
  fields: {
    organization_id: owner,
    region_id: { ...regionRef, required: true },
    name: { kind: 'string', label: 'Наименование', required: true, max: 500, list: true },
    description: { kind: 'text', label: 'Описание', max: 5000 },
    legal_basis: { kind: 'string', label: 'Нормативный правовой акт', max: 1000, list: true },
    valid_from: { kind: 'date', label: 'Действует с', list: true, sort: true },
    valid_to: validTo,
    active,
  },
  search: ['name', 'legal_basis'],
  defaultSort: { field: 'name', order: 'asc' },
  rowStates: [inactiveRow, { state: 'expired', field: 'valid_to', past: true }],
});

/** Authorized representatives of a ГРО acting under a power of attorney. */
export const organizationRepresentatives = defineRegistry({
  ...nestedCommon,
  name: 'gro_auth_representatives',
  path: 'gro_auth_representatives',
  type: 'gro_auth_representative',
  table: 'organization_representatives',
  title: [
    'Уполномоченный представитель',
    'Уполномоченные представители',
    'Уполномоченных представителей',
  ],
  recordTitle: 'last_name',
  nested: { parent: 'organization', write: 'authorized_representatives' },
  fields: {
    organization_id: owner,
    last_name: { kind: 'string', label: 'Фамилия', required: true, max: 100, list: true },
    first_name: { kind: 'string', label: 'Имя', required: true, max: 100, list: true },
    middle_name: { kind: 'string', label: 'Отчество', max: 100, list: true },
    position: { kind: 'string', label: 'Должность', required: true, max: 255, list: true },
    attorney_number: {
      kind: 'string',
      label: 'Номер доверенности',
      required: true,
      max: 100,
      list: true,
    },
    attorney_date: { kind: 'date', label: 'Дата доверенности', required: true, list: true },
    attorney_valid_until: {
      kind: 'date',
      label: 'Доверенность действует до',
      validate: [notBefore('attorney_date')],
      list: true,
    },
    phone: phoneField,
    email: emailField,
    active,
  },
  search: ['last_name', 'first_name', 'attorney_number'],
  defaultSort: { field: 'last_name', order: 'asc' },
  // A representative whose power of attorney has run out.
  rowStates: [inactiveRow, { state: 'expired', field: 'attorney_valid_until', past: true }],
  normalize: normalizedPhone,
});

/** Tariff rates of the organization by the lead dictionary's tariff_rate_type. */
export const organizationTariffRates = defineRegistry({
  ...nestedCommon,
  name: 'organization_tariff_rates',
  path: 'tariff_rates',
  type: 'tariff_rate',
  table: 'organization_tariff_rates',
  title: ['Тарифная ставка', 'Тарифные ставки', 'Тарифных ставок'],
  recordTitle: 'unit',
  nested: { parent: 'organization', write: 'tariff_rates' },
  fields: {
    organization_id: owner,
    tariff_rate_type_id: {
      kind: 'reference',
      label: 'Тип ставки',
      resource: 'lead_dictionary/dictionaries',
      choices: { dictionary_type: 'tariff_rate_type' },
      required: true,
      list: true,
      filter: true,
    },
    value: { kind: 'decimal', label: 'Значение', required: true, min: 0, list: true },
    unit: { kind: 'string', label: 'Единица измерения', required: true, max: 50, list: true },
    valid_from: { kind: 'date', label: 'Действует с', required: true, list: true, sort: true },
    valid_to: validTo,
  },
  defaultSort: { field: 'valid_from', order: 'desc' },
  rowStates: [{ state: 'expired', field: 'valid_to', past: true }],
});

const branchChild = {
  section: 'organizations',
  permissions: 'branches',
  nested: { parent: 'branch', write: 'update' },
  site: {},
  audited: false,
  exportable: false,
  // Served by the engine's nested routes under the branch (server/modules/organizations/parents.ts).
  customServer: true,
} as const;

/** A district a branch serves, matched by the cadastral number's 'NN:NN' prefix. */
export const branchDistricts = defineRegistry({
  ...branchChild,
  name: 'branch_districts',
  path: 'districts',
  type: 'district',
  table: 'branch_districts',
  title: ['Район', 'Районы', 'Районов'],
  fields: {
    name: { kind: 'string', label: 'Наименование', required: true, max: 255, list: true },
    cadastral_prefix: {
      kind: 'string',
      label: 'Кадастровый район',
      required: true,
      max: 13,
      validate: [cadastralRule(DISTRICT_PREFIX)],
      unique: nestedMessages.districtTaken,
      help: 'NN:NN или NN:NN:N…, например 60:27',
      list: true,
    },
  },
  defaultSort: { field: 'cadastral_prefix', order: 'asc' },
});

/** A cadastral quarter a branch serves; more precise than its district. */
export const branchCadastralQuarters = defineRegistry({
  ...branchChild,
  name: 'branch_cadastral_quarters',
  path: 'cadastral_quarters',
  type: 'cadastral_quater',
  table: 'branch_cadastral_quarters',
  title: ['Кадастровый квартал', 'Кадастровые кварталы', 'Кадастровых кварталов'],
  recordTitle: 'number',
  fields: {
    number: {
      kind: 'string',
      label: 'Кадастровый квартал',
      required: true,
      max: 13,
      validate: [cadastralRule(CADASTRAL_QUARTER)],
      unique: nestedMessages.quarterTaken,
      help: 'NN:NN:NNNNNNN',
      list: true,
    },
  },
  defaultSort: { field: 'number', order: 'asc' },
});

/** The per-organization settings and complex implementation (one row per organization). */
export const organizationSettingsFields = {
  accepts_applications: { kind: 'boolean', label: 'Принимает заявки через портал' },
  social_assistance: { kind: 'boolean', label: 'Оказывает социальную помощь (догазификация)' },
  epgu_code: {
    kind: 'string',
    label: 'Код организации в ЕПГУ',
    max: 20,
    validate: [digitsOnly],
  },
  hot_line_hours: { kind: 'string', label: 'Часы работы горячей линии', max: 255 },
} as const;

export const complexImplementationFields = {
  complex_implementation: { kind: 'boolean', label: 'Комплексная реализация' },
  complex_implementation_note: { kind: 'text', label: 'Примечание', max: 2000 },
} as const;

/** The refusals of the branches' own rules. */
export const branchMessages = {
  headTaken: 'У организации уже есть головной филиал',
  inUse: 'Филиал используется в других разделах и не может быть удалён',
  regionMissing: 'Регион не найден',
} as const;

/** A branch's address (seed 001 §3 Branch): named by its relationship only, kept elsewhere. */
const branchAddress = (label: string) =>
  ({
    kind: 'reference',
    label,
    resource: 'addresses',
    readOnly: true,
    relationshipOnly: true,
  }) as const;

/**
 * The branches of an organization (seed 001 §3 Branch, §7): the engine's nested routes under the
 * organization (server/modules/organizations/parents.ts), also addressed by id alone at
 * /branches/{id}; the site reads the active ones of an active organization. Its attributes and
 * relationships keep the live API's order; its districts and quarters are their own nested
 * registries, named here as relationships.
 */
export const organizationBranches = defineRegistry({
  name: 'organization_branches',
  path: 'branches',
  type: 'branch',
  table: 'branches',
  title: ['Филиал', 'Филиалы', 'Филиалов'],
  section: 'organizations',
  permissions: 'branches',
  nested: { parent: 'organization', alsoById: true },
  site: { where: { active: true } },
  fields: {
    name: nameField(500),
    is_head: {
      kind: 'boolean',
      label: 'Головной филиал',
      list: true,
      unique: branchMessages.headTaken,
    },
    active: { ...active, filter: false },
    phone: { ...phoneField, list: true },
    email: { ...emailField, list: true },
    organization_id: owner,
    region_id: { ...regionRef, filter: false, missing: branchMessages.regionMissing },
    legal_address_id: branchAddress('Юридический адрес'),
    postal_address_id: branchAddress('Почтовый адрес'),
  },
  nestedRows: {
    cadastral_quaters: { registry: branchCadastralQuarters, column: 'branch_id' },
    districts: { registry: branchDistricts, column: 'branch_id' },
  },
  search: ['name'],
  defaultSort: { field: 'is_head', order: 'desc', then: ['name'], thenOrder: 'asc' },
  perPage: 100,
  rowStates: [inactiveRow],
  inUse: branchMessages.inUse,
  normalize: normalizedPhone,
  audited: false,
  exportable: false,
});

/** The nested registries by their route segment under /crm/organizations/{organization_id}/. */
export const organizationTabs = {
  schedule: organizationSchedules,
  tariff_rates: organizationTariffRates,
  regional_benefits: organizationRegionalBenefits,
  gro_auth_representatives: organizationRepresentatives,
} as const;

/**
 * Who may write an organization and its nested records (src/access scoping): a scope over every
 * organization (etp_admin, ЕОГ) any; ГРО staff (organization scope) only their own; read-only
 * and other scopes none. The server (server/modules/organizations/scope.ts) and the console
 * read this one rule; the permission key of the action is checked besides.
 */
export function mayWriteOrganization(scope: Scope, organizationId: string | number): boolean {
  if (scope.readOnly) return false;
  if (scope.kind === 'all') return true;
  return scope.kind === 'organization' && inScope(scope, { organizationId });
}

/** Affiliations, activity and the region code: only a scope over every organization. */
export function mayChangeAffiliations(scope: Scope): boolean {
  return scope.kind === 'all' && !scope.readOnly;
}
