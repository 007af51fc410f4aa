import { describe, expect, it } from 'vitest';
import { defineRegistry } from './define';
import { registries, registryByName } from './index';
import {
  organizationRegionalBenefits,
  organizationRepresentatives,
  organizationTariffRates,
} from './organizations';
import { rowStateLabels, rowStateOf, type RowStateRule } from './rowStates';

// 00:30 on 2 March 2026 in Moscow, still 1 March in UTC: 'today' is Moscow's.
const now = new Date('2026-03-01T21:30:00Z');

const fields = {
  blocked: { kind: 'boolean', label: 'Заблокирован' },
  valid_until: { kind: 'date', label: 'Действует до' },
} as const;

const rules: RowStateRule[] = [
  { state: 'danger', field: 'overdue', equals: true },
  { state: 'disabled', field: 'active', equals: false },
  { state: 'expired', field: 'valid_until', past: true },
  { state: 'uploaded', field: 'document', filled: true },
];

describe('rowStateOf', () => {
  it.each([
    [{ overdue: true, active: false }, 'danger'],
    [{ active: false, valid_until: '2020-01-01' }, 'disabled'],
    [{ active: true, valid_until: '2026-03-01' }, 'expired'],
    [{ valid_until: '2026-03-01T20:59:00Z' }, 'expired'],
    [{ valid_until: '2026-03-02' }, undefined],
    [{ valid_until: null }, undefined],
    [{ document: { id: '5', original_filename: 'a.pdf' } }, 'uploaded'],
    [{ document: null }, undefined],
    [{ document: [] }, undefined],
    [{ overdue: false, active: true }, undefined],
  ])('%j is %s (the first matching rule wins)', (row, state) => {
    expect(rowStateOf(rules, row, {}, now)?.state).toBe(state);
  });

  it('reads today in Moscow, from the clock by default', () => {
    const expiredToday = { valid_until: '2026-03-01' };
    expect(rowStateOf(rules, expiredToday, {}, new Date('2026-03-01T20:59:00Z'))).toBeUndefined();
    expect(rowStateOf(rules, expiredToday, {}, now)?.state).toBe('expired');
    expect(rowStateOf(rules, { valid_until: '2000-01-01' })?.state).toBe('expired');
  });

  it("says a flag's own label, else the rule's words, else the state's", () => {
    const blocked: RowStateRule = { state: 'disabled', field: 'blocked', equals: true };
    expect(rowStateOf([blocked], { blocked: true }, fields)?.label).toBe('Заблокирован');
    expect(rowStateOf([{ ...blocked, label: 'Отключён' }], { blocked: true }, fields)?.label).toBe(
      'Отключён',
    );
    expect(rowStateOf(rules, { active: false }, fields)?.label).toBe(rowStateLabels.disabled);
  });
});

describe('row states of the definitions', () => {
  const base = {
    name: 'tmp',
    path: 'tmp',
    type: 'tmp',
    table: 'tmp',
    title: ['a', 'b', 'c'] as const,
    section: 'leads' as const,
    permissions: 'regions' as const,
    audited: false,
    exportable: false,
    fields: { name: { kind: 'string' as const, label: 'Имя' }, ...fields },
  };

  it.each([
    [{ state: 'disabled', field: 'nothing', equals: false }, /unknown field/],
    [{ state: 'expired', field: 'name', past: true }, /not a date/],
    [{ state: 'disabled', field: 'blocked', equals: 'yes' }, /does not fit/],
    [{ state: 'disabled', field: 'name', equals: true }, /does not fit/],
  ] as const)('refuses %j', (rule, message) => {
    expect(() => defineRegistry({ ...base, rowStates: [rule] })).toThrow(message);
  });

  it('grey out every registry with an active flag when it is off', () => {
    const withActive = registries.filter((r) => r.fields.active?.kind === 'boolean');
    expect(withActive.length).toBeGreaterThan(10);
    for (const r of withActive)
      expect(rowStateOf(r.rowStates, { active: false }, r.fields)?.state, r.name).toBe('disabled');
  });

  it.each([
    ['operators', { blocked: true }, 'disabled', 'Заблокирован'],
    ['users', { blocked: true }, 'disabled', 'Заблокирован'],
    ['gro_requests', { overdue: true }, 'danger', 'Просрочен'],
    ['reporting_documents', { overdue: true }, 'danger', 'Просрочен'],
    ['appeals', { overdue: true }, 'danger', 'Просрочено'],
    ['appeals/consultations', { overdue: true }, 'danger', 'Просрочено'],
    ['gro_auth_representatives', { active: true, attorney_valid_until: '2026-03-01' }, 'expired'],
    ['organization_regional_benefits', { active: true, valid_to: '2026-03-01' }, 'expired'],
    ['organization_tariff_rates', { valid_to: '2026-03-01' }, 'expired'],
    ['subsidies', { active: true, period_to: '2026-03-01' }, 'expired'],
    ['subsidies', { active: true, document: { id: '1' } }, 'uploaded'],
    [
      'lead_dictionary/services',
      { active: true, passport: { url: '/p', name: 'p.pdf' } },
      'uploaded',
    ],
  ] as const)('%s: %j is %s', (name, row, state, label?: string) => {
    const nested = [
      organizationRepresentatives,
      organizationRegionalBenefits,
      organizationTariffRates,
    ];
    const r = registryByName(name) ?? nested.find((d) => d.name === name);
    const found = rowStateOf(r?.rowStates, row, r?.fields, now);
    expect(found?.state).toBe(state);
    if (label) expect(found?.label).toBe(label);
  });
});
