/** Staff roles (seed 000 §6) with their Russian labels; the fallback label is 'Оператор'. */
import { optionsOf } from './enums';

export const roles = [
  'etp_admin',
  'senior_manager',
  'operator',
  'eog',
  'mfc',
  'auditor',
  'mfc_admin',
  'mfc_operator',
  'regional_head',
  'minenergo_auditor',
  'rgk_operator',
  'services_manager',
] as const;

export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
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
};

export const fallbackRoleLabel = 'Оператор';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function roleLabel(role: string | null | undefined): string {
  return isRole(role) ? roleLabels[role] : fallbackRoleLabel;
}

export const roleOptions = optionsOf(roles, roleLabels);
