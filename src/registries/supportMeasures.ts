/**
 * Subsidies and support measures (issue 18; seed 001 §2 /crm/subsidies, /crm/support_measures
 * with social_assistances and citizen_categories; §7 "Subsidies and support measures"). The
 * seeds show no fields; ours (docs/decisions.md "Support measures"):
 * - a subsidy is a regional programme paying part of the connection: region, funding source
 *   (`subsidy_funding_source` dictionary), amount, conditions, period, its document;
 * - a citizen category (льготная категория) is a group of citizens a region supports, with the
 *   documents that prove it; the site reads the active ones and their files;
 * - a social assistance is one lead's claim of a citizen category: staff holding 'citizen
 *   category approval' confirm or refuse it, which sets the lead's `preferential_category` and
 *   `social_assistance_approved` (server/modules/supportMeasures); the executor is picked by a
 *   regional head with executor_selection.
 */
import { socialAssistanceStatusOptions } from '../domain/appeals';
import { allowedUploadExtensions, maxUploadBytes } from '../domain/uploads';
import { isEmpty, type Validator } from '../validation/messages';
import {
  active,
  createdAt,
  createdBy,
  groRef,
  inactiveRow,
  leadRef,
  nameField,
  regionRef,
  timestamps,
  updatedAt,
} from './common';
import { defineRegistry } from './define';

/** A period ends on or after its start. */
const notBeforeStart: Validator = (value, record) => {
  const start = record?.period_from;
  if (isEmpty(value) || isEmpty(start)) return undefined;
  return String(value) < String(start)
    ? 'Дата окончания не может быть раньше даты начала'
    : undefined;
};

export const subsidies = defineRegistry({
  name: 'subsidies',
  path: 'subsidies',
  type: 'subsidy',
  table: 'subsidies',
  title: ['Субсидия', 'Субсидии', 'Субсидий'],
  section: 'subsidies',
  permissions: 'subsidies',
  fields: {
    name: nameField(500),
    region_id: { ...regionRef, required: true },
    funding_source_id: {
      kind: 'reference',
      label: 'Источник финансирования',
      resource: 'lead_dictionary/dictionaries',
      choices: { dictionary_type: 'subsidy_funding_source' },
      required: true,
      list: true,
      filter: true,
    },
    amount: { kind: 'decimal', label: 'Размер субсидии, руб.', min: 0, required: true, list: true },
    conditions: { kind: 'text', label: 'Условия предоставления', max: 10000 },
    period_from: { kind: 'date', label: 'Начало действия', required: true, list: true, sort: true },
    period_to: {
      kind: 'date',
      label: 'Окончание действия',
      list: true,
      sort: true,
      validate: [notBeforeStart],
    },
    document: {
      kind: 'file',
      label: 'Документ',
      extensions: allowedUploadExtensions,
      maxBytes: maxUploadBytes,
    },
    active,
    ...timestamps,
  },
  search: ['name'],
  defaultSort: { field: 'id', order: 'desc' },
  // Switched off, past its period, or with its document uploaded.
  rowStates: [
    inactiveRow,
    { state: 'expired', field: 'period_to', past: true },
    { state: 'uploaded', field: 'document', filled: true },
  ],
  scoping: { region: 'region_id' },
  audited: true,
  exportable: false,
});

export const citizenCategories = defineRegistry({
  name: 'support_measures/citizen_categories',
  path: 'subsidies/citizen_categories',
  type: 'citizen_category',
  table: 'citizen_categories',
  title: ['Льготная категория', 'Льготные категории', 'Льготных категорий'],
  section: 'support_measures',
  permissions: 'citizen_categories',
  fields: {
    name: nameField(500),
    // Empty: a federal category, every region's.
    region_id: { ...regionRef, label: 'Регион (пусто — все регионы)' },
    description: { kind: 'text', label: 'Описание', max: 10000 },
    documents_list: { kind: 'text', label: 'Подтверждающие документы', max: 10000 },
    active,
    ...timestamps,
  },
  search: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  rowStates: [inactiveRow],
  site: { where: { active: true } },
  attachments: { extensions: allowedUploadExtensions, maxBytes: maxUploadBytes },
  audited: true,
  exportable: false,
});

export const socialAssistances = defineRegistry({
  name: 'support_measures/social_assistances',
  path: 'social_assistances',
  type: 'social_assistance',
  table: 'social_assistances',
  title: ['Социальная помощь', 'Социальная помощь', 'Социальной помощи'],
  section: 'support_measures',
  permissions: 'social_assistances',
  recordTitle: 'applicant_name',
  fields: {
    lead_id: { ...leadRef, readOnly: true, list: true },
    applicant_name: { kind: 'string', label: 'Заявитель', readOnly: true, list: true, sort: true },
    region_id: { ...regionRef, readOnly: true },
    citizen_category_id: {
      kind: 'reference',
      label: 'Льготная категория',
      resource: 'support_measures/citizen_categories',
      required: true,
      list: true,
      filter: true,
    },
    // The executor of the works: chosen by a regional head with executor_selection.
    organization_id: { ...groRef, label: 'Исполнитель', list: true },
    amount: { kind: 'decimal', label: 'Размер помощи, руб.', min: 0 },
    status: {
      kind: 'enum',
      label: 'Статус',
      options: socialAssistanceStatusOptions,
      readOnly: true,
      list: true,
      filter: true,
    },
    comment: { kind: 'text', label: 'Комментарий', max: 2000 },
    decided_at: { kind: 'datetime', label: 'Дата решения', readOnly: true, list: true },
    decided_by_id: { ...createdBy, label: 'Решение принял', list: false },
    created_at: createdAt,
    updated_at: { ...updatedAt, list: false },
  },
  search: ['applicant_name'],
  defaultSort: { field: 'id', order: 'desc' },
  scoping: { region: 'region_id', organization: 'organization_id' },
  removable: false,
  audited: true,
  exportable: false,
  // The request for a lead, the executor rule and the category decision
  // (server/modules/supportMeasures).
  customServer: true,
});
