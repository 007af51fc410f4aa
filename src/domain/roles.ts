/** Staff roles (seed 000 §6) with their Russian labels; the fallback label is 'Оператор'. */
import { optionsOf } from './enums';

export const roleLabels = {
  etp_admin: 'Администратор',
  senior_manager: 'Администратор ГРО',
  operator: 'Оператор',
  eog: 'ЕОГ',
  mfc: 'МФЦ',
  auditor: 'Аудитор',
  mfc_admin: 'Администратор МФЦ',
  mfc_operator: 'Оператор МФЦ',
  regional_head: 'Аудитор регионального штаба',
  minenergo_auditor: 'Аудитор Минэнерго',
  rgk_operator: 'Оператор РГК',
  services_manager: 'Админ по доп. услугам',
} satisfies Record<string, string>;
export type Role = keyof typeof roleLabels;
export const roles = Object.keys(roleLabels) as readonly Role[];

export const fallbackRoleLabel = 'Оператор';

/**
 * The class-style names the seeds also use for roles (seed 000 §6 "etp_admin (also Admin)",
 * the section tables' Manager, EogAdmin …), so a label or a check never falls back by mistake.
 */
export const roleAliases: Readonly<Record<string, Role>> = {
  Admin: 'etp_admin',
  Manager: 'senior_manager',
  Operator: 'operator',
  EogAdmin: 'eog',
  Mfc: 'mfc',
  Auditor: 'auditor',
  MfcAdmin: 'mfc_admin',
  MfcOperator: 'mfc_operator',
  RegionalHead: 'regional_head',
  MinenergoAuditor: 'minenergo_auditor',
  RgkOperator: 'rgk_operator',
  ServicesManager: 'services_manager',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** The role value for a role or one of its aliases; undefined for anything else. */
export function toRole(value: unknown): Role | undefined {
  if (isRole(value)) return value;
  return typeof value === 'string' && Object.hasOwn(roleAliases, value)
    ? roleAliases[value]
    : undefined;
}

export function roleLabel(role: string | null | undefined): string {
  const known = toRole(role);
  return known ? roleLabels[known] : fallbackRoleLabel;
}

export const roleOptions = optionsOf(roles, roleLabels);
