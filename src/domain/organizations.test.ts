import { describe, expect, it } from 'vitest';
import { coordinationTabColumns, coordinationTabLabels } from './coordination';
import { affiliationKinds, currentRegionOf, isRogOrganization } from './organizations';
import { accountTypeOptions } from './accountTypes';
import { roleOptions } from './roles';

const regions = [
  { id: '1', code: '77', main_organization_id: '10' },
  { id: '2', code: '50', main_organization_id: null },
  { id: '3', code: 16, main_organization_id: 30 },
];

describe('organizations (seed 000 §3)', () => {
  it('has the four affiliation kinds', () => {
    expect(affiliationKinds).toEqual(['gro', 'ngro', 'rog', 'eog']);
  });

  it.each([
    [{ region_code: '77' }, '1'],
    [{ region_code: 16 }, '3'],
    [{ region_code: '99' }, undefined],
    [{ region_code: null }, undefined],
    [{}, undefined],
  ])('current region of %j is %s', (org, id) => {
    expect(currentRegionOf(regions, org)?.id).toBe(id);
  });

  it.each([
    [{ id: '10', region_code: '77' }, true],
    [{ id: 10, region_code: '77' }, true],
    [{ id: '11', region_code: '77' }, false],
    [{ id: '10', region_code: '50' }, false],
    [{ id: '30', region_code: '16' }, true],
    [{ id: '10', region_code: null }, false],
  ])('%j is a РОГ: %s', (org, expected) => {
    expect(isRogOrganization(regions, org)).toBe(expected);
  });
});

describe('coordination tabs (seed 001 §2)', () => {
  it('labels the three tabs and hides the other document columns', () => {
    expect(Object.values(coordinationTabLabels)).toEqual([
      'Все заявки',
      'Договоры',
      'Дополнительные соглашения',
    ]);
    expect(coordinationTabColumns.contracts.agreement).toBe(false);
    expect(coordinationTabColumns.agreements.contract).toBe(false);
  });
});

describe('select options', () => {
  it('lists account types and roles with their labels', () => {
    expect(accountTypeOptions[0]).toEqual({ value: 'individual_person', title: 'Физическое лицо' });
    expect(roleOptions).toHaveLength(12);
    expect(roleOptions[0]).toEqual({ value: 'etp_admin', title: 'Администратор' });
  });
});
