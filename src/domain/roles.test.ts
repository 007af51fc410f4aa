import { describe, expect, it } from 'vitest';
import { fallbackRoleLabel, roleAliases, roleLabel, roleLabels, roles, toRole } from './roles';

describe('roles (seed 000 §6)', () => {
  it('has the twelve staff roles of the seed', () => {
    expect(roles).toHaveLength(12);
    expect(Object.keys(roleLabels)).toEqual([...roles]);
  });

  it.each([
    ['etp_admin', 'Администратор'],
    ['senior_manager', 'Администратор ГРО'],
    ['operator', 'Оператор'],
    ['eog', 'ЕОГ'],
    ['mfc', 'МФЦ'],
    ['auditor', 'Аудитор'],
    ['mfc_admin', 'Администратор МФЦ'],
    ['mfc_operator', 'Оператор МФЦ'],
    ['regional_head', 'Аудитор регионального штаба'],
    ['minenergo_auditor', 'Аудитор Минэнерго'],
    ['rgk_operator', 'Оператор РГК'],
    ['services_manager', 'Админ по доп. услугам'],
  ])('%s reads %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it.each([
    ['Admin', 'etp_admin'],
    ['Manager', 'senior_manager'],
    ['EogAdmin', 'eog'],
    ['RegionalHead', 'regional_head'],
    ['ServicesManager', 'services_manager'],
    ['etp_admin', 'etp_admin'],
  ])('alias %s is the role %s', (alias, role) => {
    expect(toRole(alias)).toBe(role);
  });

  it('maps every alias to a known role with its label', () => {
    for (const [alias, role] of Object.entries(roleAliases)) {
      expect(roleLabel(alias)).toBe(roleLabels[role]);
    }
  });

  it.each([['nobody'], [''], [null], [undefined], ['toString'], ['ADMIN']])(
    '%j falls back to Оператор',
    (value) => {
      expect(toRole(value)).toBeUndefined();
      expect(roleLabel(value)).toBe(fallbackRoleLabel);
    },
  );
});
