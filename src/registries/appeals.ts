/**
 * Appeals (обращения) and consultations (issue 18; seed 001 §2 /crm/appeals, /{id},
 * /consultations, /consultations/new, /consultations/{id}; §7 "Appeals and consultations").
 * The seeds show no fields (§3 "Fields are not shown for … appeals, consultations"); ours are
 * what a 59-ФЗ register keeps: who wrote, how they want the answer, where, the category and
 * subject from the lead dictionaries, the text, the status of src/domain/appeals with its due
 * date, and the answer. Appeals come from the site (server/modules/appeals); staff do not create
 * them, they answer them. Consultations are registered by staff and given an executor.
 */
import {
  answerChannelOptions,
  appealMessages,
  appealMaxAttachmentBytes,
  appealSourceOptions,
  appealStatusOptions,
  consultationStatusOptions,
} from '../domain/appeals';
import { allowedUploadExtensions } from '../domain/uploads';
import { validateEmail } from '../validation/email';
import { isEmpty, type Validator } from '../validation/messages';
import { validatePhone } from '../validation/phone';
import {
  createdAt,
  createdBy,
  executorRef,
  leadRef,
  organizationRef,
  overdueRow,
  regionRef,
  updatedAt,
} from './common';
import { defineRegistry } from './define';
import type { FieldDefinition, ReferenceField } from './types';

const dictionaryRef = (label: string, kind: string): ReferenceField => ({
  kind: 'reference',
  label,
  resource: 'lead_dictionary/dictionaries',
  choices: { dictionary_type: kind },
  list: true,
  filter: true,
});

/** The contact of the chosen answer channel is required. */
const contactOf =
  (channel: 'email' | 'sms'): Validator =>
  (value, record) =>
    record?.answer_channel === channel && isEmpty(value)
      ? appealMessages.contactRequired
      : undefined;

/** The fields both share: the applicant and the answer. */
const answerFields = {
  status: {
    kind: 'enum',
    label: 'Статус',
    options: appealStatusOptions,
    readOnly: true,
    list: true,
    filter: true,
  },
  due_date: {
    kind: 'date',
    label: 'Срок ответа',
    readOnly: true,
    list: true,
    sort: true,
    filter: true,
  },
  // Computed by the table's view (migration 0023) as src/domain/appeals isAppealOverdue says.
  overdue: { kind: 'boolean', label: 'Просрочено', readOnly: true, list: true, filter: true },
  answer: { kind: 'text', label: 'Ответ', readOnly: true },
  answered_at: { kind: 'datetime', label: 'Дата ответа', readOnly: true },
  answered_by_id: { ...createdBy, label: 'Ответил', list: false },
} satisfies Record<string, FieldDefinition>;

export const appeals = defineRegistry({
  name: 'appeals',
  path: 'appeals',
  type: 'appeal',
  table: 'appeals',
  title: ['Обращение', 'Обращения', 'Обращений'],
  section: 'appeals',
  permissions: 'appeals',
  recordTitle: 'applicant_name',
  fields: {
    applicant_name: {
      kind: 'string',
      label: 'Заявитель',
      readOnly: true,
      list: true,
      sort: true,
    },
    answer_channel: {
      kind: 'enum',
      label: 'Способ получения ответа',
      options: answerChannelOptions,
      readOnly: true,
      list: true,
    },
    email: { kind: 'string', label: 'Электронная почта', readOnly: true },
    phone: { kind: 'string', label: 'Телефон', readOnly: true, mask: 'phone' },
    region_id: { ...regionRef, readOnly: true },
    // The organization answering: the region's main organization, redirected by staff.
    organization_id: { ...organizationRef, required: true },
    category_id: { ...dictionaryRef('Категория обращения', 'appeals_categories'), required: true },
    subject_id: { ...dictionaryRef('Тема обращения', 'appeals_subjects'), required: true },
    text: { kind: 'text', label: 'Текст обращения', readOnly: true },
    source: {
      kind: 'enum',
      label: 'Источник',
      options: appealSourceOptions,
      readOnly: true,
      filter: true,
    },
    user_id: {
      kind: 'reference',
      label: 'Пользователь',
      resource: 'users',
      display: 'full_name',
      readOnly: true,
    },
    ...answerFields,
    created_at: { ...createdAt, label: 'Дата обращения' },
    updated_at: { ...updatedAt, list: false },
  },
  search: ['applicant_name', 'email', 'phone', 'text'],
  defaultSort: { field: 'id', order: 'desc' },
  rowStates: [overdueRow],
  scoping: { region: 'region_id', organization: 'organization_id' },
  attachments: { extensions: allowedUploadExtensions, maxBytes: appealMaxAttachmentBytes },
  removable: false,
  audited: true,
  exportable: true,
  // Read and written through its view (migration 0023); the engine's routes are registered by
  // server/modules/appeals with the status moves and the site's calls.
  customServer: true,
});

export const consultations = defineRegistry({
  name: 'appeals/consultations',
  path: 'appeals/consultations',
  type: 'consultation',
  table: 'consultations',
  title: ['Консультация', 'Консультации', 'Консультаций'],
  section: 'appeals',
  permissions: 'consultations',
  recordTitle: 'applicant_name',
  fields: {
    applicant_name: {
      kind: 'string',
      label: 'Заявитель',
      required: true,
      max: 255,
      list: true,
      sort: true,
    },
    answer_channel: {
      kind: 'enum',
      label: 'Способ получения ответа',
      options: answerChannelOptions,
      required: true,
      default: 'email',
      list: true,
    },
    email: {
      kind: 'string',
      label: 'Электронная почта',
      max: 255,
      validate: [validateEmail, contactOf('email')],
    },
    phone: {
      kind: 'string',
      label: 'Телефон',
      mask: 'phone',
      validate: [validatePhone, contactOf('sms')],
    },
    region_id: { ...regionRef, required: true },
    organization_id: {
      ...organizationRef,
      required: true,
      choices: { 'affiliation_kinds[]': 'gro' },
    },
    subject_id: { ...dictionaryRef('Тема', 'appeals_subjects'), required: true },
    lead_id: leadRef,
    question: { kind: 'text', label: 'Вопрос', required: true, max: 5000 },
    executor_id: { ...executorRef, filter: true },
    ...answerFields,
    status: { ...answerFields.status, options: consultationStatusOptions },
    created_by_id: createdBy,
    created_at: createdAt,
    updated_at: { ...updatedAt, list: false },
  },
  search: ['applicant_name', 'email', 'phone', 'question'],
  defaultSort: { field: 'id', order: 'desc' },
  rowStates: [overdueRow],
  scoping: { region: 'region_id', organization: 'organization_id' },
  removable: false,
  audited: true,
  exportable: true,
  // Read and written through its view (migration 0023); the engine's routes are registered by
  // server/modules/appeals with the status moves and the site's calls.
  customServer: true,
});
