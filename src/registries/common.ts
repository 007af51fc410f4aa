/** Field definitions many registries share, so a label is written once. */
import { validateEmail } from '../validation/email';
import { normalizePhone, validatePhone } from '../validation/phone';
import type { EqualsRule } from './rowStates';
import type { BooleanField, DateField, ReferenceField, TextField } from './types';

/** The four actions of every registry family (a family declaration starts with these). */
export const crudActions = ['read', 'create', 'update', 'remove'] as const;

/**
 * A record's name: required, listed and sortable — 'Наименование' unless said, at most `max`
 * characters, as its column holds.
 */
export const nameField = (max: number, label = 'Наименование'): TextField => ({
  kind: 'string',
  label,
  required: true,
  max,
  list: true,
  sort: true,
});

export const createdAt: DateField = {
  kind: 'datetime',
  label: 'Создано',
  readOnly: true,
  list: true,
  sort: true,
};
export const updatedAt: DateField = {
  kind: 'datetime',
  label: 'Обновлено',
  readOnly: true,
  list: true,
  sort: true,
};
/** A record's creation and last change times, filled by the server. */
export const timestamps = { created_at: createdAt, updated_at: updatedAt } as const;
export const active: BooleanField = {
  kind: 'boolean',
  label: 'Активен',
  list: true,
  filter: true,
  default: true,
};
/** The row state of a record switched off (`active` false), seed 001 §4 'disabled'. */
export const inactiveRow: EqualsRule<'active'> = {
  state: 'disabled',
  field: 'active',
  equals: false,
};
/** The row state of a task past its due date (`overdue`, computed by the server's view). */
export const overdueRow: EqualsRule<'overdue'> = {
  state: 'danger',
  field: 'overdue',
  equals: true,
};
/** The row state of a blocked account (operators, applicants), said as 'Заблокирован'. */
export const blockedRow: EqualsRule<'blocked'> = {
  state: 'disabled',
  field: 'blocked',
  equals: true,
};
export const regionRef: ReferenceField = {
  kind: 'reference',
  label: 'Регион',
  resource: 'lead_dictionary/regions',
  list: true,
  filter: true,
};
export const organizationRef: ReferenceField = {
  kind: 'reference',
  label: 'Организация',
  resource: 'organizations',
  list: true,
  filter: true,
};
export const settlementRef: ReferenceField = {
  kind: 'reference',
  label: 'Населённый пункт',
  resource: 'settlements',
  list: true,
  filter: true,
};
/** A lead, named by its number. */
export const leadRef: ReferenceField = {
  kind: 'reference',
  label: 'Заявка',
  resource: 'leads',
  display: 'uid',
};
/** The gas distribution organization (ГРО) serving a record: only ГРО are offered and taken. */
export const groRef: ReferenceField = {
  ...organizationRef,
  label: 'ГРО',
  choices: { 'affiliation_kinds[]': 'gro' },
};
/** The operator who created / last changed a record (filled by the server). */
export const createdBy: ReferenceField = {
  kind: 'reference',
  label: 'Создал',
  resource: 'operators',
  display: 'full_name',
  readOnly: true,
  list: true,
};
export const updatedBy: ReferenceField = { ...createdBy, label: 'Изменил', filter: true };
/** The staff member working on a record (documents, consultations). */
export const executorRef: ReferenceField = { ...createdBy, label: 'Исполнитель' };
/** A phone in the input's mask, stored as 11 digits (`normalizedPhone`). */
export const phoneField: TextField = {
  kind: 'string',
  label: 'Телефон',
  mask: 'phone',
  validate: [validatePhone],
};
export const emailField: TextField = {
  kind: 'string',
  label: 'Электронная почта',
  validate: [validateEmail],
};

/** Phones are stored as 11 digits starting with 7, as everywhere on the portal. */
export function normalizedPhone(values: Record<string, unknown>): Record<string, unknown> {
  const phone = normalizePhone(values.phone);
  return phone ? { ...values, phone } : values;
}
