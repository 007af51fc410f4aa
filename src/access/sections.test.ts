import { describe, expect, it } from 'vitest';
import { roles } from '../domain/roles';
import { infoOf, menuFor, sections, sectionsFor, type Section } from './sections';

const all = [...sections];
const minus = (list: readonly Section[], ...drop: Section[]) =>
  list.filter((s) => !drop.includes(s));
const sorted = (list: readonly Section[]) => [...list].sort();

/** The seed tables (seed 000 §6 with seed 001 §6), written out again on purpose. */
const expected: Record<string, readonly Section[]> = {
  etp_admin: all,
  eog: minus(all, 'application_management'),
  auditor: minus(all, 'application_management', 'mfc'),
  senior_manager: [
    'action_histories',
    'analytics',
    'appeals',
    'connection_fee_kinds',
    'equipment',
    'gro_requests',
    'instructions',
    'inventory_object',
    'lead_dictionary',
    'leads',
    'object_schedule_plans',
    'operators',
    'organizations',
    'reporting_documents',
    'settlements',
    'support_measures',
    'users',
    'gasification_programs_items',
    'ratings',
    'coordination_leads',
  ],
  operator: [
    'action_histories',
    'analytics',
    'appeals',
    'connection_fee_kinds',
    'equipment',
    'gro_requests',
    'lead_dictionary',
    'instructions',
    'leads',
    'object_schedule_plans',
    'reporting_documents',
    'users',
    'gasification_programs_items',
    'coordination_leads',
  ],
  mfc_admin: ['equipment', 'leads', 'mfc', 'operators', 'users'],
  mfc_operator: ['equipment', 'leads', 'mfc', 'operators', 'users'],
  mfc: ['equipment', 'leads', 'operators', 'users'],
  minenergo_auditor: [
    'analytics',
    'gasification_programs_items',
    'gro_requests',
    'instructions',
    'inventory_object',
    'leads',
    'object_schedule_plans',
    'operators',
    'organizations',
    'reporting_documents',
    'support_measures',
    'settlements',
  ],
  rgk_operator: [
    'operators',
    'reporting_documents',
    'gro_requests',
    'leads',
    'users',
    'organizations',
    'appeals',
  ],
  services_manager: ['leads', 'users', 'instructions', 'organizations'],
};

describe('console sections by role (seed 001 §6)', () => {
  it.each(roles.filter((r) => r !== 'regional_head'))('%s', (role) => {
    expect(sorted(sectionsFor({ role }))).toEqual(sorted(expected[role] ?? []));
  });

  const always: Section[] = [
    'reporting_documents',
    'support_measures',
    'appeals_consultations',
    'action_histories',
    'gro_requests',
    'subsidies',
    'gasification_programs_items',
    'object_schedule_plans',
    'instructions',
  ];
  const flagged: Section[] = [
    'connection_fee_kinds',
    'inventory_object',
    'leads',
    'organizations',
    'settlements',
    'users',
    'coordination_leads',
  ];
  it.each([
    [false, false, [...always, ...flagged]],
    [true, false, [...always, ...flagged]],
    [false, true, always],
    [true, true, [...always, ...flagged, 'equipment']],
  ] as const)(
    'regional_head executor=%s social=%s',
    (executorSelection, socialAssistance, list) => {
      expect(
        sorted(sectionsFor({ role: 'regional_head', executorSelection, socialAssistance })),
      ).toEqual(sorted(list));
    },
  );

  it('keeps the menu order of seed 001 §2 and labels every entry', () => {
    for (const role of roles) {
      const got = sectionsFor({ role, executorSelection: true, socialAssistance: true });
      expect(got).toEqual(sections.filter((s) => got.includes(s)));
    }
    for (const s of sections) expect(infoOf(s).label).toBeTruthy();
    expect(menuFor({ role: 'etp_admin' }).map((m) => m.label)[0]).toBe('Аналитический отчёт');
  });

  it.each([
    ['etp_admin', true],
    ['eog', true],
    ['auditor', true],
    ['regional_head', true],
    ['senior_manager', false],
  ] as const)('%s gets the consultations entry: %s', (role, shown) => {
    const menu = menuFor({ role });
    expect(menu.some((m) => m.section === 'appeals_consultations')).toBe(shown);
  });

  it('links the equipment registry externally', () => {
    const item = menuFor({ role: 'mfc' }).find((m) => m.section === 'equipment');
    expect(item).toMatchObject({ external: true, path: null });
  });

  it('puts every path under /crm', () => {
    for (const s of sections) {
      const path = infoOf(s).path;
      if (path) expect(path.startsWith('/crm/')).toBe(true);
    }
  });
});
