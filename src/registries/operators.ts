/**
 * Operators — the staff accounts of the console (seed 001 §2 /crm/operators, §3 "Admin user
 * (operator)", §7 /admin_users). The API is hand-written (server/modules/people/operator*.ts:
 * superior reach, block/unblock, invitations, statistic); this definition drives the console's
 * list, its catalogue entries and the audit trail's field names.
 *
 * Which of the form's fields a role has is `operatorRoleForms` below, read by the server (it
 * requires and clears them) and by the console form (it shows them).
 */
import { roleOptions, roles, type Role } from '../domain/roles';
import { normalizePhone } from '../validation/phone';
import {
  blockedRow,
  createdAt,
  emailField,
  organizationRef,
  phoneField,
  regionRef,
  updatedAt,
} from './common';
import { defineRegistry } from './define';

/** Where an account belongs: the fields that place it in a scope. */
export const operatorPlacements = ['organization_id', 'branch_id', 'region_id', 'mfc_id'] as const;
export type OperatorPlacement = (typeof operatorPlacements)[number];

/**
 * The form's flags (seed 001 §3 "executor, citizen category approval, specification
 * approvement", plus the RegionalHead's social_assistance of the attributes). Setting them
 * needs `admin_operators_form_fields`.
 */
export const operatorFlags = [
  'executor_selection',
  'social_assistance',
  'citizen_category_approval',
  'specification_approvement',
] as const;
export type OperatorFlag = (typeof operatorFlags)[number];

export interface OperatorRoleForm {
  required: readonly OperatorPlacement[];
  optional: readonly OperatorPlacement[];
  flags: readonly OperatorFlag[];
}

const groForm: OperatorRoleForm = {
  required: ['organization_id'],
  optional: ['branch_id', 'region_id'],
  flags: [],
};
// МФЦ staff take the region of their МФЦ (the server copies it), so only the МФЦ is asked.
const mfcForm: OperatorRoleForm = { required: ['mfc_id'], optional: [], flags: [] };

/** The placement fields and flags of each role (our design; the seeds give the form only). */
export const operatorRoleForms: Readonly<Record<Role, OperatorRoleForm>> = {
  etp_admin: { required: [], optional: ['organization_id'], flags: [] },
  eog: { required: [], optional: ['organization_id', 'region_id'], flags: [] },
  auditor: { required: [], optional: [], flags: [] },
  minenergo_auditor: { required: [], optional: [], flags: [] },
  senior_manager: groForm,
  operator: groForm,
  services_manager: groForm,
  mfc: mfcForm,
  mfc_admin: mfcForm,
  mfc_operator: mfcForm,
  regional_head: { required: ['region_id'], optional: [], flags: operatorFlags },
  rgk_operator: { required: ['region_id'], optional: ['organization_id'], flags: [] },
};

/** МФЦ roles: the account's region is its МФЦ's. */
export function regionFromMfc(role: unknown): boolean {
  return role === 'mfc' || role === 'mfc_admin' || role === 'mfc_operator';
}

function formOf(role: unknown): OperatorRoleForm | undefined {
  return (roles as readonly unknown[]).includes(role) ? operatorRoleForms[role as Role] : undefined;
}

/** Whether a role's form has this placement or flag (no role yet: none of them). */
export function operatorFieldShown(role: unknown, key: OperatorPlacement | OperatorFlag): boolean {
  const form = formOf(role);
  if (!form) return false;
  return (
    form.required.includes(key as OperatorPlacement) ||
    form.optional.includes(key as OperatorPlacement) ||
    form.flags.includes(key as OperatorFlag)
  );
}

export function operatorFieldRequired(role: unknown, key: OperatorPlacement): boolean {
  return !!formOf(role)?.required.includes(key);
}

/**
 * Clears what the role does not have, so a role change leaves no stale organization or flag
 * behind (МФЦ roles keep region_id: the server sets it from the МФЦ). Phones become 11 digits.
 */
export function normalizeOperator(values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  if ('role' in out) {
    for (const key of operatorPlacements) {
      if (key === 'region_id' && regionFromMfc(out.role)) continue;
      if (!operatorFieldShown(out.role, key) && out[key] !== undefined) out[key] = null;
    }
    for (const key of operatorFlags) {
      if (!operatorFieldShown(out.role, key) && out[key] !== undefined) out[key] = false;
    }
  }
  if (typeof out.phone === 'string' && normalizePhone(out.phone)) {
    out.phone = normalizePhone(out.phone);
  }
  return out;
}

export const operators = defineRegistry({
  name: 'operators',
  path: 'admin_users',
  type: 'admin_user',
  table: 'admin_users',
  title: ['Пользователь', 'Пользователи', 'Пользователей'],
  section: 'operators',
  permissions: 'operators',
  fields: {
    // Last, first and middle name as one column; written by the server from the three below.
    full_name: { kind: 'string', label: 'ФИО', readOnly: true, list: true, sort: true },
    last_name: { kind: 'string', label: 'Фамилия', required: true, max: 100 },
    first_name: { kind: 'string', label: 'Имя', required: true, max: 100 },
    middle_name: { kind: 'string', label: 'Отчество', max: 100 },
    email: { ...emailField, required: true, max: 254, list: true, sort: true },
    role: {
      kind: 'enum',
      label: 'Роль',
      options: roleOptions,
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    region_id: regionRef,
    mfc_id: { kind: 'reference', label: 'МФЦ', resource: 'mfc', filter: true },
    organization_id: organizationRef,
    // A branch is read under its organization (/organizations/{id}/branches), not a registry of
    // its own, so the id travels as a plain attribute; the form picks it from that list.
    branch_id: { kind: 'string', label: 'Филиал', max: 18 },
    phone: { ...phoneField, list: true },
    executor_selection: { kind: 'boolean', label: 'Выбор исполнителя' },
    social_assistance: { kind: 'boolean', label: 'Меры социальной поддержки' },
    citizen_category_approval: { kind: 'boolean', label: 'Согласование категорий граждан' },
    specification_approvement: { kind: 'boolean', label: 'Согласование спецификации' },
    // Changed only by block / unblock, never by the form.
    blocked: { kind: 'boolean', label: 'Заблокирован', readOnly: true, list: true, filter: true },
    confirmed_at: { kind: 'datetime', label: 'Подтверждён', readOnly: true, list: true },
    last_sign_in_at: { kind: 'datetime', label: 'Последний вход', readOnly: true },
    created_at: createdAt,
    updated_at: { ...updatedAt, list: false },
  },
  recordTitle: 'full_name',
  search: ['last_name', 'first_name', 'middle_name', 'email', 'phone'],
  defaultSort: { field: 'full_name', order: 'asc' },
  rowStates: [blockedRow],
  scoping: { organization: 'organization_id', mfc: 'mfc_id', region: 'region_id' },
  audited: true,
  exportable: false,
  removable: true,
  normalize: normalizeOperator,
  // Staff accounts: a role's fields and scope, passwords and their letters, blocking
  // (server/modules/people/operatorRoutes.ts).
  customServer: true,
});
